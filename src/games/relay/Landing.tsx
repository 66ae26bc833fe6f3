import { useState } from 'preact/hooks';
import { RULES_LIMITS } from '../../rules/common';
import { Button } from '../../ui/Button';
import { unlockCues } from '../../ui/cues';
import { ErrorNotice } from '../../ui/Notice';
import { PlayerSetup } from '../../ui/PlayerSetup';
import { namesProblem, randomSeat } from '../../ui/players';
import { RulesNotes } from '../../ui/RulesNotes';
import { Screen } from '../../ui/Screen';
import { BASE, startRelay } from './start';
import { relayUndealt } from '../../rules/relay';
import { RULE_NOTES } from './words';
import './relay.css';
import './setup.css';

const { min, max } = RULES_LIMITS.relay;

/** R1: the deck check for this group size. */
function deckCheck(players: number): string {
  return `48 tiles: 12 faces, 4 copies each. ${players} players × 7 = ${players * 7} dealt, ${relayUndealt(players)} stay undealt.`;
}

function SeatChoice({ id, label, names, value, onPick }: { id: string; label: string; names: string[]; value: number; onPick: (s: number) => void }) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <div class="row">
        <select id={id} value={value} onChange={(e) => onPick(Number(e.currentTarget.value))}>
          {names.map((n, i) => (
            <option value={i} key={i}>
              {n || `Seat ${i + 1}`}
            </option>
          ))}
        </select>
        <Button onClick={() => onPick(randomSeat(names.length))}>Draw at random</Button>
      </div>
    </div>
  );
}

/** Setup: seats, round-1 reader and first placer, the deck check, rules notes and the other tools. */
export default function Landing() {
  const [names, setNames] = useState<string[]>([]);
  const [reader, setReader] = useState(0);
  const [placer, setPlacer] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const problem = namesProblem(names, min, max);
  const n = names.length;
  const seat = (s: number) => (s < n ? s : 0);
  const start = () => {
    if (problem) return setError(problem);
    unlockCues();
    startRelay({ players: names, firstReader: seat(reader), firstPlacer: seat(placer) }).catch(() =>
      setError('The game could not be saved on this device. Try again, or check the storage note in Settings.'),
    );
  };
  return (
    <Screen
      title="Pattern Relay"
      where={`New game · ${min}-${max} players`}
      footer={
        <Button variant="primary" onClick={start} aria-disabled={problem !== null}>
          Start the game
        </Button>
      }
    >
      <div class="stack relay">
        <p>Draft tiles with printed cards; this phone calls the reveals, tells you who places and where to pass, and scores every display.</p>
        <PlayerSetup names={names} onChange={setNames} min={min} max={max} />
        {n >= min && n <= max && (
          <>
            <SeatChoice id="relay-reader" label="Round-1 reader (counts the reveals)" names={names} value={seat(reader)} onPick={setReader} />
            <SeatChoice id="relay-placer" label="First placer (pick 1)" names={names} value={seat(placer)} onPick={setPlacer} />
            <p class="notice">
              <strong>Deck check:</strong> {deckCheck(n)}
            </p>
          </>
        )}
        <ErrorNotice message={error} onDismiss={() => setError(null)} />
        <div class="row">
          <a class="btn" href={`${BASE}/practice`}>
            Practice display
          </a>
          <a class="btn" href="/history">
            Past games
          </a>
        </div>
        <RulesNotes notes={RULE_NOTES} />
      </div>
    </Screen>
  );
}
