import { t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { HistoryRecord } from '../storage/types';
import { Button } from '../ui/Button';
import type { SessionController } from './controller';
import './finish.css';
import { ResultCard } from '../ui/ResultCard';
import { recordFaces } from './faces';
import { gameById } from './registry';

/** The history record a game gives when it ends: facts only (History words them when shown). */
type FinishRecord = Omit<HistoryRecord, 'id' | 'session'>;

interface Props<S, A, St> {
  c: SessionController<S, A, St>;
  /** The game has reached its end. */
  over: boolean;
  /** The history record for the game as it ended. */
  record: () => FinishRecord;
  /**
   * The screen's pinned bar has the one Undo (labelled `SAVED_UNDO`): the line says where it is instead of
   * showing a second button that does the same.
   */
  undoAtTop?: boolean;
  /** The result as a picture to send, beside the line (false where the pinned footer has no room for it). */
  picture?: boolean;
}

/** The accessible name of a screen's Undo once the game is saved: what it does then. */
export const SAVED_UNDO = 'Undo: take the last step back and the game out of history';

/**
 * The one finish flow: a game that reaches its end is saved to history at
 * once (and leaves Resume); Undo takes the last step back and the game out
 * of history again. Every game shows this line on its final screen, and one Undo.
 */
export function FinishLine<S, A, St>({ c, over, record, undoAtTop = false, picture = true }: Props<S, A, St>) {
  const failed = useSignal(false);
  const finished = c.finished.value;
  const free = c.writable.value;
  const save = () => {
    failed.value = false;
    c.finish(record()).then(
      (result) => (failed.value = result !== 'ok'),
      (err) => {
        console.error(err);
        failed.value = true;
      },
    );
  };
  useEffect(() => {
    if (over && free && !finished) save();
  }, [over, free, finished]);
  if (!over) return null;
  const saved = finished ? record() : null;
  return (
    <>
      <div class="finish-line" role="status">
        {finished && undoAtTop ? (
          <p class="notice">{t`Saved to history. Undo, at the top, takes it back out.`}</p>
        ) : finished ? (
          <p class="notice">
            {t`Saved to history.`}{' '}
            <Button variant="quiet" onClick={() => c.undo()}>
              {t`Undo`}
            </Button>
          </p>
        ) : failed.value ? (
          <p class="notice notice-error">
            {t`The result could not be saved to history; the game is kept.`}{' '}
            <Button onClick={save}>{t`Try again`}</Button>
          </p>
        ) : (
          <p class="muted">{t`Saving to history…`}</p>
        )}
      </div>
      {/* Once saved, the result as a picture to send (the text share stays on the game's own result screen). */}
      {saved && picture && (
        <ResultCard
          record={{ ...saved, faces: recordFaces(saved.players, c.faces) }}
          title={gameById(saved.game).name}
        />
      )}
    </>
  );
}
