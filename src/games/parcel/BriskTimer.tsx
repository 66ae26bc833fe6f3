import { useEffect } from 'preact/hooks';
import { PARCEL_BRISK_SECONDS } from '../../rules';
import { DeadlineTimer } from '../../ui/DeadlineTimer';
import { beep } from '../../ui/cues';
import { useNow } from '../../ui/time';

const TOTAL = PARCEL_BRISK_SECONDS * 1000;

/** P10: a soft suggestion from the turn's stored start time; it never passes for anyone. */
export function BriskTimer({ since }: { since: number }) {
  const now = useNow(500);
  const deadline = since + TOTAL;
  const over = now >= deadline;
  useEffect(() => {
    // One gentle tone at the moment it runs out, not when a late reload finds it over.
    if (over && now - deadline < 2000) beep(520, 200);
  }, [over]);
  if (!over) return <DeadlineTimer deadline={deadline} now={now} totalMs={TOTAL} label="Brisk turn timer" />;
  return <p class="notice">About {PARCEL_BRISK_SECONDS} seconds are up. Take the time you need: the turn waits, nobody passes automatically.</p>;
}
