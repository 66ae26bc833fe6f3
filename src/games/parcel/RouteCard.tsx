import { t } from '@lingui/core/macro';
import { routeName } from '../../ui/terms';
import type { Route } from '../../rules/parcel';
import { RouteArrow } from './Glyph';

/**
 * The route card as printed: its name, a large arrow and the counting reminder (P2).
 * The name spans the card so "counterclockwise" stays whole at extra-large text; on the new-lap screen it is the heading.
 * The three-player note goes after the card (by the caller), so the card keeps its size on a phone.
 */
export function RouteCard({ route, heading }: { route: Route; heading?: boolean }) {
  const Name = heading ? 'h2' : 'p';
  const name = routeName(route);
  return (
    <section class="card pp-route-card" aria-label={t`Route card ${route}`}>
      <Name class="pp-route-name" tabIndex={heading ? -1 : undefined}>
        {t`Route ${route}: ${name}`}
      </Name>
      <RouteArrow route={route} />
      <p class="pp-route-hint">{t`Count others, not yourself.`}</p>
    </section>
  );
}
