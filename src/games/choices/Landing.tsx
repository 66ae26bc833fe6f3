import { useState } from 'preact/hooks';
import { navigate } from '../../platform/router';
import { Button } from '../../ui/Button';
import { PlayerSetup } from '../../ui/PlayerSetup';
import { cleanName, namesProblem } from '../../ui/players';
import { RulesNotes } from '../../ui/RulesNotes';
import { unlockCues } from '../../ui/cues';
import { startSession } from '../lifecycle';
import { Frame } from './Frame';
import { CHOICES_NOTES } from './notes';
import { BASE } from './Play';
import { createSetup } from './session';

/** Setup: players in seat order, the rules notes, and past games. */
export function Landing() {
  const [names, setNames] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    const clean = names.map(cleanName);
    const problem = namesProblem(clean, 3, 12);
    if (problem) return setError(problem);
    unlockCues();
    try {
      const id = await startSession('choices', createSetup(clean), `${clean.join(', ')} - about to start`, clean);
      navigate(`${BASE}/play/${id}`);
    } catch {
      setError('The game could not be started: storage is not working. Try again, or reload the app.');
    }
  };
  return (
    <Frame
      where="3-12 players · one phone passed around"
      error={error}
      onDismiss={() => setError(null)}
      footer={
        <Button variant="primary" onClick={() => void start()}>
          Start: shuffle the authors
        </Button>
      }
    >
      <p>
        Each round one player secretly sorts six tiles into Pick first, Keep in reserve and Pass. Everyone else, one at a time,
        tries to rebuild that pattern. Pass the phone when it says so.
      </p>
      <PlayerSetup names={names} onChange={setNames} min={3} max={12} />
      <p>
        <a class="btn" href="/pattern-of-choices/online">
          Play on several phones
        </a>
      </p>
      <RulesNotes notes={CHOICES_NOTES} />
      <p>
        <a href="/history">Past games and scores</a>
      </p>
    </Frame>
  );
}
