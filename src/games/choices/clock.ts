import { useEffect, useRef } from 'preact/hooks';
import { appClock } from '../../platform/clock';
import type { Clock } from '../../platform/clock';

/** The game's clock, and how far it runs ahead of the app's (0 unless the wall clock was set back since the last move). */
export interface GameClock extends Clock {
  readonly ahead: number;
}

/**
 * The app's clock, moved on to the game's latest stored time when the device
 * clock was set back since that move (a reload after the change): deadlines
 * stored before it keep counting down from where they were instead of
 * freezing for the hour the clock went back (C8).
 */
export function gameClock(latestAt: number, base: Clock = appClock): GameClock {
  const ahead = Math.max(0, latestAt - base.now());
  return { ahead, now: () => base.now() + ahead };
}

/**
 * Calls `onDue(now, live)` once `deadline` has passed on `clock`: at once when
 * it already had (live false: it passed while the app was closed), else when it
 * comes (live true).
 */
export function useDue(deadline: number | null, clock: Clock, onDue: (now: number, live: boolean) => void): void {
  const latest = useRef(onDue);
  latest.current = onDue;
  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (live: boolean) => {
      const now = clock.now();
      if (now >= deadline) latest.current(now, live);
      else timer = setTimeout(() => check(true), deadline - now);
    };
    check(false);
    return () => clearTimeout(timer);
  }, [deadline, clock]);
}
