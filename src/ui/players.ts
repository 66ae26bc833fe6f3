/** Player-name rules shared by every game's setup. Names are untrusted text: trimmed, bounded, shown only as text. */
import { NAME_MAX, cleanName, nameKey, nameWithinLength } from '../rules/names';

export { cleanName } from '../rules/names';

/**
 * A cap in UTF-16 units for a name field's maxLength: a name is cut at NAME_MAX whole graphemes
 * (nameWithinLength), and one grapheme, such as a family emoji, can take eleven units.
 */
export const NAME_FIELD_UNITS = NAME_MAX * 12;

/** A name field's input handler: the field never holds more than NAME_MAX graphemes. */
export function keepNameLength(field: HTMLInputElement): string {
  const kept = nameWithinLength(field.value);
  if (kept !== field.value) field.value = kept;
  return kept;
}

/** What is wrong with this list of seats, in plain words, or null. */
export function namesProblem(names: readonly string[], min: number, max: number): string | null {
  if (names.length < min) return `This game needs at least ${min} players; ${names.length} so far.`;
  if (names.length > max) return `This game takes at most ${max} players; remove ${names.length - max}.`;
  const blank = names.findIndex((n) => cleanName(n) === '');
  if (blank >= 0) return `Seat ${blank + 1} has no name yet.`;
  const seen = new Map<string, number>();
  for (const [i, n] of names.entries()) {
    const key = nameKey(cleanName(n));
    const j = seen.get(key);
    if (j !== undefined)
      return `Seats ${j + 1} and ${i + 1} are both called ${cleanName(n)}: add an initial to tell them apart.`;
    seen.set(key, i);
  }
  return null;
}

/** A uniformly random seat, with `random` passed in like everywhere else. */
export function randomSeat(players: number, random: () => number = Math.random): number {
  return Math.min(players - 1, Math.floor(random() * players));
}
