import type { RecordKind } from '../../storage/record-kind';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The table a parade's swaps are compared at (P7): the table size and the variant. */
const parcelTable = (players: number, variant: string) => `${players}|${variant}`;

/**
 * What storage counts of a finished parade beyond every game's counts: the swaps of a complete, comparable parade
 * per table (P7), for the personal best and Stats.
 */
export const parcelRecordKind: RecordKind = {
  game: 'parcel',
  tallies(r) {
    const d = r.detail;
    if (!isObj(d) || d.complete !== true || d.comparable !== true) return [];
    // Records saved before the P5 fix could call a complete deal (no laps played) comparable: never a best.
    if (typeof d.laps !== 'number' || d.laps <= 0) return [];
    const { players, swaps, variant } = d;
    if (!Number.isInteger(players) || !Number.isInteger(swaps) || typeof variant !== 'string') return [];
    return [[parcelTable(players as number, variant), String(swaps)]];
  },
};
