import { describe, expect, it } from 'vitest';
import { PROMPTS, PROMPT_IDS } from '../../src/rules/choices/deck';
import { choicesSetup, tileIds } from '../../src/rules/choices';
import { mulberry32 } from './helpers';

describe('prompt deck (C2)', () => {
  it('has at least 60 distinct prompts, named by id only (their words are the game layer’s)', () => {
    expect(PROMPT_IDS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PROMPT_IDS).size).toBe(PROMPT_IDS.length);
    expect(PROMPTS).toEqual(PROMPT_IDS.map((id) => ({ id })));
    for (const id of PROMPT_IDS) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('C2: a prompt of the deck has six tiles, 0 to 5; one saved as words has its own', () => {
    expect(tileIds({ id: 'lazy-sunday' })).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(tileIds({ text: 'Old', tiles: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('never repeats a prompt within a game, even at 12 players', () => {
    for (let seed = 1; seed < 30; seed++) {
      const setup = choicesSetup(
        Array.from({ length: 12 }, (_, i) => `P${i}`),
        mulberry32(seed),
        PROMPTS,
      );
      expect(new Set(setup.prompts.map((p) => ('id' in p ? p.id : p.text))).size).toBe(12);
      expect([...setup.order].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    }
  });
});
