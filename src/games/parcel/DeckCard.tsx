import { PARCELS, PARCEL_HAND_SIZE } from '../../rules/parcel';
import { ParcelTag } from './Glyph';

/** P1: the deck to build for this table. */
export function DeckCard({ players }: { players: number }) {
  return (
    <section class="card" aria-labelledby="parcel-deck-h">
      <h2 id="parcel-deck-h">Build the deck: {players * PARCELS.length} cards</h2>
      <ul class="plain row">
        {PARCELS.map((p) => (
          <li key={p}>
            {players} × <ParcelTag parcel={p} />
          </li>
        ))}
      </ul>
      <p class="muted">Put spare cards away, shuffle, and deal {PARCEL_HAND_SIZE} face up to each player.</p>
    </section>
  );
}
