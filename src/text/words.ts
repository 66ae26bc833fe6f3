// Lists, numbers and names inside sentences, in the language the app speaks (src/text/i18n.ts).
// Pure: no DOM, no storage. Sentences themselves are messages (the `t` macro); these fill their placeholders.
import { intlLocale } from './i18n';

// Each format is made on first use in a language: a browser's first list format loads its locale data,
// tens of milliseconds on a phone, which the start (Home, storage) never needs.
const formats = new Map<string, Intl.ListFormat | Intl.NumberFormat>();
const format = <F extends Intl.ListFormat | Intl.NumberFormat>(key: string, make: (l: string) => F): F => {
  const l = intlLocale();
  let f = formats.get(`${key}:${l}`) as F | undefined;
  if (!f) formats.set(`${key}:${l}`, (f = make(l)));
  return f;
};

/** "A", "A and B", "A, B and C" ("A, B und C", "A、B、C"). */
export const andList = (parts: readonly string[]): string =>
  format('and', (l) => new Intl.ListFormat(l, { style: 'long', type: 'conjunction' })).format(parts);

/** "A", "A or B", "A, B or C". */
export const orList = (parts: readonly (string | number)[]): string =>
  format('or', (l) => new Intl.ListFormat(l, { style: 'long', type: 'disjunction' })).format(parts.map(String));

/** "A, B, C": a list that is not a sentence's last words, like a row of scores. */
export const commaList = (parts: readonly string[]): string =>
  format('commas', (l) => new Intl.ListFormat(l, { style: 'short', type: 'unit' })).format(parts);

/** A number as the reader writes it ("1,234", "1.234", "1 234"). */
export const num = (n: number): string => format('num', (l) => new Intl.NumberFormat(l)).format(n);

/** A number with at most one decimal ("7", "7.5", "7,5"). */
export const decimal = (n: number): string =>
  format('decimal', (l) => new Intl.NumberFormat(l, { maximumFractionDigits: 1 })).format(n);

/** A share of 1 as a whole percentage ("67%", "67 %"). */
export const percent = (share: number): string =>
  format('percent', (l) => new Intl.NumberFormat(l, { style: 'percent' })).format(share);

let plurals: Intl.PluralRules | undefined;

/**
 * English only, being replaced: "1 card", "3 cards". New words count with the `plural` macro inside a message,
 * which gives every language its own forms (Polish: 1 gra, 2 gry, 5 gier).
 */
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
