import { isolate } from '../storage/names';

/** Dates in the device's own language and style. */
export function formatWhen(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The app's sentences are English; en-GB lists have no comma before "and", as before. */
const AND = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "Ana", "Ana and Ben", "Ana, Ben and Cy", each name isolated (see `isolate`). */
export function listNames(names: readonly string[]): string {
  return AND.format(names.map(isolate));
}
