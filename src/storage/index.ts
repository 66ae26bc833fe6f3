export { createStore, openStore, SafeStore } from './safe-store';
export type { StorageEvents, StoreOptions } from './safe-store';
export { MemoryStore } from './memory-store';
export * from './types';
export { makeBackup } from './backup';
