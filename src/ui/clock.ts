import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { appClock, everyStep, secondsLeftOf } from '../platform/clock';
import type { Clock } from '../platform/clock';

/**
 * Seconds left until `deadline`, re-rendering exactly when the shown number
 * changes. Never above the phase's length, never below 0.
 */
export function useSecondsLeft(deadline: number, lengthMs: number, clock: Clock = appClock): number {
  const left = useSignal(secondsLeftOf(deadline, lengthMs, clock.now()));
  useEffect(() => {
    left.value = secondsLeftOf(deadline, lengthMs, clock.now());
    return everyStep(deadline, 1000, (now) => (left.value = secondsLeftOf(deadline, lengthMs, now)), clock);
  }, [deadline, lengthMs, clock]);
  return left.value;
}

/** Whole steps of `stepMs` since `origin` (0 before it), re-rendering at each step: for counts such as three, two, one. */
export function useStepsSince(origin: number, stepMs: number, clock: Clock = appClock): number {
  const steps = (now: number) => Math.max(0, Math.floor((now - origin) / stepMs));
  const n = useSignal(steps(clock.now()));
  useEffect(() => {
    n.value = steps(clock.now());
    return everyStep(origin, stepMs, (now) => (n.value = steps(now)), clock);
  }, [origin, stepMs, clock]);
  return n.value;
}
