import { ROUTE_NAMES } from '../../rules/parcel';
import type { Route } from '../../rules/parcel';
import { RouteArrow } from './Glyph';
import { threeNote } from './words';

/**
 * The route card as printed: its name, a large arrow and the counting reminder (P2).
 * The name spans the card so "counterclockwise" stays whole at extra-large text; on the new-lap screen it is the heading.
 */
export function RouteCard({ route, players, heading }: { route: Route; players: number; heading?: boolean }) {
  const note = threeNote(players, route);
  const Name = heading ? 'h2' : 'p';
  return (
    <section class="card route-card" aria-label={`Route card ${route}`}>
      <Name class="route-name">
        Route {route}: {ROUTE_NAMES[route]}
      </Name>
      <RouteArrow route={route} />
      <div>
        <p class="route-hint">Count others, not yourself.</p>
        {note && <p class="muted">{note}</p>}
      </div>
    </section>
  );
}
