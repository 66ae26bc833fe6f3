import { t } from '@lingui/core/macro';
import type { RowCard } from './core';
import { parseCard } from './core';
import { cardName, cardSymbol } from './words';

/** One card: rank and suit sign drawn, its name in words for screen readers; face-down drawn as a card back. */
function CardFace({ card, faceUp = true, mark }: { card: string; faceUp?: boolean; mark?: string | undefined }) {
  const suit = parseCard(card).suit ?? 'joker';
  return (
    <span class={`rd-card rd-suit-${suit}${faceUp ? '' : ' rd-is-down'}`}>
      <span class="rd-sym" aria-hidden="true">
        {cardSymbol(card)}
      </span>
      <span class="visually-hidden">{cardName(card)}</span>
      {!faceUp && <span class="rd-down">{t`face-down`}</span>}
      {mark && <span class="rd-mark">{mark}</span>}
    </span>
  );
}

/** A row left to right (earliest card first), with optional words under some cards. */
export function RowView({ row, label, marks = {} }: { row: RowCard[]; label: string; marks?: Record<number, string> }) {
  if (row.length === 0) return <p class="muted">{t`${label}: no cards yet.`}</p>;
  return (
    <ol class="rd-row" aria-label={label}>
      {row.map((rc, i) => (
        <li key={rc.card}>
          <CardFace card={rc.card} faceUp={rc.faceUp} mark={marks[i]} />
        </li>
      ))}
    </ol>
  );
}
