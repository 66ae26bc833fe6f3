import { ZONE_NAMES } from '../../rules/choices';
import { AUTHOR_SECONDS, READER_SECONDS } from './words';

/** A short "how to play" in the app's own words, beside the rules notes. */
export function HowToPlay() {
  return (
    <details class="card ch-how">
      <summary>
        <strong>How to play</strong>
      </summary>
      <ol>
        <li>Put everyone’s names in seat order and start: the app decides who writes in which round.</li>
        <li>
          The writer takes the phone alone and has {AUTHOR_SECONDS} seconds to sort six tiles, two each into{' '}
          {ZONE_NAMES.pick}, {ZONE_NAMES.reserve} and {ZONE_NAMES.pass}, then picks one {ZONE_NAMES.pick} tile to show
          everyone.
        </li>
        <li>
          The phone goes round: each other player, alone, has {READER_SECONDS} seconds to guess where the writer put the
          other five tiles. No hints, words or faces meanwhile.
        </li>
        <li>
          The reveal shows every guess and its points; the writer earns the middle score of the guessers. Highest total
          after everyone has written wins.
        </li>
      </ol>
    </details>
  );
}
