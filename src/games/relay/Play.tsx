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
export const Play = playScreen('relay', {
  def: relayDef,
  View: Running,
  // Scoring and the results are phone screens (the displays are entered there); every step of a pick is the table's.
  table: {
    load: () => import('./TableView'),
    at: (c) => c.finished.value === null && c.state.value.step !== 'score' && c.state.value.step !== 'results',
  },
});
