import { openDB } from 'idb';
import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import { DB_NAME, DB_VERSION, runUpgrades } from './schema';
import type { TablesideDB } from './schema';
import { GAME_IDS } from './types';
import type { Face } from '../rules/faces';
import type { GameId, HistoryQuery, HistoryRecord, PlayerName, SeriesSummary, Settings, Store } from './types';
import type { StoredSession, Summary, Timeline, WriteResult } from './types';
import { SERIES_RANGE, timelineRange } from './summaries';
import * as history from './idb-history';
import { checkReopen, checkRev, readHistory, readPlayer, readSession } from './validate';
import { readSettings } from './read-settings';
import type { SecondCopy } from './copy';
import { logText, revOf } from './copy-log';
import type { CopyEntry, CopyKind } from './copy-log';
import { noteDataSaved } from './marker';
import { withWriteLock } from './write-lock';

/** `onCreated` hears when the database did not exist yet (a first visit, or the browser deleted it). */
export async function openTablesideDB(onCreated?: () => void): Promise<IDBPDatabase<TablesideDB>> {
  const db = await openDB<TablesideDB>(DB_NAME, DB_VERSION, {
    upgrade: (db, oldVersion, newVersion, tx) => {
      if (oldVersion === 0) onCreated?.();
      runUpgrades(db, oldVersion, newVersion ?? DB_VERSION, tx);
    },
  });
  // Another tab needs an upgrade or a deletion: let go rather than block it.
  db.addEventListener('versionchange', () => db.close());
  return db;
}

type Listed = 'players' | 'sessions' | 'history';
const GAME = 'a finished game';
const SESSION = 'a game in progress';
/** What the store tells about its second copy: a write it could not copy (`behind`), and when the copy is whole again. */
export interface CopyEvents {
  onCopyBehind(behind: boolean): void;
}

/**
 * IndexedDB through idb; a game's write resolves once it is on disk in IndexedDB, and is copied to the second copy
 * before that: a record once committed, a delete before it commits (so that no kill brings a deleted game back).
 */
export class IdbStore implements Store {
  readonly mode = 'indexeddb' as const;
  #db: Promise<IDBPDatabase<TablesideDB>>;
  #behind = false;
  #retryMs = 2_000;

  /** `copy` may still be starting (its worker): reads never wait for it, writes do. */
  constructor(
    db: IDBPDatabase<TablesideDB>,
    private readonly skip: (what: string, key: string) => void = () => undefined,
    private readonly copy: Promise<SecondCopy | null> = Promise.resolve(null),
    private readonly events: CopyEvents = { onCopyBehind: () => undefined },
  ) {
    this.#db = Promise.resolve(db);
  }

  /**
   * A write the copy missed is not lost: IndexedDB holds it. The copy is marked behind (the app shows "Saving…" and
   * says why), and caught up by a reconciliation, tried again and again, that appends what it lacks.
   */
  copyMissed(): void {
    if (this.#behind) return;
    this.#behind = true;
    this.events.onCopyBehind(true);
    const retry = () =>
      setTimeout(() => {
        void this.copy.then(async (c) => {
          try {
            if (c) await this.reconcile(c);
            this.#behind = false;
            this.#retryMs = 2_000;
            this.events.onCopyBehind(false);
          } catch {
            this.#retryMs = Math.min(this.#retryMs * 2, 60_000);
            retry();
          }
        });
      }, this.#retryMs);
    retry();
  }

  /** Copies a committed write; a copy that fails marks the copy behind (copyMissed) and never fails the write. */
  async #copied(copy: (c: SecondCopy) => Promise<unknown>): Promise<void> {
    try {
      const c = await this.copy;
      if (c) await copy(c);
    } catch {
      this.copyMissed();
    }
  }

  /** A write, then its copy, under the shared lock; a refused conditional write is not copied. */
  #thenCopy<T>(write: () => Promise<T>, copy: (c: SecondCopy, result: T) => Promise<unknown>): Promise<T> {
    return withWriteLock('shared', async () => {
      const result = await write();
      if (result === 'stale' || result === 'gone') return result;
      await this.#copied((c) => copy(c, result));
      noteDataSaved();
      return result;
    });
  }

