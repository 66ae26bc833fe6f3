// What a Royal Draft session stores and replays into: its own module, so the
// words and the screens can name these types without importing the session.
import type { CardCode, RowCard, Seat } from './core';
import type { SessionController } from '../controller';

export interface RoyalSetup {
  players: string[];
  /** Consecutive rematches at the same seats share a series id. */
  seriesId: string;
  /** 1 for the first play of a series. */
  seriesGame: number;
  /** Series totals per seat before this play. */
  seriesBefore: number[];
}

export type RoyalAction =
  /** starters[seat]: the king or joker dealt to that seat (drawn by the screen, or entered by the table). */
  | { t: 'deal'; starters: CardCode[] }
  /** The player whose turn it is takes this card into their row. */
  | { t: 'take'; card: CardCode }
  /** The card left over; null when it stayed face-down and nobody looked. */
  | { t: 'discard'; card: CardCode | null };

export interface RoundLog {
  dealer: Seat;
  order: Seat[];
  /**
   * keys[seat]: the card that placed the seat in this order: its starting card
   * in round 1 (D3), else the highest card it took the round before (D6).
   * Missing in games saved before it was kept.
   */
  keys?: CardCode[];
}

/** What the last step did, as facts; words.ts says it. */
export type RoyalEvent =
  | { t: 'dealt'; undealt: CardCode[] }
  | { t: 'took'; seat: Seat; card: CardCode; turnedDown: CardCode[] }
  | { t: 'discarded'; card: CardCode | null };

/** Why the game ended (D7), as facts. */
export type RoyalEnd = { t: 'full-row'; seats: Seat[] } | { t: 'short-deck'; deckLeft: number; offer: number };

/** Where a card already is. */
export type CardPlace = { t: 'starter'; seat: Seat } | { t: 'row'; seat: Seat } | { t: 'discard'; round: number };

/** The session's own refusals (the rules core adds royal/card-in-row and the D1 deal codes). */
export type SessionRefusalFacts = {
  'royal/not-a-card': { text: string };
  'royal/joker-not-in-deck': Record<string, never>;
  'royal/card-out': { card: CardCode; place: CardPlace };
  'royal/no-taker': Record<string, never>;
  'royal/not-discard-time': Record<string, never>;
  'royal/game-over': Record<string, never>;
  'royal/already-dealt': Record<string, never>;
  'royal/deal-first': Record<string, never>;
  'royal/unknown-step': Record<string, never>;
  'royal/no-players': Record<string, never>;
};

export interface RoyalState {
  phase: 'deal' | 'take' | 'discard' | 'over';
  starters: CardCode[];
  rows: RowCard[][];
  /** 1-based; 0 before the deal. */
  round: number;
  /** This round's turn order; the dealer is last. */
  order: Seat[];
  /** Cards each seat took this round, in order. */
  taken: CardCode[][];
  /** Takes so far this round (0..N+1). */
  picks: number;
  /** Known discards with their round; null = an unseen card. */
  discards: { card: CardCode | null; round: number }[];
  /** Cards still in the deck after this round's offer was drawn. */
  deckLeft: number;
  rounds: RoundLog[];
  /** The last step, as facts (busting, the discard...). */
  last: RoyalEvent | null;
  end: RoyalEnd | null;
}

export type RoyalController = SessionController<RoyalSetup, RoyalAction, RoyalState>;
