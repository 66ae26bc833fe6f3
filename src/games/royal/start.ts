import { startSession } from '../lifecycle';
import type { RoyalSetup } from './session';

/** Saves a new Royal Draft session (players remembered) and returns its id. */
export function startRoyal(setup: RoyalSetup): Promise<string> {
  return startSession('royal', setup, `${setup.players.join(', ')} - dealing`, setup.players);
}
