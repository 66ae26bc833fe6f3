import type { WriteResult } from './types';

/** The rev of a stored session record (untrusted: older records have none). */
function revOf(stored: unknown): number {
  const rev = (stored as { rev?: unknown } | null | undefined)?.rev;
  return typeof rev === 'number' && Number.isFinite(rev) ? rev : 0;
}

/** Whether a conditional session write may go ahead, given what is stored now. */
export function checkRev(stored: unknown, expected: number | null): WriteResult {
  if (expected === null) return stored === undefined ? 'ok' : 'stale';
  if (stored === undefined) return 'gone';
  return revOf(stored) === expected ? 'ok' : 'stale';
}

/** A finished game may come back only while not open again and its record is still the one finished at `finishedRev`. */
export function checkReopen(storedSession: unknown, storedHistory: unknown, finishedRev: number): WriteResult {
  if (storedSession !== undefined) return 'stale';
  if (storedHistory === undefined) return 'gone';
  return revOf((storedHistory as { session?: unknown }).session) === finishedRev ? 'ok' : 'stale';
}
