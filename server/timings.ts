import { CHOICES_TIMINGS } from '../src/rules/choices';
import type { ChoicesTimings } from '../src/rules/choices';

export type Timings = ChoicesTimings;

/**
 * The deadlines: the rules' 35/40/15 s (and 4 s before a reveal may be left),
 * unless the test-only TABLESIDE_TEST_TIMINGS shortens them
 * ("authorMs=8000,readerMs=9000,revealMaxMs=3000,revealMinMs=500").
 */
export function readTimings(raw: string | undefined): Timings {
  const out: Timings = { ...CHOICES_TIMINGS };
  if (!raw) return out;
  for (const part of raw.split(',')) {
    const [key = '', value = ''] = part.split('=');
    const ms = Number(value);
    if (!(key in out) || !Number.isInteger(ms) || ms < 0)
      throw new Error(`TABLESIDE_TEST_TIMINGS: cannot read "${part}"`);
    out[key as keyof Timings] = ms;
  }
  console.warn(`test timings in force: ${JSON.stringify(out)} (not the game's rules)`);
  return out;
}