  /**
   * A delete: its tombstone goes to the copy first (a copy that cannot take it refuses the delete), then IndexedDB
   * commits it; a delete that fails there is undone in the copy. `read` gives the record deleted, for its rev.
   */
  #deleteThenCommit(kind: CopyKind, id: string, read: () => Promise<unknown>, commit: () => Promise<unknown>) {
    return withWriteLock('shared', async () => {
      const record = await read();
      if (record === undefined) return;
      const c = await this.copy;
      await c?.remove(kind, id, revOf(record));
      try {
        await commit();
      } catch (err) {
        await this.#copied((copy) => copy.append(kind, logText([[id, record as StoredSession, revOf(record)]])));
        throw err;
      }
      noteDataSaved();
    });
  }

  /** Runs `op`; when the connection was closed (by the browser, or for another tab's upgrade), reopens once and retries. */
  async #run<T>(op: (db: IDBPDatabase<TablesideDB>) => Promise<T>): Promise<T> {
    const db = await this.#db;
    try {
      return await op(db);
    } catch (err) {
      if (!(err instanceof DOMException) || err.name !== 'InvalidStateError') throw err;
      this.#db = openTablesideDB();
      return op(await this.#db);
    }
  }

  /** One strict read-write transaction (a write reported done survives a killed browser); resolves once committed. */
  #write<N extends StoreNames<TablesideDB>, T>(
    names: N[],
    op: (tx: IDBPTransaction<TablesideDB, N[], 'readwrite'>) => Promise<T>,
  ) {
    return this.#run(async (db) => {
      const tx = db.transaction(names, 'readwrite', history.STRICT);
      return (await Promise.all([op(tx), tx.done]))[0];
    });
  }

  /** The readable records in `range` (at most `count`), in key order; each unreadable one is reported. */
  async #read<T>(name: Listed, read: (v: unknown) => T | null, what: string, range?: IDBKeyRange, count?: number) {
    const [keys, values] = await this.#run((db) => {
      const store = db.transaction(name).store;
      return Promise.all([store.getAllKeys(range, count), store.getAll(range, count)]);
    });
    const records: T[] = [];
    values.forEach((v, i) => {
      const r = read(v);
      if (r) records.push(r);
      else this.skip(what, `${what}:${String(keys[i])}`);
    });
    return { keys, records };
  }

  async getSettings(): Promise<Settings> {
    return readSettings(await this.#run((db) => db.get('settings', 'app')));
  }
  async putSettings(settings: Settings): Promise<void> {
    await this.#write(['settings'], (tx) => tx.objectStore('settings').put(settings, 'app'));
  }

  async listPlayers(): Promise<PlayerName[]> {
    const { records } = await this.#read('players', readPlayer, 'a remembered name');
    return records.sort((a, b) => b.lastUsed - a.lastUsed);
  }
  async rememberPlayers(names: string[], now: number, faces?: readonly Face[]): Promise<void> {
    await this.#write(['players'], (tx) =>
      Promise.all(
        names.map((name, i) => {
          const face = faces?.[i];
          return tx
            .objectStore('players')
            .put(face ? { name, lastUsed: now, face: { ...face } } : { name, lastUsed: now });
        }),
      ),
    );
  }

  async listSessions(): Promise<StoredSession[]> {
    const { records } = await this.#read('sessions', readSession, SESSION);
    return records.sort((a, b) => b.updatedAt - a.updatedAt);
  }
  async getSession(id: string): Promise<StoredSession | undefined> {
    return (await this.#read('sessions', readSession, SESSION, IDBKeyRange.only(id))).records[0];
  }
  async putSession(session: StoredSession): Promise<void> {
    const write = () => this.#write(['sessions'], (tx) => tx.objectStore('sessions').put(session));
    await this.#thenCopy(write, (c) => c.put('session', session));
  }
  async deleteSession(id: string): Promise<void> {
    await this.#deleteThenCommit(
      'session',
      id,
      () => this.#run((db) => db.get('sessions', id)),
      () => this.#write(['sessions'], (tx) => tx.objectStore('sessions').delete(id)),
    );
  }

  async getHistory(id: string): Promise<HistoryRecord | undefined> {
    return (await this.#read('history', readHistory, GAME, IDBKeyRange.only(id))).records[0];
  }
  // A finished game, its History filter keys and the Stats summaries change in one transaction (idb-history.ts).
  async putHistory(record: HistoryRecord): Promise<void> {
    const write = () =>
      this.#write(['history', 'summaries'], (tx) => history.writeHistoryIn(tx, new Map([[record.id, record]])));
    await this.#thenCopy(write, (c) => c.put('history', record));
  }
  async deleteHistory(id: string): Promise<void> {
    await this.#deleteThenCommit(
      'history',
      id,
      () => this.#run((db) => db.get('history', id)),
      () => this.#write(['history', 'summaries'], (tx) => history.writeHistoryIn(tx, new Map([[id, null]]))),
    );
  }

  async eachHistory(use: (page: HistoryRecord[]) => Promise<void>, size = 200): Promise<void> {
    let after: IDBKeyRange | undefined;
    for (;;) {
      const { keys, records } = await this.#read('history', readHistory, GAME, after, size);
      await use(records);
      const last = keys.at(-1);
      if (keys.length < size || last === undefined) return;
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
   * Reads every record once, so each unreadable one is reported (by kind and id, as every screen's read reports it)
   * before any screen comes upon it; with a copy, the same pass reconciles it.
   */
  async checkDamage(copy: SecondCopy | null): Promise<void> {
    await this.listPlayers();
    const reconciled = copy
      ? await this.reconcile(copy).then(
          () => true,
          () => (this.copyMissed(), false),
        )
      : false;
    if (!reconciled) await Promise.all([this.listSessions(), this.eachHistory(async () => undefined, 500)]);
  }

  /**
   * Appends to the copy what it lacks or holds at an older rev, and deletes there what the database no longer holds:
   * revs compared, only the records missing read whole. Each step holds the writes lock alone, so no write of any tab
   * is half done while it compares; a write meanwhile only moves both copies on.
   */
  async reconcile(copy: SecondCopy): Promise<void> {
    const revs = await copy.revs();
    const inCopy = (kind: CopyKind) => new Map(revs[kind].map(([id, rev, deleted]) => [id, { rev, deleted }]));
    const held = { session: inCopy('session'), history: inCopy('history') };
    const missing = <T extends StoredSession | HistoryRecord>(kind: CopyKind, records: T[]): CopyEntry[] =>
      records.flatMap((r): CopyEntry[] => {
        const c = held[kind].get(r.id);
        const rev = revOf(r);
        if (c && !c.deleted && c.rev >= rev) return [];
        return [[r.id, r, Math.max(rev, c?.rev ?? 0)]];
      });
    const append = async (kind: CopyKind, entries: CopyEntry[]) => {
      if (entries.length) await copy.append(kind, logText(entries));
    };
    await withWriteLock('exclusive', async () => append('session', missing('session', await this.listSessions())));
    // The finished games a page at a time, each page read and its missing records appended under one lock.
    for (let after: IDBKeyRange | undefined; ;) {
      const last = await withWriteLock('exclusive', async () => {
        const { keys, records } = await this.#read('history', readHistory, GAME, after, 500);
        await append('history', missing('history', records));
        return keys.length < 500 ? undefined : keys.at(-1);
      });
      if (last === undefined) break;
      after = IDBKeyRange.lowerBound(last, true);
    }
    await withWriteLock('exclusive', async () => {
      const [sessions, games] = await this.#run((db) =>
        Promise.all([db.getAllKeys('sessions'), db.getAllKeys('history')]),
      );
      for (const [kind, keys] of [
        ['session', sessions],
        ['history', games],
      ] as const) {
        const stored = new Set<string>(keys);
        const gone = [...held[kind]].filter(([id, c]) => !c.deleted && !stored.has(id));
        await append(
          kind,
          gone.map(([id, c]) => [id, null, c.rev]),
        );
      }
    });
  }

  /** Rebuilding the database from the second copy, in one transaction; a game stored meanwhile is kept. */
  async putAll(sessions: StoredSession[], games: HistoryRecord[]): Promise<void> {
    await this.#write(['sessions', 'history', 'summaries'], async (tx) => {
      for (const session of sessions) void tx.objectStore('sessions').put(session);
      const free = await history.freeIn(tx.objectStore('history'), games);
      await history.writeHistoryIn(tx, new Map(free.map((r) => [r.id, r])), true);
    });
  }

  saveSessionIf(session: StoredSession, expected: number | null): Promise<WriteResult> {
    const write = () =>
      this.#write(['sessions'], async (tx) => {
        const result = checkRev(await tx.objectStore('sessions').get(session.id), expected);
        if (result === 'ok') void tx.objectStore('sessions').put(session);
        return result;
      });
    return this.#thenCopy(write, (c) => c.put('session', session));
  }
  finishSessionIf(id: string, expected: number, record: HistoryRecord): Promise<WriteResult> {
    const write = () =>
      this.#write(['sessions', 'history', 'summaries'], async (tx) => {
        const result = checkRev(await tx.objectStore('sessions').get(id), expected);
        if (result === 'ok') {
          await history.writeHistoryIn(tx, new Map([[record.id, record]]));
          void tx.objectStore('sessions').delete(id);
        }
        return result;
      });
    // The finished game first: a kill before the session's delete leaves a session the finished game hides.
    return this.#thenCopy(
      write,
      async (c) => (await c.put('history', record), await c.remove('session', id, expected)),
    );
  }
  reopenSessionIf(session: StoredSession, dropHistory: boolean, finishedRev: number): Promise<WriteResult> {
    const write = () =>
      this.#write(['sessions', 'history', 'summaries'], async (tx) => {
        const sessions = tx.objectStore('sessions');
        const stored = await tx.objectStore('history').get(session.id);
        const result = checkReopen(await sessions.get(session.id), stored, finishedRev);
        if (result === 'ok') {
          void sessions.put(session);
          if (dropHistory) await history.writeHistoryIn(tx, new Map([[session.id, null]]));
        }
        return result;
      });
    return this.#thenCopy(write, async (c) => {
      await c.put('session', session);
      // The game back in progress first: a kill before the finished game's delete leaves both, never neither.
      if (dropHistory) await c.remove('history', session.id, finishedRev);
    });
  }

  // Paging lives in its own chunk, fetched by the screens that need it.
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
    const all = await this.#run((db) => {
      const store = db.transaction('summaries').store;
      return Promise.all((game ? [game] : GAME_IDS).map((g) => store.getAll(timelineRange(g, player))));
    });
    return (all.flat() as Timeline[]).filter((t) => t.player === player);
  }
  async listSeries(): Promise<SeriesSummary[]> {
    return (await this.#run((db) => db.getAll('summaries', IDBKeyRange.bound(...SERIES_RANGE)))) as SeriesSummary[];
  }
}
