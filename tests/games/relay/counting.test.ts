import { describe, expect, it } from 'vitest';
import { COUNT_MS, isCounting } from '../../../src/games/relay/useCounting';

describe('the reveal count (R6) by the shared clock', () => {
  const at = 1_000_000;
  it('R6: runs for three, two, one, reveal: four seconds from its start', () => {
    expect(COUNT_MS).toBe(4000);
    expect(isCounting(at, at)).toBe(true);
    expect(isCounting(at, at + 3999)).toBe(true);
    expect(isCounting(at, at + 4000)).toBe(false);
    expect(isCounting(null, at)).toBe(false);
  });
  it('a clock set back an hour after the count started never leaves the screen on "Counting…"', () => {
    expect(isCounting(at, at - 3_600_000)).toBe(false);
  });
  it('a clock moved forward three hours ends the count', () => {
    expect(isCounting(at, at + 3 * 3_600_000)).toBe(false);
  });
});
