import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { winners, seatAfter, seatsFrom, shuffle, countWord, seatLabel, RULES_LIMITS } from '../../src/rules/index.ts';
import { deepFreeze, mulberry32 } from './helpers';

describe('shared rules helpers', () => {
  it('R9/C10: winners lists every seat with the top total, ascending', () => {
    expect(winners(deepFreeze([30, 42, 17, 42]))).toEqual([1, 3]);
    expect(winners([5])).toEqual([0]);
    expect(winners([-3, -1, -1])).toEqual([1, 2]);
    expect(winners([])).toEqual([]);
  });
  it('winners throws naming a total that is not a finite number', () => {
    expect(() => winners([1, Number.NaN])).toThrow('total NaN at seat 1 is not a finite number');
    expect(() => winners([1, '2' as unknown as number])).toThrow('total "2" at seat 1 is not a finite number');
    expect(() => winners(null as unknown as number[])).toThrow('totals null is not a list');
  });
  it('seat arithmetic wraps both ways', () => {
    expect(seatAfter(5, 4, 1)).toBe(0);
    expect(seatAfter(5, 0, -1)).toBe(4);
    expect(seatAfter(5, 1, -7)).toBe(4);
    expect(seatsFrom(4, 2)).toEqual([2, 3, 0, 1]);
  });
  it('player ranges per game', () => {
    expect(RULES_LIMITS).toEqual({
      relay: { min: 3, max: 6 },
      parcel: { min: 3, max: 8 },
      royal: { min: 2, max: 5 },
      choices: { min: 3, max: 12 },
    });
  });
  it('plain-words helpers', () => {
    expect(countWord(2)).toBe('two');
    expect(countWord(13)).toBe('13');
    expect(seatLabel(0)).toBe('seat 1');
    expect(seatLabel(1, ['Ana', 'Ben'])).toBe('Ben');
    expect(seatLabel(2, ['Ana', 'Ben'])).toBe('seat 3');
  });
  it('shuffle returns a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (xs, seed) => {
        const input = deepFreeze([...xs]);
        const out = shuffle(input, mulberry32(seed));
        expect([...out].sort((a, b) => a - b)).toEqual([...xs].sort((a, b) => a - b));
        expect(input).toEqual(xs);
      }),
    );
  });
  it('winners: every winner has the maximum and every maximum is a winner', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 12 }), (totals) => {
        const w = winners(totals);
        const max = Math.max(...totals);
        expect(w).toEqual(totals.flatMap((t, i) => (t === max ? [i] : [])));
      }),
    );
  });
});
