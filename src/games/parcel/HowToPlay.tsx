import { t } from '@lingui/core/macro';
import { PARCEL_HAND_SIZE, PARCEL_LAPS } from '../../rules/parcel';
import { Tagged } from '../../ui/Tagged';
import { parcelWord } from '../../ui/terms';
/** A short "How to play" in the app's own words, beside the rules notes. */
export function HowToPlay() {
  const [sun, moon, leaf, key] = [parcelWord('SUN'), parcelWord('MOON'), parcelWord('LEAF'), parcelWord('KEY')];
  const [size, laps] = [PARCEL_HAND_SIZE, PARCEL_LAPS];
  return (
    <details class="card">
      <summary>
        <Tagged text={t`<0>How to play</0>: the short version`} parts={{ 0: <strong /> }} />
      </summary>
      <ol>
        <li>{t`Everyone plays together. The goal: every player holds one ${sun}, one ${moon}, one ${leaf} and one ${key}.`}</li>
        <li>{t`Deal ${size} cards to each player, face up. The app can check the deal if you enter the hands.`}</li>
        <li>{t`Play ${laps} laps. In a lap each player has one turn, going clockwise from the first-player marker.`}</li>
        <li>{t`Each lap has a route card that says who you trade with: a neighbour, or the player two seats away.`}</li>
        <li>{t`On your turn, agree a swap with that partner (one card each way, two different symbols) or pass.`}</li>
        <li>
          {t`The parade ends as soon as everyone is complete. After ${laps} laps, count the complete hands. Fewer swaps is better.`}
        </li>
      </ol>
    </details>
  );
}
