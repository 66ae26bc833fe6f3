import { plural, t } from '@lingui/core/macro';
import { PARCELS, PARCEL_HAND_SIZE, parcelDeal, parcelDealProblems, parcelDeckCounts } from '../../rules/parcel';
import type { Parcel, ParcelDealProblem } from '../../rules/parcel';
import { Name } from '../../ui/Name';
import { parcelWord } from '../../ui/terms';
import { commaList, isolate } from '../../text/words';
import { ParcelTag } from './Glyph';
import { dealProblemLine, seatName } from './words';

/** The hands being entered: each player's cards so far (up to four). */
export type Draft = Parcel[][];

export const emptyDraft = (n: number): Draft => Array.from({ length: n }, () => []);

/** The draft as hands, or null while any hand is short. */
export function draftHands(d: Draft): Parcel[][] | null {
  return d.every((h) => h.length === PARCEL_HAND_SIZE) ? d : null;
}

/**
 * What is wrong with the entered hands (P1). While cards are still to enter only a symbol entered too
 * often is a problem: a short hand is not a mistake yet.
 */
export function draftProblems(d: Draft): ParcelDealProblem[] {
  const problems = parcelDealProblems(d);
  return draftHands(d) ? problems : problems.filter((p) => p.code === 'parcel/too-many');
}

/** The cards nobody has yet, when exactly one hand is short and they would fill it. */
function cardsLeft(d: Draft): { seat: number; cards: Parcel[] } | null {
  const short = d.flatMap((h, i) => (h.length < PARCEL_HAND_SIZE ? [i] : []));
  if (short.length !== 1) return null;
  const counts = parcelDeckCounts(d);
  const cards = PARCELS.flatMap((p) => Array.from({ length: Math.max(0, d.length - counts[p]) }, () => p));
  const seat = short[0] ?? 0;
  return cards.length === PARCEL_HAND_SIZE - (d[seat]?.length ?? 0) ? { seat, cards } : null;
}

const symbolTo = (p: Parcel, who: string) => {
  const symbol = parcelWord(p);
  return t`${symbol} to ${who}`;
};

function cardsLeftLine(who: string, cards: readonly Parcel[]) {
  const [name, left] = [isolate(who), commaList(cards.map(parcelWord))];
  return t`${name} gets the cards left: ${left}`;
}

interface Props {
  names: readonly string[];
  draft: Draft;
  onChange: (d: Draft) => void;
}

/** Each player's four face-up cards, one tap a card, checked against the deck as they are entered. */
export function HandsEntry({ names, draft, onChange }: Props) {
  const n = draft.length;
  const counts = parcelDeckCounts(draft);
  const put = (seat: number, hand: Parcel[]) => onChange(draft.map((h, i) => (i === seat ? hand : h)));
  const problems = draftProblems(draft);
  const hands = draftHands(draft);
  const left = cardsLeft(draft);
  const todo = draft.reduce((sum, h) => sum + PARCEL_HAND_SIZE - h.length, 0);
  const size = PARCEL_HAND_SIZE;
  return (
    <div class="stack">
      <div class="row">
        <button type="button" class="btn" onClick={() => onChange(parcelDeal(n, Math.random))}>
          {t`Fill with a random deal`}
        </button>
        <button type="button" class="btn btn-quiet" onClick={() => onChange(emptyDraft(n))}>
          {t`Clear all hands`}
        </button>
      </div>
      {draft.map((hand, i) => {
        const who = seatName(names, i);
        return (
          <fieldset key={i} class="pp-entry">
            <legend>
              <Name>{who}</Name>
            </legend>
            <p class="pp-hand">
              {hand.length === 0 ? t`No cards yet.` : hand.map((p, j) => <ParcelTag key={j} parcel={p} />)}
            </p>
            <div class="pp-keys">
              {PARCELS.map((p) => (
                <button
                  key={p}
                  type="button"
                  class="btn"
                  aria-label={symbolTo(p, who)}
                  disabled={hand.length >= PARCEL_HAND_SIZE || counts[p] >= n}
                  onClick={() => put(i, [...hand, p])}
                >
                  + <ParcelTag parcel={p} />
                </button>
              ))}
              <button
                type="button"
                class="btn btn-quiet"
                aria-label={t`Take back the last card of ${who}`}
                disabled={hand.length === 0}
                onClick={() => put(i, hand.slice(0, -1))}
              >
                {t({ comment: 'takes back the last card entered', message: 'Back' })}
              </button>
            </div>
          </fieldset>
        );
      })}
      {left && (
        <button type="button" class="btn" onClick={() => put(left.seat, [...(draft[left.seat] ?? []), ...left.cards])}>
          {cardsLeftLine(seatName(names, left.seat), left.cards)}
        </button>
      )}
      <div aria-live="polite">
        {problems.length > 0 ? (
          <div class="notice notice-error">
            <ul class="pp-problems">
              {problems.map((p) => (
                <li key={p.code + JSON.stringify(p.facts)}>{dealProblemLine(p, names)}</li>
              ))}
            </ul>
          </div>
        ) : hands ? (
          <p class="notice">{t`The deal checks out: ${n} of each symbol, ${size} cards each.`}</p>
        ) : (
          <p class="muted">{plural(todo, { one: '# card still to enter.', other: '# cards still to enter.' })}</p>
        )}
      </div>
    </div>
  );
}
