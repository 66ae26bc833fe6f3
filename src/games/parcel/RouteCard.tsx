import { ROUTE_NAMES } from '../../rules/parcel';
import type { Route } from '../../rules/parcel';
import { RouteArrow } from './Glyph';
import { threeNote } from './words';

/** The route card as printed: its name, a large arrow and the counting reminder (P2). */
export function RouteCard({ route, players }: { route: Route; players: number }) {
  const note = threeNote(players, route);
  return (
    <section class="card route-card" aria-label={`Route card ${route}`}>
      <RouteArrow route={route} />
      <div>
        <p class="route-name">
          Route {route}: {ROUTE_NAMES[route]}
        </p>
        <p class="route-hint">Count the others, not yourself.</p>
        {note && <p class="muted">{note}</p>}
      </div>
    </section>
  );
}
