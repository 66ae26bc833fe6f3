import { createStore } from '../../src/storage/safe-store';
import type { SafeStore, StorageEvents, StoreOptions } from '../../src/storage/safe-store';

/** Opens the app's storage and waits until IndexedDB has answered (or the wait ran out). */
export async function openStore(events: StorageEvents, opts: StoreOptions = {}): Promise<SafeStore> {
  const store = createStore(events, opts);
  await store.ready;
  return store;
}
