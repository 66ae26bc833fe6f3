import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/preact';
import { gameClock, useDue } from '../../../src/games/choices/clock';

const base = (t: { now: number }) => ({ now: () => t.now });

describe('the game clock (C8: a clock set back never freezes a deadline)', () => {
  it('runs with the app clock when the device clock is not behind the last move', () => {
    const t = { now: 10_000 };
    const clock = gameClock(9_000, base(t));
    expect(clock.ahead).toBe(0);
    t.now = 12_500;
    expect(clock.now()).toBe(12_500);
  });

  it('after the device clock was set back an hour, runs on from the last move', () => {
    const t = { now: 10_000 - 3_600_000 };
    const clock = gameClock(10_000, base(t));
    expect(clock.ahead).toBe(3_600_000);
    expect(clock.now()).toBe(10_000);
    t.now += 4_000;
    expect(clock.now()).toBe(14_000);
  });
});

describe('useDue', () => {
  afterEach(() => vi.useRealTimers());

  function Probe({
    deadline,
    clock,
    onDue,
  }: {
    deadline: number | null;
    clock: { now(): number };
    onDue: (now: number, live: boolean) => void;
  }) {
    useDue(deadline, clock, onDue);
    return null;
  }

  it('fires once when the deadline comes (live), with the time it saw; at once for one already passed (not live); never without a deadline', async () => {
    vi.useFakeTimers({ now: 1_000 });
    const clock = { now: () => Date.now() };
    const onDue = vi.fn();
    const { rerender } = render(<Probe deadline={5_000} clock={clock} onDue={onDue} />);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(onDue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onDue.mock.calls).toEqual([[5_000, true]]);
    rerender(<Probe deadline={2_000} clock={clock} onDue={onDue} />);
    await vi.advanceTimersByTimeAsync(0);
    expect(onDue.mock.calls).toEqual([
      [5_000, true],
      [5_000, false],
    ]);
    rerender(<Probe deadline={null} clock={clock} onDue={onDue} />);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onDue).toHaveBeenCalledTimes(2);
  });
});
