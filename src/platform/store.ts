import { signal } from '@preact/signals';
import type { RecordKind } from '../storage/record-kind';
import type { StorageEvents } from '../storage/safe-store';
import type { StorageMode, Store } from '../storage/types';
import type { RebuildReport } from '../storage/recover';
import { mark } from './marks';

/** Plain-words storage problems, shown in a banner and in Settings. Cleared when saving works again. */
export const storageProblem = signal<string | null>(null);
/** What the user should read once: what was rebuilt from the second copy (and what was not), or that data was lost. */
export const storageNotice = signal<string | RebuildReport | null>(null);
/** Why the games are not in two copies now, or null while they are. */
export const copyProblem = signal<string | null>(null);
/**
 * Records that could not be read and were left out: one entry per record (by kind and id), published once every
 * record has been read (so every screen shows one number from the first), then added to only by new damage.
 */
export const skippedRecords = signal<string[]>([]);
/** Writes not yet acknowledged by storage: 0 means everything on screen is saved. */
export const unsavedWrites = signal(0);
/** Counts the times storage answered after the app had carried on without it: screens then read their lists again. */
export const storageAnsweredLate = signal(0);
/**
 * Where the app is saving, as it is now: null until storage has answered or the wait for it ran out (nothing is
 * claimed meanwhile), 'memory' once it carries on without it, 'indexeddb' when (or once again) it saves.
 */
export const storageMode = signal<StorageMode | null>(null);
/** The answer to navigator.storage.persist(): true, false, or null when not asked or not offered. */
export const persisted = signal<boolean | null>(null);

let settle: { resolve(s: Store): void; reject(err: unknown): void } | undefined;
const loaded = new Promise<Store>((resolve, reject) => (settle = { resolve, reject }));
loaded.catch(() => undefined);

/**
 * The store before its code has arrived: storage (IndexedDB, the second copy,
 * the stats summaries) is a chunk of its own, fetched beside the first paint
 * rather than before it. Each call waits for the real store and goes on there.
 */
const early = new Proxy({} as Store, {
  get(_target, key: keyof Store) {
    if (key === 'mode') return 'indexeddb';
    return (...args: unknown[]) => loaded.then((s) => (s[key] as (...a: unknown[]) => unknown).apply(s, args));
  },
});

let current: Store = early;

/** Methods that change the finished games (and so the first History page and the summaries). */
const HISTORY_WRITES = new Set<PropertyKey>(['putHistory', 'deleteHistory', 'finishSessionIf', 'reopenSessionIf']);
let historyWrites = 0;
/** Goes up when a write to the finished games starts and when it ends: a read begun at another number may be stale. */
export const historyVersion = () => historyWrites;
/** For writes not made through the store (a restore's worker): called when one starts and when it ends. */
export const historyChanged = (): void => void historyWrites++;

/** The store as the app sees it: the same calls, with `historyVersion` moved by every write to the finished games. */
function watched(s: Store): Store {
  return new Proxy(s, {
    get(target, key) {
      const v: unknown = Reflect.get(target, key);
      if (typeof v !== 'function') return v;
      if (!HISTORY_WRITES.has(key)) return v.bind(target);
      return (...args: unknown[]) => {
        historyWrites++;
        return (v.apply(target, args) as Promise<unknown>).finally(() => historyWrites++);
      };
    },
  });
}
let opening: Promise<void> | null = null;

/** The app's store. Usable from the first paint: calls wait for IndexedDB (about 3 s at most). */
export function store(): Store {
  return current;
}

/** Swaps in another store, for component tests. */
export function useTestStore(s: Store): void {
  historyWrites++;
  current = watched(s);
  storageMode.value = s.mode;
  settle?.resolve(s);
  opening = Promise.resolve();
}

const seen = new Set<string>();
let skipped: string[] = [];
let damageChecked = false;

let loadKinds: () => Promise<readonly RecordKind[]> = async () => [];
/** Where the games' record kinds come from (what storage counts of each game's records): set by the app at start. */
export function recordKindsFrom(load: () => Promise<readonly RecordKind[]>): void {
  loadKinds = load;
}

/**
 * Starts opening storage, with the games' record kinds fetched beside its code; the returned promise settles when
 * IndexedDB has answered or the wait ran out.
 */
export function initStore(): Promise<void> {
  opening ??= Promise.all([import('../storage'), loadKinds()]).then(
    ([{ createStore, registerRecordKinds }, list]) => (
      mark('storage-code'),
      registerRecordKinds(list),
      openStore(createStore)
    ),
    (err: unknown) => {
      storageProblem.value =
        'The app could not load its storage code. Reload the page; nothing saved on this device is lost.';
      storageMode.value = 'memory';
      settle?.reject(err);
    },
  );
  return opening;
}

/** Makes the store `make` gives the app's (the storage chunk's `createStore`; tests give their own). */
export function openStore(make: (events: StorageEvents) => Store & { ready: Promise<void> }): Promise<void> {
  opening ??= Promise.resolve();
  const s = make({
    onProblem: (message) => (storageProblem.value = message),
    onRecovered: () => (storageProblem.value = null),
    onSkip: (what, key) => {
      if (seen.has(key)) return;
      seen.add(key);
      skipped = [...skipped, what];
      if (damageChecked) skippedRecords.value = skipped;
    },
    onDamageChecked: () => {
      damageChecked = true;
      skippedRecords.value = skipped;
    },
    onNotice: (message) => (storageNotice.value = message),
    onRebuilt: (report) => (storageNotice.value = report),
    onCopyProblem: (message) => (copyProblem.value = message),
    onWriting: (count) => (unsavedWrites.value = count),
    onLateAnswer: () => {
      storageMode.value = s.mode;
      historyWrites++;
      storageAnsweredLate.value++;
    },
  });
  current = watched(s);
  settle?.resolve(current);
  return s.ready.then(() => {
    // Answered, or carrying on in memory: from here the mode is known (and follows a late answer).
    storageMode.value = s.mode;
    mark('storage-ready');
  });
}

/** The history's paging code, fetched with History's screen so that its first page waits for no fetch. */
export function preloadPaging(): void {
  void initStore()
    .then(() => import('../storage').then((s) => s.preloadPaging()))
    .catch(() => undefined);
}

export async function askPersistence(): Promise<void> {
  try {
    if (!navigator.storage?.persist) return;
    persisted.value = (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    persisted.value = false;
  }
}
