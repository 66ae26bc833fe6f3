import { t } from '@lingui/core/macro';
import { isolate } from '../../text/words';
import { PARCELS, parcelIsComplete, parcelIsSwap } from '../../rules/parcel';
import type { Parcel } from '../../rules/parcel';
import { Hand, ParcelTag } from './Glyph';

interface PickProps {
  who: string;
  hand: readonly Parcel[];
  value: Parcel | null;
  /** The card the other player hands over: the same symbol would be a pass (P4), so it is not offered. */
  other: Parcel | null;
  onPick: (p: Parcel) => void;
}

/** One player's hand as the buttons to pick from: each symbol once, with how many they hold. */
function Pick({ who, hand, value, other, onPick }: PickProps) {
  const complete = parcelIsComplete([...hand]);
  const name = isolate(who);
  return (
    <fieldset>
      <legend>{complete ? t`${name} gives (complete)` : t`${name} gives`}</legend>
      <div class="row">
        {PARCELS.filter((p) => hand.includes(p)).map((p) => {
          const count = hand.filter((x) => x === p).length;
          const same = other !== null && !parcelIsSwap(p, other);
          return (
            <button
              key={p}
              type="button"
              class="btn"
              aria-pressed={value === p}
              disabled={same}
              onClick={() => onPick(p)}
            >
              <ParcelTag parcel={p} />
              {count > 1 && ` ×${count}`}
            </button>
          );
        })}
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

/** P4 with tracked hands: the card each of the pair hands over, never the same symbol both ways. */
export function SwapChooser({ names, hands, seat, partner, give, receive, onGive, onReceive }: Props) {
  const complete = hands.filter((h) => parcelIsComplete(h)).length;
  const total = hands.length;
  return (
    <section class="stack" aria-label={t`The swap`}>
      <div class="pp-picks">
        <Pick who={names[seat] ?? ''} hand={hands[seat] ?? []} value={give} other={receive} onPick={onGive} />
        <Pick who={names[partner] ?? ''} hand={hands[partner] ?? []} value={receive} other={give} onPick={onReceive} />
      </div>
      <details class="card">
        <summary>{t`All hands: ${complete} of ${total} complete`}</summary>
        {hands.map((h, i) => (
          <Hand key={i} hand={h} label={names[i] ?? ''} />
        ))}
      </details>
    </section>
  );
}
