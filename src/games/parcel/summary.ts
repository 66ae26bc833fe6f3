import './catalog';
import { PARCEL_VARIANTS } from '../../rules/parcel';
import type { HistoryRecord } from '../../storage/types';
import { plural } from '../../text/words';
import type { ParcelDetail } from './types';

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** A stored parade's detail (history records are untrusted), or null. */
export function readParcelDetail(v: unknown, players: number): ParcelDetail | null {
  const d = v as Partial<Record<keyof ParcelDetail, unknown>> | null;
  if (!d || typeof d !== 'object' || d.players !== players) return null;
  const { swaps, laps, score, variant, comparable, complete, tracked } = d;
  if (!isCount(swaps) || !isCount(laps) || !isCount(score) || !PARCEL_VARIANTS.includes(variant as never)) return null;
  if (typeof comparable !== 'boolean' || typeof complete !== 'boolean') return null;
  return {
    players,
    swaps,
    laps,
    score,
    variant: variant as ParcelDetail['variant'],
    comparable,
    complete,
    tracked: tracked === true,
  };
}

/** P5/P6: a complete parade and its swaps, or the group score after four laps. */
export const parcelSummary = (d: ParcelDetail): string =>
  d.complete
    ? `Complete parade in ${plural(d.swaps, 'swap')}: ${d.players} of ${d.players}`
    : `Group score ${d.score} of ${d.players} after four laps, ${plural(d.swaps, 'swap')}`;

/** The History line of a stored parade: its summary, or the group score alone when the detail cannot be read. */
export function recordSummary(r: HistoryRecord): string {
  const d = readParcelDetail(r.detail, r.players.length);
  return d ? parcelSummary(d) : `Group score ${r.scores[0] ?? 0} of ${r.players.length}`;
}
