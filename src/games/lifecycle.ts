import { useEffect, useState } from 'preact/hooks';
import { store } from '../platform/store';
import { newId } from '../platform/ids';
import type { GameId, HistoryRecord, StoredSession } from '../storage/types';
import { createSessionController } from './controller';
import type { SessionController } from './controller';
import type { GameDef } from './session';

/** Stores a new session and returns its id. Player names are remembered for next time. */
export async function startSession<Setup>(
  game: GameId,
  setup: Setup,
  label: string,
  players: string[],
  now = Date.now(),
): Promise<string> {
  const session: StoredSession = { id: newId(), game, setup, actions: [], createdAt: now, updatedAt: now, label };
  await store().putSession(session);
  if (players.length) await store().rememberPlayers(players, now);
  return session.id;
}

/** Saves the finished game to history and removes it from Resume. Returns the history id. */
export async function finishSession(
  sessionId: string,
  record: Omit<HistoryRecord, 'id'>,
): Promise<string> {
  const id = sessionId;
  await store().putHistory({ ...record, id });
  await store().deleteSession(sessionId);
  return id;
}

export type Loaded<C> = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; controller: C };

/** Loads a stored session into a controller for a screen. */
export function useSessionController<Setup, Action, State>(
  def: GameDef<Setup, Action, State>,
  id: string,
): Loaded<SessionController<Setup, Action, State>> {
  const [loaded, setLoaded] = useState<Loaded<SessionController<Setup, Action, State>>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    store()
      .getSession(id)
      .then((s) => {
        if (!live) return;
        if (!s || s.game !== def.game) setLoaded({ status: 'missing' });
        else setLoaded({ status: 'ready', controller: createSessionController(def, s, store()) });
      })
      .catch(() => live && setLoaded({ status: 'missing' }));
    return () => {
      live = false;
    };
  }, [def, id]);
  return loaded;
}
