import { t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { CHOICES_TIMINGS, choicesPatternIssues } from '../../rules/choices';
import type { ChoicesPattern } from '../../rules/choices';
import type { Clock } from '../../platform/clock';
import { Button } from '../../ui/Button';
import { DeadlineTimer } from '../../ui/DeadlineTimer';
import { Name } from '../../ui/Name';
import { useSecondsLeft } from '../../ui/clock';
import { Board } from './Board';
import type { Draft } from './Board';
import type { GameClock } from './clock';
import { useTenSecondsCue } from './cues';
import { Frame } from './Frame';
import type { ChoicesAction } from '../../rules/choices';
import type { ScreenView } from './view';
import { issueWords, zoneName } from './words';
import { isolate } from '../../text/words';

type AuthorView = Extract<ScreenView, { k: 'author' }>;
type ReaderView = Extract<ScreenView, { k: 'reader' }>;

interface Props<V> {
  view: V;
  /** This turn's placed tiles, kept in the session so a reload restores them (never in the public view). */
  draft: Draft;
  clock: GameClock;
  dispatch: (a: ChoicesAction) => void;
  error: string | null;
}

/** What still stops a 2/2/2 sort, in a player's words (the core decides), or null when it is ready. */
export function sortHint(draft: Draft, tiles: number): string | null {
  const first = choicesPatternIssues(
    draft,
    Array.from({ length: tiles }, (_, i) => String(i)),
  )[0];
  return first ? issueWords(first) : null;
}

/** Whose turn and the countdown, pinned to the top of the screen while the board scrolls under it (a missed deadline voids the turn, C3). */
function Countdown({
  who,
  deadline,
  totalMs,
  clock,
}: {
  who: string;
  deadline: number;
  totalMs: number;
  clock: GameClock;
}) {
  useTenSecondsCue(useSecondsLeft(deadline, totalMs, clock));
  const name = isolate(who);
  return (
    <div class="ch-clock" data-pinned-top="">
      <strong class="ch-who">
        <Name>{who}</Name>
      </strong>
      <DeadlineTimer deadline={deadline - clock.ahead} totalMs={totalMs} label={t`${name}’s time`} />
    </div>
  );
}

const placer = (dispatch: (a: ChoicesAction) => void, clock: Clock) => (id: string, zone: ChoicesPattern[string]) =>
  dispatch({ t: 'place', at: clock.now(), id, zone });

/** The round's prompt: the turn's heading, where each turn starts. */
function Prompt({ prompt }: { prompt: string }) {
  return (
    <h2 class="ch-prompt" data-step tabIndex={-1}>
      {prompt}
    </h2>
  );
}

function anchorQuestion(): string {
  const pick = zoneName('pick');
  return t`One of your ${pick} tiles is shown to everyone and stays fixed for the readers. Which one?`;
}

/** C3: the author names one Pick first tile as the anchor; the choice opens with its heading in view and focused. */
function AnchorChoice({ picks, onLock }: { picks: { id: string; tile: string }[]; onLock: (id: string) => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <section aria-labelledby="ch-anchor-h">
      <h3 id="ch-anchor-h" ref={heading} tabIndex={-1}>
        {t`Choose the anchor`}
      </h3>
      <p>{anchorQuestion()}</p>
      <div class="stack">
        {picks.map(({ id, tile }) => (
          <Button variant="primary" key={id} onClick={() => onLock(id)}>
            {tile}
          </Button>
        ))}
      </div>
    </section>
  );
}

export function AuthorTurn({ view, draft, clock, dispatch, error }: Props<AuthorView>) {
  const choosing = useSignal(false);
  const tried = useSignal(false);
  const hint = sortHint(draft, view.tiles.length);
  const picks = Object.keys(draft).filter((id) => draft[id] === 'pick');
  const lock = (anchor: string) => dispatch({ t: 'sort', at: clock.now(), pattern: draft as ChoicesPattern, anchor });
  const round = view.round + 1;
  const rounds = view.rounds;
  const author = isolate(view.author);
  return (
    <Frame
      where={t`Round ${round} of ${rounds} · ${author} sorts in secret`}
      docTitle={t`Round ${round}: author’s turn`}
      error={error ?? (tried.value ? hint : null)}
      footer={
        choosing.value ? (
          <Button onClick={() => (choosing.value = false)}>{t`Back to sorting`}</Button>
        ) : (
          <Button variant="primary" onClick={() => (hint ? (tried.value = true) : (choosing.value = true))}>
            {t`Lock the pattern`}
          </Button>
        )
      }
    >
      <div class="ch-turn">
        <Countdown who={view.author} deadline={view.deadline} totalMs={CHOICES_TIMINGS.authorMs} clock={clock} />
        <Prompt prompt={view.prompt} />
        {choosing.value ? (
          <AnchorChoice picks={picks.map((id) => ({ id, tile: view.tiles[Number(id)] ?? id }))} onLock={lock} />
        ) : (
          <>
            <Board tiles={view.tiles} draft={draft} onMove={placer(dispatch, clock)} />
            <p class="muted">{hint ?? t`All sorted: lock the pattern, then choose the anchor.`}</p>
          </>
        )}
      </div>
    </Frame>
  );
}

export function ReaderTurn({ view, draft: placed, clock, dispatch, error }: Props<ReaderView>) {
  const draft: Draft = { ...placed, [view.anchor]: 'pick' };
  const tried = useSignal(false);
  const hint = sortHint(draft, view.tiles.length);
  const round = view.round + 1;
  const rounds = view.rounds;
  const reader = view.reader + 1;
  const readers = view.readers;
  const plainName = view.name;
  const author = isolate(view.author);
  return (
    <Frame
      where={t`Round ${round} of ${rounds} · reader ${reader} of ${readers}`}
      docTitle={t`Round ${round}: ${plainName} reads`}
      error={error ?? (tried.value ? hint : null)}
      footer={
        <Button
          variant="primary"
          onClick={() =>
            hint ? (tried.value = true) : dispatch({ t: 'predict', at: clock.now(), pattern: draft as ChoicesPattern })
          }
        >
          {t`Confirm my prediction`}
        </Button>
      }
    >
      <div class="ch-turn">
        <Countdown who={view.name} deadline={view.deadline} totalMs={CHOICES_TIMINGS.readerMs} clock={clock} />
        <Prompt prompt={view.prompt} />
        <Board tiles={view.tiles} draft={draft} locked={view.anchor} onMove={placer(dispatch, clock)} />
        <p class="muted">{hint ?? t`All sorted. You can confirm once; it stays hidden until the reveal.`}</p>
        <p class="muted">{t`You are rebuilding ${author}’s pattern.`}</p>
      </div>
    </Frame>
  );
}
