import { t } from '@lingui/core/macro';
import { isolate } from '../../text/words';
import { seatScores } from '../record-words';
import { Tagged } from '../../ui/Tagged';
import { RELAY_DISPLAY_SIZE, relayPartialPreview } from '../../rules/relay';
import { Button } from '../../ui/Button';
import { roundScores } from './session';
import type { RelaySetup, RelayState, Round } from './session';

interface Props {
  s: RelayState;
  setup: RelaySetup;
  onEdit: (round: Round, seat: number) => void;
}

/** The round's displays at a glance: tiles entered and points, each with a way into its editor. */
export function RoundScores({ s, setup, onEdit }: Props) {
  const displays = s.displays[s.round - 1] ?? [];
  const first = s.round > 1 ? roundScores(s, 1) : null;
  const round = s.round;
  const firstScores = first ? seatScores(setup.players, first) : '';
  return (
    <section class="stack" aria-labelledby="relay-round-h">
      <h2 id="relay-round-h">{t`Round ${round} displays`}</h2>
      <ul class="plain relay-scores-list" data-step-end="">
        {displays.map((d, i) => {
          const p = relayPartialPreview(d);
          const n = isolate(setup.players[i] ?? '');
          const [secured, placed, size] = [p.secured, p.placed, RELAY_DISPLAY_SIZE];
          return (
            <li key={i}>
              <span>
                <Tagged
                  text={
                    p.complete ? t`<0>${n}</0>: ${secured} points` : t`<0>${n}</0>: ${placed} of ${size} tiles entered`
                  }
                  parts={{ 0: <strong /> }}
                />
              </span>
              <Button
                onClick={() => onEdit(s.round, i)}
                aria-label={p.placed ? t`Check ${n}'s display` : t`Enter ${n}'s display`}
              >
                {p.placed ? t`Check` : t`Enter`}
              </Button>
            </li>
          );
        })}
      </ul>
      {first && <p class="muted">{t`Round 1 (confirmed): ${firstScores}`}</p>}
    </section>
  );
}
