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
  // A damaged or hostile record (a seat of -4, players as text) opens as a notice, never a blank page.
  const damaged = loaded.status === 'ready' && relayDef.readSetup?.(loaded.controller.setup) === null;
  if (loaded.status === 'ready' && !damaged) return <Walker c={loaded.controller} />;
  return (
    <Screen title="Pattern Relay">
      {loaded.status === 'loading' ? (
        <p aria-live="polite">Opening the game…</p>
      ) : (
        <>
          {damaged ? (
            <p role="alert">This game's record is damaged: its seats cannot be read, so it cannot be played on. It is kept as it was.</p>
          ) : (
            <p>This game is not on this device: it may have been finished and saved to history.</p>
          )}
          <div class="row">
            <a class="btn" href="/history">Past games</a>
            <a class="btn" href={BASE}>New game</a>
          </div>
        </>
      )}
    </Screen>
  );
}
