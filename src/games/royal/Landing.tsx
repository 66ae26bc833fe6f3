import { useState } from 'preact/hooks';
import { navigate } from '../../platform/router';
import { newId } from '../../platform/ids';
import { RULES_LIMITS } from './core';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';
import { PlayerSetup } from '../../ui/PlayerSetup';
import { cleanName, namesProblem } from '../../ui/players';
import { RulesNotes } from '../../ui/RulesNotes';
import { Screen } from '../../ui/Screen';
import { ROYAL_NOTES } from './notes';
import { gamePath, playPath } from '../registry';
import { startRoyal } from './start';

const { min, max } = RULES_LIMITS.royal;

/** Setup (seats), the collection scorer, history and the rules notes. */
export function Landing() {
  const [names, setNames] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The seat list accepts one name too many so that a sixth player gets a clear answer instead of a missing field.
  const tooMany = names.length > max ? `Royal Draft takes ${min} to ${max} players (D1): remove one of the ${names.length} to start.` : null;
  const start = async () => {
    const clean = names.map(cleanName);
    const problem = tooMany ?? namesProblem(clean, min, max);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const id = await startRoyal({ players: clean, seriesId: newId(), seriesGame: 1, seriesBefore: clean.map(() => 0) });
      navigate(playPath('royal', id));
    } catch {
      setError('The game could not be saved on this device. Try again; if it keeps failing, check Settings.');
      setBusy(false);
    }
  };
  return (
    <Screen
      title="Royal Draft"
      where="2-5 players · referee and scorer"
      footer={<Button variant="primary" onClick={start} disabled={busy}>Start the referee</Button>}
    >
      <div class="stack">
        <p>
          Play with a standard deck and one joker. The app deals the starting kings, names each dealer and the turn
          order, applies busting, tracks the deck and scores every row. The collection scorer scores a row from any
          game played without it.
        </p>
        <PlayerSetup names={names} onChange={(n) => { setNames(n); setError(null); }} min={min} max={max + 1} />
        <ErrorNotice message={error ?? tooMany} />
        <div class="row">
          <a class="btn" href={gamePath('royal', 'scorer')}>Collection scorer</a>
          <a class="btn" href="/history">Past games</a>
        </div>
        <RulesNotes notes={ROYAL_NOTES} />
      </div>
    </Screen>
  );
}
