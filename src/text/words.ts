// The app's English in one place, for the games, the screens and the server:
// lists, plurals and names inside sentences. Pure: no DOM, no storage.

// Each format is made on first use: a browser's first list format loads its locale data, tens of milliseconds
// on a phone, which the start (Home, storage) never needs.
let and: Intl.ListFormat | undefined;
let or: Intl.ListFormat | undefined;
let commas: Intl.ListFormat | undefined;
let plurals: Intl.PluralRules | undefined;

/** "A", "A and B", "A, B and C" (British style: no comma before "and"). */
export const andList = (parts: readonly string[]): string =>
  (and ??= new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' })).format(parts);

/** "A", "A or B", "A, B or C". */
export const orList = (parts: readonly (string | number)[]): string =>
  (or ??= new Intl.ListFormat('en-GB', { style: 'long', type: 'disjunction' })).format(parts.map(String));

/** "A, B, C": a list that is not a sentence's last words, like a row of scores. */
export const commaList = (parts: readonly string[]): string =>
  (commas ??= new Intl.ListFormat('en-GB', { style: 'short', type: 'unit' })).format(parts);

/** "1 card", "3 cards", "0 cards"; `many` for irregular plurals ("1 game in progress", "2 games in progress"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${(plurals ??= new Intl.PluralRules('en')).select(n) === 'one' ? one : many}`;
}

// LRE RLE PDF LRO RLO, LRI RLI FSI PDI, LRM RLM ALM.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Text without bidi controls: what leaves the app (share, copy, files). */
export function stripBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A name set inside a sentence, isolated (FSI ... PDI) so that a right-to-left
 * name, or anything left open in it, cannot reorder the words around it. Every
 * sentence that names a player takes the name through here; on screen the
 * isolation hook (ui/isolation.ts) draws it as <bdi>, and text that leaves the
 * app goes through `stripBidi`.
 */
export function isolate(name: string): string {
  return `${FSI}${stripBidi(name)}${PDI}`;
}

/** Names in a sentence's list: "Ana", "Ana and Ben", "Ana, Ben and Cy", each isolated. */
export const listNames = (names: readonly string[]): string => andList(names.map(isolate));
