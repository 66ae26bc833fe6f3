// From what the person chose to the sheets the printer gets, in order.
import { deckCards } from './deck';
import type { PrintCard, PrintGame } from './deck';
import { cardGrid } from './paper';
import type { CardSizeId, PaperId } from './paper';

export type PrintGameId = PrintGame | 'choices';

export interface PrintChoice {
  paper: PaperId;
  size: CardSizeId;
  /** A card back behind every card sheet, for double-sided printing. */
  backs: boolean;
  /** Outlines only: no shaded areas (saves ink). */
  outline: boolean;
  /** Parcel Parade: the table size the deck is built for (P1). */
  players: number;
  /** How many of each thing: decks, display mats, score sheets, table cards. */
  decks: number;
  mats: number;
  scores: number;
  tables: number;
}

export type Sheet =
  { kind: 'cards'; cards: PrintCard[]; back: boolean } | { kind: 'mat' } | { kind: 'score' } | { kind: 'table' };

/** The things a game offers to print, in the order they print. */
export type Item = 'decks' | 'mats' | 'scores' | 'tables';
export const ITEMS: Readonly<Record<PrintGameId, readonly Item[]>> = {
  relay: ['decks', 'mats', 'scores'],
  parcel: ['decks', 'scores'],
  royal: ['decks', 'scores'],
  choices: ['tables'],
};

function cardSheets(game: PrintGame, c: PrintChoice): Sheet[] {
  const cards = Array.from({ length: c.decks }, () => deckCards(game, c.players)).flat();
  const grid = cardGrid(c.paper, c.size);
  const per = grid.cols * grid.rows;
  const sheets: Sheet[] = [];
  for (let i = 0; i < cards.length; i += per) {
    const part = cards.slice(i, i + per);
    sheets.push({ kind: 'cards', cards: part, back: false });
    if (c.backs) sheets.push({ kind: 'cards', cards: part, back: true });
  }
  return sheets;
}

/** One item's sheets. */
export function itemSheets(game: PrintGameId, item: Item, c: PrintChoice): Sheet[] {
  if (item === 'decks') return game === 'choices' ? [] : cardSheets(game, c);
  const n = c[item];
  const kind = item === 'mats' ? 'mat' : item === 'scores' ? 'score' : 'table';
  return Array.from({ length: n }, () => ({ kind }));
}

/** Everything chosen, in print order. */
export function allSheets(game: PrintGameId, c: PrintChoice): Sheet[] {
  return ITEMS[game].flatMap((item) => itemSheets(game, item, c));
}
