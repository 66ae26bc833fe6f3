/** Dates in the device's own language and style. */
export function formatWhen(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The app's sentences are English; en-GB lists have no comma before "and", as before. */
const AND = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "Ana", "Ana and Ben", "Ana, Ben and Cy" */
export function listNames(names: readonly string[]): string {
  return AND.format(names);
}

/** Any words joined the same way ("round 1 Ana, round 2 Ben and round 3 Cy"). */
export const listWords = listNames;
