import { IdbStore, openTablesideDB } from './idb-store';
import { MemoryStore } from './memory-store';
import type { StorageMode, Store } from './types';

export interface StorageEvents {
  /** Storage stopped working; the app carries on in memory. */
  onProblem(message: string): void;
  /** A record could not be read and was left out. */
  onSkip(what: string): void;
}

const NOT_SAVED = 'Results will not be saved on this device until the app is reopened.';

function describe(err: unknown): string {
  if (err instanceof DOMException && err.name === 'QuotaExceededError') return 'The device is out of storage space.';
  return 'Saving on this device failed.';
}

/**
 * Wraps IndexedDB so that no storage failure reaches a game: a failed write
 * goes to memory instead and is reported once; reads merge what memory holds.
 */
export class SafeStore implements Store {
  #memory = new MemoryStore();
  #degraded = false;

  constructor(
    private readonly primary: Store | null,
    private readonly events: StorageEvents,
  ) {
    this.#degraded = primary === null;
  }

  get mode(): StorageMode {
    return this.#degraded ? 'memory' : 'indexeddb';
  }

  #fail(err: unknown) {
    if (this.#degraded) return;
    this.#degraded = true;
    this.events.onProblem(`${describe(err)} ${NOT_SAVED}`);
  }

  async #read<T>(fromPrimary: (s: Store) => Promise<T>, fromMemory: (s: Store) => Promise<T>): Promise<T> {
    if (this.primary && !this.#degraded) {
      try {
        return await fromPrimary(this.primary);
      } catch (err) {
        this.#fail(err);
      }
    }
    return fromMemory(this.#memory);
  }

  async #write(op: (s: Store) => Promise<void>): Promise<void> {
    await op(this.#memory);
    if (!this.primary || this.#degraded) return;
    try {
      await op(this.primary);
    } catch (err) {
      this.#fail(err);
    }
  }

  async #list<T extends { id: string }>(op: (s: Store) => Promise<T[]>, order: (a: T, b: T) => number): Promise<T[]> {
    const mine = await op(this.#memory);
    const stored = this.primary && !this.#degraded ? await this.#read(op, async () => []) : [];
    const byId = new Map(stored.map((r) => [r.id, r]));
    for (const r of mine) byId.set(r.id, r);
    return [...byId.values()].sort(order);
  }

  getSettings = () => this.#read((s) => s.getSettings(), (s) => s.getSettings());
  putSettings: Store['putSettings'] = (v) => this.#write((s) => s.putSettings(v));
  listPlayers = () => this.#read((s) => s.listPlayers(), (s) => s.listPlayers());
  rememberPlayers: Store['rememberPlayers'] = (names, now) => this.#write((s) => s.rememberPlayers(names, now));
  listSessions = () => this.#list((s) => s.listSessions(), (a, b) => b.updatedAt - a.updatedAt);
  getSession: Store['getSession'] = async (id) =>
    (await this.#memory.getSession(id)) ?? this.#read((s) => s.getSession(id), async () => undefined);
  putSession: Store['putSession'] = (v) => this.#write((s) => s.putSession(v));
  deleteSession: Store['deleteSession'] = (id) => this.#write((s) => s.deleteSession(id));
  listHistory: Store['listHistory'] = (game) =>
    this.#list((s) => s.listHistory(game), (a, b) => b.finishedAt - a.finishedAt);
  getHistory: Store['getHistory'] = async (id) =>
    (await this.#memory.getHistory(id)) ?? this.#read((s) => s.getHistory(id), async () => undefined);
  putHistory: Store['putHistory'] = (v) => this.#write((s) => s.putHistory(v));
  deleteHistory: Store['deleteHistory'] = (id) => this.#write((s) => s.deleteHistory(id));
}

/** Opens the app's storage; never throws. Without IndexedDB the app runs in memory and says so. */
export async function openStore(events: StorageEvents): Promise<Store> {
  if (typeof indexedDB === 'undefined') {
    events.onProblem(`This browser offers no storage for the app. ${NOT_SAVED}`);
    return new SafeStore(null, events);
  }
  try {
    const db = await openTablesideDB();
    return new SafeStore(new IdbStore(db, events.onSkip), events);
  } catch (err) {
    const newer = err instanceof DOMException && err.name === 'VersionError';
    events.onProblem(
      newer
        ? `This device holds data saved by a newer version of Tableside; it is kept untouched. Reload to get the update. ${NOT_SAVED}`
        : `Storage could not be opened (private browsing can cause this). ${NOT_SAVED}`,
    );
    return new SafeStore(null, events);
  }
}
