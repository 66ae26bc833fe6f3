import { useWakeLock } from '../../ui/wake-lock';
import type { SessionController } from '../controller';
import { playScreen } from '../SessionScreen';
import { relayDef } from './session';
import type { RelayAction, RelaySetup, RelayState } from './session';
import { Walker } from './Walker';

type RelayController = SessionController<RelaySetup, RelayAction, RelayState>;

function Running({ c }: { c: RelayController }) {
  useWakeLock();
  return <Walker c={c} />;
}

/** A running game: opening its address resumes it. */
export const Play = playScreen('relay', { def: relayDef, View: Running });
