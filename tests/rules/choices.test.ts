import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ZONES,
  CHOICES_AWARDS,
  scoreChoicesPrediction,
  choicesAuthorAward,
  choicesMedian,
  choicesAuthorOrder,
  choicesPatternIssues,
  choicesReaders,
  choicesScoreRound,
  choicesZoneCounts,
  secondsLeft,
  winners,
} from '../../src/rules/index.ts';
import type { ChoicesPattern, Zone } from '../../src/rules/index.ts';
import { deepFreeze, mulberry32 } from './helpers';

const AUTHOR: ChoicesPattern = { a: 'pick', b: 'pick', c: 'reserve', d: 'reserve', e: 'pass', f: 'pass' };
const TILES = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('Pattern of Choices rulings', () => {
  it('C1: players 3..12; the author order is a shuffle of every seat', () => {
    expect(choicesAuthorOrder(3, () => 0)).toEqual([1, 2, 0]);
    expect(choicesAuthorOrder(4, () => 0.999)).toEqual([0, 1, 2, 3]);
    expect([...choicesAuthorOrder(12, mulberry32(5))].sort((x, y) => x - y)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(() => choicesAuthorOrder(2, () => 0)).toThrow('player count 2 is outside 3..12');
    expect(() => choicesAuthorOrder(13, () => 0)).toThrow('player count 13 is outside 3..12');
  });
  it('C1: a random() outside [0, 1) is refused by name', () => {
    expect(() => choicesAuthorOrder(5, () => 1)).toThrow('random() returned 1, not a number in [0, 1)');
    expect(() => choicesAuthorOrder(5, () => Number.NaN)).toThrow('random() returned NaN');
    expect(() => choicesAuthorOrder(5, () => -0.1)).toThrow('random() returned -0.1');
  });
  it('C3: a valid sort is exactly two tiles per zone; each problem is a code with its facts', () => {
    expect(choicesPatternIssues(deepFreeze({ ...AUTHOR }))).toEqual([]);
    expect(choicesPatternIssues({ ...AUTHOR, c: 'pick' })).toEqual([
      { code: 'choices/zone-count', facts: { zone: 'pick', count: 3, needed: 2 } },
      { code: 'choices/zone-count', facts: { zone: 'reserve', count: 1, needed: 2 } },
    ]);
    expect(choicesPatternIssues({ a: 'pick', b: 'pass' }, TILES)).toEqual([
      { code: 'choices/unsorted', facts: { tiles: ['c', 'd', 'e', 'f'] } },
      { code: 'choices/zone-count', facts: { zone: 'pick', count: 1, needed: 2 } },
      { code: 'choices/zone-count', facts: { zone: 'reserve', count: 0, needed: 2 } },
      { code: 'choices/zone-count', facts: { zone: 'pass', count: 1, needed: 2 } },
    ]);
  });
  it('C3: the same problems as codes and facts, for the game layer to word', () => {
    expect(choicesPatternIssues(deepFreeze({ ...AUTHOR }), TILES)).toEqual([]);
    expect(choicesPatternIssues({ a: 'pick', b: 'pass', c: undefined, x: 'pick' }, TILES)).toEqual([
      { code: 'choices/unsorted', facts: { tiles: ['c', 'd', 'e', 'f'] } },
      { code: 'choices/foreign-tiles', facts: { tiles: ['x'] } },
      { code: 'choices/zone-count', facts: { zone: 'reserve', count: 0, needed: 2 } },
      { code: 'choices/zone-count', facts: { zone: 'pass', count: 1, needed: 2 } },
    ]);
    expect(choicesPatternIssues({ ...AUTHOR, f: 'maybe' as Zone })).toEqual([
      { code: 'choices/unknown-zone', facts: { tile: 'f', zone: 'maybe' } },
      { code: 'choices/zone-count', facts: { zone: 'pass', count: 1, needed: 2 } },
    ]);
    expect(choicesPatternIssues({ a: 'pick' })).toContainEqual({
      code: 'choices/tile-count',
      facts: { count: 1, needed: 6 },
    });
    expect(choicesZoneCounts({ a: 'pick', b: 'pick', c: 'pass', d: undefined })).toEqual({
      pick: 2,
      reserve: 0,
      pass: 1,
    });
  });
  it("C4, C9: readers go clockwise from the author's left, every seat but the author's", () => {
    expect(choicesReaders(3, 0)).toEqual([1, 2]);
    expect(choicesReaders(5, 3)).toEqual([4, 0, 1, 2]);
    expect(choicesReaders(12, 11)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(() => choicesReaders(4, 4)).toThrow('seat 4 does not exist at 4 players');
    expect(() => choicesReaders(2, 0)).toThrow('player count 2 is outside 3..12');
  });
  it('C3: an author who does not confirm in time scores nobody anything', () => {
    expect(choicesScoreRound(null, null, [{ ...AUTHOR }, null])).toEqual({
      readers: [
        { correct: 0, award: 0 },
        { correct: 0, award: 0 },
      ],
      authorAward: 0,
    });
  });
  it("C3: the anchor must be one of the author's Pick first tiles", () => {
    expect(() => scoreChoicesPrediction(AUTHOR, 'c', AUTHOR)).toThrow(
      'anchor "c" is in "reserve", not pick, in the author pattern',
    );
    expect(() => scoreChoicesPrediction(AUTHOR, 'z', AUTHOR)).toThrow('anchor "z" is not one of the author\'s tiles');
  });
  it('C4: a missing prediction scores 0', () => {
    expect(scoreChoicesPrediction(deepFreeze({ ...AUTHOR }), 'a', null)).toEqual({ correct: 0, award: 0 });
  });
  it('C4: the anchor stays locked in Pick first in a prediction', () => {
    const moved: ChoicesPattern = { a: 'reserve', b: 'pick', c: 'pick', d: 'reserve', e: 'pass', f: 'pass' };
    expect(() => scoreChoicesPrediction(AUTHOR, 'a', moved)).toThrow(
      'anchor "a" is in "reserve", not pick, in the prediction',
    );
  });
  it('C4: a prediction must be a 2/2/2 sort of the same six tiles', () => {
    expect(() => scoreChoicesPrediction(AUTHOR, 'a', { ...AUTHOR, c: 'pass' })).toThrow(
      /prediction .* is not a 2\/2\/2 sort of six tiles/,
    );
    const other: ChoicesPattern = { a: 'pick', b: 'pick', c: 'reserve', d: 'reserve', e: 'pass', g: 'pass' };
    expect(() => scoreChoicesPrediction(AUTHOR, 'a', other)).toThrow(
      'prediction tile "g" is not one of the author\'s tiles',
    );
    expect(() => scoreChoicesPrediction({ ...AUTHOR, f: 'maybe' as Zone }, 'a', AUTHOR)).toThrow(
      /author pattern .* is not a 2\/2\/2 sort/,
    );
    expect(() => scoreChoicesPrediction({ a: 'pick' }, 'a', null)).toThrow('choices/tile-count {"count":1,"needed":6}');
  });
  it('C5: 60 per correct non-anchor tile, plus 100 for all five', () => {
    expect(scoreChoicesPrediction(AUTHOR, 'a', AUTHOR)).toEqual({ correct: 5, award: 400 });
    // b and c swapped: 3 correct
    expect(
      scoreChoicesPrediction(AUTHOR, 'a', { a: 'pick', b: 'reserve', c: 'pick', d: 'reserve', e: 'pass', f: 'pass' }),
    ).toEqual({ correct: 3, award: 180 });
    // reserve and pass swapped: 1 correct (b)
    expect(
      scoreChoicesPrediction(AUTHOR, 'a', { a: 'pick', b: 'pick', c: 'pass', d: 'pass', e: 'reserve', f: 'reserve' }),
    ).toEqual({ correct: 1, award: 60 });
    // b->reserve, c->pass, e->pick: d, f right
    expect(
      scoreChoicesPrediction(AUTHOR, 'a', { a: 'pick', b: 'reserve', c: 'pass', d: 'reserve', e: 'pick', f: 'pass' }),
    ).toEqual({ correct: 2, award: 120 });
    // nothing right
    expect(
      scoreChoicesPrediction(AUTHOR, 'a', { a: 'pick', b: 'pass', c: 'pick', d: 'pass', e: 'reserve', f: 'reserve' }),
    ).toEqual({ correct: 0, award: 0 });
  });
  it('C6: the author gets the median of reader awards, zeros included', () => {
    expect(choicesAuthorAward([0, 400, 60])).toBe(60);
    expect(choicesAuthorAward([0, 0, 400])).toBe(0);
    expect(choicesAuthorAward([180])).toBe(180);
  });
  it('C6: with an even number of readers the two middle values are averaged', () => {
    expect(choicesAuthorAward([0, 400])).toBe(200);
    expect(choicesAuthorAward([60, 0, 400, 120])).toBe(90);
    expect(choicesAuthorAward(deepFreeze([400, 400, 0, 0]))).toBe(200);
  });
  it('C6: no readers gives 0; a negative or non-number award throws', () => {
    expect(choicesAuthorAward([])).toBe(0);
    expect(() => choicesAuthorAward([60, -60])).toThrow('reader award -60 is not a finite number of at least 0');
    expect(() => choicesAuthorAward([Number.NaN])).toThrow('reader award NaN');
    expect(choicesMedian([5, 1, 3, 2])).toBe(2.5);
  });
  it('C6: a whole round: readers scored, missing readers 0, author the median', () => {
    const r = choicesScoreRound(AUTHOR, 'a', [
      AUTHOR,
      null,
      { a: 'pick', b: 'pick', c: 'pass', d: 'pass', e: 'reserve', f: 'reserve' },
    ]);
    expect(r).toEqual({
      readers: [
        { correct: 5, award: 400 },
        { correct: 0, award: 0 },
        { correct: 1, award: 60 },
      ],
      authorAward: 60,
    });
  });
  it('C8: time left comes from an absolute deadline (a reader’s 40 s, C4)', () => {
    const deadline = 1_000_000 + 40_000;
    expect(secondsLeft(deadline, 1_000_000)).toBe(40);
    expect(secondsLeft(deadline, 1_039_500)).toBe(1);
    expect(secondsLeft(deadline, 2_000_000)).toBe(0);
    expect(() => secondsLeft(Number.NaN, 0)).toThrow('deadline NaN is not a finite time');
  });
  it('C10: highest total wins; tied leaders share', () => {
    expect(winners([400, 580, 580, 120])).toEqual([1, 2]);
    expect(winners([0, 0, 0])).toEqual([0, 1, 2]);
  });
});

// ---- properties ----

/** A random 2/2/2 sort of six tiles: a permutation of the zones. */
const patternArb: fc.Arbitrary<ChoicesPattern> = fc
  .shuffledSubarray(['pick', 'pick', 'reserve', 'reserve', 'pass', 'pass'] as Zone[], { minLength: 6, maxLength: 6 })
  .map((zones) => Object.fromEntries(TILES.map((t, i) => [t, zones[i]!])));

describe('Pattern of Choices properties', () => {
  it('C5: a reader award is one of 0, 60, 120, 180, 400 and never comes from four correct tiles', () => {
    fc.assert(
      fc.property(patternArb, patternArb, fc.nat(), (author, pred, k) => {
        const picks = TILES.filter((t) => author[t] === 'pick');
        const anchor = picks[k % 2]!;
        fc.pre(pred[anchor] === 'pick');
        const r = scoreChoicesPrediction(deepFreeze(author), anchor, deepFreeze(pred));
        expect([0, 60, 120, 180, 400]).toContain(r.award); // C5
        expect([0, 1, 2, 3, 5]).toContain(r.correct);
        // Hand-computed from C5: 0, 60, 120, 180 and 60 * 5 + 100.
        expect(r.award).toBe(({ 0: 0, 1: 60, 2: 120, 3: 180, 5: 400 } as Record<number, number>)[r.correct]);
        // Matching is symmetric: reading the author's sort against the prediction scores the same.
        expect(scoreChoicesPrediction(pred, anchor, author)).toEqual(r);
      }),
    );
  });
  it('C5: over all 30 predictions around anchor a, awards come out 1x400, 8x180, 8x120, 9x60, 4x0 (counted by hand)', () => {
    // The reader places b..f: one more Pick first tile, then two of the remaining four in Keep in reserve.
    const tally: Record<number, number> = {};
    for (const pick of ['b', 'c', 'd', 'e', 'f']) {
      const rest = ['b', 'c', 'd', 'e', 'f'].filter((t) => t !== pick);
      for (let i = 0; i < rest.length; i++) {
        for (let j = i + 1; j < rest.length; j++) {
          const pred: ChoicesPattern = { a: 'pick', [pick]: 'pick' };
          rest.forEach((t, k) => (pred[t] = k === i || k === j ? 'reserve' : 'pass'));
          const { award } = scoreChoicesPrediction(AUTHOR, 'a', pred);
          tally[award] = (tally[award] ?? 0) + 1;
        }
      }
    }
    expect(tally).toEqual({ 400: 1, 180: 8, 120: 8, 60: 9, 0: 4 });
  });
  it('C6: the author award lies between the lowest and highest reader award', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CHOICES_AWARDS), { minLength: 2, maxLength: 11 }), (awards) => {
        const a = choicesAuthorAward(deepFreeze(awards));
        expect(a).toBeGreaterThanOrEqual(Math.min(...awards));
        expect(a).toBeLessThanOrEqual(Math.max(...awards));
        const sorted = [...awards].sort((x, y) => x - y);
        const below = sorted.filter((x) => x < a).length;
        const above = sorted.filter((x) => x > a).length;
        expect(below).toBeLessThanOrEqual(awards.length / 2);
        expect(above).toBeLessThanOrEqual(awards.length / 2);
      }),
    );
  });
  it('C1: choicesAuthorOrder is a permutation for any random() in [0, 1)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (n, values) => {
          let i = 0;
          const order = choicesAuthorOrder(n, () => values[i++ % values.length]!);
          expect([...order].sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, s) => s));
        },
      ),
    );
  });
  it('C3: a sort has exactly three zones, two tiles each: a tile in any other zone is an issue', () => {
    const sort = { 0: 'pick', 1: 'pick', 2: 'reserve', 3: 'reserve', 4: 'pass', 5: 'pass' } as const;
    expect(choicesPatternIssues(sort)).toEqual([]);
    expect(choicesPatternIssues({ ...sort, 5: 'maybe' as never })).toContainEqual({
      code: 'choices/unknown-zone',
      facts: { tile: '5', zone: 'maybe' },
    });
    for (const z of ZONES) expect(choicesPatternIssues({ ...sort, 0: z, 1: z, 2: z })).not.toEqual([]);
  });
});
