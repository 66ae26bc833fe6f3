import { gameById } from '../../games/registry';
import { isolateNames } from '../../storage/names';
import type { HistoryRecord } from '../../storage/types';
import { Screen } from '../../ui/Screen';
import { ScoreTable } from '../../ui/ScoreTable';
import { Lazy } from '../../ui/Lazy';
import { useResource } from '../../ui/resource';
import { PATHS } from '../../platform/paths';
import { GAME_DETAIL } from '../game-chunks';
import { bgStatsLink } from '../../platform/bgstats';
import { formatWhen, listNames } from '../../platform/format';
import { store } from '../../platform/store';
import { winnerLine } from './HistoryRow';
import { CorrectGame } from './CorrectGame';

function Scores({ record }: { record: HistoryRecord }) {
  if (record.scores.length !== record.players.length) {
    return (
      <p>
        <strong>Group score:</strong> {record.scores[0]} · Players: {listNames(record.players)}
      </p>
    );
  }
  return (
    <ScoreTable
      caption="Scores"
      hideCaption
      columns={['Score']}
      rows={record.players.map((p, i) => ({ key: i, name: p, cells: [record.scores[i]] }))}
    />
  );
}

/** One finished game: players, scores, winners, the game's own breakdown and what was entered. */
export function HistoryDetail({ id }: { id: string }) {
  const record = useResource(() => store().getHistory(id), [id]);
  if (record.loading.value)
    return (
      <Screen title="Finished game">
        <p>Loading…</p>
      </Screen>
    );
  const r = record.value.value;
  if (!r)
    return (
      <Screen title="Finished game">
        <p>This game is not in the history (it may have been deleted).</p>
        <a class="btn" href={PATHS.history}>
          Back to history
        </a>
      </Screen>
    );
  const game = gameById(r.game);
  const detail = GAME_DETAIL[r.game];
  return (
    <Screen title={game.name} where={formatWhen(r.finishedAt)}>
      <p>{isolateNames(r.summary, r.players)}</p>
      {r.winners.length > 0 && (
        <p>
          <strong>{winnerLine(r)}</strong>
        </p>
      )}
      <CorrectGame record={r} />
      <Scores record={r} />
      {(r.lines ?? []).length > 0 && (
        <ul>
          {(r.lines ?? []).map((l, i) => (
            <li key={i}>{isolateNames(l, r.players)}</li>
          ))}
        </ul>
      )}
      {detail && <Lazy load={detail} props={{ record: r }} />}
      <p class="row">
        <a class="btn" href={PATHS.history}>
          Back to history
        </a>
        <a class="btn btn-quiet" href={bgStatsLink(r, game.name)} target="_blank" rel="noopener noreferrer">
          Log in BG Stats
        </a>
      </p>
    </Screen>
  );
}
