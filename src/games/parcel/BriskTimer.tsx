import { plural, t } from '@lingui/core/macro';
import { useEffect, useRef } from 'preact/hooks';
import { PARCEL_BRISK_SECONDS } from '../../rules/parcel';
import { beep } from '../../ui/cues';
import { useSecondsLeft } from '../../ui/clock';

const LENGTH_MS = PARCEL_BRISK_SECONDS * 1000;

/**
 * P10: a soft suggestion counted from the turn's stored start time on the app's one clock (a clock set back
 * never shows more than 30 s, a jump forward cannot end it early); it never passes for anyone.
 */
export function BriskTimer({ since }: { since: number }) {
  const left = useSecondsLeft(since + LENGTH_MS, LENGTH_MS);
  const ranOut = left === 0;
  const seconds = PARCEL_BRISK_SECONDS;
  // One gentle tone when it runs out while on screen, not when a reload finds it already over.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (ranOut && wasRunning.current) beep(520, 200);
    wasRunning.current = !ranOut;
  }, [ranOut]);
  if (!ranOut)
    return (
      <p
        class={`timer${left <= 10 ? ' is-low' : ''}`}
        role="timer"
        aria-label={plural(left, { one: 'Brisk turn timer: # second left', other: 'Brisk turn timer: # seconds left' })}
      >
        {t({ comment: 'seconds left, short', message: `${left} s` })}
      </p>
    );
  return (
    <p class="notice">
      {t`About ${seconds} seconds are up. Take the time you need: the turn waits, nobody passes automatically.`}
    </p>
  );
}
