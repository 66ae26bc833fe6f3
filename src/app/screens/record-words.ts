import type { RecordWords } from '../../games/record-words';
import { scoresSummary } from '../../games/record-words';
import { recordSummary as parcelSummary } from '../../games/parcel/summary';
import type { GameId, HistoryRecord } from '../../storage/types';

/** Each game's one line for a finished game in History, worded from the record's facts. */
const SUMMARY: Record<GameId, (r: HistoryRecord) => string> = {
  relay: scoresSummary,
  parcel: parcelSummary,
  royal: scoresSummary,
  choices: scoresSummary,
};

export const summaryOf = (r: HistoryRecord): string => SUMMARY[r.game](r);

/** Each game's breakdown of a finished game, in the game's own lazy chunk (read only on the finished game's page). */
export const BREAKDOWN: Record<GameId, () => Promise<RecordWords>> = {
  relay: () => import('../../games/relay/record-words'),
  parcel: () => import('../../games/parcel/record-words'),
  royal: () => import('../../games/royal/record-words'),
  choices: () => import('../../games/choices/record-words'),
};
