import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { andList, commaList, isolate, listNames, orList, plural, stripBidi } from '../../src/text/words';

describe('the app’s English', () => {
  it('joins a list as a sentence ends one, without a comma before "and"', () => {
    expect(andList([])).toBe('');
    expect(andList(['a'])).toBe('a');
    expect(andList(['a', 'b'])).toBe('a and b');
    expect(andList(['a', 'b', 'c'])).toBe('a, b and c');
    expect(andList(['round 1 Cy', 'round 2 Ana', 'round 3 Ben', 'round 4 Cy'])).toBe(
      'round 1 Cy, round 2 Ana, round 3 Ben and round 4 Cy',
    );
  });

  it('joins choices with "or"', () => {
    expect(orList([0, 60, 120, 180, 400])).toBe('0, 60, 120, 180 or 400');
    expect(orList(['a', 'b'])).toBe('a or b');
  });

  it('joins a row of items with commas alone', () => {
    expect(commaList([])).toBe('');
    expect(commaList(['Ana 3'])).toBe('Ana 3');
    expect(commaList(['Ana 3', 'Ben 2', 'Cy 0'])).toBe('Ana 3, Ben 2, Cy 0');
  });

  it('counts with the singular only for one', () => {
    expect(plural(0, 'card')).toBe('0 cards');
    expect(plural(1, 'card')).toBe('1 card');
    expect(plural(2, 'card')).toBe('2 cards');
    expect(plural(1, 'game in progress', 'games in progress')).toBe('1 game in progress');
    expect(plural(12, 'game in progress', 'games in progress')).toBe('12 games in progress');
    fc.assert(
      fc.property(fc.nat(100_000), (n) => {
        expect(plural(n, 'swap')).toBe(n === 1 ? '1 swap' : `${n} swaps`);
      }),
    );
  });

  it('isolates a name (FSI ... PDI) without the bidi controls it carried, and lists names so', () => {
    expect(isolate('\u202EAna\u2066')).toBe('\u2068Ana\u2069');
    expect(listNames(['Ana', 'דנה'])).toBe('\u2068Ana\u2069 and \u2068דנה\u2069');
    expect(stripBidi(listNames(['Ana', 'Ben', 'Cy']))).toBe('Ana, Ben and Cy');
  });
});
