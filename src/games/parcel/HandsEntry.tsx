import { PARCELS, isParcel, parcelCheckDeal, parcelDeal } from '../../rules/parcel';
import type { Parcel } from '../../rules/parcel';
import { seatName } from './words';
import { Hand } from './Glyph';

/** A hand being entered: '' marks a card not chosen yet. */
export type Draft = (Parcel | '')[][];

export const emptyDraft = (n: number): Draft => Array.from({ length: n }, () => ['', '', '', '']);

/** The draft as hands, or null while any card is still to choose. */
export function draftHands(d: Draft): Parcel[][] | null {
  return d.every((h) => h.every(isParcel)) ? (d as Parcel[][]) : null;
}

/** What is wrong with the entered hands, in plain words (P1); [] when it is a right deal. */
export function draftProblems(d: Draft, names: readonly string[]): string[] {
  const todo = d.flatMap((h, i) => {
    const left = h.filter((c) => c === '').length;
    return left ? [`${seatName(names, i)} (${left})`] : [];
  });
  const partial = d.map((h) => h.filter(isParcel));
  const problems = parcelCheckDeal(partial, names).filter((p) => todo.length === 0 || p.includes('too many'));
  return todo.length ? [`Cards still to choose: ${todo.join(', ')}.`, ...problems] : problems;
}

interface Props {
  names: readonly string[];
  draft: Draft;
  onChange: (d: Draft) => void;
}

/** Each player's four face-up cards, checked against the deck as they are entered. */
export function HandsEntry({ names, draft, onChange }: Props) {
  const set = (i: number, j: number, v: string) =>
    onChange(draft.map((h, a) => (a === i ? h.map((c, b) => (b === j ? (isParcel(v) ? v : '') : c)) : h)));
  const problems = draftProblems(draft, names);
  const hands = draftHands(draft);
  return (
    <div class="stack">
      <div class="row">
        <button type="button" class="btn" onClick={() => onChange(parcelDeal(names.length, Math.random))}>
          Fill with a random deal
        </button>
        <button type="button" class="btn btn-quiet" onClick={() => onChange(draft.map(() => ['', '', '', '']))}>
          Clear all hands
        </button>
      </div>
      {draft.map((hand, i) => (
        <fieldset key={i}>
          <legend>{seatName(names, i)}'s four cards</legend>
          <div class="card-selects">
            {hand.map((c, j) => (
              <select key={j} aria-label={`${seatName(names, i)}, card ${j + 1}`} value={c} onChange={(e) => set(i, j, e.currentTarget.value)}>
                <option value="">Choose</option>
                {PARCELS.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            ))}
          </div>
        </fieldset>
      ))}
      <div aria-live="polite">
        {problems.length > 0 ? (
          <div class="notice notice-error">
            <ul class="problems">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ) : (
          hands && (
            <div class="notice">
              <p>The deal checks out: {names.length} of each symbol, four cards each.</p>
              {hands.map((h, i) => (
                <Hand key={i} hand={h} label={seatName(names, i)} />
              ))}
            </div>
          )
        )}
      </div>
    </div>
  );
}
