import { parcelLapRoute, parcelLapStart } from '../../rules/parcel';
import { SeatRing } from '../../ui/SeatRing';
import type { ParcelSetup } from './session';
import { RouteCard } from './RouteCard';
import { routeDirection, threeNote } from './words';

/** P3: the new lap screen, its route card, the first-player marker and the turn-order reminder. */
export function LapIntro({ setup, lap }: { setup: ParcelSetup; lap: number }) {
  const n = setup.names.length;
  const route = parcelLapRoute(lap, setup.variant);
  const start = parcelLapStart(n, setup.first, lap);
  const names = setup.names;
  const note = threeNote(n, route);
  return (
    <div class="stack parcel-step">
      <RouteCard route={route} heading />
      {note && <p class="muted">{note}</p>}
      <p class="lead">
        {lap === 1 ? (
          <>
            <strong>{names[start]}</strong> takes the first turn: put the first-player marker in front of them.
          </>
        ) : (
          <>
            Move the first-player marker one seat clockwise, from {names[parcelLapStart(n, setup.first, lap - 1)]} to{' '}
            <strong>{names[start]}</strong>, who starts this lap.
          </>
        )}
      </p>
      <p class="notice">Turns still go clockwise, whatever the route: every player takes one turn this lap.</p>
      {setup.variant === 'young' && <p class="muted">Younger groups: the route stays clockwise one for every lap.</p>}
      <SeatRing
        names={names}
        current={start}
        direction={routeDirection(route)}
        label={`Lap ${lap} starts with ${names[start]}`}
      />
    </div>
  );
}
