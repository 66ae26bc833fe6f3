import { OpfsCopy } from './copy';
import type { SecondCopy } from './copy';
import { IdbStore, openTablesideDB } from './idb-store';
import { MemoryStore } from './memory-store';
import { recover } from './recover';
import type { RebuildReport } from './recover';
import { mark } from './stage';
import type { StorageMode, Store } from './types';

/** What the user is told; every message is plain words for the screen. */
export interface StorageEvents {
  onProblem(message: string): void;
  /** Saving works again: everything kept in memory meanwhile is now stored. */
  onRecovered?(): void;
  /** A record could not be read and was left out; `key` tells one record from another. */
  onSkip(what: string, key: string): void;
  /** Something to read once, e.g. that both copies are gone. */
  onNotice?(message: string): void;
  /** The database was rebuilt from the second copy: what came back and what could not be read. */
  onRebuilt?(report: RebuildReport): void;
  /** Why the games are not in two copies now (null: they are again). */
  onCopyProblem?(message: string | null): void;
  /** Every stored record has been read once: the count of unreadable ones is whole (onSkip adds only new damage). */
  onDamageChecked?(): void;
  /** Writes not yet committed (0: everything shown is saved). */
  onWriting?(count: number): void;
  /** Storage answered after the app had carried on in memory: lists shown meanwhile are worth reading again. */
  onLateAnswer?(): void;
}

export interface StoreOptions {
  /** How long to wait for IndexedDB before carrying on in memory (ms). */
  timeoutMs?: number;
  /** Default: the Origin Private File System. */
  openCopy?: () => Promise<SecondCopy | null>;
  /** Settles when IndexedDB has answered: a rebuild from the second copy after that is waited for in full. */
  answered?: Promise<void>;
  /** When every record is read once, to count the unreadable and reconcile the copy (ms after start). */
  damageCheckMs?: number;
}

const KEEPS_TRYING = 'Tableside carries on in memory; until storage answers, closing the app loses what was not saved.';
const SAVE_FAILED =
  'What is on screen is kept there and the app keeps trying; until it says saved, closing the app loses it.';
const NOT_SAVED = 'Results will not be saved on this device until the app is reopened.';
const LATE_LOST = 'What was done while storage had not answered is kept in memory only: closing the app loses it.';
const COPY_BEHIND =
  "The second copy of your games could not be written. What you saved since is in the browser's database only, so the app shows it as saving until the copy has it too: if the browser lost its database now, it would be gone. Tableside keeps trying.";
const NO_COPY = 'This browser offers no place for a second copy; your games are kept in one copy only.';

function describe(err: unknown): string {
  if (err instanceof DOMException && err.name === 'QuotaExceededError') return 'The device is out of storage space.';
  return 'Saving on this device failed.';
}

/**
 * Until IndexedDB answers, calls wait `timeoutMs`, then go to memory (and are replayed once it answers). Once open, a
 * write resolves only once committed and rejects when it failed: the caller keeps it pending and tries again.
 */
export class SafeStore implements Store {
  #memory = new MemoryStore();
  #primary: Store | null = null;
  #state: 'opening' | 'open' | 'late' | 'none' = 'opening';
  /** Settles when IndexedDB has answered or the wait ran out. */
  readonly ready: Promise<void>;
  #lateWrites: ((s: Store) => Promise<unknown>)[] = [];
  #replayed: Promise<void> = Promise.resolve();
  /** A problem is on screen that a successful save should clear. */
  #shown = false;
  #writing = 0;
  /** The second copy lacks a write: nothing since counts as saved until it has caught up. */
  #copyBehind = false;

