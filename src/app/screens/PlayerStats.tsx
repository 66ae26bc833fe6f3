import { isolate } from '../../text/words';
import { plural, t } from '@lingui/core/macro';
import { TableWrap } from './TableWrap';
import { GAMES, gameById } from '../../games/registry';
import { store } from '../../platform/store';
import { useResource } from '../../ui/resource';
import type { GameId, Summary, Timeline } from '../../storage/types';
import { ScoreChart } from './ScoreChart';
import { PlayerTag, useFace } from '../../ui/PlayerTag';
import { combine, headToHead, num, pct, players, recentFor } from './stats-model';
import '../../ui/ScoreTable.css';

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
  const gameName = game && gameById(game).name;
  const who = isolate(player);
  const face = useFace(player);
  const [last, current, longest] = [num(r?.last), r?.current ?? 0, r?.longest ?? 0];
  return (
    <section class="stack" aria-labelledby="player-h">
      <h2 id="player-h">
        <PlayerTag name={player} />
      </h2>
      <TableWrap label={t`Per game`}>
        <table class="score-table">
          <caption class="visually-hidden">{t`${who}, per game`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Game`}</th>
              <th scope="col">{t`Games`}</th>
              <th scope="col">{t`Wins`}</th>
              <th scope="col">{t`Win rate`}</th>
              <th scope="col">{t`Best`}</th>
              <th scope="col">{t`Average`}</th>
            </tr>
          </thead>
          <tbody>
            {GAMES.filter((g) => mine.some((s) => s.game === g.id)).map((g) => {
              const line = combine(mine.filter((s) => s.game === g.id));
              return (
                <tr key={g.id}>
                  <th scope="row">{g.name}</th>
                  <td>{num(line.played)}</td>
                  <td>{num(line.wins)}</td>
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
          {game && `${t`Last score: ${last}.`} `}
          {plural(r.games, {
            one: `Wins in a row now: ${current}. Longest run of wins: ${longest} (over all # game).`,
            other: `Wins in a row now: ${current}. Longest run of wins: ${longest} (over all # games).`,
          })}
        </p>
      )}
      {r && gameName && <ScoreChart points={r.points} per={r.per} who={who} game={gameName} face={face} />}
      {!game && <p class="muted">{t`Choose a game to see the last score and the chart of scores over time.`}</p>}
      {vs.length > 0 && (
        <TableWrap label={t`Head-to-head`}>
          <table class="score-table">
            <caption>
              {gameName
                ? t`Head-to-head in ${gameName}: games ahead, behind and level`
                : t`Head-to-head: games ahead, behind and level`}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t`Against`}</th>
                <th scope="col">{t`Ahead`}</th>
                <th scope="col">{t`Behind`}</th>
                <th scope="col">{t`Level`}</th>
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
