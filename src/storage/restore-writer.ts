import { openDB } from 'idb';
import type { IDBPDatabase } from 'idb';
import { DB_NAME, DB_VERSION } from './schema';
import type { TablesideDB } from './schema';

/*
 * IndexedDB as a restore's worker opens it: the database the page already
 * has open, at this app's version. The worker never creates or upgrades it
 * (the page does that): a database missing or at another version is refused,
 * and the restore then runs on the page. The adds themselves are the page's
 * own (idb-pages.ts addHistory), so both paths write the same way.
 */
export async function openForRestore(): Promise<IDBPDatabase<TablesideDB>> {
  const db = await openDB<TablesideDB>(DB_NAME, DB_VERSION, {
    upgrade: (_db, _old, _new, tx) => tx.abort(),
  });
  // Another tab upgrading to a newer version: let it go on (the batch under way fails and says so).
  db.addEventListener('versionchange', () => db.close());
  return db;
}

export { addHistory, historyIdsBetween } from './idb-pages';
