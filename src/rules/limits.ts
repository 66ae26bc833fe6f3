// The widest score each game can produce, for checking stored and imported
// records (a backup file is untrusted). Loose where the exact maximum needs a
// search, but never narrower than a real game.
import { RULES_LIMITS } from './common';
import { CHOICES_AWARDS } from './choices';
import { RANKS, SUITS } from './royal';

export type RulesGame = keyof typeof RULES_LIMITS;

/** R7: three columns of 3, two rows of 4 and all textures 4 = 21 for one display; R9 adds two rounds. */
const RELAY_DISPLAY_MAX = 21;

/** D8 upper bound: every face card counts every face-up card of its suit, plus sets, plus 2 per face-down card. */
function royalMax(): number {
  const cards = RANKS.length * SUITS.length;
  const faceCards = 3 * SUITS.length;
  return faceCards * RANKS.length + (cards + 1) + 2 * cards;
}

/** Smallest and largest score one player (or, in Parcel Parade, the group) can finish with. */
export function rulesScoreRange(game: RulesGame, players: number): { min: number; max: number } {
  switch (game) {
    case 'relay':
      return { min: 0, max: 2 * RELAY_DISPLAY_MAX };
    case 'parcel':
      return { min: 0, max: players }; // P6: complete hands
    case 'royal':
      return { min: 0, max: royalMax() };
    case 'choices':
      // C1: everyone authors once; C5/C6: no award beats the top reader award.
      return { min: 0, max: players * Math.max(...CHOICES_AWARDS) };
  }
}
