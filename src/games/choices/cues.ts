import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'preact/hooks';
import { cue } from '../../ui/cues';

/** Tone, buzz or voice (as the settings allow) at 10 s left; never for time that passed while away. */
export function useTenSecondsCue(left: number): void {
  const last = useRef(left);
  useEffect(() => {
    if (last.current > 10 && left <= 10 && left > 0)
      cue(t({ comment: 'spoken aloud when ten seconds of a turn are left', message: 'Ten seconds' }));
    last.current = left;
  }, [left]);
}

/** The turn's time ran out while the table watched (not while the app was closed). */
export function timeUpCue(): void {
  cue(t({ comment: 'spoken aloud when a turn’s time has run out', message: 'Time is up' }), true);
}
