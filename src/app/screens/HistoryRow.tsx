import { t } from '@lingui/core/macro';
import { Tagged } from '../../ui/Tagged';
import { gameById } from '../../games/registry';
import { formatWhen } from '../../platform/format';
import type { HistoryRecord } from '../../storage/types';
import { finishedPath } from '../../platform/paths';
import { summaryOf } from './record-words';
import { listNames } from '../../text/words';
import { Emblem } from '../../ui/Emblem';
import { TableFaces } from '../../ui/PlayerTag';

const historyPath = (r: HistoryRecord) => finishedPath(r.id);
export const gameLabel = (r: HistoryRecord) => {
  const [game, when] = [gameById(r.game).name, formatWhen(r.finishedAt)];
  return t({
    comment: 'a finished game, e.g. "Royal Draft game of 3 Dec 2026, 20:15"',
    message: `${game} game of ${when}`,
  });
};

export function winnerLine(r: HistoryRecord): string {
  if (r.winners.length === 0) return '';
  const names = listNames(r.winners.map((w) => r.players[w] ?? '?'));
  return r.winners.length > 1 ? t`Shared win: ${names}` : t`Winner: ${names}`;
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
  const [name, when, label] = [gameById(r.game).name, formatWhen(r.finishedAt), gameLabel(r)];
  return (
    <TableFaces players={r.players} faces={r.faces}>
      <div class="card history-row history-item">
        <Emblem game={r.game} />
        <div class="hist-text">
          <a href={historyPath(r)} class="hist-line">
            <Tagged
              text={r.watched ? t`<0>${name}</0>, ${when}, watched` : t`<0>${name}</0>, ${when}`}
              parts={{ 0: <strong /> }}
            />
          </a>
          <p class="hist-line">{summaryOf(r)}</p>
          <p class="hist-line muted">{winnerLine(r)}</p>
        </div>
        <button type="button" class="btn btn-danger" onClick={() => onDelete(r)} aria-label={t`Delete ${label}`}>
          {t`Delete`}
        </button>
      </div>
    </TableFaces>
  );
}
