import type { CardCode, Rank, Suit } from './core';
import { JOKER, RANKS, SUITS } from './core';

const SYMBOL_TO_SUIT: Record<string, Suit> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };

export const HOW_TO_TYPE = 'Type a rank (A, 2 to 10, J, Q, K) then a suit (C, D, H or S), like 10D or QH, or JOKER.';

/**
 * Quick entry: "10d", "QH", " q♥ ", "joker" -> a card code; anything else -> a
 * plain-words error ("11H" has no rank 11, "ZZ" is nothing).
 */
export function parseEntry(text: string): { card: CardCode } | { error: string } {
  const raw = text.trim();
  if (!raw) return { error: `Nothing typed yet. ${HOW_TO_TYPE}` };
  const t = raw.toUpperCase().replace(/\s+/g, '');
  if (t === JOKER) return { card: JOKER };
  const last = t.slice(-1);
  const suit = (SYMBOL_TO_SUIT[last] ?? last) as Suit;
  const rank = t.slice(0, -1) as Rank;
  const shown = raw.slice(0, 20);
  if (!SUITS.includes(suit)) return { error: `"${shown}" is not a card: it does not end in a suit. ${HOW_TO_TYPE}` };
  if (!RANKS.includes(rank)) return { error: `"${shown}" is not a card: there is no rank "${rank.slice(0, 5)}". ${HOW_TO_TYPE}` };
  return { card: `${rank}${suit}` };
}
