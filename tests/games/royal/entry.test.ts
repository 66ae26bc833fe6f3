import { describe, expect, it } from 'vitest';
import { parseEntry } from '../../../src/games/royal/entry';

describe('quick card entry', () => {
  it('reads codes in any case, with spaces or suit signs', () => {
    expect(parseEntry('10d')).toEqual({ card: '10D' });
    expect(parseEntry(' q h ')).toEqual({ card: 'QH' });
    expect(parseEntry('7♣')).toEqual({ card: '7C' });
    expect(parseEntry('Joker')).toEqual({ card: 'JOKER' });
  });

  it('explains codes that are not cards', () => {
    expect(parseEntry('11H')).toEqual({ error: expect.stringContaining('there is no rank "11"') });
    expect(parseEntry('ZZ')).toEqual({ error: expect.stringContaining('"ZZ" is not a card: it does not end in a suit') });
    expect(parseEntry('1D')).toEqual({ error: expect.stringContaining('no rank "1"') });
    expect(parseEntry('   ')).toEqual({ error: expect.stringContaining('Nothing typed yet') });
  });
});
