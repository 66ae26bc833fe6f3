import type { HistoryRecord } from '../storage/types';
import { commaList, isolate } from '../text/words';

/** "Ana 31, Ben 28, Cy 28": each seat's name (isolated) and score. */
export const seatScores = (names: readonly string[], scores: readonly number[]): string =>
  commaList(names.map((n, i) => `${isolate(n)} ${scores[i] ?? 0}`));

/** The one line of a finished game with a score per seat (Pattern Relay, Royal Draft, Pattern of Choices). */
export const scoresSummary = (r: HistoryRecord): string => seatScores(r.players, r.scores);

/** What a game says of a finished game, beyond the line every game has: its own breakdown, worded from the record's facts. */
export interface RecordWords {
  /** One line each, names isolated; none when the stored detail cannot be read. */
  recordLines(r: HistoryRecord): string[];
}
