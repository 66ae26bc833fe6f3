import './catalog';
import { t } from '@lingui/core/macro';
import { Tagged } from '../../ui/Tagged';
import { gameById } from '../../games/registry';
import type { HistoryRecord } from '../../storage/types';
import { Screen } from '../../ui/Screen';
import { ScoreTable } from '../../ui/ScoreTable';
import { TableFaces } from '../../ui/PlayerTag';
import { ResultCard } from '../../ui/ResultCard';
import { Lazy } from '../../ui/Lazy';
import { useResource } from '../../ui/resource';
import { PATHS } from '../../platform/paths';
import { GAME_DETAIL } from '../game-chunks';
import { bgStatsLink } from '../../platform/bgstats';
import { formatWhen } from '../../platform/format';
import { store } from '../../platform/store';
import { winnerLine } from './HistoryRow';
import { CorrectGame } from './CorrectGame';
import { BREAKDOWN, summaryOf } from './record-words';
import { listNames } from '../../text/words';

function Scores({ record }: { record: HistoryRecord }) {
  if (record.scores.length !== record.players.length) {
    const [score, names] = [record.scores[0] ?? 0, listNames(record.players)];
    return (
      <p>
        <Tagged text={t`<0>Group score:</0> ${score} · Players: ${names}`} parts={{ 0: <strong /> }} />
      </p>
    );
  }
  return (
    <ScoreTable
      caption={t`Scores`}
      hideCaption
      columns={[t`Score`]}
      rows={record.players.map((p, i) => ({ key: i, name: p, cells: [record.scores[i]] }))}
    />
  );
}

/** The game's own breakdown, worded by the game from the record's facts. */
function Breakdown({ record }: { record: HistoryRecord }) {
  const lines = useResource(() => BREAKDOWN[record.game]().then((m) => m.recordLines(record)), [record]);
  const shown = lines.value.value ?? [];
  if (lines.failed.value)
    return <p role="alert">{t`The game's breakdown could not be opened. Reload the page; the game is kept.`}</p>;
  return shown.length > 0 ? (
    <ul>
      {shown.map((l, i) => (
        <li key={i}>{l}</li>
      ))}
    </ul>
  ) : null;
}

/** One finished game: players, scores, winners, the game's own breakdown and what was entered. */
export function HistoryDetail({ id }: { id: string }) {
  const record = useResource(() => store().getHistory(id), [id]);
  if (record.loading.value)
    return (
      <Screen title={t`Finished game`}>
        <p>{t`Loading…`}</p>
      </Screen>
    );
  const r = record.value.value;
  if (!r)
    return (
      <Screen title={t`Finished game`}>
        <p>{t`This game is not in the history (it may have been deleted).`}</p>
        <a class="btn" href={PATHS.history}>
          {t`Back to history`}
        </a>
      </Screen>
    );
  const game = gameById(r.game);
  const detail = GAME_DETAIL[r.game];
  return (
    <Screen title={game.name} game={r.game} where={formatWhen(r.finishedAt)}>
      <TableFaces players={r.players} faces={r.faces}>
        <p>{summaryOf(r)}</p>
        {r.winners.length > 0 && (
          <p>
            <strong>{winnerLine(r)}</strong>
          </p>
        )}
        <ResultCard record={r} title={game.name} />
        <CorrectGame record={r} />
        <Scores record={r} />
        <Breakdown record={r} />
        {detail && <Lazy load={detail} props={{ record: r }} />}
        <p class="row">
          <a class="btn" href={PATHS.history}>
            {t`Back to history`}
          </a>
          <a class="btn btn-quiet" href={bgStatsLink(r, game.name)} target="_blank" rel="noopener noreferrer">
            {t`Log in BG Stats`}
          </a>
        </p>
      </TableFaces>
    </Screen>
  );
}
