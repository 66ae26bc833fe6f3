import { useEffect, useState } from 'preact/hooks';
import { gameById } from '../../games/registry';
import type { HistoryRecord } from '../../storage/types';
import { Screen } from '../../ui/Screen';
import { formatWhen, listNames } from '../format';
import { store } from '../store';

/** Finished games, newest first. Deleting offers an undo before it is final. */
export function History() {
  const [records, setRecords] = useState<HistoryRecord[] | null>(null);
  const [removed, setRemoved] = useState<HistoryRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    store()
      .listHistory()
      .then(setRecords)
      .catch(() => setError('The history could not be read.'));
  }, []);

  const remove = async (r: HistoryRecord) => {
    await store().deleteHistory(r.id);
    setRecords((rs) => rs?.filter((x) => x.id !== r.id) ?? null);
    setRemoved(r);
  };
  const restore = async () => {
    if (!removed) return;
    await store().putHistory(removed);
    setRecords((rs) => [...(rs ?? []), removed].sort((a, b) => b.finishedAt - a.finishedAt));
    setRemoved(null);
  };

  return (
    <Screen title="History">
      {error && <p role="alert">{error}</p>}
      <div role="status">
        {removed && (
          <div class="notice row">
            <span style={{ flex: 1 }}>Deleted the {gameById(removed.game).name} game of {formatWhen(removed.finishedAt)}.</span>
            <button type="button" class="btn" onClick={restore}>
              Undo delete
            </button>
          </div>
        )}
      </div>
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
              <button type="button" class="btn btn-danger" onClick={() => void remove(r)} aria-label={`Delete ${gameById(r.game).name} game of ${formatWhen(r.finishedAt)}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
