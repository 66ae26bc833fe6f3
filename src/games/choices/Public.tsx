import { plural, t } from '@lingui/core/macro';
import type { Clock } from '../../platform/clock';
import { unlockCues } from '../../ui/cues';
import { Button } from '../../ui/Button';
import { Frame, roundWords } from './Frame';
import type { ChoicesAction } from '../../rules/choices';
import { Totals } from './Totals';
import type { ScreenView } from './view';
import { AUTHOR_SECONDS, READER_SECONDS, zoneName } from './words';
import { PATHS } from '../../platform/paths';
import { Name } from '../../ui/Name';
import { Tagged } from '../../ui/Tagged';
import { commaList, isolate } from '../../text/words';

type View<K extends ScreenView['k']> = Extract<ScreenView, { k: K }>;
interface Props<V> {
  view: V;
  clock: Clock;
  dispatch: (a: ChoicesAction) => void;
  error: string | null;
}

/** A totals table's caption: "Totals after round 2". */
export const totalsAfter = (round: number): string => t`Totals after round ${round}`;

/** C1: the shuffled author order, shown once before round 1. */
export function OrderScreen({ view, clock, dispatch, error }: Props<View<'order'>>) {
  const players = view.authors.length;
  return (
    <Frame
      where={plural(players, { one: '# player · # round', other: '# players · # rounds' })}
      error={error}
      footer={
        <Button variant="primary" onClick={() => dispatch({ t: 'next', at: clock.now() })}>
          {t`Start round 1`}
        </Button>
      }
    >
      <h2 data-step tabIndex={-1}>
        {t`Who writes each round`}
      </h2>
      <p>{t`The app shuffled the order. Each player writes one secret pattern and reads everyone else’s.`}</p>
      <ol class="ch-order">
        {view.authors.map((a, i) => {
          const round = i + 1;
          const name = isolate(a);
          return (
            <li key={i}>
              <Tagged text={t`Round ${round}: <0>${name}</0>`} parts={[<strong key="0" />]} />
            </li>
          );
        })}
      </ol>
    </Frame>
  );
}

/** C9: a hand-over screen. It knows only whose turn it is and the totals of rounds already revealed, never a hidden pattern. */
export function GateScreen({ view, clock, dispatch, error }: Props<View<'gate'>>) {
  const author = view.reader === null;
  const secs = author ? AUTHOR_SECONDS : READER_SECONDS;
  const round = view.round + 1;
  const name = isolate(view.name);
  const writer = isolate(view.author);
  const head = roundWords(view.round, view.rounds, view.author);
  const readerNo = (view.reader ?? 0) + 1;
  const readers = view.readers;
  const plainName = view.name;
  return (
    <Frame
      where={view.reader === null ? head : t`${head} · reader ${readerNo} of ${readers}`}
      docTitle={t`Round ${round}: hand the device to ${plainName}`}
      error={error}
      footer={
        <>
          <Button
            variant="primary"
            onClick={() => {
              unlockCues();
              dispatch({ t: 'claim', at: clock.now() });
            }}
          >
            <span>
              <Tagged
                text={t`I am <0>${plainName}</0>: start my ${secs} seconds`}
                parts={[<Name key="0">{''}</Name>]}
              />
            </span>
          </Button>
        </>
      }
    >
      <div class="ch-gate">
        <h2 class="ch-big" data-step tabIndex={-1}>
          <span class="ch-arrow" aria-hidden="true">
            ➜{' '}
          </span>
          <Tagged text={t`Hand the device to <0>${plainName}</0>`} parts={[<Name key="0">{''}</Name>]} />
        </h2>
        <p>
          {author
            ? t`${name} sorts six tiles in secret: ${secs} seconds once the clock starts.`
            : t`${name} rebuilds ${writer}’s pattern in secret: ${secs} seconds once the clock starts.`}
        </p>
        <p class="muted">{t`Everyone else, look away from the screen until ${name} is done.`}</p>
      </div>
      <p class="ch-leave">
        <a href={PATHS.home}>{t`Leave for now (the game is kept)`}</a>
      </p>
      {author && view.round > 0 && <Totals totals={view.totals} caption={totalsAfter(view.round)} />}
    </Frame>
  );
}

/** C3/C4: the locked anchor, shown to the whole table. */
export function AnchorScreen({ view, clock, dispatch, error }: Props<View<'anchor'>>) {
  const round = view.round + 1;
  const next = isolate(view.next);
  const writer = isolate(view.author);
  const pick = zoneName('pick');
  const tiles = commaList(view.tiles);
  return (
    <Frame
      where={roundWords(view.round, view.rounds, view.author)}
      docTitle={t`Round ${round}: the anchor`}
      error={error}
      footer={
        <Button variant="primary" onClick={() => dispatch({ t: 'next', at: clock.now() })}>
          <span>{t`Next: hand the device to ${next}`}</span>
        </Button>
      }
    >
      <h2 class="ch-prompt" data-step tabIndex={-1}>
        {view.prompt}
      </h2>
      <div class="card ch-gate ch-anchor" data-step-end="">
        <p class="muted">{t`The anchor, in ${pick}:`}</p>
        <p class="ch-big">{view.tiles[Number(view.anchor)]}</p>
      </div>
      <p>{t`${writer}’s pattern is locked. Show this screen to everyone.`}</p>
      <p>{t`The six tiles: ${tiles}. Readers: where did ${writer} put the other five?`}</p>
    </Frame>
  );
}
