import { describe, expect, it } from 'vitest';
import { relayGameTotal, rulesScoreRange, scoreRoyalRow } from '../../src/rules';

describe('rulesScoreRange', () => {
  it('R7/R9: a Pattern Relay total tops out at two perfect displays', () => {
    expect(rulesScoreRange('relay', 4)).toEqual({ min: 0, max: relayGameTotal(21, 21) });
  });
  it('P6: a parade scores at most one complete hand per player', () => {
    expect(rulesScoreRange('parcel', 5)).toEqual({ min: 0, max: 5 });
  });
  it('C1/C5: each player authors one round, and no award beats 400', () => {
    expect(rulesScoreRange('choices', 3)).toEqual({ min: 0, max: 1200 });
  });
  it('D8: a strong real row scores well inside the Royal Draft bound', () => {
    const row = ['KH', 'QH', 'JH', '10H', '9H', '8H', '7H', '6H', '5H'].map((card) => ({ card, faceUp: true }));
    expect(scoreRoyalRow(row).total).toBeLessThanOrEqual(rulesScoreRange('royal', 2).max);
  });
});
