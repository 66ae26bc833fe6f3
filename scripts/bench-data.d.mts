// Types for bench-data.mjs, which the e2e tests import to fill a large history.
export function makeRecords(count: number, seed: number, idPrefix: string, lean?: boolean): object[];
/** In the page (with globalThis.benchMakeRecords set): a version-2 database holding `count` games and 12 names. */
export function fillV2(arg: { count: number }): Promise<void>;
