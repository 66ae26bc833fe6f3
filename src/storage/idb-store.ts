import { openDB } from 'idb';
import type { IDBPDatabase, IDBPTransaction } from 'idb';
import { DB_NAME, DB_VERSION, runUpgrades } from './schema';
import type { TablesideDB } from './schema';
import { checkReopen, checkRev } from './rev';
import type { GameId, HistoryRecord, PlayerName, Settings, Store, StoredSession, WriteResult } from './types';
import { GAME_IDS } from './types';
import type { HistoryQuery, SeriesSummary, Summary, Timeline } from './types';
import { SERIES_RANGE, timelinePrefix } from './summaries';
import * as history from './idb-history';
import { STRICT } from './idb-history';
import { readPlayer, readSession } from './validate';
import { readSettings } from './read-settings';
import type { SecondCopy } from './copy';
import { noteDataSaved } from './marker';

/** Reports a record left out: what it is in words, and a key that tells one record from another. */
export type SkipReporter = (what: string, key: string) => void;

/** `onCreated` hears when the database did not exist yet (a first visit, or the browser deleted it). */
export async function openTablesideDB(onCreated?: () => void): Promise<IDBPDatabase<TablesideDB>> {
  return openDB<TablesideDB>(DB_NAME, DB_VERSION, {
    upgrade: (db, oldVersion, newVersion, tx) => {
      if (oldVersion === 0) onCreated?.();
      runUpgrades(db, oldVersion, newVersion ?? DB_VERSION, tx);
    },
    // Another tab holds an older version open: let it finish rather than hang.
    blocked: () => undefined,
  });
}

type Rows = { keys: IDBValidKey[]; values: unknown[] };

function keepReadable<T>(rows: Rows, read: (v: unknown) => T | null, what: string, skip: SkipReporter): T[] {
  const out: T[] = [];
  rows.values.forEach((v, i) => {
    const r = read(v);
    if (r) out.push(r);
    else skip(what, `${what}:${String(rows.keys[i])}`);
  });
  return out;
}

type Names = 'settings' | 'players' | 'sessions' | 'history' | 'summaries';

/**
 * IndexedDB through idb, and the second copy: a game or a finished game is
 * written to both at once, and the write resolves only when both are on disk
 * (or the copy has been found unusable, which is reported once). Reopens the
 * connection when the browser closed it.
 */
export class IdbStore implements Store {
  readonly mode = 'indexeddb' as const;
  #db: Promise<IDBPDatabase<TablesideDB>>;
  #copyReported = false;

  /** `copy` may still be starting (its worker): reads never wait for it, writes do. */
  constructor(
    db: IDBPDatabase<TablesideDB>,
    private readonly skip: SkipReporter = () => undefined,
    private readonly copy: Promise<SecondCopy | null> = Promise.resolve(null),
    private readonly onCopyProblem: (message: string) => void = () => undefined,
  ) {
    this.#db = Promise.resolve(db);
    this.#watch(db);
  }

