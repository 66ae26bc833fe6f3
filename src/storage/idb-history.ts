import type { IDBPTransaction } from 'idb';
import type { TablesideDB } from './schema';
import { summaryIds, touchSummaries } from './summaries';
import type { HistoryRecord, Kept } from './types';
import { readHistory } from './validate';

/*
 * Finished games in IndexedDB and their summaries, changed in one
 * transaction so they never disagree (the player filters read the summaries'
 * timelines). Only IdbStore calls these.
 */

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

export async function hold(tx: Tx, ids: Iterable<string>, held: Map<string, Kept | undefined>) {
  const store = tx.objectStore('summaries');
  const fresh = [...new Set(ids)].filter((id) => !held.has(id));
  const got = await Promise.all(fresh.map((id) => store.get(id)));
  fresh.forEach((id, i) => held.set(id, got[i] as Kept | undefined));
}

function writeSummaries(tx: Tx, held: Map<string, Kept | undefined>) {
  const store = tx.objectStore('summaries');
  return Promise.all([...held].map(([id, s]) => (s ? store.put(s) : store.delete(id))));
}

/**
 * Puts the given games (or deletes the ids mapped to null) in `tx` and moves
 * their counts in the summaries. The caller's transaction includes 'history'
 * and 'summaries', and its commit is the caller's to wait for.
 */
export async function writeHistoryIn(tx: Tx, changes: Map<string, HistoryRecord | null>): Promise<void> {
  const history = tx.objectStore('history');
  const ids = [...changes.keys()];
  const olds = (await Promise.all(ids.map((id) => history.get(id)))).map(fromDisk);
  const held = new Map<string, Kept | undefined>();
  const news = [...changes.values()];
  await hold(
    tx,
    [...olds, ...news].flatMap((r) => (r ? summaryIds(r) : [])),
    held,
  );
  olds.forEach((r) => r && touchSummaries(held, r, -1));
  news.forEach((r) => r && touchSummaries(held, r, 1));
  await Promise.all([
    ...ids.map((id, i) => {
      const r = news[i];
      return r ? history.put(r) : history.delete(id);
    }),
    writeSummaries(tx, held),
  ]);
}
