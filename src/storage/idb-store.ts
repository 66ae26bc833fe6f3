import { openDB } from 'idb';
import type { IDBPDatabase } from 'idb';
import { DB_NAME, DB_VERSION, runUpgrades } from './schema';
import type { TablesideDB } from './schema';
import type { GameId, HistoryRecord, PlayerName, Settings, Store, StoredSession } from './types';
import { readHistory, readPlayer, readSession, readSettings } from './validate';

export type SkipReporter = (what: string) => void;

export async function openTablesideDB(): Promise<IDBPDatabase<TablesideDB>> {
  return openDB<TablesideDB>(DB_NAME, DB_VERSION, {
    upgrade: (db, oldVersion, newVersion, tx) => runUpgrades(db, oldVersion, newVersion ?? DB_VERSION, tx),
    // Another tab holds an older version open: let it finish rather than hang.
    blocked: () => undefined,
  });
}

function keepReadable<T>(values: unknown[], read: (v: unknown) => T | null, what: string, skip: SkipReporter): T[] {
  const out: T[] = [];
  for (const v of values) {
    const r = read(v);
    if (r) out.push(r);
    else skip(what);
  }
  return out;
}

/** IndexedDB through idb. Reopens the connection when the browser closed it. */
export class IdbStore implements Store {
  readonly mode = 'indexeddb' as const;
  #db: Promise<IDBPDatabase<TablesideDB>>;

  constructor(
    db: IDBPDatabase<TablesideDB>,
    private readonly skip: SkipReporter = () => undefined,
  ) {
    this.#db = Promise.resolve(db);
    this.#watch(db);
  }

  #watch(db: IDBPDatabase<TablesideDB>) {
    // Fired when the browser drops the connection (storage cleared, app long in the background).
    db.addEventListener('close', () => {
      this.#db = openTablesideDB().then((fresh) => (this.#watch(fresh), fresh));
    });
    db.addEventListener('versionchange', () => db.close());
  }

  /** Runs `op`; when the connection turned out to be closed, reopens once and retries. */
  async #run<T>(op: (db: IDBPDatabase<TablesideDB>) => Promise<T>): Promise<T> {
    const db = await this.#db;
    try {
      return await op(db);
    } catch (err) {
      if (!(err instanceof DOMException) || err.name !== 'InvalidStateError') throw err;
      const fresh = openTablesideDB();
      this.#db = fresh;
      const reopened = await fresh;
      this.#watch(reopened);
      return op(reopened);
    }
  }

  async getSettings(): Promise<Settings> {
    return readSettings(await this.#run((db) => db.get('settings', 'app')));
  }
  async putSettings(settings: Settings): Promise<void> {
    await this.#run((db) => db.put('settings', settings, 'app'));
  }

  async listPlayers(): Promise<PlayerName[]> {
    const all = await this.#run((db) => db.getAll('players'));
    return keepReadable(all, readPlayer, 'a remembered name', this.skip).sort((a, b) => b.lastUsed - a.lastUsed);
  }
  async rememberPlayers(names: string[], now: number): Promise<void> {
    await this.#run(async (db) => {
      const tx = db.transaction('players', 'readwrite');
      await Promise.all([...names.map((name) => tx.store.put({ name, lastUsed: now })), tx.done]);
    });
  }

  async listSessions(): Promise<StoredSession[]> {
    const all = await this.#run((db) => db.getAll('sessions'));
    return keepReadable(all, readSession, 'a game in progress', this.skip).sort((a, b) => b.updatedAt - a.updatedAt);
  }
  async getSession(id: string): Promise<StoredSession | undefined> {
    const v = await this.#run((db) => db.get('sessions', id));
    if (v === undefined) return undefined;
    const s = readSession(v);
    if (!s) this.skip('a game in progress');
    return s ?? undefined;
  }
  async putSession(session: StoredSession): Promise<void> {
    await this.#run((db) => db.put('sessions', session));
  }
  async deleteSession(id: string): Promise<void> {
    await this.#run((db) => db.delete('sessions', id));
  }

  async listHistory(game?: GameId): Promise<HistoryRecord[]> {
    const all = await this.#run((db) =>
      game ? db.getAllFromIndex('history', 'byGame', game) : db.getAllFromIndex('history', 'byFinished'),
    );
    return keepReadable(all, readHistory, 'a finished game', this.skip).sort((a, b) => b.finishedAt - a.finishedAt);
  }
  async getHistory(id: string): Promise<HistoryRecord | undefined> {
    const v = await this.#run((db) => db.get('history', id));
    if (v === undefined) return undefined;
    const r = readHistory(v);
    if (!r) this.skip('a finished game');
    return r ?? undefined;
  }
  async putHistory(record: HistoryRecord): Promise<void> {
    await this.#run((db) => db.put('history', record));
  }
  async deleteHistory(id: string): Promise<void> {
    await this.#run((db) => db.delete('history', id));
  }
}
