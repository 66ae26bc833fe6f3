import { unwrap } from 'idb';
import type { IDBPTransaction, StoreNames } from 'idb';
import type { TablesideDB } from './schema';
import { sortTimelines, summaryIds, touchSummaries } from './summaries';
import type { HistoryRecord, Kept } from './types';
import { readHistory } from './validate';

/** Every write the app acknowledges waits for the disk (Chromium's default is 'relaxed'). */
export const STRICT: IDBTransactionOptions = { durability: 'strict' };

/** A read-write transaction holding 'history' and 'summaries', and maybe other stores. */
type Tx<N extends StoreNames<TablesideDB>> = IDBPTransaction<TablesideDB, (N | 'history' | 'summaries')[], 'readwrite'>;

/** The records whose ids are not in `store`, read as one key range (callers sort their batches by id to keep it narrow). */
export async function freeIn(
  store: { getAllKeys(range: IDBKeyRange): Promise<string[]> },
  records: HistoryRecord[],
): Promise<HistoryRecord[]> {
  if (records.length === 0) return [];
  const ids = records.map((r) => r.id).sort();
  const taken = new Set(await store.getAllKeys(IDBKeyRange.bound(ids[0], ids.at(-1))));
  return records.filter((r) => !taken.has(r.id));
}

/**
 * Puts finished games (deletes those mapped to null) and moves their summaries in `tx`, so the two never disagree.
 * `free`: the ids were just found free (a restore's or a rebuild's thousands), so no old record is read and timelines
 * are sorted once. Plain requests, not an idb promise each (a failed one aborts `tx`); returns the games', in order.
 */
export async function writeHistoryIn<N extends StoreNames<TablesideDB>>(
  tx: Tx<N>,
  changes: Map<string, HistoryRecord | null>,
  free = false,
): Promise<IDBRequest[]> {
  const history = tx.objectStore('history');
  const summaries = tx.objectStore('summaries');
  const olds = free ? [] : (await Promise.all([...changes.keys()].map((id) => history.get(id)))).map(readHistory);
  const news = [...changes.values()];
  const ids = [...new Set([...olds, ...news].flatMap((r) => (r ? summaryIds(r) : [])))];
  const got = await Promise.all(ids.map((id) => summaries.get(id)));
  const held = new Map(ids.map((id, i) => [id, got[i] as Kept | undefined]));
  // The games are written first, so the database works while their summaries are counted.
  const plain = unwrap(history);
  const requests = [...changes].map(([id, r]) => (!r ? plain.delete(id) : free ? plain.add(r) : plain.put(r)));
  olds.forEach((r) => r && touchSummaries(held, r, -1));
  news.forEach((r) => r && touchSummaries(held, r, 1, free));
  if (free) sortTimelines(held);
  const plainSummaries = unwrap(summaries);
  for (const [id, s] of held) {
    if (s) plainSummaries.put(s);
    else plainSummaries.delete(id);
  }
  return requests;
}
