import { openDB } from 'idb';
import type { IDBPDatabase } from 'idb';
import { DB_NAME, DB_VERSION } from './schema';
import type { TablesideDB } from './schema';
import type { HistoryRecord, PlayerName } from './types';
import { freeIn, STRICT, writeHistoryIn } from './idb-history';

/* A restore's adds to IndexedDB, run in the restore's worker (src/platform/restore-worker.ts). */

/** The database the page already created or upgraded, at this app's version; never created or upgraded here. */
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

export function freeHistory(db: IDBPDatabase<TablesideDB>, records: HistoryRecord[]): Promise<HistoryRecord[]> {
  return freeIn(db.transaction('history').store, records);
}

/** Adds heard by `onAdded` at once: the progress bar moves evenly through a large batch. */
const PART = 125;

/**
 * Adds the records whose ids are free, with their summaries, in one strict transaction: a stored record, readable or
 * not, is never replaced (`present` counts them). `onAdded` hears how many of `records` are dealt with.
 */
export async function addHistory(
  db: IDBPDatabase<TablesideDB>,
  records: HistoryRecord[],
  onAdded: (n: number) => void = () => undefined,
): Promise<{ added: number; present: number }> {
  const tx = db.transaction(['history', 'summaries'], 'readwrite', STRICT);
  const fresh = await freeIn(tx.objectStore('history'), records);
  const present = records.length - fresh.length;
  const requests = await writeHistoryIn(tx, new Map(fresh.map((r) => [r.id, r])), true);
  requests.forEach((request, i) => {
    if ((i + 1) % PART === 0 || i === fresh.length - 1)
      request.addEventListener('success', () => onAdded(present + i + 1));
  });
  await tx.done;
  onAdded(records.length);
  return { added: fresh.length, present };
}

export async function addPlayers(db: IDBPDatabase<TablesideDB>, players: PlayerName[]): Promise<number> {
  const tx = db.transaction('players', 'readwrite', STRICT);
  const taken = await Promise.all(players.map((p) => tx.store.getKey(p.name)));
  const fresh = players.filter((_, i) => taken[i] === undefined);
  await Promise.all([
    ...fresh.map((p) =>
      tx.store.add(
        p.face ? { name: p.name, lastUsed: p.lastUsed, face: p.face } : { name: p.name, lastUsed: p.lastUsed },
      ),
    ),
    tx.done,
  ]);
  return fresh.length;
}
