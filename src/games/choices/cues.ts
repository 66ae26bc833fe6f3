import { useEffect, useRef } from 'preact/hooks';
import { cue } from '../../ui/cues';

/** Tone, buzz or voice (as the settings allow) at 10 s left and at 0 s; never for time that passed while away. */
export function useDeadlineCues(left: number): void {
  const last = useRef(left);
  useEffect(() => {
    if (last.current > 10 && left <= 10 && left > 0) cue('Ten seconds');
    else if (last.current > 0 && left === 0) cue('Time is up', true);
    last.current = left;
  }, [left]);
}
