import type { GameId, HistoryRecord, SeriesPlay } from './types';

/**
 * What storage and restore know of one game's finished records, given by the game itself and registered at start
 * (the page's as storage opens, a restore worker's as it starts): storage holds no game's fields. Every part is
 * optional; a game that gives none is counted as every game is (games, wins, scores, timelines).
 */
export interface RecordKind {
  readonly game: GameId;
  /**
   * The game's own tallies, kept in its summary beside the number of games: each pair [table, value] counts the
   * game once under that table and value (e.g. a best: the fewest swaps per table size). None when it counts in none.
   */
  tallies?(r: HistoryRecord): readonly (readonly [table: string, value: string])[];
  /** The game's place in a series of plays that add up (from the second play on), or null. */
  seriesPlay?(r: HistoryRecord): { series: string; play: SeriesPlay } | null;
  /** One group score and no winners (a cooperative game), rather than a score a seat. */
  readonly cooperative?: boolean;
  /**
   * An untrusted `detail` (a backup's), rebuilt from what the game stores, checked against the record's checked
   * players and scores; undefined where it does not add up. Without it a detail is kept as it is (size-checked).
   */
  readDetail?(detail: unknown, facts: { players: readonly string[]; scores: readonly number[] }): unknown;
  /**
   * An untrusted `session` (what a finished game keeps so it can be corrected), read by the game's own readers;
   * undefined where any part cannot be read (the game is then kept without it). Without it no session is kept.
   */
  readSession?(session: unknown): HistoryRecord['session'] | undefined;
}

const kinds = new Map<GameId, RecordKind>();

/** Hands storage the games' record kinds (again: the last given for a game counts). */
export function registerRecordKinds(list: readonly RecordKind[]): void {
  for (const kind of list) kinds.set(kind.game, kind);
}

/** The game's record kind; one that says nothing of its own when none was registered. */
export const recordKind = (game: GameId): RecordKind => kinds.get(game) ?? { game };
