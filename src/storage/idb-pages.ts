import { unwrap, wrap } from 'idb';
import type { IDBPDatabase } from 'idb';
import type { TablesideDB } from './schema';
import { gameSummaryId, playerSummaryId } from './summaries';
import { countIds, laneKeys, pageIds } from './idb-name-pages';
import { GAME_IDS } from './types';
import type { HistoryQuery, HistoryRecord, Summary } from './types';
import { readHistory } from './validate';

/* History pages in IndexedDB: loaded only by the screens that page (a lazy chunk), not with the home screen. */

type DB = IDBPDatabase<TablesideDB>;
type Skip = (what: string, key: string) => void;

/** Adds a stored game to `out` as read, or reports it unreadable by its key. */
function keep(out: HistoryRecord[], value: unknown, key: IDBValidKey, skip: Skip): void {
  const rec = readHistory(value);
  if (rec) out.push(rec);
  else skip('a finished game', `a finished game:${String(key)}`);
}

/** The plain list reads byFinished; a game filter byGameTime (schema step 6); both newest first. */
function range(q: HistoryQuery): { index: 'byFinished' | 'byGameTime'; range: IDBKeyRange | null } {
  if (!q.game)
    return { index: 'byFinished', range: q.before === undefined ? null : IDBKeyRange.upperBound(q.before, true) };
  return {
    index: 'byGameTime',
    range: IDBKeyRange.bound([q.game, -Infinity], [q.game, q.before ?? Infinity], false, q.before !== undefined),
  };
}

/** A player filter or a name search: the ids from the players' timelines (idb-name-pages.ts), then the records. */
async function pageByName(db: DB, q: HistoryQuery, offset: number, limit: number, skip: Skip) {
  const tx = db.transaction(['summaries', 'history']);
  const ids = await pageIds(tx.objectStore('summaries'), q, offset, limit);
  const values = await Promise.all(ids.map((id) => tx.objectStore('history').get(id)));
  const out: HistoryRecord[] = [];
  values.forEach((v, i) => keep(out, v, ids[i]!, skip));
  return out;
}

type RecordsQuery = { query: IDBKeyRange | null; count: number; direction: IDBCursorDirection };
type RecordsReader = { getAllRecords?(o: RecordsQuery): IDBRequest<{ primaryKey: IDBValidKey; value: unknown }[]> };

/** The first page in one request where the browser has getAllRecords (Chromium 141+), not a round trip per game; else null. */
function firstPage(index: IDBIndex, r: IDBKeyRange | null, limit: number, skip: Skip): Promise<HistoryRecord[]> | null {
  const reader = index as unknown as RecordsReader;
  if (typeof reader.getAllRecords !== 'function') return null;
  return wrap(reader.getAllRecords({ query: r, count: limit, direction: 'prev' })).then((rows) => {
    const out: HistoryRecord[] = [];
    for (const row of rows) keep(out, row.value, row.primaryKey, skip);
    return out;
  });
}

/** One page of the newest-first list: a cursor on the index, moved on `offset` without reading those records. */
export async function pageHistory(db: DB, q: HistoryQuery, offset: number, limit: number, skip: Skip) {
  if (laneKeys(q)) return pageByName(db, q, offset, limit, skip);
  const { index, range: r } = range(q);
  const idx = db.transaction('history').store.index(index);
  const quick = offset === 0 ? firstPage(unwrap(idx), r, limit, skip) : null;
  if (quick) return quick;
  const out: HistoryRecord[] = [];
  let cursor = await idx.openCursor(r, 'prev');
  if (cursor && offset > 0) cursor = await cursor.advance(offset);
  for (; cursor && out.length < limit; cursor = await cursor.continue())
    keep(out, cursor.value, cursor.primaryKey, skip);
  return out;
}

/** From the summaries when they know it (no month, no search): counting 100,000 index entries would hold up Stats. */
async function countFromSummaries(db: DB, q: HistoryQuery): Promise<number | null> {
  if (q.before !== undefined || q.anyOf) return null;
  const games = q.game ? [q.game] : GAME_IDS;
  const ids = games.map((g) => (q.player === undefined ? gameSummaryId(g) : playerSummaryId(g, q.player)));
  const tx = db.transaction('summaries');
  const found = (await Promise.all(ids.map((id) => tx.store.get(id)))) as (Summary | undefined)[];
  return found.reduce((n, s) => n + (s?.played ?? 0), 0);
}

export async function countHistory(db: DB, q: HistoryQuery): Promise<number> {
  const known = await countFromSummaries(db, q);
  if (known !== null) return known;
  if (laneKeys(q)) return countIds(db.transaction('summaries').store, q);
  const { index, range: r } = range(q);
  return db.countFromIndex('history', index, r ?? undefined);
}
