import { sortTimelines, touchSummaries } from '../../src/storage/summaries';
import type { HistoryRecord, Kept } from '../../src/storage/types';

/** Every summary, timeline and series, built from scratch. */
export function buildSummaries(records: Iterable<HistoryRecord>): Kept[] {
  const held = new Map<string, Kept | undefined>();
  for (const r of records) touchSummaries(held, r, 1, true);
  sortTimelines(held);
  return [...held.values()].filter((s): s is Kept => s !== undefined);
}
