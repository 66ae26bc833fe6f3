import { CHOICES_TILES, CHOICES_TIMINGS, ZONES, ZONE_NAMES } from '../../rules/choices';
import type { ChoicesPattern } from '../../rules/choices';
import type { Clock } from '../../platform/clock';
import { Button } from '../../ui/Button';
import { Name } from '../../ui/Name';
import { useSecondsLeft } from '../../ui/clock';
import { Frame } from './Frame';
import type { ChoicesAction } from '../../rules/choices';
import { Totals } from './Totals';
import { byZone } from './view';
import type { ScreenView } from './view';

type RevealView = Extract<ScreenView, { k: 'reveal' }>;

/** A pattern as one line per zone: "Pick first: Sleep in (anchor), Pancakes", with ✓/✗ against the author's. */
function Zones({
  pattern,
  tiles,
  anchor,
  author,
}: {
  pattern: ChoicesPattern;
  tiles: string[];
  anchor: string;
  author?: ChoicesPattern;
}) {
  const zones = byZone(
    pattern,
    tiles.map((_, i) => String(i)),
  );
  return (
    <dl class="ch-zones">
      {ZONES.map((z) => (
        <div key={z}>
          <dt>{ZONE_NAMES[z]}:</dt>
          {zones[z].map((id) => {
            const mark = id === anchor ? 'anchor' : author ? (author[id] === z ? 'right' : 'wrong') : null;
            return (
              <dd key={id}>
                {mark === 'right' && <span aria-hidden="true">✓ </span>}
                {mark === 'wrong' && <span aria-hidden="true">✗ </span>}
                {tiles[Number(id)]}
                {mark && <span class={mark === 'anchor' ? 'muted' : 'visually-hidden'}> ({mark})</span>}
              </dd>
            );
          })}
        </div>
      ))}
    </dl>
  );
}

/** Every award of the round on one line, author first: the summary a long list of readers needs. */
function Summary({ view }: { view: RevealView }) {
  if (view.pattern === null) {
    return (
      <p class="ch-summary" data-step-end="">
        <Name>{view.author}</Name> ran out of time before locking a pattern: nobody scores this round.
      </p>
    );
  }
  return (
    <p class="ch-summary" data-step-end="">
      <span class="visually-hidden">Points this round: </span>
      <Name>{view.author}</Name> (author) <strong>{view.authorAward}</strong>
      {view.readers.map((r, i) => (
        <span key={i}>
          {' · '}
          <Name>{r.name}</Name> <strong>{r.award}</strong>
        </span>
      ))}
    </p>
  );
}

/**
 * C7: the author's pattern, each prediction with its matches, missing readers and every award, then the running totals.
 * The award line and the author's pattern are the step's must-see parts (data-step-end): the reveal opens at the prompt,
 * scrolled the least that brings them above the pinned footer.
 */
export function RevealScreen({
  view,
  clock,
  dispatch,
  error,
}: {
  view: RevealView;
  clock: Clock;
  dispatch: (a: ChoicesAction) => void;
  error: string | null;
}) {
  const wait = useSecondsLeft(view.continueAt, CHOICES_TIMINGS.revealMinMs, clock);
  const ends = useSecondsLeft(view.endsAt, CHOICES_TIMINGS.revealMaxMs, clock);
  const next = view.last ? 'See the final scores' : 'Next round';
  return (
    <Frame
      where={`Round ${view.round + 1} of ${view.rounds} · the reveal`}
      docTitle={`Round ${view.round + 1}: reveal`}
      error={error}
      footer={
        <Button variant="primary" disabled={wait > 0} onClick={() => dispatch({ t: 'next', at: clock.now() })}>
          {wait > 0 ? `${next} in ${wait} s` : next}
        </Button>
      }
    >
      <h2 class="ch-prompt" data-step tabIndex={-1}>
        {view.prompt}
      </h2>
      <Summary view={view} />
      {view.pattern !== null && view.anchor !== null && (
        <section class="card ch-author" aria-labelledby="ch-author-h" data-step-end="">
          <h3 id="ch-author-h">
            <Name>{view.author}</Name>’s pattern
          </h3>
          <Zones pattern={view.pattern} tiles={view.tiles} anchor={view.anchor} />
        </section>
      )}
      {view.pattern !== null && (
        <p>
          The author scores the middle of the readers’ scores: <strong>{view.authorAward}</strong>
        </p>
      )}
      <p class="muted">Moves on by itself in {ends} s.</p>
      <Totals totals={view.totals} caption={`Totals after round ${view.round + 1}`} />
      {view.pattern !== null && view.anchor !== null && (
        <ul class="plain ch-readers">
          {view.readers.map((r, i) => (
            <li key={i} class="card">
              <h3>
                <Name>{r.name}</Name>:{' '}
                {r.prediction ? `${r.correct} of ${CHOICES_TILES - 1} right` : 'no prediction in time'} ·{' '}
                <strong>{r.award}</strong> points
              </h3>
              {r.prediction && view.anchor !== null && view.pattern !== null && (
                <Zones pattern={r.prediction} tiles={view.tiles} anchor={view.anchor} author={view.pattern} />
              )}
            </li>
          ))}
        </ul>
      )}
    </Frame>
  );
}
