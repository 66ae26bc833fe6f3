import { gameById } from '../../games/registry';
import type { HistoryRecord } from '../../storage/types';
import { Screen } from '../../ui/Screen';
import { formatWhen, listNames } from '../../platform/format';
import { store } from '../../platform/store';
import { UndoNotice } from './UndoNotice';
import { useUndoableList } from './useUndoableList';

/** Finished games, newest first. Deleting offers an undo before it is final. */
export function History() {
  const list = useUndoableList<HistoryRecord>({
    load: () => store().listHistory(),
    remove: (r) => store().deleteHistory(r.id),
    put: (r) => store().putHistory(r),
    order: (a, b) => b.finishedAt - a.finishedAt,
  });
  const records = list.items;
  const removed = list.removed;

  return (
    <Screen title="History">
      {list.failed && <p role="alert">The history could not be read.</p>}
      <UndoNotice action="Undo delete" onUndo={() => void list.restore()}>
        {removed && `Deleted the ${gameById(removed.game).name} game of ${formatWhen(removed.finishedAt)}.`}
      </UndoNotice>
      {records && records.length === 0 && <p>No finished games yet. Finished games show up here with their scores.</p>}
      {records && records.length > 0 && (
        <ul class="plain stack">
          {records.map((r) => (
            <li key={r.id} class="card history-item">
              <a href={`/history/${r.id}`}>
                <strong>{gameById(r.game).name}</strong>, {formatWhen(r.finishedAt)}
              </a>
              <p style={{ margin: '0.25rem 0' }}>{r.summary}</p>
              {r.winners.length > 0 && (
                <p class="muted" style={{ margin: 0 }}>
                  {r.winners.length > 1 ? 'Shared win' : 'Winner'}: {listNames(r.winners.map((w) => r.players[w] ?? '?'))}
                </p>
              )}
              <button type="button" class="btn btn-danger" onClick={() => void list.remove(r)} aria-label={`Delete ${gameById(r.game).name} game of ${formatWhen(r.finishedAt)}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
