import { OpfsCopy } from './copy';
import type { SecondCopy } from './copy';
import { DurableStore } from './durable-store';
import { IdbStore, openTablesideDB } from './idb-store';
import { MemoryStore } from './memory-store';
import { recover } from './recover';
import { mark } from './stage';
import type { GameId, HistoryRecord, StorageMode, Store, StoredSession, WriteResult } from './types';

export interface StorageEvents {
  /** Saving stopped working (or storage has not answered); the app carries on in memory. */
  onProblem(message: string): void;
  /** Saving works again: everything kept in memory meanwhile is now stored. */
  onRecovered?(): void;
  /** A record could not be read and was left out; `key` tells one record from another. */
  onSkip(what: string, key: string): void;
  /** Something the user should know once, e.g. what was rebuilt from the second copy. */
  onNotice?(message: string): void;
  /** The second copy could not be kept. */
  onCopyProblem?(message: string): void;
  /** How many writes are not yet acknowledged (0: everything shown is saved). */
  onWriting?(count: number): void;
  /** Storage answered after the app had carried on in memory: lists shown meanwhile are worth reading again. */
  onLateAnswer?(): void;
}

export interface StoreOptions {
  /** How long to wait for IndexedDB before carrying on in memory (ms). */
  timeoutMs?: number;
  /** Opens the second copy; default: the Origin Private File System. */
  openCopy?: () => Promise<SecondCopy | null>;
  /**
   * Settles when IndexedDB itself has answered; the primary may still be
   * rebuilding from the second copy, which the wait does not cut short.
   */
  answered?: Promise<void>;
}

const KEEPS_TRYING = 'Tableside carries on in memory and keeps trying to save; until it succeeds, closing the app loses what was not saved.';
const NOT_SAVED = 'Results will not be saved on this device until the app is reopened.';
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

function describe(err: unknown): string {
  if (err instanceof DOMException && err.name === 'QuotaExceededError') return 'The device is out of storage space.';
  return 'Saving on this device failed.';
}

type Kind = 'settings' | 'players' | 'session' | 'history';

/** A write the primary store has not acknowledged yet. */
interface Write {
  kind: Kind;
  id: string;
  run: (s: Store) => Promise<void>;
}

/**
 * The app's store. Draws never wait for it: until IndexedDB answers, calls
 * wait (at most `timeoutMs`), then the app carries on in memory. A failed
 * write is kept in memory and retried until it lands; reads keep showing what
 * IndexedDB holds, with the unsaved writes laid over it.
 */
export class SafeStore implements Store {
  #memory = new MemoryStore();
  #primary: Store | null = null;
  #state: 'opening' | 'open' | 'late' | 'none';
  #opened: Promise<void>;
  /** Writes not yet in the primary, oldest first, the newest one per record. */
  #queue = new Map<string, Write>();
  /** The newest write issued per record, so that an older failed one is never retried over it. */
  #latest = new Map<string, Write>();
  #flushing: Promise<void> | null = null;
  /** A problem is on screen that a successful save should clear. */
  #shown = false;
  #retryMs = RETRY_FIRST_MS;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #writing = 0;

