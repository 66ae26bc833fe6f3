import type { RecordWords } from '../../games/record-words';
import { scoresSummary } from '../../games/record-words';
import { recordSummary as parcelSummary } from '../../games/parcel/summary';
import type { GameId, HistoryRecord } from '../../storage/types';
import { choicesChunk, parcelChunk, relayChunk, royalChunk } from '../game-chunks';

/** Each game's one line for a finished game in History, worded from the record's facts. */
const SUMMARY: Record<GameId, (r: HistoryRecord) => string> = {
  relay: scoresSummary,
  parcel: parcelSummary,
  royal: scoresSummary,
  choices: scoresSummary,
};

export const summaryOf = (r: HistoryRecord): string => SUMMARY[r.game](r);

/**
 * Each game's breakdown of a finished game, from the game's own chunk (read only on the finished game's page): the
 * game's code stays in one chunk, not split in pieces between the game and this page.
 */
export const BREAKDOWN: Record<GameId, () => Promise<RecordWords>> = {
  relay: relayChunk,
  parcel: parcelChunk,
  royal: royalChunk,
  choices: choicesChunk,
};
