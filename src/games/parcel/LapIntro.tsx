import { t } from '@lingui/core/macro';
import { Tagged } from '../../ui/Tagged';
import { parcelLapRoute, parcelLapStart } from '../../rules/parcel';
import { isolate } from '../../text/words';
import { SeatRing } from '../../ui/SeatRing';
import type { ParcelSetup } from './session';
import { RouteCard } from './RouteCard';
import { routeDirection, threeNote } from './words';

interface Props {
  setup: ParcelSetup;
  lap: number;
  /** The lap starts again after "Replay this lap": the marker is already in place. */
  again: boolean;
}

/** P3: where the first-player marker goes for this lap, in the players' words. */
function MarkerLine({ setup, lap, again }: Props) {
  const n = setup.names.length;
  const start = isolate(setup.names[parcelLapStart(n, setup.first, lap)] ?? '');
  const bold = { 0: <strong /> };
  if (again)
    return (
      <Tagged text={t`The first-player marker stays with <0>${start}</0>, who starts this lap again.`} parts={bold} />
    );
  if (lap === 1)
    return (
      <Tagged
        text={t`<0>${start}</0> takes the first turn: put the first-player marker in front of them.`}
        parts={bold}
      />
    );
  const before = isolate(setup.names[parcelLapStart(n, setup.first, lap - 1)] ?? '');
  return (
    <Tagged
      text={t`Move the first-player marker one seat clockwise, from ${before} to <0>${start}</0>, who starts this lap.`}
      parts={bold}
    />
  );
}

/** P3: the new lap screen: its route card, the first-player marker and the turn-order reminder. */
export function LapIntro(props: Props) {
  const { setup, lap } = props;
  const n = setup.names.length;
  const route = parcelLapRoute(lap, setup.variant);
  const start = parcelLapStart(n, setup.first, lap);
  const note = threeNote(n, route);
  const first = isolate(setup.names[start] ?? '');
  return (
    <div class="stack pp-step">
      <RouteCard route={route} heading />
      <p class="pp-lead pp-marker">
        <MarkerLine {...props} />
      </p>
      {note && <p class="muted pp-three">{note}</p>}
      <p class="notice">{t`Turns still go clockwise, whatever the route: every player takes one turn this lap.`}</p>
      {setup.variant === 'young' && (
        <p class="muted">{t`Younger groups: the route stays clockwise one for every lap.`}</p>
      )}
      <SeatRing
        names={setup.names}
        current={start}
        direction={routeDirection(route)}
        label={t`Lap ${lap} starts with ${first}`}
      />
    </div>
  );
}
