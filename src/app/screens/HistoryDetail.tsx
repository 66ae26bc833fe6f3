import { useEffect, useState } from 'preact/hooks';
import { gameById } from '../../games/registry';
import type { HistoryRecord } from '../../storage/types';
import { Screen } from '../../ui/Screen';
import { formatWhen, listNames } from '../../platform/format';
import { store } from '../../platform/store';

/** One finished game: players, scores, winners and the game's own breakdown lines. */
export function HistoryDetail({ id }: { id: string }) {
  const [record, setRecord] = useState<HistoryRecord | null | undefined>(undefined);
  useEffect(() => {
    store()
      .getHistory(id)
      .then((r) => setRecord(r ?? null))
      .catch(() => setRecord(null));
  }, [id]);
  if (record === undefined) return <Screen title="Finished game"><p>Loading…</p></Screen>;
  if (record === null)
    return (
      <Screen title="Finished game">
        <p>This game is not in the history (it may have been deleted).</p>
        <a class="btn" href="/history">Back to history</a>
      </Screen>
    );
  const lines = record.lines ?? [];
  const perPlayer = record.scores.length === record.players.length;
  return (
    <Screen title={gameById(record.game).name} where={formatWhen(record.finishedAt)}>
      <p>{record.summary}</p>
      {record.winners.length > 0 && (
        <p>
          <strong>{record.winners.length > 1 ? 'Shared win' : 'Winner'}:</strong>{' '}
          {listNames(record.winners.map((w) => record.players[w] ?? '?'))}
        </p>
      )}
      {!perPlayer && (
        <p>
          <strong>Group score:</strong> {record.scores[0]} · Players: {listNames(record.players)}
        </p>
      )}
      {perPlayer && (
      <table class="score-table">
        <caption class="visually-hidden">Scores</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {record.players.map((p, i) => (
            <tr key={i}>
              <th scope="row">{p}</th>
              <td>{record.scores[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      )}
      {lines.length > 0 && (
        <ul>
          {lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      )}
      <p>
        <a class="btn" href="/history">Back to history</a>
      </p>
    </Screen>
  );
}
