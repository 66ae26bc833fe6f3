import { OpfsCopy } from './copy';
import type { SecondCopy } from './copy';
import { IdbStore, openTablesideDB } from './idb-store';
import { MemoryStore } from './memory-store';
import { recover } from './recover';
import { mark } from './stage';
import type { StorageMode, Store } from './types';

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
  /** How long after start the unreadable records no screen reads are looked for (ms): after start-up's own work. */
  damageCheckMs?: number;
}

const KEEPS_TRYING = 'Tableside carries on in memory; until storage answers, closing the app loses what was not saved.';
const SAVE_FAILED =
  'What is on screen is kept there and the app keeps trying; until it says saved, closing the app loses it.';
const NOT_SAVED = 'Results will not be saved on this device until the app is reopened.';

function describe(err: unknown): string {
  if (err instanceof DOMException && err.name === 'QuotaExceededError') return 'The device is out of storage space.';
  return 'Saving on this device failed.';
}

/**
 * The app's store. Draws never wait for it: until IndexedDB answers, calls
 * wait (at most `timeoutMs`), then the app carries on in memory and says so.
 * Once IndexedDB is open every write goes there and resolves only once it has
 * committed; a write that fails rejects (the caller keeps it pending and tries
 * again), so nothing is ever reported saved that is not. Memory holds data
 * only while IndexedDB has not answered, or when it never opens.
 */
export class SafeStore implements Store {
  #memory = new MemoryStore();
  #primary: Store | null = null;
  #state: 'opening' | 'open' | 'late' | 'none';
  #opened: Promise<void>;
  /** Writes made in memory while IndexedDB had not answered, replayed in order once it does. */
  #lateWrites: ((s: Store) => Promise<unknown>)[] = [];
  #replayed: Promise<void> = Promise.resolve();
  /** A problem is on screen that a successful save should clear. */
  #shown = false;
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
    return this.#state === 'late' || this.#state === 'none' ? 'memory' : 'indexeddb';
  }

  #attach(primary: Store | null) {
    const late = this.#state === 'late';
    this.#primary = primary;
    this.#state = primary ? 'open' : 'none';
    if (!primary || !late) return;
    const writes = this.#lateWrites.splice(0);
    this.#replayed = (async () => {
      try {
        for (const write of writes) await write(primary);
        this.#saved();
      } catch (err) {
        this.#shown = true;
        this.events.onProblem(
          `${describe(err)} What was done while storage had not answered is kept in memory only: closing the app loses it.`,
        );
      }
      this.events.onLateAnswer?.();
    })();
  }

  #failed(err: unknown) {
    if (this.#shown) return;
    this.#shown = true;
    this.events.onProblem(`${describe(err)} ${SAVE_FAILED}`);
  }

  #saved() {
    if (this.#shown) this.events.onRecovered?.();
    this.#shown = false;
  }

  #counted(delta: number) {
    this.#writing += delta;
    this.events.onWriting?.(this.#writing);
  }

  /** The store that answers now: IndexedDB once it has answered (and caught up), else memory. */
  async #target(): Promise<Store> {
    await this.#opened;
    await this.#replayed;
    return this.#primary ?? this.#memory;
  }

  /** Every write: resolves once committed, rejects when it was not (a conditional write stays conditional). */
  async #write<T>(op: (s: Store) => Promise<T>): Promise<T> {
    this.#counted(1);
    try {
      const s = await this.#target();
      if (this.#state === 'late') this.#lateWrites.push(op);
      if (s === this.#memory) return await op(s);
      try {
        const result = await op(s);
        this.#saved();
        return result;
      } catch (err) {
        this.#failed(err);
        throw err;
      }
    } finally {
      this.#counted(-1);
    }
  }

  async #read<T>(op: (s: Store) => Promise<T>): Promise<T> {
    const s = await this.#target();
    if (s !== this.#memory) {
      try {
        return await op(s);
      } catch {
        // Unreadable now: memory's answer (empty unless storage never answered) stands in.
      }
    }
    return op(this.#memory);
  }

  getSettings = () => this.#read((s) => s.getSettings());
  putSettings: Store['putSettings'] = (v) => this.#write((s) => s.putSettings(v));
  listPlayers = () => this.#read((s) => s.listPlayers());
  rememberPlayers: Store['rememberPlayers'] = (names, now) => this.#write((s) => s.rememberPlayers(names, now));
  listSessions = () => this.#read((s) => s.listSessions());
  getSession: Store['getSession'] = (id) => this.#read((s) => s.getSession(id));
  putSession: Store['putSession'] = (v) => this.#write((s) => s.putSession(v));
  deleteSession: Store['deleteSession'] = (id) => this.#write((s) => s.deleteSession(id));
  getHistory: Store['getHistory'] = (id) => this.#read((s) => s.getHistory(id));
  eachHistory: Store['eachHistory'] = (use, size) => this.#read((s) => s.eachHistory(use, size));
  putHistory: Store['putHistory'] = (v) => this.#write((s) => s.putHistory(v));
  deleteHistory: Store['deleteHistory'] = (id) => this.#write((s) => s.deleteHistory(id));
  saveSessionIf: Store['saveSessionIf'] = (v, expected) => this.#write((s) => s.saveSessionIf(v, expected));
  finishSessionIf: Store['finishSessionIf'] = (id, expected, record) =>
    this.#write((s) => s.finishSessionIf(id, expected, record));
  reopenSessionIf: Store['reopenSessionIf'] = (v, drop, finishedRev) =>
    this.#write((s) => s.reopenSessionIf(v, drop, finishedRev));
  pageHistory: Store['pageHistory'] = (q, offset, limit) => this.#read((s) => s.pageHistory(q, offset, limit));
  countHistory: Store['countHistory'] = (q) => this.#read((s) => s.countHistory(q));
  listSummaries: Store['listSummaries'] = () => this.#read((s) => s.listSummaries());
  listTimelines: Store['listTimelines'] = (p, g) => this.#read((s) => s.listTimelines(p, g));
  listSeries: Store['listSeries'] = () => this.#read((s) => s.listSeries());
}

async function openPrimary(events: StorageEvents, opts: StoreOptions, answered: () => void): Promise<Store | null> {
  const { openCopy = OpfsCopy.open, damageCheckMs = 5_000 } = opts;
  const copy = openCopy().catch(() => null);
  void copy.then(() => mark('copy-open'));
  try {
    let created = false;
    mark('db-asked');
    const db = await openTablesideDB(() => (created = true));
    mark('db-open');
    answered();
    const idb = new IdbStore(db, events.onSkip, copy, events.onCopyProblem);
    const notice = await recover(idb, copy, created);
    mark('db-checked');
    if (notice) events.onNotice?.(notice);
    setTimeout(() => void idb.checkDamage().catch(() => undefined), damageCheckMs);
    void copy.then((c) => {
      if (!c)
        events.onCopyProblem?.('This browser offers no place for a second copy; your games are kept in one copy only.');
    });
    return idb;
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
  return new SafeStore(openPrimary(events, opts, answered), events, { ...opts, answered: dbAnswered });
}

/** Opens the app's storage and waits until IndexedDB has answered (or the wait ran out). */
export async function openStore(events: StorageEvents, opts: StoreOptions = {}): Promise<SafeStore> {
  const store = createStore(events, opts);
  await store.ready;
  return store;
}
