// Sentences isolate each player's name (FSI ... PDI, see isolate in
// src/text/words.ts); these read text as a person sees it, without the marks.
import { stripBidi } from '../src/text/words';

/** The text without bidi marks. */
export const plain = (text: string | null | undefined): string => stripBidi(text ?? '');

/** A query option (getByText and the like): match the text as read, without the marks. */
export const asRead = { normalizer: (text: string) => stripBidi(text).trim().replace(/\s+/g, ' ') };

/** An accessible-name matcher for getByRole that ignores the marks. */
export const named =
  (want: string | RegExp) =>
  (name: string): boolean =>
    typeof want === 'string' ? stripBidi(name) === want : want.test(stripBidi(name));
