// Table codes as the rules' wire module defines them (CODE_LETTERS, CODE_LENGTH):
// six letters without look-alikes, read from what a person types.
import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, CODE_LETTERS, readCode } from '../../src/rules/choices/wire';

describe('table codes', () => {
  it('are six of 20 letters: 64,000,000 codes', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(new Set(CODE_LETTERS).size).toBe(20);
    expect(CODE_LETTERS.length ** CODE_LENGTH).toBe(64_000_000);
  });

  it('are read from what a person types: any case, spaces and dashes ignored', () => {
    expect(readCode('kfm wac')).toBe('KFMWAC');
    expect(readCode('KFM-WAC')).toBe('KFMWAC');
  });

  it('are not the old four letters, nor longer, nor made with a look-alike (0, O, 1, I, L, 2, Z, 5, S, 8, B)', () => {
    expect(readCode('KFMW')).toBeNull();
    expect(readCode('KFMWACD')).toBeNull();
    for (const c of '0O1IL2Z5S8B') expect(readCode(`KFMWA${c}`)).toBeNull();
  });
});
