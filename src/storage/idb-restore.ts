import { openDB, unwrap } from 'idb';
import type { IDBPDatabase } from 'idb';
import { DB_NAME, DB_VERSION } from './schema';
import type { TablesideDB } from './schema';
import { sortTimelines, summaryIds, touchSummaries } from './summaries';
import type { AddResult, HistoryRecord, Kept, PlayerName } from './types';
import { hold, STRICT } from './idb-history';
import { stage, stageSync } from './stage';

/* A restore's adds to IndexedDB, run in the restore's worker (src/platform/restore-worker.ts). */

/**
 * The database as a restore's worker opens it: the one the page already
 * created or upgraded, at this app's version. It is never created or upgraded
 * here: a database missing or at another version is refused.
 */
export async function openForRestore(): Promise<IDBPDatabase<TablesideDB>> {
  let db: IDBPDatabase<TablesideDB>;
  try {
    db = await openDB<TablesideDB>(DB_NAME, DB_VERSION, {
      upgrade: (_db, _old, _new, tx) => (tx.done.catch(() => undefined), tx.abort()),
    });
  } catch {
    throw new Error('Restoring cannot run now: the app has not opened its storage. Reload the app, then try again.');
  }
  // Another tab upgrading to a newer version: let it go on (the batch under way fails and says so).
  db.addEventListener('versionchange', () => db.close());
  return db;
}

/** The records whose ids are not stored, read as one key range (callers sort their batches by id to keep it narrow). */
export async function freeHistory(db: IDBPDatabase<TablesideDB>, records: HistoryRecord[]): Promise<HistoryRecord[]> {
  if (records.length === 0) return [];
  let lo = records[0]!.id;
  let hi = lo;
  for (const { id } of records) {
    if (id < lo) lo = id;
    if (id > hi) hi = id;
  }
  const taken = new Set(await db.transaction('history').store.getAllKeys(IDBKeyRange.bound(lo, hi)));
  return records.filter((r) => !taken.has(r.id));
}

/** Adds per part: the page gets its turns while a large batch is written (the transaction stays open, as requests are pending). */
const ADD_PART = 125;
/** Summaries put per await: at 100,000 stored games a player's timeline for a year holds thousands of entries. */
const SUMMARY_PART = 24;

/**
 * Adds the records whose ids are free, with their summaries, in one strict
 * transaction (all or none); a stored record, readable or not, is never replaced:
 * the database refuses its add, and that refusal is caught (it does not abort
 * the transaction) and counted. Each summary and timeline the batch touches is
 * read once and written once. The adds go in parts, each asked for as soon as
 * the part two before it is answered, so the database always has a part waiting
 * while the page takes its turns; the first goes with the transaction, ready
 * while an earlier batch is still being written. `onAdded` hears how many of
 * `records` have been dealt with so far (the added ones commit with the batch).
 */
export async function addHistory(
  db: IDBPDatabase<TablesideDB>,
  records: HistoryRecord[],
  onAdded: (n: number) => void = () => undefined,
): Promise<AddResult> {
  const tx = db.transaction(['history', 'summaries'], 'readwrite', STRICT);
  const done = tx.done;
  // A failed request aborts the transaction: `done` rejects, and that is the error the caller sees.
  done.catch(() => undefined);
  const refused = new Set<IDBRequest>();
  const waiting = new Map<IDBRequest, () => void>();
  // Caught on its way down, before any other listener (idb's would end the transaction's promise).
  unwrap(tx).addEventListener(
    'error',
    (e) => {
      const req = e.target as IDBRequest;
      if (req.error?.name !== 'ConstraintError') return;
      e.preventDefault();
      e.stopPropagation();
      refused.add(req);
      waiting.get(req)?.();
    },
    { capture: true },
  );
  /** Requests finish in order, so a part's last request answers for the part. */
  const answered = (last: IDBRequest | undefined) =>
    last
      ? new Promise<void>((resolve, reject) => {
          waiting.set(last, resolve);
          last.addEventListener('success', () => resolve());
          last.addEventListener('error', () => reject(last.error));
        })
      : Promise.resolve();

  // The summaries' reads first: the database answers a transaction's requests in order.
  const held = new Map<string, Kept | undefined>();
  const holding = hold(
    tx,
    records.flatMap((r) => summaryIds(r)),
    held,
  );
  holding.catch(() => undefined);
  // The plain requests, not idb's promise per request (thousands of them).
  const history = unwrap(tx.objectStore('history'));
  const parts: { records: HistoryRecord[]; requests: IDBRequest[]; answer: Promise<void> }[] = [];
  const ask = (from: number) => {
    if (from >= records.length) return;
    const part = records.slice(from, from + ADD_PART);
    const requests = part.map((r) => history.add(r));
    const answer = answered(requests.at(-1));
    answer.catch(() => undefined);
    parts.push({ records: part, requests, answer });
  };
  ask(0);
  // The second part as soon as the transaction runs (the summaries' reads answer first): two parts
  // ready at once, without one long turn of the page for both while an earlier batch is written.
  void holding.then(
    () => ask(ADD_PART),
    () => undefined,
  );
  const fresh: HistoryRecord[] = [];
  let dealt = 0;
  await stage('restore:idb:write', async () => {
    for (let j = 0; j < parts.length; j++) {
      await holding;
      const part = parts[j]!;
      await part.answer;
      ask((j + 2) * ADD_PART);
      const added = part.records.filter((_, k) => !refused.has(part.requests[k]!));
      for (const r of added) fresh.push(r);
      // Timelines take the part's games at their ends, and are put in order once, just before they are written.
      stageSync('restore:idb:touch', () => added.forEach((r) => touchSummaries(held, r, 1, true)));
      onAdded((dealt += part.records.length));
    }
  });
  await stage('restore:idb:summaries', async () => {
    const summaries = unwrap(tx.objectStore('summaries'));
    const changed = [...held];
    for (let i = 0; i < changed.length; i += SUMMARY_PART) {
      const part = changed.slice(i, i + SUMMARY_PART);
      let last: IDBRequest | undefined;
      stageSync('restore:idb:sort', () => sortTimelines(new Map(part)));
      for (const [id, s] of part) last = s ? summaries.put(s) : summaries.delete(id);
      await answered(last);
    }
  });
  await stage('restore:idb:commit', () => done);
  return { added: fresh.length, present: records.length - fresh.length, addedIds: fresh.map((r) => r.id) };
}

export async function addPlayers(db: IDBPDatabase<TablesideDB>, players: PlayerName[]): Promise<number> {
  const tx = db.transaction('players', 'readwrite', STRICT);
  const taken = await Promise.all(players.map((p) => tx.store.getKey(p.name)));
  const fresh = players.filter((_, i) => taken[i] === undefined);
  await Promise.all([...fresh.map((p) => tx.store.add({ name: p.name, lastUsed: p.lastUsed })), tx.done]);
  return fresh.length;
}
