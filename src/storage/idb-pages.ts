import type { IDBPDatabase } from 'idb';
import type { TablesideDB } from './schema';
import { facetPrefix, summaryIds, touchSummaries } from './summaries';
import type { AddResult, HistoryQuery, HistoryRecord, PlayerName, Summary } from './types';
import { fromDisk, hold, toDisk, writeSummaries } from './idb-history';

/*
 * History pages and restores in IndexedDB: loaded only by the screens that
 * page or restore (a lazy chunk), not with the home screen.
 */

type Skip = (what: string, key: string) => void;

/** Adds the records whose ids are free, in one transaction; a stored record is never replaced. */
export async function addHistory(db: IDBPDatabase<TablesideDB>, records: HistoryRecord[]): Promise<AddResult> {
  const tx = db.transaction(['history', 'summaries'], 'readwrite');
  const history = tx.objectStore('history');
  const taken = await Promise.all(records.map((r) => history.getKey(r.id)));
  const fresh = records.filter((_, i) => taken[i] === undefined);
  const held = new Map<string, Summary | undefined>();
  await hold(tx, fresh.flatMap(summaryIds), held);
  for (const r of fresh) touchSummaries(held, r, 1);
  await Promise.all([...fresh.map((r) => history.add(toDisk(r))), writeSummaries(tx, held), tx.done]);
  return { added: fresh.length, present: records.length - fresh.length, addedIds: fresh.map((r) => r.id) };
}

export async function addPlayers(db: IDBPDatabase<TablesideDB>, players: PlayerName[]): Promise<number> {
  const tx = db.transaction('players', 'readwrite');
  const taken = await Promise.all(players.map((p) => tx.store.getKey(p.name)));
  const fresh = players.filter((_, i) => taken[i] === undefined);
  await Promise.all([...fresh.map((p) => tx.store.add({ name: p.name, lastUsed: p.lastUsed })), tx.done]);
  return fresh.length;
}

function range(q: HistoryQuery): { index: 'byFinished' | 'byFacet'; range: IDBKeyRange | null } {
  const prefix = facetPrefix(q);
  const before = q.before ?? Infinity;
  if (!prefix) return { index: 'byFinished', range: q.before === undefined ? null : IDBKeyRange.upperBound(before, true) };
  return { index: 'byFacet', range: IDBKeyRange.bound([...prefix, -Infinity], [...prefix, before], false, q.before !== undefined) };
}

/** One page of the newest-first list: a cursor on the index, moved on `offset` without reading those records. */
export async function pageHistory(db: IDBPDatabase<TablesideDB>, q: HistoryQuery, offset: number, limit: number, skip: Skip) {
  const { index, range: r } = range(q);
  const out: HistoryRecord[] = [];
  let cursor = await db.transaction('history').store.index(index).openCursor(r, 'prev');
  if (cursor && offset > 0) cursor = await cursor.advance(offset);
  for (; cursor && out.length < limit; cursor = await cursor.continue()) {
    const rec = fromDisk(cursor.value);
    if (rec) out.push(rec);
    else skip('a finished game', `a finished game:${String(cursor.primaryKey)}`);
  }
  return out;
}

export async function countHistory(db: IDBPDatabase<TablesideDB>, q: HistoryQuery): Promise<number> {
  const { index, range: r } = range(q);
  return db.transaction('history').store.index(index).count(r ?? undefined);
}
