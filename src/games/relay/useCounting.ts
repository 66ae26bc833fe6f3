import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { appClock, everyStep } from '../../platform/clock';
import type { Clock } from '../../platform/clock';
import { RELAY_REVEAL_COUNT } from '../../rules/relay';

/** One second per word of the count: three, two, one, reveal (R6). */
export const STEP_MS = 1000;
export const COUNT_MS = RELAY_REVEAL_COUNT.length * STEP_MS;

/**
 * Whether the reveal count started at `countAt` is still running, by the app's
 * shared clock. A start time in the future (the device clock was set back
 * since) is not a running count, so no screen can stay on "Counting…".
 */
export function isCounting(countAt: number | null, now: number): boolean {
  return countAt !== null && now >= countAt && now < countAt + COUNT_MS;
}

/** `isCounting`, re-rendering on each second of the count and once when it ends. */
export function useCounting(countAt: number | null, clock: Clock = appClock): boolean {
  const on = useSignal(isCounting(countAt, clock.now()));
  useEffect(() => {
    on.value = isCounting(countAt, clock.now());
    if (!on.value || countAt === null) return;
    const stop = everyStep(
      countAt,
      STEP_MS,
      (now) => {
        on.value = isCounting(countAt, now);
        if (!on.value) stop();
      },
      clock,
    );
    return stop;
  }, [countAt, clock]);
  return on.value;
}
