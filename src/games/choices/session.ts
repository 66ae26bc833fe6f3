import type { GameDef } from '../session';
import { applyChoices, choicesSetup, initChoices } from '../../rules/choices';
import type { ChoicesAction, ChoicesSetup, ChoicesState } from '../../rules/choices';
import { readChoicesAction, readChoicesSetup } from './read';
import { describeChoices } from './words';
import { isolate } from '../../text/words';

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
export const startLabel = (players: readonly string[]): string => `${players.map(isolate).join(', ')} - about to start`;

function label(state: ChoicesState, setup: ChoicesSetup): string {
  const p = state.phase;
  const names = setup.players.map(isolate).join(', ');
  if (p.k === 'order') return startLabel(setup.players);
  if (p.k === 'done') return `${names} - final scores`;
  return `${names} - round ${p.round + 1} of ${setup.order.length}`;
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
