// LRE RLE PDF LRO RLO, LRI RLI FSI PDI, LRM RLM ALM.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

export function stripBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A name set inside a sentence, isolated (FSI ... PDI) so that a right-to-left
 * name, or anything left open in it, cannot reorder the words around it. Every
 * sentence that names a player takes the name through here; text that leaves
 * the app (share, copy, history records) goes through `stripBidi`.
 */
export function isolate(name: string): string {
  return `${FSI}${stripBidi(name)}${PDI}`;
}

const LETTER = /[\p{L}\p{N}]/u;

/**
 * A stored sentence (a history line, a summary written by any version) with
 * each of the game's player names isolated where it stands as a whole word;
 * longer names first, so "Ann" never splits "Anna".
 */
export function isolateNames(text: string, names: readonly string[]): string {
  const plain = stripBidi(text);
  const wanted = [...new Set(names.map(stripBidi).filter(Boolean))].sort((a, b) => b.length - a.length);
  let out = '';
  let i = 0;
  outer: while (i < plain.length) {
    for (const n of wanted) {
      if (!plain.startsWith(n, i)) continue;
      const before = plain[i - 1] ?? '';
      const after = plain[i + n.length] ?? '';
      if (LETTER.test(before) || LETTER.test(after)) continue;
      out += isolate(n);
      i += n.length;
      continue outer;
    }
    out += plain.charAt(i);
    i += 1;
  }
  return out;
}
