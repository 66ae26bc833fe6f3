import type { StoredSession } from '../storage/types';
import { commaList, isolate } from '../text/words';
import { seatScores } from './record-words';

/**
 * What the Resume list (and a notice naming the game) says of a game in progress: the game's own label, with what
 * the app noted of it worded here, when shown, from the facts stored (never words stored).
 */
export function sessionLabel(s: Pick<StoredSession, 'label' | 'note'>): string {
  const note = s.note;
  if (note?.k === 'kept')
    return `Kept as it was: ${note.was ? sessionLabel({ label: s.label, note: note.was }) : s.label}`;
  if (note?.k !== 'correcting') return s.label;
  const { players, scores } = note;
  // Stored before notes were facts: the words as they were stored.
  if (!players || !scores) return `Correcting: ${s.label}`;
  const result =
    scores.length === players.length
      ? seatScores(players, scores)
      : `${commaList(players.map(isolate))} - group score ${scores[0] ?? 0}`;
  return `Correcting: ${result}`;
}
