import { t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { RULES_LIMITS } from '../../rules/common';
import { Button } from '../../ui/Button';
import { PlayerSetup } from '../../ui/PlayerSetup';
import { cleanName, namesProblem } from '../../ui/players';
import { RulesNotes } from '../../ui/RulesNotes';
import { unlockCues } from '../../ui/cues';
import { gamePath, PATHS } from '../../platform/paths';
import { startGame } from '../lifecycle';
import { Frame } from './Frame';
import { HowToPlay } from './HowToPlay';
import { choicesNotes } from './notes';
import { createSetup, startLabel } from './session';
import { zoneName } from './words';

const { min, max } = RULES_LIMITS.choices;

function intro(): string {
  const pick = zoneName('pick');
  const reserve = zoneName('reserve');
  const pass = zoneName('pass');
  return t`Each round one player secretly sorts six tiles into ${pick}, ${reserve} and ${pass}. Everyone else, one at a time, tries to rebuild that pattern. Pass the phone when it says so.`;
}

/** Setup: players in seat order, the rules notes, and past games. */
export function Landing() {
  const names = useSignal<string[]>([]);
  const error = useSignal<string | null>(null);
  const start = async () => {
    const clean = names.value.map(cleanName);
    const problem = namesProblem(clean, min, max);
    if (problem) return void (error.value = problem);
    unlockCues();
    const setup = await createSetup(clean).catch(() => null);
    if (!setup) return void (error.value = t`The prompts could not be loaded. Reload the app and try again.`);
    try {
      await startGame('choices', setup, startLabel(clean), clean);
    } catch {
      error.value = t`The game could not be started: storage is not working. Try again, or reload the app.`;
    }
  };
  return (
    <Frame
      emblem
      where={t`${min}-${max} players · one phone passed around`}
      error={error.value}
      onDismiss={() => (error.value = null)}
      footer={
        <Button variant="primary" onClick={() => void start()}>
          {t`Start: shuffle the authors`}
        </Button>
      }
    >
      <p>{intro()}</p>
      <PlayerSetup names={names.value} onChange={(n) => (names.value = n)} min={min} max={max} />
      <p>
        <a class="btn" href={gamePath('choices', 'online')}>
          {t`Play on several phones`}
        </a>
      </p>
      <HowToPlay />
      <RulesNotes notes={choicesNotes()} />
      <p>
        <a href={PATHS.history}>{t`Past games and scores`}</a>
      </p>
    </Frame>
  );
}
