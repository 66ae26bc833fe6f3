import { t } from '@lingui/core/macro';
import { PARCELS, PARCEL_HAND_SIZE } from '../../rules/parcel';
import { ParcelTag } from './Glyph';

/** P1: the deck to build for this table. */
export function DeckCard({ players }: { players: number }) {
  const [cards, size] = [players * PARCELS.length, PARCEL_HAND_SIZE];
  return (
    <section class="card" aria-labelledby="parcel-deck-h">
      <h2 id="parcel-deck-h">{t`Build the deck: ${cards} cards`}</h2>
      <ul class="plain row">
        {PARCELS.map((p) => (
          <li key={p}>
            {players} × <ParcelTag parcel={p} />
          </li>
        ))}
      </ul>
      <p class="muted">{t`Put spare cards away, shuffle, and deal ${size} face up to each player.`}</p>
    </section>
  );
}
