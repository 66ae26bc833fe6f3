import { describe, expect, it } from 'vitest';
import { parcelWord, routeName } from '../../src/ui/terms';

describe('the games’ terms in English', () => {
  it('P2: the four route cards are clockwise one, counterclockwise one, clockwise two, counterclockwise two', () => {
    expect([1, 2, 3, 4].map((r) => routeName(r as 1))).toEqual([
      'clockwise one',
      'counterclockwise one',
      'clockwise two',
      'counterclockwise two',
    ]);
  });
  it('P1: the four symbols are printed SUN, MOON, LEAF and KEY', () => {
    expect((['SUN', 'MOON', 'LEAF', 'KEY'] as const).map(parcelWord)).toEqual(['SUN', 'MOON', 'LEAF', 'KEY']);
  });
});
