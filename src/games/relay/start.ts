import { startGame } from '../lifecycle';
import { gamePath } from '../registry';
import { relayDef } from './session';
import type { RelaySetup } from './session';

export const BASE = gamePath('relay');

/** Stores a new game and opens its walker. */
export async function startRelay(setup: RelaySetup): Promise<void> {
  const label = relayDef.label(relayDef.init(setup), setup);
  await startGame('relay', setup, label, setup.players);
}

/**
 * Same seats again. The reader moves two seats on (round 2 of the last game was one on),
 * and the first placer carries on from where the last game's 12 picks left it (R4, R5).
 */
export function rematchSetup(last: RelaySetup): RelaySetup {
  const n = last.players.length;
  return { players: [...last.players], firstReader: (last.firstReader + 2) % n, firstPlacer: (last.firstPlacer + 12) % n };
}
