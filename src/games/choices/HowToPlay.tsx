import { t } from '@lingui/core/macro';
import { AUTHOR_SECONDS, READER_SECONDS, zoneName } from './words';

/** A short "how to play" in the app's own words, beside the rules notes. */
export function HowToPlay() {
  const author = AUTHOR_SECONDS;
  const reader = READER_SECONDS;
  const pick = zoneName('pick');
  const reserve = zoneName('reserve');
  const pass = zoneName('pass');
  return (
    <details class="card ch-how">
      <summary>
        <strong>{t`How to play`}</strong>
      </summary>
      <ol>
        <li>{t`Put everyone’s names in seat order and start: the app decides who writes in which round.`}</li>
        <li>
          {t`The writer takes the phone alone and has ${author} seconds to sort six tiles, two each into ${pick}, ${reserve} and ${pass}, then picks one ${pick} tile to show everyone.`}
        </li>
        <li>
          {t`The phone goes round: each other player, alone, has ${reader} seconds to guess where the writer put the other five tiles. No hints, words or faces meanwhile.`}
        </li>
        <li>
          {t`The reveal shows every guess and its points; the writer earns the middle score of the guessers. Highest total after everyone has written wins.`}
        </li>
      </ol>
    </details>
  );
}
