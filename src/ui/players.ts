/** Player-name rules shared by every game's setup. Names are untrusted text: trimmed, bounded, shown only as text. */
import { NAME_MAX, cleanName, nameKey, nameWithinLength } from '../rules/names';
import { plural, t } from '@lingui/core/macro';
import { isolate } from '../text/words';

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
  const count = names.length;
  if (count < min)
    return plural(min, {
      one: `This game needs at least # player; ${count} so far.`,
      other: `This game needs at least # players; ${count} so far.`,
    });
  if (count > max) {
    const extra = count - max;
    return plural(max, {
      one: `This game takes at most # player; remove ${extra}.`,
      other: `This game takes at most # players; remove ${extra}.`,
    });
  }
  const blank = names.findIndex((n) => cleanName(n) === '') + 1;
  if (blank > 0) return t`Seat ${blank} has no name yet.`;
  const seen = new Map<string, number>();
  for (const [i, n] of names.entries()) {
    const key = nameKey(cleanName(n));
    const j = seen.get(key);
    if (j !== undefined) {
      const [first, second, name] = [j + 1, i + 1, isolate(cleanName(n))];
      return t`Seats ${first} and ${second} are both called ${name}: add an initial to tell them apart.`;
    }
    seen.set(key, i);
  }
  return null;
}

/** A uniformly random seat, with `random` passed in like everywhere else. */
export function randomSeat(players: number, random: () => number = Math.random): number {
  return Math.min(players - 1, Math.floor(random() * players));
}
