import { t } from '@lingui/core/macro';
import type { StoredSession } from '../storage/types';
import { commaList, isolate } from '../text/words';
import { seatScores } from './record-words';

/**
 * What the Resume list (and a notice naming the game) says of a game in progress: the game's own label, with what
 * the app noted of it worded here, when shown, from the facts stored (never words stored).
 */
export function sessionLabel(s: Pick<StoredSession, 'label' | 'note'>): string {
  const note = s.note;
  if (note?.k === 'kept') {
    const was = note.was ? sessionLabel({ label: s.label, note: note.was }) : s.label;
    return t`Kept as it was: ${was}`;
  }
  if (note?.k !== 'correcting') return s.label;
  const { players, scores } = note;
  // Stored before notes were facts: the words as they were stored.
  const label = s.label;
  if (!players || !scores) return t`Correcting: ${label}`;
  if (scores.length === players.length) {
    const result = seatScores(players, scores);
    return t`Correcting: ${result}`;
  }
  const [names, score] = [commaList(players.map(isolate)), scores[0] ?? 0];
  return t`Correcting: ${names} - group score ${score}`;
}
