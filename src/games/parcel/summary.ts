import './catalog';
import { PARCEL_VARIANTS } from '../../rules/parcel';
import type { HistoryRecord } from '../../storage/types';
import { plural, t } from '@lingui/core/macro';
import { PARCEL_LAPS } from '../../rules/parcel';
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
export function parcelSummary(d: ParcelDetail): string {
  const { players, score } = d;
  const laps = PARCEL_LAPS;
  return d.complete
    ? plural(d.swaps, {
        one: `Complete parade in # swap: ${players} of ${players}`,
        other: `Complete parade in # swaps: ${players} of ${players}`,
      })
    : plural(d.swaps, {
        one: `Group score ${score} of ${players} after ${laps} laps, # swap`,
        other: `Group score ${score} of ${players} after ${laps} laps, # swaps`,
      });
}

/** The History line of a stored parade: its summary, or the group score alone when the detail cannot be read. */
export function recordSummary(r: HistoryRecord): string {
  const d = readParcelDetail(r.detail, r.players.length);
  const [score, players] = [r.scores[0] ?? 0, r.players.length];
  return d ? parcelSummary(d) : t`Group score ${score} of ${players}`;
}
