export { createStore, openStore, SafeStore } from './safe-store';
export type { StorageEvents, StoreOptions } from './safe-store';
export { MemoryStore } from './memory-store';
export * from './types';
/** Fetches the paging and restoring code (a lazy chunk) ahead of the screen that first pages the history. */
export const preloadPaging = (): Promise<unknown> => import('./idb-pages');
