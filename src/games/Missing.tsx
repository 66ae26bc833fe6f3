import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { finishedPath } from '../platform/paths';
import { navigate } from '../platform/router';
import { store } from '../platform/store';
import { Screen } from '../ui/Screen';
import type { GameId } from '../storage/types';
import { NotFound } from './NotFound';

/**
 * No game in progress with this id: a game that ended is saved to history
 * under the same id (a reload of its result lands here), so that record opens
 * in its place; otherwise the game is gone, and the screen says so.
 */
export default function Missing({ title, game, id }: { title: string; game: GameId; id: string }) {
  const gone = useSignal(false);
  useEffect(() => {
    let live = true;
    store()
      .getHistory(id)
      .catch(() => undefined)
      .then((r) => {
        if (!live) return;
        if (r) navigate(finishedPath(id), { replace: true });
        else gone.value = true;
      });
    return () => {
      live = false;
    };
  }, [id]);
  if (!gone.value)
    return (
      <Screen title={title}>
        <p role="status">Opening the game…</p>
      </Screen>
    );
  return (
    <NotFound
      title={title}
      game={game}
      message="This game is not on this device any more: it may have been finished and saved to history, or discarded."
    />
  );
}
