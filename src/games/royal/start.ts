import { commaList, isolate } from '../../text/words';
import { startSession } from '../lifecycle';
import type { RoyalSetup } from './session';

/** Saves a new Royal Draft session (players remembered) and returns its id. */
export function startRoyal(setup: RoyalSetup): Promise<string> {
  return startSession('royal', setup, `${commaList(setup.players.map(isolate))} - dealing`, setup.players);
}
