import type { IDBPTransaction } from 'idb';
import type { TablesideDB } from './schema';
import { summaryIds, touchSummaries } from './summaries';
import type { HistoryRecord, Kept } from './types';
import { readHistory } from './validate';

/** Every write the app acknowledges waits for the disk (Chromium's default is 'relaxed'). */
export const STRICT: IDBTransactionOptions = { durability: 'strict' };

export type Tx = IDBPTransaction<TablesideDB, ('history' | 'summaries')[], 'readwrite'>;

/** A stored record without the facets versions 3-5 stored beside it; null when unreadable. */
export function fromDisk(v: unknown): HistoryRecord | null {
  const r = readHistory(v);
  if (!r) return null;
  const { facets: _facets, ...rest } = r as HistoryRecord & { facets?: unknown };
  return rest;
}

/** Reads into `held` the summaries with these ids it does not hold yet. */
export async function hold(tx: Tx, ids: Iterable<string>, held: Map<string, Kept | undefined>) {
  const store = tx.objectStore('summaries');
  const fresh = [...new Set(ids)].filter((id) => !held.has(id));
  const got = await Promise.all(fresh.map((id) => store.get(id)));
  fresh.forEach((id, i) => held.set(id, got[i] as Kept | undefined));
}

/**
 * Puts the given games (or deletes the ids mapped to null) in `tx`, which holds 'history' and 'summaries',
 * and moves their counts in the summaries in the same transaction, so the two never disagree.
 */
export async function writeHistoryIn(tx: Tx, changes: Map<string, HistoryRecord | null>): Promise<void> {
  const history = tx.objectStore('history');
  const summaries = tx.objectStore('summaries');
  const olds = (await Promise.all([...changes.keys()].map((id) => history.get(id)))).map(fromDisk);
  const news = [...changes.values()];
  const held = new Map<string, Kept | undefined>();
  await hold(
    tx,
    [...olds, ...news].flatMap((r) => (r ? summaryIds(r) : [])),
    held,
  );
  olds.forEach((r) => r && touchSummaries(held, r, -1));
  news.forEach((r) => r && touchSummaries(held, r, 1));
  await Promise.all([
    ...[...changes].map(([id, r]) => (r ? history.put(r) : history.delete(id))),
    ...[...held].map(([id, s]) => (s ? summaries.put(s) : summaries.delete(id))),
  ]);
}
