import { describe, expect, it } from 'vitest';
import { PROMPTS } from '../../src/rules/choices/deck';
import { choicesSetup } from '../../src/rules/choices';
import { mulberry32 } from './helpers';

describe('prompt deck (C2)', () => {
  it('has at least 60 distinct prompts of six short, distinct tiles', () => {
    expect(PROMPTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PROMPTS.map((p) => p.text.toLowerCase())).size).toBe(PROMPTS.length);
    for (const p of PROMPTS) {
      expect(p.text.trim(), p.text).toBe(p.text);
      expect(p.text.length, p.text).toBeGreaterThan(5);
      expect(p.tiles, p.text).toHaveLength(6);
      expect(new Set(p.tiles.map((t) => t.toLowerCase())).size, p.text).toBe(6);
      for (const tile of p.tiles) {
        expect(tile.trim(), p.text).toBe(tile);
        expect(tile.length, `${p.text}: ${tile}`).toBeGreaterThan(1);
        expect(tile.length, `${p.text}: ${tile}`).toBeLessThanOrEqual(18);
      }
    }
  });

  it('never repeats a prompt within a game, even at 12 players', () => {
    for (let seed = 1; seed < 30; seed++) {
      const setup = choicesSetup(
        Array.from({ length: 12 }, (_, i) => `P${i}`),
        mulberry32(seed),
        PROMPTS,
      );
      expect(new Set(setup.prompts.map((p) => p.text)).size).toBe(12);
      expect([...setup.order].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    }
  });
});
