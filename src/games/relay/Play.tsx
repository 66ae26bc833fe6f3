import { Screen } from '../../ui/Screen';
import { useWakeLock } from '../../ui/wake-lock';
import { useSessionController } from '../lifecycle';
import { relayDef } from './session';
import { BASE } from './start';
import { Walker } from './Walker';

/** A running game: loads the stored session (resume = opening this address). */
export function Play({ id }: { id: string }) {
  const loaded = useSessionController(relayDef, id);
  useWakeLock(loaded.status === 'ready');
  if (loaded.status === 'ready') return <Walker c={loaded.controller} />;
  return (
    <Screen title="Pattern Relay">
      {loaded.status === 'loading' ? (
        <p aria-live="polite">Opening the game…</p>
      ) : (
        <>
          <p>This game is not on this device: it may have been finished and saved to history.</p>
          <div class="row">
            <a class="btn" href="/history">Past games</a>
            <a class="btn" href={BASE}>New game</a>
          </div>
        </>
      )}
    </Screen>
  );
}
