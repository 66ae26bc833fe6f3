/**
 * The app's one clock. Wall-clock time is read when the page starts and again
 * whenever it comes back into view; while it runs, time moves with the
 * monotonic `performance.now()`, so a clock change (a jump of hours either
 * way) cannot end a turn or freeze a countdown in a running page. Deadlines
 * are stored as wall-clock times, so they still hold across a reload.
 */
export interface Clock {
  now(): number;
}

let wallAtSync = Date.now();
let monoAtSync = performance.now();
let last = wallAtSync;

/** Now, in ms since the epoch, never moving backward within a page's life. */
export function appNow(): number {
  const t = wallAtSync + (performance.now() - monoAtSync);
  last = Math.max(last, t);
  return last;
}

/**
 * Takes the wall clock again when it is ahead: for a page that was hidden (a
 * locked phone, the monotonic clock may have paused). Time never runs
 * backward, and never stands still because the wall clock was set back.
 */
function resyncClock(): void {
  const wall = Date.now();
  const mono = performance.now();
  // A wall clock set back is not taken: time runs on from where it was
  // instead of standing still until the wall clock catches up.
  if (wall < wallAtSync + (mono - monoAtSync)) return;
  wallAtSync = wall;
  monoAtSync = mono;
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') resyncClock();
  });
}

export const appClock: Clock = { now: appNow };

/**
 * Calls `tick(now)` just after every `origin + k * stepMs` moment from now on,
 * so a countdown shows each new second when it is due, not up to a refresh
 * interval late. Returns a function that stops it.
 */
export function everyStep(
  origin: number,
  stepMs: number,
  tick: (now: number) => void,
  clock: Clock = appClock,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const into = (((clock.now() - origin) % stepMs) + stepMs) % stepMs;
    timer = setTimeout(
      () => {
        tick(clock.now());
        schedule();
      },
      stepMs - into + 1,
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

/** Whole seconds left until `deadline`, between 0 and the phase's own length (a clock set back never shows more). */
export function secondsLeftOf(deadline: number, lengthMs: number, now: number): number {
  const max = Math.ceil(lengthMs / 1000);
  return Math.min(max, Math.max(0, Math.ceil((deadline - now) / 1000)));
}
