import { t } from '@lingui/core/macro';
import { parcelWord } from '../../ui/terms';
import { parcelIsComplete } from '../../rules/parcel';
import type { Parcel, Route } from '../../rules/parcel';
import { Name } from '../../ui/Name';
import { ParcelPath, RouteArrowPaths } from '../../ui/glyphs/parcel';

function Glyph({ parcel }: { parcel: Parcel }) {
  return (
    <svg class="pp-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <ParcelPath parcel={parcel} />
    </svg>
  );
}

/** A parcel card: glyph plus word. */
export function ParcelTag({ parcel }: { parcel: Parcel }) {
  return (
    <span class="pp-tag">
      <Glyph parcel={parcel} />
      {parcelWord(parcel)}
    </span>
  );
}

export function Hand({ hand, label }: { hand: readonly Parcel[]; label: string }) {
  return (
    <p class="pp-hand">
      <strong>
        <Name>{label}</Name>:
      </strong>{' '}
      {hand.map((p, i) => (
        <ParcelTag key={i} parcel={p} />
      ))}
      {parcelIsComplete([...hand]) && <span class="pp-complete">✓ {t`complete`}</span>}
    </p>
  );
}

/** The route card's big arrow (the printed route card draws the same). */
export function RouteArrow({ route }: { route: Route }) {
  return (
    <svg class="pp-route-arrow" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <RouteArrowPaths route={route} />
    </svg>
  );
}
