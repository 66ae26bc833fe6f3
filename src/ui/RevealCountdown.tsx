import { useEffect, useRef } from 'preact/hooks';
import { cue } from './cues';
import { useStepsSince } from './clock';
import { msg } from '@lingui/core/macro';
import { i18n } from '../text/i18n';

const WORDS = [msg`Three`, msg`Two`, msg`One`, msg`Reveal!`] as const;
const NUMERALS = ['3', '2', '1'] as const;

interface Props {
  /** When the reader started the count (ms). */
  startedAt: number;
  /** Seconds per step. */
  stepMs?: number;
  onDone: () => void;
  /** A copy for another side of the table: drawn, but neither cued nor announced (the one counting copy is). */
  quiet?: boolean;
}

/** The reader's reveal count: three, two, one, reveal. Big numerals plus a cue per step. */
export function RevealCountdown({ startedAt, stepMs = 1000, onDone, quiet = false }: Props) {
  const step = Math.min(WORDS.length - 1, useStepsSince(startedAt, stepMs));
  const cued = useRef(-1);
  useEffect(() => {
    if (quiet || cued.current === step) return;
    cued.current = step;
    cue(i18n._(WORDS[step]!), step === WORDS.length - 1);
    if (step === WORDS.length - 1) onDone();
  }, [step, onDone, quiet]);
  if (quiet)
    return (
      <p class="big-count" aria-hidden="true">
        {NUMERALS[step] ?? i18n._(WORDS[step]!)}
      </p>
    );
  return (
    <div class="reveal-count">
      <p class="big-count" aria-live="assertive" aria-atomic="true">
        <span aria-hidden="true">{NUMERALS[step] ?? i18n._(WORDS[step]!)}</span>
        <span class="visually-hidden">{i18n._(WORDS[step]!)}</span>
      </p>
    </div>
  );
}
