import { choicesAuthorOrder } from '../../rules/choices';
import { shuffle } from '../../rules/common';
import type { GameDef } from '../session';
import { applyChoices, initChoices } from './phases';
import type { ChoicesAction, ChoicesSetup, ChoicesState } from './phases';
import { PROMPTS } from './prompts';
import { readChoicesAction, readChoicesSetup } from './read';
import { describeChoices } from './words';
import { isolate } from '../../storage/names';

export type { ChoicesAction, ChoicesSetup, ChoicesState } from './phases';

/** C1, C2: the author order and one distinct prompt per round, drawn once with `random`. */
export function createSetup(players: string[], random: () => number = Math.random): ChoicesSetup {
  const order = choicesAuthorOrder(players.length, random);
  const deck = shuffle(PROMPTS, random).slice(0, players.length);
  return { v: 1, players: [...players], order, prompts: deck.map((p) => ({ text: p.text, tiles: [...p.tiles] })) };
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
