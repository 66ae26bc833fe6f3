import { gameById } from '../../games/registry';
import { formatWhen } from '../../platform/format';
import type { HistoryRecord } from '../../storage/types';
import { finishedPath } from '../../platform/paths';
import { summaryOf } from './record-words';
import { listNames } from '../../text/words';

const historyPath = (r: HistoryRecord) => finishedPath(r.id);
export const gameLabel = (r: HistoryRecord) => `${gameById(r.game).name} game of ${formatWhen(r.finishedAt)}`;

export function winnerLine(r: HistoryRecord): string {
  if (r.winners.length === 0) return '';
  return `${r.winners.length > 1 ? 'Shared win' : 'Winner'}: ${listNames(r.winners.map((w) => r.players[w] ?? '?'))}`;
}

/** One finished game in the list: one line each, cut short with an ellipsis; the detail has it all. */
export function HistoryRow({
  record: r,
  onDelete,
}: {
  record: HistoryRecord | undefined;
  onDelete: (r: HistoryRecord) => void;
}) {
  if (!r) return <div class="card history-row" aria-busy="true" />;
  return (
    <div class="card history-row history-item">
      <div class="hist-text">
        <a href={historyPath(r)} class="hist-line">
          <strong>{gameById(r.game).name}</strong>, {formatWhen(r.finishedAt)}
          {r.watched ? ', watched' : ''}
        </a>
        <p class="hist-line">{summaryOf(r)}</p>
        <p class="hist-line muted">{winnerLine(r)}</p>
      </div>
      <button type="button" class="btn btn-danger" onClick={() => onDelete(r)} aria-label={`Delete ${gameLabel(r)}`}>
        Delete
      </button>
    </div>
  );
}
