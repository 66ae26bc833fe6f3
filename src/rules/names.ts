// What a player's name may be, for every game and for the online table alike:
// untrusted text from a keyboard, a stored record, a backup file or a phone
// on the network. Pure (Intl.Segmenter only), so the phones and the server
// use the very same function.

/** Longest name, in whole graphemes (what a reader sees as one character). */
export const NAME_MAX = 20;

const ZWJ = '\u200D';
/**
 * Controls (C0 and C1), format characters (bidi controls, zero-width spaces,
 * BOM...), line and paragraph separators, and the Hangul fillers (letters
 * that show nothing).
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/gu;
/** The hidden characters that break a line or a word: they become a space. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/;
/** Characters that show nothing of their own: the hidden ones, variation selectors, the grapheme joiner, Hangul fillers. */
// The grapheme joiner (U+034F) stands alone: in a class with others it reads as a combining mark.
const INVISIBLE = /\u034F|\p{Variation_Selector}|[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** What may sit between a pictograph and a joiner: a variation selector or a skin tone. */
const EMOJI_TAIL = /^(?:\uFE0E|\uFE0F|\p{Emoji_Modifier})$/u;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** True when the joiner at `at` joins two pictographs (an emoji sequence such as a family or a profession). */
function joinsEmoji(text: string, at: number): boolean {
  // A pictograph's tail is a code point or two, so a short look back is enough (and a name of many joiners stays linear).
  const before = Array.from(text.slice(Math.max(0, at - 16), at));
  while (before.length > 0 && EMOJI_TAIL.test(before[before.length - 1]!)) before.pop();
  const after = String.fromCodePoint(text.codePointAt(at + 1) ?? 0);
  return PICTOGRAPH.test(before[before.length - 1] ?? '') && PICTOGRAPH.test(after);
}

/**
 * A name as it may be shown and stored, or null when nothing visible is left:
 * NFC, every control and format character taken out (a joiner inside an emoji
 * sequence stays; a line break or tab becomes a space), runs of spaces made
 * one, trimmed, and cut at NAME_MAX whole graphemes (never inside an emoji).
 */
export function playerName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const nfc = raw.normalize('NFC');
  const shown = nfc.replace(HIDDEN, (ch: string, at: number) =>
    ch === ZWJ && joinsEmoji(nfc, at) ? ch : BREAKS.test(ch) ? ' ' : '',
  );
  const tidy = shown.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!VISIBLE.test(tidy)) return null;
  return nameWithinLength(tidy).trim();
}

/** The first NAME_MAX graphemes of `text`, never half an emoji (only those are read, however long the text). */
export function nameWithinLength(text: string): string {
  let count = 0;
  for (const { index } of segmenter.segment(text)) if (count++ === NAME_MAX) return text.slice(0, index);
  return text;
}

/** A name as `playerName` cleans it, '' when nothing visible is left (a form's field, a stored or restored record). */
export function cleanName(raw: string): string {
  return playerName(raw) ?? '';
}

/** What two names are compared by (one table never seats two of the same): case folded, invisible characters removed. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().toUpperCase().toLowerCase();
}
