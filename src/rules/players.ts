// How many may play each game: a module of its own, since Home names the ranges and the first load should
// carry nothing else of the rules core. Pure.

/** Player ranges per game (RULINGS R1, P1, D1, C1). */
export const RULES_LIMITS = {
  relay: { min: 3, max: 6 },
  parcel: { min: 3, max: 8 },
  royal: { min: 2, max: 5 },
  choices: { min: 3, max: 12 },
} as const;
