import { t } from '@lingui/core/macro';
import type { GameDef } from '../session';
import { applyChoices, choicesSetup, initChoices } from '../../rules/choices';
import type { ChoicesAction, ChoicesSetup, ChoicesState } from '../../rules/choices';
import { readChoicesAction, readChoicesSetup } from './read';
import { describeChoices } from './words';
import { commaList, isolate } from '../../text/words';

export type { ChoicesAction, ChoicesSetup, ChoicesState } from '../../rules/choices';

/**
 * C1, C2: the author order and one distinct prompt per round, drawn once with `random` (the rules core's
 * choicesSetup). The prompt deck is a chunk of its own, fetched here, when a game starts, rather than with the game.
 */
export async function createSetup(players: string[], random: () => number = Math.random): Promise<ChoicesSetup> {
  const { PROMPTS } = await import('../../rules/choices/deck');
  return choicesSetup(players, random, PROMPTS);
}

/** The Resume label of a game about to start (also the label a new session is stored with). */
export const startLabel = (players: readonly string[]): string => {
  const names = commaList(players.map(isolate));
  return t`${names} - about to start`;
};

function label(state: ChoicesState, setup: ChoicesSetup): string {
  const p = state.phase;
  const names = commaList(setup.players.map(isolate));
  if (p.k === 'order') return startLabel(setup.players);
  if (p.k === 'done') return t`${names} - final scores`;
  const round = p.round + 1;
  const rounds = setup.order.length;
  return t`${names} - round ${round} of ${rounds}`;
}

export const choicesGame: GameDef<ChoicesSetup, ChoicesAction, ChoicesState> = {
  game: 'choices',
  readSetup: readChoicesSetup,
  readAction: readChoicesAction,
  describe: describeChoices,
  init: () => initChoices(),
  apply: applyChoices,
  label,
};
