// Shared data for the Parcel Parade tests (not a test file itself).
import type { Parcel } from '../../../src/rules/index.ts';
import type { ParcelSetup } from '../../../src/games/parcel/session.ts';

export const FULL: Parcel[] = ['SUN', 'MOON', 'LEAF', 'KEY'];

/** The rule text's example: Aster and Birch fix each other with one swap (SUN for MOON). */
export function oneSwapDeal(): Parcel[][] {
  return [['SUN', 'SUN', 'LEAF', 'KEY'], ['MOON', 'MOON', 'LEAF', 'KEY'], [...FULL], [...FULL]];
}

export function setupOf(over: Partial<ParcelSetup> = {}): ParcelSetup {
  return {
    names: ['Ana', 'Ben', 'Cy', 'Dee'],
    first: 0,
    variant: 'standard',
    hands: null,
    brisk: false,
    startedAt: 1000,
    ...over,
  };
}
