import type { Clock } from '../../platform/clock';
import { unlockCues } from '../../ui/cues';
import { Button } from '../../ui/Button';
import { Name } from '../../ui/Name';
import { Frame, roundWords } from './Frame';
import type { ChoicesAction } from '../../rules/choices';
import { Totals } from './Totals';
import type { ScreenView } from './view';
import { AUTHOR_SECONDS, READER_SECONDS } from './words';
import { PATHS } from '../../platform/paths';

type View<K extends ScreenView['k']> = Extract<ScreenView, { k: K }>;
interface Props<V> {
  view: V;
  clock: Clock;
  dispatch: (a: ChoicesAction) => void;
  error: string | null;
}

/** C1: the shuffled author order, shown once before round 1. */
export function OrderScreen({ view, clock, dispatch, error }: Props<View<'order'>>) {
  return (
    <Frame
      where={`${view.authors.length} players · ${view.authors.length} rounds`}
      error={error}
      footer={
        <Button variant="primary" onClick={() => dispatch({ t: 'next', at: clock.now() })}>
          Start round 1
        </Button>
      }
    >
      <h2 data-step tabIndex={-1}>
        Who writes each round
      </h2>
      <p>The app shuffled the order. Each player writes one secret pattern and reads everyone else’s.</p>
      <ol class="ch-order">
        {view.authors.map((a, i) => (
          <li key={i}>
            Round {i + 1}:{' '}
            <strong>
              <Name>{a}</Name>
            </strong>
          </li>
        ))}
      </ol>
    </Frame>
  );
}

/** C9: a hand-over screen. It knows only whose turn it is and the totals of rounds already revealed, never a hidden pattern. */
export function GateScreen({ view, clock, dispatch, error }: Props<View<'gate'>>) {
  const author = view.reader === null;
  const secs = author ? AUTHOR_SECONDS : READER_SECONDS;
  return (
    <Frame
      where={`${roundWords(view.round, view.rounds, view.author)}${view.reader === null ? '' : ` · reader ${view.reader + 1} of ${view.readers}`}`}
      docTitle={`Round ${view.round + 1}: hand the device to ${view.name}`}
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
              I am <Name>{view.name}</Name>: start my {secs} seconds
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
          Hand the device to <Name>{view.name}</Name>
        </h2>
        <p>
          <Name>{view.name}</Name>{' '}
          {author ? (
            'sorts six tiles'
          ) : (
            <>
              rebuilds <Name>{view.author}</Name>’s pattern
            </>
          )}{' '}
          in secret: {secs} seconds once the clock starts.
        </p>
        <p class="muted">
          Everyone else, look away from the screen until <Name>{view.name}</Name> is done.
        </p>
      </div>
      <p class="ch-leave">
        <a href={PATHS.home}>Leave for now (the game is kept)</a>
      </p>
      {author && view.round > 0 && <Totals totals={view.totals} caption={`Totals after round ${view.round}`} />}
    </Frame>
  );
}

/** C3/C4: the locked anchor, shown to the whole table. */
export function AnchorScreen({ view, clock, dispatch, error }: Props<View<'anchor'>>) {
  return (
    <Frame
      where={roundWords(view.round, view.rounds, view.author)}
      docTitle={`Round ${view.round + 1}: the anchor`}
      error={error}
      footer={
        <Button variant="primary" onClick={() => dispatch({ t: 'next', at: clock.now() })}>
          <span>
            Next: hand the device to <Name>{view.next}</Name>
          </span>
        </Button>
      }
    >
      <h2 class="ch-prompt" data-step tabIndex={-1}>
        {view.prompt}
      </h2>
      <div class="card ch-gate ch-anchor" data-step-end="">
        <p class="muted">The anchor, in Pick first:</p>
        <p class="ch-big">{view.tiles[Number(view.anchor)]}</p>
      </div>
      <p>
        <Name>{view.author}</Name>’s pattern is locked. Show this screen to everyone.
      </p>
      <p>
        The six tiles: {view.tiles.join(', ')}. Readers: where did <Name>{view.author}</Name> put the other five?
      </p>
    </Frame>
  );
}
