import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openTablesideDB } from '../../src/storage/idb-store';
import { openDB } from 'idb';
import { DB_NAME, DB_VERSION, runUpgrades, type TablesideDB } from '../../src/storage/schema';
import { openEarly } from '../../src/storage/warm-open';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** Leaves the database at `version`, built by the app's own upgrade steps, as an older app left it. */
const leaveVersion = async (version: number) => {
  const db = await openDB<TablesideDB>(DB_NAME, version, {
    upgrade: (d, old, _, tx) => runUpgrades(d, old, version, tx),
  });
  db.close();
};

describe('the early open (warm-open.ts)', () => {
  it('creates nothing: on a first visit the app still sees a new database (version 0) and builds every store', async () => {
    const letGo = openEarly();
    let created = false;
    const db = await openTablesideDB(() => (created = true));
    letGo();
    expect(created).toBe(true);
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames]).toEqual(expect.arrayContaining(['settings', 'sessions', 'history', 'summaries']));
    db.close();
  });

  it("gives way to the app's upgrade of an older database instead of blocking it", async () => {
    await leaveVersion(2);
    openEarly();
    // Let the early connection open first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    let created = false;
    const db = await openTablesideDB(() => (created = true));
    expect(created).toBe(false);
    expect(db.version).toBe(DB_VERSION);
    db.close();
  });

  it('lets go when told, so a deletion is not held up', async () => {
    await leaveVersion(DB_VERSION);
    const letGo = openEarly();
    const db = await openTablesideDB();
    db.close();
    letGo();
    let blocked = false;
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.deleteDatabase(DB_NAME);
      req.onblocked = () => (blocked = true);
      req.addEventListener('success', () => resolve());
      req.addEventListener('error', () => reject(req.error));
    });
    expect(blocked).toBe(false);
  });
});
