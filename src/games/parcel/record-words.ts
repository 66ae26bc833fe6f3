import { PARCEL_LAPS } from '../../rules/parcel';
import type { HistoryRecord } from '../../storage/types';
import type { ParcelDetail } from './types';
import { readParcelDetail } from './summary';
import { VARIANT_NAMES } from './words';

/** P5-P7: the group score, swaps, laps, variant, and whether the parade counts for the personal best. */
export function parcelLines(d: ParcelDetail): string[] {
  return [
    `Group score: ${d.score} of ${d.players} complete hands`,
    `Swaps used: ${d.swaps}`,
    `Laps played: ${d.laps} of ${PARCEL_LAPS}`,
    `Variant: ${VARIANT_NAMES[d.variant]}`,
    d.comparable
      ? 'Comparable: yes (counts for the personal best)'
      : d.laps === 0
        ? 'Comparable: no (complete from the deal, nothing played)'
        : 'Comparable: no (variant or replayed lap)',
  ];
}

export function recordLines(r: HistoryRecord): string[] {
  const d = readParcelDetail(r.detail, r.players.length);
  return d ? parcelLines(d) : [];
}
