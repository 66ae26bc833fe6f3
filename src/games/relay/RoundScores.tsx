import { RELAY_DISPLAY_SIZE, relayPartialPreview } from '../../rules/relay';
import { Button } from '../../ui/Button';
import { Name } from '../../ui/Name';
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
  return (
    <section class="stack" aria-labelledby="relay-round-h">
      <h2 id="relay-round-h">Round {s.round} displays</h2>
      <ul class="plain relay-scores-list" data-step-end="">
        {displays.map((d, i) => {
          const p = relayPartialPreview(d);
          const n = setup.players[i] ?? '';
          return (
            <li key={i}>
              <span>
                <strong>
                  <Name>{n}</Name>
                </strong>
                : {p.complete ? `${p.secured} points` : `${p.placed} of ${RELAY_DISPLAY_SIZE} tiles entered`}
              </span>
              <Button onClick={() => onEdit(s.round, i)} aria-label={`${p.placed ? 'Check' : 'Enter'} ${n}'s display`}>
                {p.placed ? 'Check' : 'Enter'}
              </Button>
            </li>
          );
        })}
      </ul>
      {first && (
        <p class="muted">Round 1 (confirmed): {setup.players.map((n, i) => `${n} ${first[i] ?? 0}`).join(', ')}</p>
      )}
    </section>
  );
}
