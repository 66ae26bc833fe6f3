import { NAME_MAX, playerName } from '../rules/names';

export { NAME_MAX };

/**
 * What a player's name may be, wherever it comes from (typed at setup, read
 * from a saved record, or from a backup file): the rules core's `playerName`
 * (no controls or bidi overrides: an unclosed right-to-left override would
 * reverse the rest of a line such as a shared score sheet), '' when nothing
 * visible is left.
 */
export function cleanName(raw: string): string {
  return playerName(raw) ?? '';
}
