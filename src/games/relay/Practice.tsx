import { useState } from 'preact/hooks';
import { RELAY_DECK_SIZE, relayDeck } from '../../rules/relay';
import { shuffle } from '../../rules/common';
import type { RelayPartialDisplay } from '../../rules/relay';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { Breakdown } from './Breakdown';
import { DisplayEditor } from './DisplayEditor';
import { BASE } from './start';

/** Six random tiles from the full deck, laid TOP then BOTTOM. */
export function drawPractice(random: () => number): RelayPartialDisplay {
  const six = shuffle(relayDeck(), random).slice(0, 6);
  return { top: six.slice(0, 3), bottom: six.slice(3) };
}

/** Practice: score six random face-up tiles together, then put them back in the deck. */
export default function Practice() {
  const [shown, setShown] = useState<RelayPartialDisplay | null>(() => drawPractice(Math.random));
  const inDeck = RELAY_DECK_SIZE - (shown ? 6 : 0);
  return (
    <Screen
      title="Practice display"
      where={`Pattern Relay · ${inDeck} of ${RELAY_DECK_SIZE} tiles in the deck`}
      footer={
        shown ? (
          <Button variant="primary" onClick={() => setShown(null)}>
            Put the six back in the deck
          </Button>
        ) : (
          <Button variant="primary" onClick={() => setShown(drawPractice(Math.random))}>
            Draw six tiles
          </Button>
        )
      }
    >
      <div class="stack relay">
        {shown ? (
          <>
            <p>Lay these six tiles face up, TOP row then BOTTOM row, and score them together before looking at the breakdown.</p>
            <DisplayEditor display={shown} name="Practice" />
            <Breakdown display={shown} label="Practice score" />
          </>
        ) : (
          <p class="relay-say" role="status">All 48 tiles are back in the deck. Shuffle before you deal.</p>
        )}
        <a class="btn" href={BASE}>
          Back to Pattern Relay
        </a>
      </div>
    </Screen>
  );
}
