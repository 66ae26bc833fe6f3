import type { SecondCopy } from './copy';
import type { CopyKind } from './copy-format';
import type { IdbStore } from './idb-store';
import { noteDataSaved } from './marker';
import type { GameId, HistoryRecord, HistoryQuery, Settings, Store, StoredSession, WriteResult } from './types';

/**
 * IndexedDB plus the second copy: a game or a finished game is written to
 * both at once, and the write resolves only when both are on disk (or the
 * copy has been found unusable, which is reported once).
 */
export class DurableStore implements Store {
  readonly mode = 'indexeddb' as const;
  #copyReported = false;

  /** `copy` may still be starting (its worker): reads never wait for it, writes do. */
  constructor(
    readonly idb: IdbStore,
    readonly copy: Promise<SecondCopy | null>,
    private readonly onCopyProblem: (message: string) => void = () => undefined,
  ) {}

  /** The copy's part of a write: never rejects (a failure is reported once and IndexedDB still holds the data). */
  #copied(copyWrite: (c: SecondCopy) => Promise<void>): Promise<void> {
    return this.copy
      .then((c) => (c?.available ? copyWrite(c) : undefined))
      .catch(() => {
        // A missed copy is worth one line, not a stop. The next write tries again.
        if (this.#copyReported) return;
        this.#copyReported = true;
        this.onCopyProblem(
          'The second copy of your games could not be written; they are kept in the main storage only.',
        );
      });
  }

  async #both(idbWrite: Promise<void>, copyWrite: (c: SecondCopy) => Promise<void>): Promise<void> {
    await Promise.all([idbWrite, this.#copied(copyWrite)]);
    noteDataSaved();
  }

  #put(kind: CopyKind, record: StoredSession | HistoryRecord, write: Promise<void>) {
    return this.#both(write, (c) => c.put(kind, record));
  }
  #delete(kind: CopyKind, id: string, write: Promise<void>) {
    return this.#both(write, (c) => c.remove(kind, id));
  }

  getSettings = (): Promise<Settings> => this.idb.getSettings();
  putSettings = (s: Settings) => this.idb.putSettings(s);
  listPlayers = () => this.idb.listPlayers();
  rememberPlayers = (names: string[], now: number) => this.idb.rememberPlayers(names, now);
  listSessions = () => this.idb.listSessions();
  getSession = (id: string) => this.idb.getSession(id);
  putSession = (s: StoredSession) => this.#put('session', s, this.idb.putSession(s));
  deleteSession = (id: string) => this.#delete('session', id, this.idb.deleteSession(id));
  listHistory = (game?: GameId) => this.idb.listHistory(game);
  eachHistory: Store['eachHistory'] = (use, size) => this.idb.eachHistory(use, size);
  getHistory = (id: string) => this.idb.getHistory(id);
  putHistory = (r: HistoryRecord) => this.#put('history', r, this.idb.putHistory(r));
  deleteHistory = (id: string) => this.#delete('history', id, this.idb.deleteHistory(id));

  // The conditional writes are checked in IndexedDB; once one is written, the second copy follows it.
  async #then(result: Promise<WriteResult>, copyWrite: (c: SecondCopy) => Promise<void>): Promise<WriteResult> {
    const r = await result;
    if (r === 'ok') await this.#both(Promise.resolve(), copyWrite);
    return r;
  }
  saveSessionIf = (s: StoredSession, expected: number | null) =>
    this.#then(this.idb.saveSessionIf(s, expected), (c) => c.put('session', s));
  finishSessionIf = (id: string, expected: number, r: HistoryRecord) =>
    this.#then(
      this.idb.finishSessionIf(id, expected, r),
      async (c) => (await c.put('history', r), await c.remove('session', id)),
    );
  reopenSessionIf = (s: StoredSession, drop: boolean, finishedRev: number) =>
    this.#then(this.idb.reopenSessionIf(s, drop, finishedRev), async (c) => {
      await c.put('session', s);
      if (drop) await c.remove('history', s.id);
    });
  pageHistory = (q: HistoryQuery, offset: number, limit: number) => this.idb.pageHistory(q, offset, limit);
  countHistory = (q: HistoryQuery) => this.idb.countHistory(q);
  listSummaries = () => this.idb.listSummaries();
  listTimelines = (player: string, game?: GameId) => this.idb.listTimelines(player, game);
  listSeries = () => this.idb.listSeries();
}
