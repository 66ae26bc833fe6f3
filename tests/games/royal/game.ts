// The 3-player game used by the session test and mirrored by tests/e2e/royal.e2e.ts.
export const PLAYERS = ['Ana', 'Ben', 'Cy'];
export const STARTERS = ['KC', 'JOKER', 'KH'];
/** Per round: cards in the order taken (turn order, the dealer's two last), then the discard (null = unseen). */
export const ROUNDS: { takes: string[]; discard: string | null; dealer: string; order: string[] }[] = [
  { order: ['Ben', 'Ana', 'Cy'], dealer: 'Cy', takes: ['3C', 'KD', 'QH', '10H'], discard: '2S' },
  { order: ['Ben', 'Cy', 'Ana'], dealer: 'Ana', takes: ['7C', '9H', '2D', '5S'], discard: null },
  { order: ['Ana', 'Ben', 'Cy'], dealer: 'Cy', takes: ['5C', '9D', '8H', '6H'], discard: '4S' },
  { order: ['Ana', 'Cy', 'Ben'], dealer: 'Ben', takes: ['3D', '7H', '2C', '2H'], discard: '10S' },
  { order: ['Ben', 'Ana', 'Cy'], dealer: 'Cy', takes: ['4H', 'QD', '5H', 'AH'], discard: 'JS' },
];
/** Hand-counted D8 totals: Ana 9 royal + 6 sets; Ben 4 joker + 4 sets; Cy 14 royal + 7 sets. */
export const TOTALS = { Ana: 15, Ben: 8, Cy: 21 };
