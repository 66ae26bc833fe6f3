import { plural, t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { navigate } from '../../platform/router';
import { newId } from '../../platform/ids';
import { RULES_LIMITS } from './core';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';
import { PlayerSetup } from '../../ui/PlayerSetup';
import { cleanName, namesProblem } from '../../ui/players';
import { Screen } from '../../ui/Screen';
import { gamePath, PATHS, playPath } from '../../platform/paths';
import { HowToPlay } from './HowToPlay';
import { startRoyal } from './start';

const { min, max } = RULES_LIMITS.royal;

/** Setup (seats first: it is what this screen asks for), the collection scorer, history, how to play and the rules notes. */
export function Landing() {
  const names = useSignal<string[]>([]);
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  // The seat list accepts one name too many so that a sixth player gets a clear answer instead of a missing field.
  const count = names.value.length;
  const game = 'Royal Draft';
  const tooMany =
    count > max
      ? plural(count, {
          one: `${game} takes ${min} to ${max} players (D1): remove one of the # to start.`,
          other: `${game} takes ${min} to ${max} players (D1): remove one of the # to start.`,
        })
      : null;
  const start = async () => {
    const clean = names.value.map(cleanName);
    const problem = tooMany ?? namesProblem(clean, min, max);
    if (problem) return (error.value = problem);
    busy.value = true;
    try {
      const id = await startRoyal({
        players: clean,
        seriesId: newId(),
        seriesGame: 1,
        seriesBefore: clean.map(() => 0),
      });
      navigate(playPath('royal', id));
    } catch {
      error.value = t`The game could not be saved on this device. Try again; if it keeps failing, check Settings.`;
      busy.value = false;
    }
  };
  return (
    <Screen
      title="Royal Draft"
      game="royal"
      where={t`${min}-${max} players · referee and scorer`}
      footer={
        <>
          <ErrorNotice message={error.value ?? tooMany} />
          <Button variant="primary" onClick={start} disabled={busy.value}>
            {t`Start the referee`}
          </Button>
        </>
      }
    >
      <div class="stack">
        <PlayerSetup
          names={names.value}
          onChange={(n) => {
            names.value = n;
            error.value = null;
          }}
          min={min}
          max={max + 1}
        />
        <p>
          {t`Play with a standard deck and one joker. The app deals the starting kings, names each dealer and the turn order, applies busting, tracks the deck and scores every row. The collection scorer scores a row from any game played without it.`}
        </p>
        <div class="row">
          <a class="btn" href={gamePath('royal', 'scorer')}>
            {t`Collection scorer`}
          </a>
          <a class="btn" href={PATHS.history}>
            {t`Past games`}
          </a>
          <a class="btn" href={gamePath('royal', 'print')}>
            {t`Print cards`}
          </a>
        </div>
        <HowToPlay />
      </div>
    </Screen>
  );
}
