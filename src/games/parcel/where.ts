import { t } from '@lingui/core/macro';
import { PARCEL_LAPS, parcelLapOfTurn } from '../../rules/parcel';
import { phase } from './session';
import type { ParcelController } from './types';

/** Where the parade is: the lap and turn, always on screen. */
export function whereLine(c: ParcelController): string {
  const s = c.state.value;
  const n = c.setup.names.length;
  const p = phase(s, c.setup);
  const { lap, index } = parcelLapOfTurn(n, s.turn);
  const [laps, turn] = [PARCEL_LAPS, index + 1];
  return p === 'turn'
    ? t`Lap ${lap} of ${laps} · turn ${turn} of ${n}`
    : p === 'lap'
      ? t`Lap ${lap} of ${laps} · new route`
      : p === 'score'
        ? t`${laps} laps played`
        : t`Parade over`;
}
