import { PARCEL_LAPS, parcelSetsBest } from '../../rules/parcel';
import { stripBidi } from '../../storage/names';
import type { GameSummary, HistoryRecord, Summary } from '../../storage/types';
import { lapOf } from './session';
import type { ParcelSetup, ParcelState } from './session';
import { VARIANT_NAMES, swapsWord } from './words';

/** What a finished parade keeps in `detail` (read back for the personal best). */
export interface ParcelDetail {
  players: number;
  swaps: number;
  laps: number;
  variant: ParcelSetup['variant'];
  comparable: boolean;
  complete: boolean;
  score: number;
  tracked: boolean;
}

export function parcelRecord(setup: ParcelSetup, s: ParcelState, now: number): Omit<HistoryRecord, 'id'> {
  const n = setup.names.length;
  const end = s.end ?? { complete: false, score: 0 };
  const detail: ParcelDetail = {
    players: n,
    swaps: s.swaps,
    laps: s.turn === 0 ? 0 : lapOf(s.turn - 1, n),
    variant: setup.variant,
    // P5/P7: a variant, a replayed lap or a parade complete straight from the deal sets no best.
    comparable: parcelSetsBest(setup.variant, s.replayed, s.turn),
    complete: end.complete,
    score: end.score,
    tracked: s.hands !== null,
  };
  return {
    game: 'parcel',
    finishedAt: now,
    players: [...setup.names],
    scores: [end.score],
    winners: [],
    summary: end.complete
      ? `Complete parade in ${swapsWord(s.swaps)}: ${n} of ${n}`
      : `Group score ${end.score} of ${n} after four laps, ${swapsWord(s.swaps)}`,
    lines: [
      `Group score: ${end.score} of ${n} complete hands`,
      `Swaps used: ${s.swaps}`,
      `Laps played: ${detail.laps} of ${PARCEL_LAPS}`,
      `Variant: ${VARIANT_NAMES[setup.variant]}`,
      detail.comparable
        ? 'Comparable: yes (counts for the personal best)'
        : s.turn === 0
          ? 'Comparable: no (complete from the deal, nothing played)'
          : 'Comparable: no (variant or replayed lap)',
    ],
    detail,
  };
}

/**
 * Personal best: fewest swaps to a complete parade at this table size,
 * comparable games only (P7), from the kept Parcel Parade summary (the swaps of
 * complete, comparable parades per table size and variant, storage/summaries.ts),
 * so no game record is read.
 */
export function bestSwapsIn(summaries: readonly Summary[], players: number): number | null {
  const g = summaries.find((s): s is GameSummary => s.kind === 'game' && s.game === 'parcel');
  let best: number | null = null;
  for (const [key, counts] of Object.entries(g?.swaps ?? {})) {
    if (Number(key.split('|')[0]) !== players) continue;
    for (const swaps of Object.keys(counts).map(Number)) if (best === null || swaps < best) best = swaps;
  }
  return best;
}

/** The result as text to share or copy: names without bidi controls, one fact a line. */
export function shareLines(record: Omit<HistoryRecord, 'id'>): string {
  return ['Parcel Parade', stripBidi(record.players.join(', ')), record.summary, ...(record.lines ?? [])].join('\n');
}
