// Reopening a saved game to correct it: only the finished game's page does this, so it stays out of the
// session machinery every game loads.
import { navigate } from '../platform/router';
import { appNow } from '../platform/clock';
import { store } from '../platform/store';
import { tellTabs } from '../platform/tabs';
import type { HistoryRecord, StoredSession } from '../storage/types';
import { playPath } from '../platform/paths';
import { facesOf } from '../rules/faces';
import { namedFaces } from './faces';

/** What a saved game needs so it can be reopened to correct it: the session it finished with. */
export function canReopen(record: HistoryRecord): boolean {
  const s = record.session;
  return !!s && typeof s === 'object' && Array.isArray(s.actions) && 'setup' in s;
}

/**
 * Puts a saved game back in progress to correct it, with its last step taken
 * back (at its very end the game would save itself to history again at once).
 * The history record stays until the game is finished again, when the new
 * result replaces it (same id).
 */
export async function reopenFromHistory(record: HistoryRecord, now = appNow()): Promise<boolean> {
  if (!canReopen(record)) return false;
  const s = record.session!;
  const session: StoredSession = {
    id: record.id,
    game: record.game,
    setup: s.setup,
    actions: s.actions.slice(0, -1),
    createdAt: record.finishedAt,
    updatedAt: now,
    // The Resume list says it from these facts (`sessionLabel`): the result the game was saved with.
    label: '',
    note: { k: 'correcting', players: [...record.players], scores: [...record.scores] },
    rev: (s.rev ?? 0) + 1,
    faces: namedFaces(record, facesOf(record.players.length, record.faces)),
  };
  const result = await store().reopenSessionIf(session, false, s.rev ?? 0);
  if (result !== 'ok') return false;
  tellTabs({ kind: 'changed', id: record.id });
  navigate(playPath(record.game, record.id));
  return true;
}
