import { PARCELS } from '../../rules/parcel';
import type { Parcel } from '../../rules/parcel';
import { Hand, ParcelTag } from './Glyph';

interface PickProps {
  who: string;
  hand: readonly Parcel[];
  value: Parcel | null;
  onPick: (p: Parcel) => void;
}

function Pick({ who, hand, value, onPick }: PickProps) {
  return (
    <fieldset>
      <legend>{who} gives</legend>
      <div class="row">
        {PARCELS.filter((p) => hand.includes(p)).map((p) => (
          <button key={p} type="button" class="btn" aria-pressed={value === p} onClick={() => onPick(p)}>
            <ParcelTag parcel={p} />
          </button>
        ))}
      </div>
    </fieldset>
  );
}

interface Props {
  names: readonly string[];
  hands: Parcel[][];
  seat: number;
  partner: number;
  give: Parcel | null;
  receive: Parcel | null;
  onGive: (p: Parcel) => void;
  onReceive: (p: Parcel) => void;
}

/** P4 with tracked hands: the card each of the pair hands over. */
export function SwapChooser({ names, hands, seat, partner, give, receive, onGive, onReceive }: Props) {
  const complete = hands.filter((h) => new Set(h).size === 4).length;
  return (
    <section class="stack" aria-label="The swap">
      <Hand hand={hands[seat]!} label={names[seat]!} />
      <Hand hand={hands[partner]!} label={names[partner]!} />
      <div class="pick-pair">
        <Pick who={names[seat]!} hand={hands[seat]!} value={give} onPick={onGive} />
        <Pick who={names[partner]!} hand={hands[partner]!} value={receive} onPick={onReceive} />
      </div>
      <details class="card">
        <summary>
          All hands: {complete} of {hands.length} complete
        </summary>
        {hands.map((h, i) => (
          <Hand key={i} hand={h} label={names[i]!} />
        ))}
      </details>
    </section>
  );
}
