import { t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { RELAY_DECK_SIZE, RELAY_DISPLAY_SIZE, relayDeck } from '../../rules/relay';
import { shuffle } from '../../rules/common';
import type { RelayPartialDisplay } from '../../rules/relay';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './relay.css';
import { useStepStart } from '../../ui/step';
import { Breakdown } from './Breakdown';
import { DisplayGrid } from './DisplayGrid';
import { BASE } from './start';

/** Six random tiles from the full deck, laid TOP then BOTTOM. */
export function drawPractice(random: () => number): RelayPartialDisplay {
  const six = shuffle(relayDeck(), random).slice(0, RELAY_DISPLAY_SIZE);
  return { top: six.slice(0, 3), bottom: six.slice(3) };
}

/** Practice: score six random face-up tiles together, then put them back in the deck. */
export default function Practice() {
  return <PracticeScreen random={Math.random} />;
}

export function PracticeScreen({ random }: { random: () => number }) {
  const shown = useSignal<RelayPartialDisplay | null>(drawPractice(random));
  const six = RELAY_DISPLAY_SIZE;
  const deck = RELAY_DECK_SIZE;
  const inDeck = RELAY_DECK_SIZE - (shown.value ? RELAY_DISPLAY_SIZE : 0);
  // Drawn or put back, the screen starts at what to do, with the six tiles in sight where they fit.
  const heading = useStepStart<HTMLParagraphElement>(shown.value);
  return (
    <Screen
      title={t`Practice display`}
      where={t`Pattern Relay · ${inDeck} of ${deck} tiles in the deck`}
      footer={
        <div class="relay-foot">
          {shown.value ? (
            <Button variant="primary" onClick={() => (shown.value = null)}>
              {t`Put the ${six} back`}
            </Button>
          ) : (
            <Button variant="primary" onClick={() => (shown.value = drawPractice(random))}>
              {t`Draw ${six} tiles`}
            </Button>
          )}
        </div>
      }
    >
      <div class="stack">
        {shown.value ? (
          <>
            <p class="relay-step-head" tabIndex={-1} ref={heading}>
              {t`Score these ${six} tiles together, laid TOP row then BOTTOM row.`}
            </p>
            <div data-step-end="">
              <DisplayGrid display={shown.value} name={t`Practice`} />
            </div>
            <p class="muted">{t`Then check your count against the breakdown.`}</p>
            <Breakdown display={shown.value} label={t`Practice score`} />
          </>
        ) : (
          <p class="relay-say" role="status" tabIndex={-1} ref={heading}>
            {t`All ${deck} tiles are back in the deck. Shuffle before you deal.`}
          </p>
        )}
        <a class="btn" href={BASE}>
          {t`Back to Pattern Relay`}
        </a>
      </div>
    </Screen>
  );
}
