import { parcelLapRoute, parcelLapStart } from '../../rules/parcel';
import { Name } from '../../ui/Name';
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
  const start = setup.names[parcelLapStart(n, setup.first, lap)] ?? '';
  if (again)
    return (
      <>
        The first-player marker stays with{' '}
        <strong>
          <Name>{start}</Name>
        </strong>
        , who starts this lap again.
      </>
    );
  if (lap === 1)
    return (
      <>
        <strong>
          <Name>{start}</Name>
        </strong>{' '}
        takes the first turn: put the first-player marker in front of them.
      </>
    );
  const before = setup.names[parcelLapStart(n, setup.first, lap - 1)] ?? '';
  return (
    <>
      Move the first-player marker one seat clockwise, from <Name>{before}</Name> to{' '}
      <strong>
        <Name>{start}</Name>
      </strong>
      , who starts this lap.
    </>
  );
}

/** P3: the new lap screen: its route card, the first-player marker and the turn-order reminder. */
export function LapIntro(props: Props) {
  const { setup, lap } = props;
  const n = setup.names.length;
  const route = parcelLapRoute(lap, setup.variant);
  const start = parcelLapStart(n, setup.first, lap);
  const note = threeNote(n, route);
  return (
    <div class="stack pp-step">
      <RouteCard route={route} heading />
      <p class="pp-lead pp-marker">
        <MarkerLine {...props} />
      </p>
      {note && <p class="muted pp-three">{note}</p>}
      <p class="notice">Turns still go clockwise, whatever the route: every player takes one turn this lap.</p>
      {setup.variant === 'young' && <p class="muted">Younger groups: the route stays clockwise one for every lap.</p>}
      <SeatRing
        names={setup.names}
        current={start}
        direction={routeDirection(route)}
        label={`Lap ${lap} starts with ${isolate(setup.names[start] ?? '')}`}
      />
    </div>
  );
}
