import { plural, t } from '@lingui/core/macro';
import { CHOICES_TILES, CHOICES_TIMINGS, ZONES } from '../../rules/choices';
import type { ChoicesPattern, Zone } from '../../rules/choices';
import type { Clock } from '../../platform/clock';
import { Button } from '../../ui/Button';
import { Name } from '../../ui/Name';
import { Tagged } from '../../ui/Tagged';
import { useSecondsLeft } from '../../ui/clock';
import { Frame } from './Frame';
import type { ChoicesAction } from '../../rules/choices';
import { Totals } from './Totals';
import { byZone } from './view';
import { totalsAfter } from './Public';
import { zoneName } from './words';
import { isolate } from '../../text/words';
import type { ScreenView } from './view';

type RevealView = Extract<ScreenView, { k: 'reveal' }>;

const zoneHead = (z: Zone): string => {
  const zone = zoneName(z);
  return t({ comment: 'a zone, before the tiles in it', message: `${zone}:` });
};

/** A tile's mark in a pattern: the anchor, or whether a reader placed it as the author did. */
function markWords(mark: 'anchor' | 'right' | 'wrong'): string {
  if (mark === 'anchor') return t`(anchor)`;
  return mark === 'right' ? t`(right)` : t`(wrong)`;
}

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
          <dt>{zoneHead(z)}</dt>
          {zones[z].map((id) => {
            const mark = id === anchor ? 'anchor' : author ? (author[id] === z ? 'right' : 'wrong') : null;
            return (
              <dd key={id}>
                {mark === 'right' && <span aria-hidden="true">✓ </span>}
                {mark === 'wrong' && <span aria-hidden="true">✗ </span>}
                {tiles[Number(id)]}
                {mark && <span class={mark === 'anchor' ? 'muted' : 'visually-hidden'}> {markWords(mark)}</span>}
              </dd>
            );
          })}
        </div>
      ))}
    </dl>
  );
}

/** "Ana: 3 of 5 right · <0>180</0> points", or "no prediction in time". */
function readerLine(reader: string, correct: number | null, award: number): string {
  const name = isolate(reader);
  const of = CHOICES_TILES - 1;
  return correct === null
    ? plural(award, {
        one: `${name}: no prediction in time · <0>#</0> point`,
        other: `${name}: no prediction in time · <0>#</0> points`,
      })
    : plural(award, {
        one: `${name}: ${correct} of ${of} right · <0>#</0> point`,
        other: `${name}: ${correct} of ${of} right · <0>#</0> points`,
      });
}

/** Every award of the round on one line, author first: the summary a long list of readers needs. */
function Summary({ view }: { view: RevealView }) {
  const author = isolate(view.author);
  if (view.pattern === null) {
    return (
      <p class="ch-summary" data-step-end="">
        {t`${author} ran out of time before locking a pattern: nobody scores this round.`}
      </p>
    );
  }
  return (
    <p class="ch-summary" data-step-end="">
      <span class="visually-hidden">{t`Points this round:`} </span>
      {t({ comment: 'the author of the round, before their points', message: `${author} (author)` })}{' '}
      <strong>{view.authorAward}</strong>
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
  const round = view.round + 1;
  const rounds = view.rounds;
  const author = isolate(view.author);
  const award = view.authorAward;
  const next = view.last
    ? wait > 0
      ? t`See the final scores in ${wait} s`
      : t`See the final scores`
    : wait > 0
      ? t`Next round in ${wait} s`
      : t`Next round`;
  return (
    <Frame
      where={t`Round ${round} of ${rounds} · the reveal`}
      docTitle={t`Round ${round}: reveal`}
      error={error}
      footer={
        <Button variant="primary" disabled={wait > 0} onClick={() => dispatch({ t: 'next', at: clock.now() })}>
          {next}
        </Button>
      }
    >
      <h2 class="ch-prompt" data-step tabIndex={-1}>
        {view.prompt}
      </h2>
      <Summary view={view} />
      {view.pattern !== null && view.anchor !== null && (
        <section class="card ch-author" aria-labelledby="ch-author-h" data-step-end="">
          <h3 id="ch-author-h">{t`${author}’s pattern`}</h3>
          <Zones pattern={view.pattern} tiles={view.tiles} anchor={view.anchor} />
        </section>
      )}
      {view.pattern !== null && (
        <p>
          <Tagged
            text={t`The author scores the middle of the readers’ scores: <0>${award}</0>`}
            parts={[<strong key="0" />]}
          />
        </p>
      )}
      <p class="muted">{t`Moves on by itself in ${ends} s.`}</p>
      <Totals totals={view.totals} caption={totalsAfter(round)} />
      {view.pattern !== null && view.anchor !== null && (
        <ul class="plain ch-readers">
          {view.readers.map((r, i) => (
            <li key={i} class="card">
              <h3>
                <Tagged
                  text={readerLine(r.name, r.prediction ? r.correct : null, r.award)}
                  parts={[<strong key="0" />]}
                />
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
