import { relayRematch } from '../../rules/relay';
import { startGame } from '../lifecycle';
import { gamePath } from '../../platform/paths';
import { relayDef } from './session';
import type { RelaySetup } from './session';

export const BASE = gamePath('relay');

/** Stores a new game and opens its walker. */
export async function startRelay(setup: RelaySetup): Promise<void> {
  const label = relayDef.label(relayDef.init(setup), setup);
  await startGame('relay', setup, label, setup.players);
}

/** Same seats again; the rules core says who reads and who places first (R4, R5 carried on). */
export function rematchSetup(last: RelaySetup): RelaySetup {
  return { players: [...last.players], ...relayRematch(last.players.length, last.firstReader, last.firstPlacer) };
}
