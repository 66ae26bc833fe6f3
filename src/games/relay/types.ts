// What a Pattern Relay session stores and replays into: its own module, so the
// words, the readers and the screens can name these types without importing the session.
import type { RelayPartialDisplay, RelayRow, RelayTile } from '../../rules/relay';
import type { Seat } from '../../rules/common';
import type { SessionController } from '../controller';

export interface RelaySetup {
  /** Names in seat order, clockwise. */
  players: string[];
  /** R4: the round-1 reader. */
  firstReader: Seat;
  /** R5: the first placer of round 1, pick 1. */
  firstPlacer: Seat;
}

/**
 * The walker's steps for one pick, plus the round's start and end. A pick
 * today runs choose -> place (the count, then placing) -> pass; `ready` and
 * `count` are the steps of sessions stored by older versions, still replayed.
 */
export type RelayStep = 'deal' | 'choose' | 'ready' | 'count' | 'place' | 'pass' | 'discard' | 'score' | 'results';
export type Round = 1 | 2;

export type RelayAction =
  | { t: 'next' }
  /** One player says ready (or takes it back). */
  | { t: 'ready'; seat: Seat }
  | { t: 'allReady' }
  /** Everyone says ready and the reader starts the count (R6); `at` is when (ms, the shared clock), as data. */
  | { t: 'reveal'; at: number }
  /** Starts the count (again); `at` is when it started, so a reload mid-count resumes the same numeral. */
  | { t: 'count'; at: number }
  /** Enter (or clear, with tile null) one box of one display. */
  | { t: 'set'; round: Round; seat: Seat; row: RelayRow; col: number; tile: RelayTile | null }
  | { t: 'confirm'; round: Round }
  | { t: 'reopen'; round: Round };

export interface RelayState {
  round: Round;
  /** 1..6 */
  pick: number;
  step: RelayStep;
  ready: boolean[];
  countAt: number | null;
  /** displays[round - 1][seat] */
  displays: RelayPartialDisplay[][];
  /** Whether each round's displays are confirmed; the scores are derived from them (`roundScores`). */
  confirmed: [boolean, boolean];
}

export type RelayController = SessionController<RelaySetup, RelayAction, RelayState>;
