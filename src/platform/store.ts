import { signal } from '@preact/signals';
import { MemoryStore, openStore } from '../storage';
import type { Store } from '../storage';

/** Plain-words storage problems, shown in a banner and in Settings. */
export const storageProblem = signal<string | null>(null);
/** Records that could not be read and were left out, by kind. */
export const skippedRecords = signal<string[]>([]);
/** The answer to navigator.storage.persist(): true, false, or null when not asked or not offered. */
export const persisted = signal<boolean | null>(null);

let current: Store = new MemoryStore();
let opening: Promise<Store> | null = null;

/** The app's store. Until `initStore` resolves this is an in-memory one. */
export function store(): Store {
  return current;
}

/** Swaps in another store, for component tests. */
export function useTestStore(s: Store): void {
  current = s;
  opening = Promise.resolve(s);
}

export function initStore(): Promise<Store> {
  opening ??= openStore({
    onProblem: (message) => (storageProblem.value = message),
    onSkip: (what) => (skippedRecords.value = [...skippedRecords.value, what]),
  }).then((s) => (current = s));
  return opening;
}

export async function askPersistence(): Promise<void> {
  try {
    if (!navigator.storage?.persist) return;
    persisted.value = (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    persisted.value = false;
  }
}