  constructor(
    primary: Store | null | Promise<Store | null>,
    private readonly events: StorageEvents,
    { timeoutMs = 3_000, answered: dbAnswered }: StoreOptions = {},
  ) {
    if (!(primary instanceof Promise)) {
      this.#primary = primary;
      this.#state = primary ? 'open' : 'none';
      this.#opened = Promise.resolve();
      return;
    }
    this.#state = 'opening';
    const answered = primary.then(
      (p) => this.#attach(p),
      () => this.#attach(null),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        if (this.#state === 'opening') {
          this.#state = 'late';
          this.#shown = true;
          this.events.onProblem(`Storage on this device has not answered. ${KEEPS_TRYING}`);
        }
        resolve();
      }, timeoutMs);
    });
    const stopClock = () => clearTimeout(timer);
    void answered.then(stopClock);
    void dbAnswered?.then(stopClock);
    this.#opened = Promise.race([answered, late]);
  }

  /** Settles when IndexedDB has answered (or given up); for tests and start-up. */
  get ready(): Promise<void> {
    return this.#opened;
  }

  get mode(): StorageMode {
    if (this.#state === 'opening') return 'indexeddb';
    return this.#primary && this.#queue.size === 0 ? 'indexeddb' : 'memory';
  }

  #attach(primary: Store | null) {
    const late = this.#state === 'late';
    this.#primary = primary;
    this.#state = primary ? 'open' : 'none';
    if (late && primary) this.events.onLateAnswer?.();
    if (!primary) {
      this.#queue.clear();
      return;
    }
    if (this.#queue.size > 0) void this.#flush();
    else this.#recovered();
  }

  #fail(err: unknown) {
    if (!this.#shown) {
      this.#shown = true;
      this.events.onProblem(`${describe(err)} ${KEEPS_TRYING}`);
    }
    clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => void this.#flush(), this.#retryMs);
    this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
  }

  #recovered() {
    clearTimeout(this.#retryTimer);
    this.#retryMs = RETRY_FIRST_MS;
    if (this.#shown) this.events.onRecovered?.();
    this.#shown = false;
  }

  /** Tries the queued writes in order; stops at the first failure and schedules another try. */
  #flush(): Promise<void> {
    this.#flushing ??= (async () => {
      try {
        for (const [key, write] of this.#queue) {
          const primary = this.#primary;
          if (!primary) return;
          try {
            await write.run(primary);
          } catch (err) {
            this.#fail(err);
            return;
          }
          if (this.#queue.get(key) === write) this.#queue.delete(key);
        }
        this.#recovered();
      } finally {
        this.#flushing = null;
      }
    })();
    return this.#flushing;
  }

  /** Retries the unsaved writes now (the app also retries by itself). */
  retry(): Promise<void> {
    return this.#flush();
  }

  #enqueue(key: string, write: Write) {
    this.#queue.delete(key);
    this.#queue.set(key, write);
  }

  #counted(delta: number) {
    this.#writing += delta;
    this.events.onWriting?.(this.#writing);
  }

  async #write(write: Write, inMemory: (m: Store) => Promise<void>): Promise<void> {
    const key = `${write.kind}:${write.id}`;
    this.#latest.set(key, write);
    this.#counted(1);
    try {
      await inMemory(this.#memory);
      await this.#opened;
      const primary = this.#primary;
      if (!primary) {
        if (this.#state === 'late') this.#enqueue(key, write);
        return;
      }
      if (this.#queue.size === 0) {
        try {
          await write.run(primary);
          return;
        } catch (err) {
          if (this.#latest.get(key) === write && !this.#queue.has(key)) this.#enqueue(key, write);
          this.#fail(err);
          return;
        }
      }
      this.#enqueue(key, write);
      await this.#flush();
    } finally {
      if (this.#latest.get(key) === write) this.#latest.delete(key);
      this.#counted(-1);
    }
  }

  async #read<T>(op: (s: Store) => Promise<T>, fallback: (m: Store) => Promise<T>): Promise<T> {
    await this.#opened;
    if (this.#primary) {
      try {
        return await op(this.#primary);
      } catch {
        // Unreadable now; what this page session wrote is still in memory.
      }
    }
    return fallback(this.#memory);
  }

  #unsaved(kind: Kind): Write[] {
    return [...this.#queue.values()].filter((w) => w.kind === kind);
  }

  /** What the primary lists, with the unsaved writes of this kind laid over it. */
  async #list<T extends { id: string }>(
    kind: Kind,
    op: (s: Store) => Promise<T[]>,
    get: (m: Store, id: string) => Promise<T | undefined>,
    keep: (x: T) => boolean,
    order: (a: T, b: T) => number,
  ): Promise<T[]> {
    const stored = await this.#read(op, op);
    const unsaved = this.#unsaved(kind);
    if (unsaved.length === 0 || !this.#primary) return stored;
    const touched = new Set(unsaved.map((w) => w.id));
    const mine: (T | undefined)[] = await Promise.all(unsaved.map((w) => get(this.#memory, w.id)));
    const fresh = mine.filter((x): x is T => x !== undefined && keep(x));
    return [...stored.filter((x) => !touched.has(x.id)), ...fresh].sort(order);
  }

  async #get<T>(kind: Kind, id: string, op: (s: Store) => Promise<T | undefined>): Promise<T | undefined> {
    // Unsaved here: memory has the newest. Otherwise the primary does (another tab may have written since).
    if (this.#queue.has(`${kind}:${id}`)) return op(this.#memory);
    return this.#read(op, op);
  }

  /**
   * A conditional write (one writer per game) is checked inside IndexedDB's
   * transaction; memory keeps a copy. While saving fails (writes queued) it
   * cannot be checked there: it then goes the way of any other write, kept
   * in memory and retried, and Web Locks alone keep a second tab out.
   */
  async #conditional(op: (s: Store) => Promise<WriteResult>, mirror: (m: Store) => Promise<unknown>, queued: () => Promise<void>): Promise<WriteResult> {
    await this.#opened;
    const primary = this.#primary;
    if (primary && this.#queue.size === 0) {
      this.#counted(1);
      try {
        const result = await op(primary);
        if (result === 'ok') await mirror(this.#memory);
        return result;
      } catch {
        // Saving failed: handled below like any other write.
      } finally {
        this.#counted(-1);
      }
    }
    await queued();
    return 'ok';
  }

  getSettings = () =>
    this.#queue.has('settings:app') ? this.#memory.getSettings() : this.#read((s) => s.getSettings(), (m) => m.getSettings());
  putSettings: Store['putSettings'] = (v) =>
    this.#write({ kind: 'settings', id: 'app', run: (s) => s.putSettings(v) }, (m) => m.putSettings(v));
  listPlayers = async () => {
    const stored = await this.#read((s) => s.listPlayers(), (m) => m.listPlayers());
    const mine = await this.#memory.listPlayers();
    const byName = new Map([...stored, ...mine].map((p) => [p.name, p]));
    return [...byName.values()].sort((a, b) => b.lastUsed - a.lastUsed);
  };
  rememberPlayers: Store['rememberPlayers'] = (names, now) =>
    this.#write({ kind: 'players', id: `${now}:${names.join('\u0000')}`, run: (s) => s.rememberPlayers(names, now) }, (m) =>
      m.rememberPlayers(names, now),
    );
  listSessions = () =>
    this.#list<StoredSession>('session', (s) => s.listSessions(), (m, id) => m.getSession(id), () => true, (a, b) => b.updatedAt - a.updatedAt);
  getSession: Store['getSession'] = (id) => this.#get('session', id, (s) => s.getSession(id));
  putSession: Store['putSession'] = (v) =>
    this.#write({ kind: 'session', id: v.id, run: (s) => s.putSession(v) }, (m) => m.putSession(v));
  deleteSession: Store['deleteSession'] = (id) =>
    this.#write({ kind: 'session', id, run: (s) => s.deleteSession(id) }, (m) => m.deleteSession(id));
  listHistory: Store['listHistory'] = (game?: GameId) =>
    this.#list<HistoryRecord>(
      'history',
      (s) => s.listHistory(game),
      (m, id) => m.getHistory(id),
      (r) => !game || r.game === game,
      (a, b) => b.finishedAt - a.finishedAt,
    );
  eachHistory: Store['eachHistory'] = (use, size) => this.#read((s) => s.eachHistory(use, size), (m) => m.eachHistory(use, size));
  getHistory: Store['getHistory'] = (id) => this.#get('history', id, (s) => s.getHistory(id));
  putHistory: Store['putHistory'] = (v) =>
    this.#write({ kind: 'history', id: v.id, run: (s) => s.putHistory(v) }, (m) => m.putHistory(v));
  deleteHistory: Store['deleteHistory'] = (id) =>
    this.#write({ kind: 'history', id, run: (s) => s.deleteHistory(id) }, (m) => m.deleteHistory(id));
  saveSessionIf: Store['saveSessionIf'] = (v, expected) =>
    this.#conditional((s) => s.saveSessionIf(v, expected), (m) => m.putSession(v), () => this.putSession(v));
  finishSessionIf: Store['finishSessionIf'] = (id, expected, record) =>
    this.#conditional(
      (s) => s.finishSessionIf(id, expected, record),
      async (m) => (await m.putHistory(record), await m.deleteSession(id)),
      async () => (await this.putHistory(record), await this.deleteSession(id)),
    );
  reopenSessionIf: Store['reopenSessionIf'] = (v, drop, finishedRev) =>
    this.#conditional(
      (s) => s.reopenSessionIf(v, drop, finishedRev),
      async (m) => (await m.putSession(v), drop && (await m.deleteHistory(v.id))),
      async () => {
        await this.putSession(v);
        if (drop) await this.deleteHistory(v.id);
      },
    );
  // History pages, counts and summaries come from one place: IndexedDB while it works, else memory.
  pageHistory: Store['pageHistory'] = (q, offset, limit) =>
    this.#read((s) => s.pageHistory(q, offset, limit), (s) => s.pageHistory(q, offset, limit));
  countHistory: Store['countHistory'] = (q) => this.#read((s) => s.countHistory(q), (s) => s.countHistory(q));
  listSummaries: Store['listSummaries'] = () => this.#read((s) => s.listSummaries(), (s) => s.listSummaries());
  listTimelines: Store['listTimelines'] = (p, g) => this.#read((s) => s.listTimelines(p, g), (s) => s.listTimelines(p, g));
  listSeries: Store['listSeries'] = () => this.#read((s) => s.listSeries(), (s) => s.listSeries());
  // A restore goes to IndexedDB only (not mirrored in memory: it may be thousands of games). When IndexedDB
  // fails it fails the restore, which says so: a game kept only in memory must not be reported as added.
  addHistory: Store['addHistory'] = (records, onAdded, stored) => this.#add((s) => s.addHistory(records, onAdded, stored));
  historyIdsBetween: Store['historyIdsBetween'] = (lo, hi) => this.#add((s) => s.historyIdsBetween(lo, hi));
  restoreWith: Store['restoreWith'] = (run) => this.#add((s) => s.restoreWith(run));
  addPlayers: Store['addPlayers'] = (players) => this.#add((s) => s.addPlayers(players));
  async #add<T>(op: (s: Store) => Promise<T>): Promise<T> {
    await this.#opened;
    return op(this.#primary ?? this.#memory);
  }
}

async function openPrimary(events: StorageEvents, openCopy: () => Promise<SecondCopy | null>, answered: () => void): Promise<Store | null> {
  const copy = openCopy().catch(() => null);
  void copy.then(() => mark('copy-open'));
  try {
    let created = false;
    mark('db-asked');
    const db = await openTablesideDB(() => (created = true));
    mark('db-open');
    answered();
    const idb = new IdbStore(db, events.onSkip);
    const notice = await recover(idb, copy, created);
    mark('db-checked');
    if (notice) events.onNotice?.(notice);
    void copy.then((c) => {
      if (!c) events.onCopyProblem?.('This browser offers no place for a second copy; your games are kept in one copy only.');
    });
    return new DurableStore(idb, copy, events.onCopyProblem);
  } catch (err) {
    const newer = err instanceof DOMException && err.name === 'VersionError';
    events.onProblem(
      newer
        ? `This device holds data saved by a newer version of Tableside; it is kept untouched. Reload to get the update. ${NOT_SAVED}`
        : `Storage could not be opened (private browsing can cause this). ${NOT_SAVED}`,
    );
    return null;
  }
}

/**
 * The app's storage, usable at once: calls made before IndexedDB answers wait
 * for it (at most `timeoutMs`). Never throws.
 */
export function createStore(events: StorageEvents, opts: StoreOptions = {}): SafeStore {
  if (typeof indexedDB === 'undefined') {
    events.onProblem(`This browser offers no storage for the app. ${NOT_SAVED}`);
    return new SafeStore(null, events);
  }
  let answered: () => void = () => undefined;
  const dbAnswered = new Promise<void>((resolve) => (answered = resolve));
  return new SafeStore(openPrimary(events, opts.openCopy ?? OpfsCopy.open, answered), events, { ...opts, answered: dbAnswered });
}

/** Opens the app's storage and waits until IndexedDB has answered (or the wait ran out). */
export async function openStore(events: StorageEvents, opts: StoreOptions = {}): Promise<SafeStore> {
  const store = createStore(events, opts);
  await store.ready;
  return store;
}
