import { navigate } from '../platform/router';
import { appNow } from '../platform/clock';
import { store } from '../platform/store';
import { newId } from '../platform/ids';
import type { GameId, StoredSession } from '../storage/types';
import { playPath } from '../platform/paths';
import { setupFaces } from '../ui/seat-faces';

/** Stores a new session and returns its id. Player names are remembered for next time. */
export async function startSession<Setup>(
  game: GameId,
  setup: Setup,
  label: string,
  players: string[],
  now = appNow(),
): Promise<string> {
  // The faces the setup showed: its choices, else what each name had last time (a list that cannot be read: none).
  const known = await store()
    .listPlayers()
    .catch(() => []);
  const faces = setupFaces(players, known);
  const session: StoredSession = {
    id: newId(),
    game,
    setup,
    actions: [],
    createdAt: now,
    updatedAt: now,
    label,
    rev: 0,
    ...(players.length ? { faces: players.map((name, i) => ({ name, ...faces[i]! })) } : {}),
  };
  if ((await store().saveSessionIf(session, null)) !== 'ok') throw new Error('a new game could not be stored');
  // Remembered names only save typing: the game is stored, so a refused write here does not stop it.
  if (players.length)
    await store()
      .rememberPlayers(players, now, faces)
      .catch(() => undefined);
  return session.id;
}

/** Starts a game (a new one or a rematch) and opens it: the one way every game begins. */
export async function startGame<Setup>(game: GameId, setup: Setup, label: string, players: string[]): Promise<void> {
  const id = await startSession(game, setup, label, players);
  navigate(playPath(game, id));
}
