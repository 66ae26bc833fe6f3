import { navigate } from '../../platform/router';
import { relayRematch } from '../../rules/relay';
import { startSession } from '../lifecycle';
import { relayDef } from './session';
import type { RelaySetup } from './session';

export const BASE = '/pattern-relay';

/** Stores a new game and opens its walker. */
export async function startRelay(setup: RelaySetup): Promise<void> {
  const label = relayDef.label(relayDef.init(setup), setup);
  const id = await startSession('relay', setup, label, setup.players);
  navigate(`${BASE}/play/${id}`);
}

/** Same seats again; the rules core says who reads and who places first (R4, R5 carried on). */
export function rematchSetup(last: RelaySetup): RelaySetup {
  return { players: [...last.players], ...relayRematch(last.players.length, last.firstReader, last.firstPlacer) };
}
