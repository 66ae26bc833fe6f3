import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyStep, secondsLeftOf } from '../../src/platform/clock';
import type { Clock } from '../../src/platform/clock';

// A countdown shows each new second when it is due, not up to a refresh interval late.
describe('everyStep', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());
  const clock: Clock = { now: () => Date.now() };

  it('ticks once at each whole step after the origin, never before, whatever the time it starts at', () => {
    vi.setSystemTime(10_250); // 250 ms into a second of a deadline at 40,000
    const at: number[] = [];
    const stop = everyStep(40_000, 1000, (now) => at.push(now), clock);
    vi.advanceTimersByTime(3_000);
    stop();
    expect(at).toEqual([11_001, 12_001, 13_001]);
    // What a countdown to 40,000 shows at those instants: each number once, on time.
    expect(at.map((now) => secondsLeftOf(40_000, 35_000, now))).toEqual([29, 28, 27]);
  });

  it('stops ticking once stopped', () => {
    const tick = vi.fn();
    everyStep(0, 1000, tick, clock)();
    vi.advanceTimersByTime(5_000);
    expect(tick).not.toHaveBeenCalled();
  });
});
