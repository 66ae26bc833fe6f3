import { useEffect } from 'preact/hooks';
import { PARCEL_BRISK_SECONDS } from '../../rules/parcel';
import { secondsLeft } from '../../rules/common';
import { beep } from '../../ui/cues';
import { useNow } from '../../ui/time';

/**
 * P10: a soft suggestion counted from the turn's stored start time; it never
 * passes for anyone. (A number only: the shared DeadlineTimer's bar is not needed here.)
 */
export function BriskTimer({ since }: { since: number }) {
  const now = useNow(500);
  const deadline = since + PARCEL_BRISK_SECONDS * 1000;
  const left = secondsLeft(deadline, now);
  useEffect(() => {
    // One gentle tone when it runs out, not when a late reload finds it over.
    if (left === 0 && now - deadline < 2000) beep(520, 200);
  }, [left === 0]);
  if (left > 0)
    return (
      <p class={`timer${left <= 10 ? ' is-low' : ''}`} role="timer" aria-label={`Brisk turn timer: ${left} seconds left`}>
        {left} s
      </p>
    );
  return <p class="notice">About {PARCEL_BRISK_SECONDS} seconds are up. Take the time you need: the turn waits, nobody passes automatically.</p>;
}