  /**
   * Once `write` is done (a conditional one: written, never refused), the copy
   * follows it; resolves when both are on disk. A failed copy is reported once
   * and never fails the write: IndexedDB holds the data, and the next write tries again.
   */
  async #thenCopy<T>(write: Promise<T>, copy: (c: SecondCopy) => Promise<unknown>): Promise<T> {
    const result = await write;
    if (result === 'stale' || result === 'gone') return result;
    try {
      const c = await this.copy;
      if (c?.available) await copy(c);
    } catch {
      if (!this.#copyReported)
        this.onCopyProblem(
          'The second copy of your games could not be written; they are kept in the main storage only.',
        );
      this.#copyReported = true;
    }
    noteDataSaved();
    return result;
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

  async #all(name: 'players' | 'sessions'): Promise<Rows> {
    return this.#run(async (db) => {
      const tx = db.transaction(name);
      const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
      return { keys, values };
    });
  }

  /** One strict read-write transaction; resolves once it has committed to disk. */
  #write<N extends Names>(
    names: N | N[],
    op: (tx: IDBPTransaction<TablesideDB, N[], 'readwrite'>) => Promise<unknown>,
  ): Promise<void> {
    return this.#run(async (db) => {
      const tx = db.transaction(Array.isArray(names) ? names : [names], 'readwrite', STRICT);
      await Promise.all([op(tx), tx.done]);
    });
  }

  async getSettings(): Promise<Settings> {
    return readSettings(await this.#run((db) => db.get('settings', 'app')));
  }
  async putSettings(settings: Settings): Promise<void> {
    await this.#write('settings', (tx) => tx.objectStore('settings').put(settings, 'app'));
  }

  async listPlayers(): Promise<PlayerName[]> {
    const all = await this.#all('players');
    return keepReadable(all, readPlayer, 'a remembered name', this.skip).sort((a, b) => b.lastUsed - a.lastUsed);
  }
  async rememberPlayers(names: string[], now: number): Promise<void> {
    await this.#write('players', (tx) =>
      Promise.all(names.map((name) => tx.objectStore('players').put({ name, lastUsed: now }))),
    );
  }

  async listSessions(): Promise<StoredSession[]> {
    const all = await this.#all('sessions');
    return keepReadable(all, readSession, 'a game in progress', this.skip).sort((a, b) => b.updatedAt - a.updatedAt);
  }
  async getSession(id: string): Promise<StoredSession | undefined> {
    const v = await this.#run((db) => db.get('sessions', id));
    if (v === undefined) return undefined;
    const s = readSession(v);
    if (!s) this.skip('a game in progress', `a game in progress:${id}`);
    return s ?? undefined;
  }
  putSession(session: StoredSession): Promise<void> {
    const write = this.#write('sessions', (tx) => tx.objectStore('sessions').put(session));
    return this.#thenCopy(write, (c) => c.put('session', session));
  }
  deleteSession(id: string): Promise<void> {
    const write = this.#write('sessions', (tx) => tx.objectStore('sessions').delete(id));
    return this.#thenCopy(write, (c) => c.remove('session', id));
  }

  async listHistory(game?: GameId): Promise<HistoryRecord[]> {
    const all = await this.#run(async (db) => {
      const index = db.transaction('history').store.index(game ? 'byGameTime' : 'byFinished');
      const query = game ? IDBKeyRange.bound([game, -Infinity], [game, Infinity]) : null;
      const [keys, values] = await Promise.all([index.getAllKeys(query), index.getAll(query)]);
      return { keys, values };
    });
    return keepReadable(all, history.fromDisk, 'a finished game', this.skip).sort(
      (a, b) => b.finishedAt - a.finishedAt,
    );
  }
  async getHistory(id: string): Promise<HistoryRecord | undefined> {
    const v = await this.#run((db) => db.get('history', id));
    if (v === undefined) return undefined;
    const r = history.fromDisk(v);
    if (!r) this.skip('a finished game', `a finished game:${id}`);
    return r ?? undefined;
  }
  putHistory(record: HistoryRecord): Promise<void> {
    // The game, its History filter keys and the Stats summaries change together (idb-history.ts).
    const write = this.#write(['history', 'summaries'], (tx) =>
      history.writeHistoryIn(tx, new Map([[record.id, record]])),
    );
    return this.#thenCopy(write, (c) => c.put('history', record));
  }
  deleteHistory(id: string): Promise<void> {
    const write = this.#write(['history', 'summaries'], (tx) => history.writeHistoryIn(tx, new Map([[id, null]])));
    return this.#thenCopy(write, (c) => c.remove('history', id));
  }

  /** Every readable finished game, `size` at a time in id order, each page handed to `use` before the next is read. */
  async eachHistory(use: (page: HistoryRecord[]) => Promise<void>, size = 200): Promise<void> {
    let after: IDBKeyRange | null = null;
    for (;;) {
      const range = after;
      const rows = await this.#run(async (db) => {
        const tx = db.transaction('history');
        const [keys, values] = await Promise.all([tx.store.getAllKeys(range, size), tx.store.getAll(range, size)]);
        return { keys, values };
      });
      await use(keepReadable(rows, history.fromDisk, 'a finished game', this.skip));
      const last = rows.keys.at(-1);
      if (rows.keys.length < size || last === undefined) return;
      after = IDBKeyRange.lowerBound(last, true);
    }
  }

  /** True when no game in progress and no finished game is stored (one key each at most: counting 100,000 games is slow). */
  async isEmpty(): Promise<boolean> {
    const [sessions, history] = await this.#run((db) =>
      Promise.all([db.getAllKeys('sessions', null, 1), db.getAllKeys('history', null, 1)]),
    );
    return sessions.length === 0 && history.length === 0;
  }

  /**
   * Finds every unreadable record the screens would not come upon by themselves, and reports each: games in
   * progress and remembered names are read whole (few), and finished games with no readable date are counted
   * (they are in no index, so History never reads them). A finished game with a date is reported when read.
   */
  async checkDamage(): Promise<void> {
    await Promise.all([this.listSessions(), this.listPlayers()]);
    const [all, dated] = await this.#run((db) => {
      const store = db.transaction('history').store;
      return Promise.all([store.count(), store.index('byFinished').count()]);
    });
    for (let i = 0; i < all - dated; i++) this.skip('a finished game', `a finished game with no date:${i}`);
  }

  /** Puts many records in one transaction: rebuilding the database from the second copy. */
  async putAll(sessions: StoredSession[], games: HistoryRecord[]): Promise<void> {
    await this.#write(['sessions', 'history', 'summaries'], (tx) =>
      Promise.all([
        ...sessions.map((x) => tx.objectStore('sessions').put(x)),
        history.writeHistoryIn(tx as never, new Map(games.map((r) => [r.id, r]))),
      ]),
    );
  }

  /*
   * The conditional writes read and write in one transaction, so no other tab
   * can save between the check and the write; 'strict' durability so that a
   * save reported as done survives a killed browser. A finished game's history
   * record, its filter keys and the Stats summaries change in the same one.
   */
  saveSessionIf(session: StoredSession, expected: number | null): Promise<WriteResult> {
    const write = this.#run(async (db) => {
      const tx = db.transaction('sessions', 'readwrite', STRICT);
      const result = checkRev(await tx.store.get(session.id), expected);
      if (result === 'ok') void tx.store.put(session);
      await tx.done;
      return result;
    });
    return this.#thenCopy(write, (c) => c.put('session', session));
  }
  finishSessionIf(id: string, expected: number, record: HistoryRecord): Promise<WriteResult> {
    const write = this.#run(async (db) => {
      const tx = db.transaction(['sessions', 'history', 'summaries'], 'readwrite', STRICT);
      const result = checkRev(await tx.objectStore('sessions').get(id), expected);
      if (result === 'ok') {
        await history.writeHistoryIn(tx as unknown as history.Tx, new Map([[record.id, record]]));
        void tx.objectStore('sessions').delete(id);
      }
      await tx.done;
      return result;
    });
    return this.#thenCopy(write, async (c) => (await c.put('history', record), await c.remove('session', id)));
  }
  reopenSessionIf(session: StoredSession, dropHistory: boolean, finishedRev: number): Promise<WriteResult> {
    const write = this.#run(async (db) => {
      const tx = db.transaction(['sessions', 'history', 'summaries'], 'readwrite', STRICT);
      const sessions = tx.objectStore('sessions');
      const stored = await tx.objectStore('history').get(session.id);
      const result = checkReopen(await sessions.get(session.id), stored, finishedRev);
      if (result === 'ok') {
        void sessions.put(session);
        if (dropHistory) await history.writeHistoryIn(tx as unknown as history.Tx, new Map([[session.id, null]]));
      }
      await tx.done;
      return result;
    });
    return this.#thenCopy(write, async (c) => {
      await c.put('session', session);
      if (dropHistory) await c.remove('history', session.id);
    });
  }
  // Paging lives in its own chunk, fetched by the screens that need them.
  async pageHistory(query: HistoryQuery, offset: number, limit: number): Promise<HistoryRecord[]> {
    const pages = await import('./idb-pages');
    return this.#run((db) => pages.pageHistory(db, query, offset, limit, this.skip));
  }
  async countHistory(query: HistoryQuery): Promise<number> {
    const pages = await import('./idb-pages');
    return this.#run((db) => pages.countHistory(db, query));
  }
  /** The counts only ('g|' and 'p|' ids): the timelines ('t|') are read one player at a time. */
  async listSummaries(): Promise<Summary[]> {
    return (await this.#run((db) => db.getAll('summaries', IDBKeyRange.upperBound('t|', true)))) as Summary[];
  }
  async listTimelines(player: string, game?: GameId): Promise<Timeline[]> {
    const games = game ? [game] : GAME_IDS;
    const all = await this.#run((db) => {
      const tx = db.transaction('summaries');
      return Promise.all(
        games.map((g) =>
          tx.store.getAll(IDBKeyRange.bound(timelinePrefix(g, player), `${timelinePrefix(g, player)}\uffff`)),
        ),
      );
    });
    return (all.flat() as Timeline[]).filter((t) => t.player === player);
  }
  async listSeries(): Promise<SeriesSummary[]> {
    return (await this.#run((db) => db.getAll('summaries', IDBKeyRange.bound(...SERIES_RANGE)))) as SeriesSummary[];
  }
}
