export { createStore } from './safe-store';
export { registerRecordKinds } from './record-kind';
export * from './types';
/** Fetches History's paging code (a lazy chunk) ahead of the screen that first pages the history. */
export const preloadPaging = (): Promise<unknown> => import('./idb-pages');
