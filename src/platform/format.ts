import { isolate } from '../storage/names';

/** Dates in the device's own language and style. */
export function formatWhen(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The app's sentences are English; en-GB lists have no comma before "and", as before. Made on first use: the
 * browser's first list format loads its locale data, tens of milliseconds on a phone, which Home never needs.
 */
let and: Intl.ListFormat | undefined;

/** "Ana", "Ana and Ben", "Ana, Ben and Cy", each name isolated (see `isolate`). */
export function listNames(names: readonly string[]): string {
  and ??= new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });
  return and.format(names.map(isolate));
}
