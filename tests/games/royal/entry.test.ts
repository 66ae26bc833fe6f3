import { describe, expect, it } from 'vitest';
import { parseEntry } from '../../../src/games/royal/entry';

describe('quick card entry', () => {
  it('reads codes in any case, with spaces or suit signs', () => {
    expect(parseEntry('10d')).toEqual({ card: '10D' });
    expect(parseEntry(' q h ')).toEqual({ card: 'QH' });
    expect(parseEntry('7♣')).toEqual({ card: '7C' });
    expect(parseEntry('Joker', true)).toEqual({ card: 'JOKER' });
  });

  it('D1: outside the scorer the joker is refused in words, and the hint never offers it', () => {
    expect(parseEntry('Joker')).toEqual({ error: expect.stringContaining('The joker is never drawn') });
    const hint = parseEntry('11H');
    expect('error' in hint && hint.error).toMatch(/like 10D or QH\.$/);
    const scorerHint = parseEntry('11H', true);
    expect('error' in scorerHint && scorerHint.error).toMatch(/like 10D or QH, or JOKER\.$/);
  });

  it('explains codes that are not cards', () => {
    expect(parseEntry('11H')).toEqual({ error: expect.stringContaining('there is no rank "11"') });
    expect(parseEntry('ZZ')).toEqual({
      error: expect.stringContaining('"ZZ" is not a card: it does not end in a suit'),
    });
    expect(parseEntry('1D')).toEqual({ error: expect.stringContaining('no rank "1"') });
    expect(parseEntry('   ')).toEqual({ error: expect.stringContaining('Nothing typed yet') });
  });
});
