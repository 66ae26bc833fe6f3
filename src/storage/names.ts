/**
 * What a player's name may be, wherever it comes from (typed at setup, read
 * from a saved record, or from a backup file): untrusted text, trimmed and
 * bounded, without bidi control characters (an unclosed right-to-left
 * override would reverse the rest of a line such as a shared score sheet).
 */
export const NAME_MAX = 20;

// LRE RLE PDF LRO RLO, LRI RLI FSI PDI, LRM RLM ALM.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

export function stripBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

export function cleanName(raw: string): string {
  return stripBidi(raw).replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);
}
