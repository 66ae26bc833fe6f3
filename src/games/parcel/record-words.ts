import { PARCEL_LAPS } from '../../rules/parcel';
import type { HistoryRecord } from '../../storage/types';
import type { ParcelDetail } from './types';
import { readParcelDetail } from './summary';
import { variantName } from './words';
import { t } from '@lingui/core/macro';

/** P5-P7: the group score, swaps, laps, variant, and whether the parade counts for the personal best. */
export function parcelLines(d: ParcelDetail): string[] {
  const { score, players, swaps, laps } = d;
  const [all, variant] = [PARCEL_LAPS, variantName(d.variant)];
  return [
    t`Group score: ${score} of ${players} complete hands`,
    t`Swaps used: ${swaps}`,
    t`Laps played: ${laps} of ${all}`,
    t`Variant: ${variant}`,
    d.comparable
      ? t`Comparable: yes (counts for the personal best)`
      : d.laps === 0
        ? t`Comparable: no (complete from the deal, nothing played)`
        : t`Comparable: no (variant or replayed lap)`,
  ];
}

export function recordLines(r: HistoryRecord): string[] {
  const d = readParcelDetail(r.detail, r.players.length);
  return d ? parcelLines(d) : [];
}
