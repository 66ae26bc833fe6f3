import { t } from '@lingui/core/macro';
import type { CardCode, Rank, Suit } from './core';
import { JOKER, RANKS, SUITS } from './core';
import { howToType } from './words';

const SYMBOL_TO_SUIT: Record<string, Suit> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };

/**
 * Quick entry: "10d", "QH", " q♥ ", "joker" -> a card code; anything else -> a
 * plain-words error ("11H" has no rank 11, "ZZ" is nothing). The joker only
 * where it can be entered (`allowJoker`, the scorer); the referee says why not.
 */
export function parseEntry(text: string, allowJoker = false): { card: CardCode } | { error: string } {
  const raw = text.trim();
  const how = howToType(allowJoker);
  if (!raw) return { error: t`Nothing typed yet. ${how}` };
  const typed = raw.toUpperCase().replace(/\s+/g, '');
  if (typed === JOKER) {
    return allowJoker
      ? { card: JOKER }
      : {
          error: t`The joker is never drawn: it is dealt at the start or leaves the game (D1). Enter the card that was taken.`,
        };
  }
  const last = typed.slice(-1);
  const suit = (SYMBOL_TO_SUIT[last] ?? last) as Suit;
  const rank = typed.slice(0, -1) as Rank;
  const shown = raw.slice(0, 20);
  if (!SUITS.includes(suit)) return { error: t`"${shown}" is not a card: it does not end in a suit. ${how}` };
  const typedRank = rank.slice(0, 5);
  if (!RANKS.includes(rank)) return { error: t`"${shown}" is not a card: there is no rank "${typedRank}". ${how}` };
  return { card: `${rank}${suit}` };
}