  constructor(
    primary: Store | null | Promise<Store | null>,
    private readonly events: StorageEvents,
    { timeoutMs = 3_000, answered: dbAnswered }: StoreOptions = {},
  ) {
    const answered = Promise.resolve(primary)
      .catch(() => null)
      .then((p) => this.#attach(p));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))).then(() => {
      if (this.#state !== 'opening') return;
      this.#state = 'late';
      this.#shown = true;
      this.events.onProblem(`Storage on this device has not answered. ${KEEPS_TRYING}`);
    });
    for (const settled of [answered, dbAnswered]) void settled?.then(() => clearTimeout(timer));
    this.ready = Promise.race([answered, late]);
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
        this.events.onProblem(`${describe(err)} ${LATE_LOST}`);
      }
      this.events.onLateAnswer?.();
    })();
  }

  #saved() {
    if (this.#shown) this.events.onRecovered?.();
    this.#shown = false;
  }

  async #target(): Promise<Store> {
    await this.ready;
    await this.#replayed;
    return this.#primary ?? this.#memory;
  }

  #tellWriting() {
    this.events.onWriting?.(this.#writing + (this.#copyBehind ? 1 : 0));
  }

  /** The second copy missed a write (true) or has caught up (false): until then nothing shows as saved. */
  copyBehind(behind: boolean): void {
    if (behind === this.#copyBehind) return;
    this.#copyBehind = behind;
    this.events.onCopyProblem?.(behind ? COPY_BEHIND : null);
    this.#tellWriting();
  }

  async #write<T>(op: (s: Store) => Promise<T>): Promise<T> {
    this.#writing++;
    this.#tellWriting();
    try {
      const s = await this.#target();
      if (this.#state === 'late') this.#lateWrites.push(op);
      if (s === this.#memory) return await op(s);
      try {
        const result = await op(s);
        this.#saved();
        return result;
      } catch (err) {
        if (!this.#shown) this.events.onProblem(`${describe(err)} ${SAVE_FAILED}`);
        this.#shown = true;
        throw err;
      }
    } finally {
      this.#writing--;
      this.#tellWriting();
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

  getSettings: Store['getSettings'] = () => this.#read((s) => s.getSettings());
  putSettings: Store['putSettings'] = (...args) => this.#write((s) => s.putSettings(...args));
  listPlayers: Store['listPlayers'] = () => this.#read((s) => s.listPlayers());
  rememberPlayers: Store['rememberPlayers'] = (...args) => this.#write((s) => s.rememberPlayers(...args));
  listSessions: Store['listSessions'] = () => this.#read((s) => s.listSessions());
  getSession: Store['getSession'] = (...args) => this.#read((s) => s.getSession(...args));
  putSession: Store['putSession'] = (...args) => this.#write((s) => s.putSession(...args));
  deleteSession: Store['deleteSession'] = (...args) => this.#write((s) => s.deleteSession(...args));
  getHistory: Store['getHistory'] = (...args) => this.#read((s) => s.getHistory(...args));
  eachHistory: Store['eachHistory'] = (...args) => this.#read((s) => s.eachHistory(...args));
  putHistory: Store['putHistory'] = (...args) => this.#write((s) => s.putHistory(...args));
  deleteHistory: Store['deleteHistory'] = (...args) => this.#write((s) => s.deleteHistory(...args));
  saveSessionIf: Store['saveSessionIf'] = (...args) => this.#write((s) => s.saveSessionIf(...args));
  finishSessionIf: Store['finishSessionIf'] = (...args) => this.#write((s) => s.finishSessionIf(...args));
  reopenSessionIf: Store['reopenSessionIf'] = (...args) => this.#write((s) => s.reopenSessionIf(...args));
  pageHistory: Store['pageHistory'] = (...args) => this.#read((s) => s.pageHistory(...args));
  countHistory: Store['countHistory'] = (...args) => this.#read((s) => s.countHistory(...args));
  listSummaries: Store['listSummaries'] = () => this.#read((s) => s.listSummaries());
  listTimelines: Store['listTimelines'] = (...args) => this.#read((s) => s.listTimelines(...args));
  listSeries: Store['listSeries'] = () => this.#read((s) => s.listSeries());
}

async function openPrimary(
  events: StorageEvents,
  opts: StoreOptions,
  answered: () => void,
  behind: (b: boolean) => void,
): Promise<Store | null> {
  const { openCopy = OpfsCopy.open, damageCheckMs = 5_000 } = opts;
  const copy = openCopy().catch(() => null);
  void copy.then(() => mark('copy-open'));
  try {
    let created = false;
    mark('db-asked');
    const db = await openTablesideDB(() => (created = true));
    mark('db-open');
    answered();
    const idb = new IdbStore(db, events.onSkip, copy, { onCopyBehind: behind });
    const notice = await recover(idb, copy, created);
    mark('db-checked');
    if (typeof notice === 'string') events.onNotice?.(notice);
    else if (notice) events.onRebuilt?.(notice);
    // One pass over every record: each unreadable one counted once, and the copy given what it lacks.
    setTimeout(
      () =>
        void copy
          .then((c) => idb.checkDamage(c))
          .catch(() => undefined)
          .finally(() => events.onDamageChecked?.()),
      damageCheckMs,
    );
    void copy.then((c) => {
      if (!c) events.onCopyProblem?.(NO_COPY);
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

/** The app's storage, usable at once: calls made before IndexedDB answers wait for it (at most `timeoutMs`). */
export function createStore(events: StorageEvents, opts: StoreOptions = {}): SafeStore {
  let answered: () => void = () => undefined;
  const dbAnswered = new Promise<void>((resolve) => (answered = resolve));
  let safe: SafeStore | undefined;
  const behind = (b: boolean) => safe?.copyBehind(b);
  safe = new SafeStore(openPrimary(events, opts, answered, behind), events, { ...opts, answered: dbAnswered });
  return safe;
}
