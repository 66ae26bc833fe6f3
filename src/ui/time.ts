import { useEffect, useState } from 'preact/hooks';

/** The current time, refreshed every `ms` while mounted. Countdowns derive from deadlines with it. */
export function useNow(ms = 250, clock: () => number = Date.now): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const t = setInterval(() => setNow(clock()), ms);
    return () => clearInterval(t);
  }, [ms, clock]);
  return now;
}
