import { PARCEL_LAPS, PARCEL_VARIANTS, parcelTotalTurns } from '../../rules/parcel';
import type { RecordKind } from '../../storage/record-kind';
import { sessionReader } from '../record-kind';
import { readParcelAction, readParcelSetup } from './read';
import { parcelRecordKind } from './record';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isIntIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * A parade's record as restore checks it: one group score and no winners (P6), its detail rebuilt field by field (it
 * feeds the personal best, P7), its session read by the game's own readers.
 */
export const parcelRecordCheck: RecordKind = {
  ...parcelRecordKind,
  cooperative: true,
  readDetail(d, facts) {
    const players = facts.players.length;
    const score = facts.scores[0];
    if (!isObj(d)) return undefined;
    const { swaps, laps, variant, comparable, complete, tracked } = d;
    if (d.players !== players || d.score !== score || !PARCEL_VARIANTS.includes(variant as never)) return undefined;
    if (!isIntIn(swaps, 0, parcelTotalTurns(players)) || !isIntIn(laps, 0, PARCEL_LAPS)) return undefined;
    if (![comparable, complete, tracked].every((b) => typeof b === 'boolean')) return undefined;
    if (complete !== (score === players)) return undefined;
    return { players, swaps, laps, variant, comparable, complete, score, tracked };
  },
  readSession: sessionReader(readParcelSetup, readParcelAction),
};
