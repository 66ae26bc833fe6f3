import { useWakeLock } from '../../ui/wake-lock';
import type { GamePlay } from '../chunk';
import type { SessionController } from '../controller';
import { relayDef } from './session';
import type { RelayAction, RelaySetup, RelayState } from './session';
import { Walker } from './Walker';

type RelayController = SessionController<RelaySetup, RelayAction, RelayState>;

/** A running game: opening its address resumes it. */
export const play: GamePlay<RelaySetup, RelayAction, RelayState> = {
  def: relayDef,
  View: function Running({ c }: { c: RelayController }) {
    useWakeLock();
    return <Walker c={c} />;
  },
};
