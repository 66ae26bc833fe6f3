import { t } from '@lingui/core/macro';
import { Tagged } from '../../ui/Tagged';
import { useSignal } from '@preact/signals';
import { RULES_LIMITS } from '../../rules/common';
import { RELAY_DEAL, RELAY_DECK_SIZE, RELAY_FACES, RELAY_COPIES, relayDealt, relayUndealt } from '../../rules/relay';
import { Button } from '../../ui/Button';
import { unlockCues } from '../../ui/cues';
import { ErrorNotice } from '../../ui/Notice';
import { PlayerSetup } from '../../ui/PlayerSetup';
import { namesProblem, randomSeat } from '../../ui/players';
import { RulesNotes } from '../../ui/RulesNotes';
import { Screen } from '../../ui/Screen';
import { followSeat } from './follow';
import { HowToPlay } from './HowToPlay';
import { gamePath, PATHS } from '../../platform/paths';
import { startRelay } from './start';
import { RULE_NOTES } from './words';
import './relay.css';

const { min, max } = RULES_LIMITS.relay;

/** R1: the deck check for this group size. */
function deckCheck(players: number): string {
  const [deck, faces, copies, deal, dealt, undealt] = [
    RELAY_DECK_SIZE,
    RELAY_FACES.length,
    RELAY_COPIES,
    RELAY_DEAL,
    relayDealt(players),
    relayUndealt(players),
  ];
  return t`${deck} tiles: ${faces} faces, ${copies} copies each. ${players} players × ${deal} = ${dealt} dealt, ${undealt} stay undealt.`;
}

const seatNumber = (i: number) => {
  const seat = i + 1;
  return t`Seat ${seat}`;
};

function SeatChoice({
  id,
  label,
  names,
  value,
  onPick,
}: {
  id: string;
  label: string;
  names: string[];
  value: number;
  onPick: (s: number) => void;
}) {
  return (
    <div class="relay-field">
      <label for={id}>{label}</label>
      <div class="row">
        <select id={id} value={value} onChange={(e) => onPick(Number(e.currentTarget.value))}>
          {names.map((n, i) => (
            <option value={i} key={i}>
              {n || seatNumber(i)}
            </option>
          ))}
        </select>
        <Button onClick={() => onPick(randomSeat(names.length))}>{t`Draw at random`}</Button>
      </div>
    </div>
  );
}

/** Setup: seats, round-1 reader and first placer, the deck check, how to play, rules notes and the other tools. */
export default function Landing() {
  const names = useSignal<string[]>([]);
  // Seat indices, kept on the person chosen when seats move (followSeat).
  const reader = useSignal(0);
  const placer = useSignal(0);
  const error = useSignal<string | null>(null);
  const n = names.value.length;
  const problem = namesProblem(names.value, min, max);
  const check = n >= min && n <= max ? deckCheck(n) : '';
  const setNames = (next: string[]) => {
    reader.value = followSeat(names.value, next, reader.value);
    placer.value = followSeat(names.value, next, placer.value);
    names.value = next;
  };
  const start = () => {
    if (problem) return void (error.value = problem);
    unlockCues();
    startRelay({ players: names.value, firstReader: reader.value, firstPlacer: placer.value }).catch(
      () =>
        (error.value = t`The game could not be saved on this device. Try again, or check the storage note in Settings.`),
    );
  };
  return (
    <Screen
      title="Pattern Relay"
      game="relay"
      where={t`New game · ${min}-${max} players`}
      footer={
        <div class="relay-foot">
          {/* Why the game cannot start yet, beside the button that was tapped. */}
          <ErrorNotice message={error.value} onDismiss={() => (error.value = null)} />
          <Button variant="primary" onClick={start} aria-disabled={problem !== null}>
            {t`Start the game`}
          </Button>
        </div>
      }
    >
      {/* The seats first: they are what this screen asks for, in sight at every text size. */}
      <div class="stack">
        <PlayerSetup names={names.value} onChange={setNames} min={min} max={max} />
        {n >= min && n <= max && (
          <>
            <SeatChoice
              id="relay-reader"
              label={t`Round-1 reader (counts the reveals)`}
              names={names.value}
              value={reader.value}
              onPick={(s) => (reader.value = s)}
            />
            <SeatChoice
              id="relay-placer"
              label={t`First placer (pick 1)`}
              names={names.value}
              value={placer.value}
              onPick={(s) => (placer.value = s)}
            />
            <p class="notice">
              <Tagged text={t`<0>Deck check:</0> ${check}`} parts={{ 0: <strong /> }} />
            </p>
          </>
        )}
        <p>
          {t`Draft tiles with printed cards; this phone calls the reveals, tells you who places and where to pass, and scores every display.`}
        </p>
        <div class="row">
          <a class="btn" href={gamePath('relay', 'practice')}>
            {t`Practice display`}
          </a>
          <a class="btn" href={PATHS.history}>
            {t`Past games`}
          </a>
          <a class="btn" href={gamePath('relay', 'print')}>
            {t`Print cards`}
          </a>
        </div>
        <HowToPlay />
        <RulesNotes notes={RULE_NOTES} />
      </div>
    </Screen>
  );
}
