// What a Parcel Parade session stores and replays into, and what a finished parade keeps: their own module, so
// the words, the readers, the history and the screens can name these types without importing the session.
import type { Parcel, ParcelVariant } from '../../rules/parcel';
import type { Seat } from '../../rules/common';
import type { SessionController } from '../controller';

export interface ParcelSetup {
  names: string[];
  /** Who starts lap 1 (P3), drawn or chosen at setup. */
  first: Seat;
  variant: ParcelVariant;
  /** The dealt hands when the table tracks them (P9: optional). */
  hands: Parcel[][] | null;
  /** P10: show the soft 30 s turn timer. */
  brisk: boolean;
  startedAt: number;
}

/**
 * `at` is the time of the tap: the next turn's timer starts there (P10).
 * Keyed `t` like every other game; records stored before used `type`, and
 * `readAction` still reads them.
 */
export type ParcelAction =
  | { t: 'lap'; at: number }
  | { t: 'swap'; at: number; give?: Parcel; receive?: Parcel }
  | { t: 'pass'; at: number }
  | { t: 'complete'; at: number }
  | { t: 'score'; at: number; complete: number }
  | { t: 'replayLap'; at: number }
  | { t: 'redeal'; at: number; hands: Parcel[][] | null };

export interface LastTurn {
  seat: Seat;
  partner: Seat;
  /** The current player's card and the partner's card, when hands are tracked. */
  give?: Parcel;
  receive?: Parcel;
  swap: boolean;
}

export interface ParcelState {
  /** Turns taken (0..4N); the next turn's index. */
  turn: number;
  /** Laps whose route card the table has seen. */
  opened: number;
  hands: Parcel[][] | null;
  /** P4: only swaps count. */
  swaps: number;
  replayed: boolean;
  /** The lap about to open is one being replayed (the marker is already in place). */
  again: boolean;
  /** When the current turn started (ms). */
  since: number;
  last: LastTurn | null;
  /** Set when the parade is over: declared or counted, or found by the core from tracked hands. */
  end: null | { complete: boolean; score: number };
}

export type ParcelController = SessionController<ParcelSetup, ParcelAction, ParcelState>;

/** What a finished parade keeps in `detail` (read back for the personal best). */
export interface ParcelDetail {
  players: number;
  swaps: number;
  laps: number;
  variant: ParcelSetup['variant'];
  comparable: boolean;
  complete: boolean;
  score: number;
  tracked: boolean;
}
