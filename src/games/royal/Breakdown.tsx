import type { RowCard, RoyalRun } from './core';
import { RANK_NAMES, ROYAL_JOKER_POINTS, SUIT_NAMES, cardName, cardSymbol, royalScoreDetail } from './core';
import type { Rank, Suit } from './core';
import { RowView } from './Card';
import { points, suitWord } from './words';
import { plural } from '../../text/words';

function runWords(run: RoyalRun, row: RowCard[], kind: 'suit' | 'rank'): string {
  const cards = run.indices.map((i) => cardSymbol(row[i]?.card ?? '')).join(' ');
  const what = kind === 'suit' ? `${SUIT_NAMES[run.key as Suit]} in a row` : `${RANK_NAMES[run.key as Rank]}s in a row`;
  return `${what} (${cards}): ${run.points}`;
}

/** D8 score of one row: royals marked on the row, each royal, the joker, each set with its cards, and the total. */
export function Breakdown({ row, title, level = 3 }: { row: RowCard[]; title: string; level?: 2 | 3 }) {
  const H = level === 2 ? 'h2' : 'h3';
  const d = royalScoreDetail(row);
  const marks: Record<number, string> = {};
  for (const r of d.royals) marks[r.index] = `royal +${r.points}`;
  if (d.jokerIndex !== null) marks[d.jokerIndex] = `joker +${d.score.joker}`;
  const runs = [...d.suitRuns.map((r) => runWords(r, row, 'suit')), ...d.rankRuns.map((r) => runWords(r, row, 'rank'))];
  return (
    <section class="rd-breakdown">
      <H>
        {title}: <span class="rd-total">{points(d.score.total)}</span>
      </H>
      <RowView row={row} label={`${title}, left to right`} marks={marks} />
      <dl class="rd-parts">
        <dt>Royal {d.score.royal}</dt>
        <dd>
          {d.royals.length === 0
            ? 'No face-up Jack, Queen or King.'
            : d.royals.map((r) => {
                const suit = r.card.slice(-1) as Suit;
                const cards = r.suitIndices.map((i) => cardSymbol(row[i]?.card ?? '')).join(' ');
                return (
                  <p
                    key={r.card}
                  >{`${cardSymbol(r.card)} ${cardName(r.card)}: ${plural(r.points, `face-up ${suitWord(suit)}`, `face-up ${SUIT_NAMES[suit]}`)} (${cards}) = ${r.points}`}</p>
                );
              })}
        </dd>
        <dt>Joker {d.score.joker}</dt>
        <dd>
          {d.jokerIndex === null
            ? `No joker in this row${d.faceDownIndices.length ? ` (with it, the ${plural(d.faceDownIndices.length, 'face-down card')} would score ${ROYAL_JOKER_POINTS * d.faceDownIndices.length})` : ''}.`
            : `Joker: ${ROYAL_JOKER_POINTS} for each face-down card, ${plural(d.faceDownIndices.length, 'card')} = ${d.score.joker}.`}
        </dd>
        <dt>Sets {d.score.sets}</dt>
        <dd>
          {runs.length === 0 ? 'No two matching face-up cards side by side.' : runs.map((r) => <p key={r}>{r}</p>)}
        </dd>
        <dt>Total</dt>
        <dd>
          {d.score.royal} + {d.score.joker} + {d.score.sets} = <strong>{d.score.total}</strong>
        </dd>
      </dl>
    </section>
  );
}
