import { parcelIsComplete } from '../../rules/parcel';
import type { Parcel, Route } from '../../rules/parcel';
import { Name } from '../../ui/Name';
import { routeDirection, routeSteps } from './words';

/* Small line drawings; the word always carries the identity (DESIGN: words decide). */
const PATHS: Record<Parcel, string> = {
  SUN: 'M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  MOON: 'M15 3a9 9 0 1 0 6 14a7 7 0 0 1-6-14z',
  LEAF: 'M4 20C4 9 10 4 20 4c0 10-5 16-16 16zM4 20L14 10',
  KEY: 'M8 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M12 12h10M18 12v4M21 12v3',
};

export function Glyph({ parcel }: { parcel: Parcel }) {
  return (
    <svg class="pp-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[parcel]} />
    </svg>
  );
}

/** A parcel card: glyph plus word. */
export function ParcelTag({ parcel }: { parcel: Parcel }) {
  return (
    <span class="pp-tag">
      <Glyph parcel={parcel} />
      {parcel}
    </span>
  );
}

export function Hand({ hand, label }: { hand: readonly Parcel[]; label: string }) {
  return (
    <p class="pp-hand">
      <strong>
        <Name>{label}</Name>:
      </strong> {hand.map((p, i) => <ParcelTag key={i} parcel={p} />)}
      {parcelIsComplete([...hand]) && <span class="pp-complete">✓ complete</span>}
    </p>
  );
}

/** The route card's big arrow: an arc clockwise (or mirrored) with the seat count in the middle. */
export function RouteArrow({ route }: { route: Route }) {
  const ccw = routeDirection(route) === 'counterclockwise';
  return (
    <svg class="pp-route-arrow" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <g transform={ccw ? 'translate(120 0) scale(-1 1)' : undefined}>
        <path class="arc" d="M28 88A42 42 0 1 1 92 88" />
        <path class="head" d="M83 99L104 93L85 77z" />
      </g>
      <text x="60" y="76" text-anchor="middle">
        {routeSteps(route)}
      </text>
    </svg>
  );
}
