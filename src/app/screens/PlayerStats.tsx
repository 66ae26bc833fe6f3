import { TableWrap } from './TableWrap';
import { GAMES, gameById } from '../../games/registry';
import { store } from '../../platform/store';
import { useResource } from '../../ui/resource';
import type { GameId, Summary, Timeline } from '../../storage/types';
import { ScoreChart } from './ScoreChart';
import { combine, headToHead, num, pct, players, recentFor } from './stats-model';

/** One player: per game, streaks and the chart (one game at a time: scores of different games do not compare), head-to-head. */
export function PlayerStats({
  all,
  player,
  game,
}: {
  all: readonly Summary[];
  player: string;
  game: GameId | undefined;
}) {
  const timelines = useResource<Timeline[]>(() => store().listTimelines(player, game), [player, game]);
  const mine = players(all, game).filter((s) => s.player === player);
  const r = timelines.loading.value ? null : recentFor(timelines.failed.value ? [] : (timelines.value.value ?? []));
  const vs = headToHead(all, player, game);
  return (
    <section class="stack" aria-labelledby="player-h">
      <h2 id="player-h">
        <bdi>{player}</bdi>
      </h2>
      <TableWrap label="Per game">
        <table class="score-table">
          <caption class="visually-hidden">{player}, per game</caption>
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">Games</th>
              <th scope="col">Wins</th>
              <th scope="col">Win rate</th>
              <th scope="col">Best</th>
              <th scope="col">Average</th>
            </tr>
          </thead>
          <tbody>
            {GAMES.filter((g) => mine.some((s) => s.game === g.id)).map((g) => {
              const line = combine(mine.filter((s) => s.game === g.id));
              return (
                <tr key={g.id}>
                  <th scope="row">{g.name}</th>
                  <td>{line.played}</td>
                  <td>{line.wins}</td>
                  <td>{pct(line.wins, line.played)}</td>
                  <td>{num(line.best)}</td>
                  <td>{num(line.average)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableWrap>
      {r && (
        <p>
          {game && <>Last score: {num(r.last)}. </>}
          Wins in a row now: {r.current}. Longest run of wins: {r.longest} (over all {r.games.toLocaleString()} games).
        </p>
      )}
      {r && game && <ScoreChart points={r.points} per={r.per} who={`${player} (${gameById(game).name})`} />}
      {!game && <p class="muted">Choose a game to see the last score and the chart of scores over time.</p>}
      {vs.length > 0 && (
        <TableWrap label="Head-to-head">
          <table class="score-table">
            <caption>Head-to-head{game ? ` in ${gameById(game).name}` : ''}: games ahead, behind and level</caption>
            <thead>
              <tr>
                <th scope="col">Against</th>
                <th scope="col">Ahead</th>
                <th scope="col">Behind</th>
                <th scope="col">Level</th>
              </tr>
            </thead>
            <tbody>
              {vs.slice(0, 50).map((v) => (
                <tr key={v.name}>
                  <th scope="row">
                    <bdi>{v.name}</bdi>
                  </th>
                  <td>{v.ahead}</td>
                  <td>{v.behind}</td>
                  <td>{v.level}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
