import { ROUTE_OFFSETS } from '../../rules/parcel';
import type { Parcel, Route } from '../../rules/parcel';
import { PARCEL_MOON } from './emblems';

// Parcel Parade's pictures, drawn on screen and on the printed cards alike; the word always carries the identity.
/** Small line drawings in a 24 x 24 box. */
const PATHS: Record<Parcel, string> = {
  SUN: 'M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  MOON: PARCEL_MOON,
  LEAF: 'M4 20C4 9 10 4 20 4c0 10-5 16-16 16zM4 20L14 10',
  KEY: 'M8 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M12 12h10M18 12v4M21 12v3',
};

/** A symbol's drawing as one SVG path in a 24 x 24 box. */
export function ParcelPath({ parcel }: { parcel: Parcel }) {
  return <path d={PATHS[parcel]} />;
}

/**
 * A route's big arrow in a 120 x 120 box, as SVG children: an arc going clockwise (mirrored for
 * counterclockwise) with the number of seats in the middle (P2, from the core's offsets).
 */
export function RouteArrowPaths({ route }: { route: Route }) {
  const offset = ROUTE_OFFSETS[route];
  return (
    <>
      <g transform={offset < 0 ? 'translate(120 0) scale(-1 1)' : undefined}>
        <path class="arc" d="M28 88A42 42 0 1 1 92 88" />
        <path class="head" d="M83 99L104 93L85 77z" />
      </g>
      <text x="60" y="76" text-anchor="middle">
        {Math.abs(offset)}
      </text>
    </>
  );
}
