import { plural, select, t } from '@lingui/core/macro';
import type { RowCard, RoyalRun } from './core';
import { ROYAL_JOKER_POINTS, royalScoreDetail } from './core';
import type { Rank, Suit } from './core';
import { RowView } from './Card';
import { Tagged } from '../../ui/Tagged';
import { cardLabel, cardSymbol, points } from './words';
import { rankName, suitName } from '../../ui/terms';

function runWords(run: RoyalRun, row: RowCard[], kind: 'suit' | 'rank'): string {
  const cards = run.indices.map((i) => cardSymbol(row[i]?.card ?? '')).join(' ');
  const n = run.points;
  if (kind === 'suit') {
    const suit = suitName(run.key as Suit);
    return t`${suit} in a row (${cards}): ${n}`;
  }
  const rank = rankName(run.key as Rank);
  return t({
    comment: 'a run of one rank, e.g. "2s in a row" or "Queens in a row"',
    message: `${rank}s in a row (${cards}): ${n}`,
  });
}

/** "3 face-up hearts": the cards of a suit a royal scores. */
const faceUp = (suit: Suit, n: number): string =>
  select(suit, {
    C: plural(n, { one: '# face-up club', other: '# face-up clubs' }),
    D: plural(n, { one: '# face-up diamond', other: '# face-up diamonds' }),
    H: plural(n, { one: '# face-up heart', other: '# face-up hearts' }),
    other: plural(n, { one: '# face-up spade', other: '# face-up spades' }),
  });

/** D8 score of one row: royals marked on the row, each royal, the joker, each set with its cards, and the total. */
export function Breakdown({ row, title, level = 3 }: { row: RowCard[]; title: string; level?: 2 | 3 }) {
  const H = level === 2 ? 'h2' : 'h3';
  const d = royalScoreDetail(row);
  const marks: Record<number, string> = {};
  for (const r of d.royals) {
    const n = r.points;
    marks[r.index] = t({ comment: 'under a card: what this jack, queen or king scores', message: `royal +${n}` });
  }
  if (d.jokerIndex !== null) {
    const n = d.score.joker;
    marks[d.jokerIndex] = t({ comment: 'under the joker: what it scores', message: `joker +${n}` });
  }
  const runs = [...d.suitRuns.map((r) => runWords(r, row, 'suit')), ...d.rankRuns.map((r) => runWords(r, row, 'rank'))];
  const { royal, joker, sets } = d.score;
  const down = d.faceDownIndices.length;
  const jokerPer = ROYAL_JOKER_POINTS;
  const wouldScore = ROYAL_JOKER_POINTS * down;
  const total = points(d.score.total);
  return (
    <section class="rd-breakdown">
      <H>
        <Tagged text={t`${title}: <0>${total}</0>`} parts={[<span key="0" class="rd-total" />]} />
      </H>
      <RowView row={row} label={t`${title}, left to right`} marks={marks} />
      <dl class="rd-parts">
        <dt>{t`Royal ${royal}`}</dt>
        <dd>
          {d.royals.length === 0
            ? t`No face-up Jack, Queen or King.`
            : d.royals.map((r) => {
                const card = cardLabel(r.card);
                const count = faceUp(r.card.slice(-1) as Suit, r.points);
                const cards = r.suitIndices.map((i) => cardSymbol(row[i]?.card ?? '')).join(' ');
                const n = r.points;
                return <p key={r.card}>{t`${card}: ${count} (${cards}) = ${n}`}</p>;
              })}
        </dd>
        <dt>{t`Joker ${joker}`}</dt>
        <dd>
          {d.jokerIndex === null
            ? down
              ? plural(down, {
                  one: `No joker in this row (with it, the # face-down card would score ${wouldScore}).`,
                  other: `No joker in this row (with it, the # face-down cards would score ${wouldScore}).`,
                })
              : t`No joker in this row.`
            : plural(down, {
                one: `Joker: ${jokerPer} for each face-down card, # card = ${joker}.`,
                other: `Joker: ${jokerPer} for each face-down card, # cards = ${joker}.`,
              })}
        </dd>
        <dt>{t`Sets ${sets}`}</dt>
        <dd>
          {runs.length === 0 ? t`No two matching face-up cards side by side.` : runs.map((r) => <p key={r}>{r}</p>)}
        </dd>
        <dt>{t`Total`}</dt>
        <dd>
          {royal} + {joker} + {sets} = <strong>{d.score.total}</strong>
        </dd>
      </dl>
    </section>
  );
}
