import { useWakeLock } from '../../ui/wake-lock';
import { SessionScreen } from '../SessionScreen';
import { relayDef } from './session';
import { Walker } from './Walker';

/** A running game: opening this address resumes it. */
export function Play({ id }: { id: string }) {
  useWakeLock();
  return (
    <SessionScreen game="relay" def={relayDef} id={id}>
      {(c) => <Walker c={c} />}
    </SessionScreen>
  );
}
