import { parcelSetsBest } from '../../rules/parcel';
import { commaList, isolate } from '../../text/words';
import type { GameSummary, HistoryRecord, Summary } from '../../storage/types';
import { lapOf } from './session';
import type { ParcelDetail, ParcelSetup, ParcelState } from './types';
import { parcelLines } from './record-words';
import { parcelSummary } from './summary';
import { parcelRecordKind } from './record';

/** The parade as it ended, in facts. */
export function parcelDetail(setup: ParcelSetup, s: ParcelState): ParcelDetail {
  const n = setup.names.length;
  const end = s.end ?? { complete: false, score: 0 };
  return {
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
}

export function parcelRecord(setup: ParcelSetup, s: ParcelState, now: number): Omit<HistoryRecord, 'id'> {
  const detail = parcelDetail(setup, s);
  return {
    game: 'parcel',
    finishedAt: now,
    players: [...setup.names],
    scores: [detail.score],
    winners: [],
    detail,
  };
}

/**
 * Personal best: fewest swaps to a complete parade at this table size,
 * comparable games only (P7), from the kept Parcel Parade summary (the swaps of
 * complete, comparable parades per table size and variant, its tallies: record.ts),
 * so no game record is read.
 */
export function bestSwapsIn(summaries: readonly Summary[], players: number, without?: HistoryRecord): number | null {
  const g = summaries.find((s): s is GameSummary => s.kind === 'game' && s.game === 'parcel');
  // The game `without` is counted in the summaries once it is saved: taken back out, it is never its own best.
  const own = new Set((without ? parcelRecordKind.tallies!(without) : []).map(([table, swaps]) => `${table} ${swaps}`));
  let best: number | null = null;
  for (const [table, counts] of Object.entries(g?.tallies ?? {})) {
    if (Number(table.split('|')[0]) !== players) continue;
    for (const [swaps, games] of Object.entries(counts)) {
      const others = games - (own.has(`${table} ${swaps}`) ? 1 : 0);
      if (others > 0 && (best === null || Number(swaps) < best)) best = Number(swaps);
    }
  }
  return best;
}

/** The result as text to share or copy, one fact a line (names isolated; shared without the marks). */
export function shareLines(names: readonly string[], d: ParcelDetail): string {
  return ['Parcel Parade', commaList(names.map(isolate)), parcelSummary(d), ...parcelLines(d)].join('\n');
}
