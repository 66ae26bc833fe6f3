import './catalog';
import { t } from '@lingui/core/macro';
import { TableWrap } from './TableWrap';
import { useSignal } from '@preact/signals';
import { GAMES, gameById } from '../../games/registry';
import { store } from '../../platform/store';
import { mark } from '../../platform/marks';
import type { GameId, SeriesSummary, Summary } from '../../storage/types';
import { Screen } from '../../ui/Screen';
import { useResource } from '../../ui/resource';
import { namesIn } from './usePlayerNames';
import { PlayerStats } from './PlayerStats';
import { KnownFaces, PlayerTag } from '../../ui/PlayerTag';
import { ParcelBests, RoyalSeries } from './GameStats';
import { num, pct, playerRows } from './stats-model';
import { keptSummaries } from '../warm';
import './history.css';
import { PATHS } from '../../platform/paths';
import '../../ui/ScoreTable.css';

/** Stats per game and per player, from summaries kept up to date as games are saved: instant at any history size. */
export function Stats() {
  // Drawn at once from the summaries read on the last visit or on the tap, when still current; read afresh all the same.
  const all = useResource<Summary[]>(
    () => (mark('stats:asked'), keptSummaries.read().then((s) => (mark('stats:summaries-read'), s))),
    [],
    keptSummaries.now(),
  );
  const series = useResource<SeriesSummary[]>(() => store().listSeries(), [], []);
  const known = useResource(() => store().listPlayers(), [], []);
  const game = useSignal<GameId | undefined>(undefined);
  const player = useSignal<string | undefined>(undefined);
  const summaries = all.value.value ?? (all.failed.value ? [] : null);
  if (!summaries)
    return (
      <Screen title={t`Stats`}>
        <p role="status">{t`Reading the stats…`}</p>
      </Screen>
    );
  const names = namesIn(summaries);
  const rows = playerRows(summaries, game.value);
  const g = game.value;
  const gameName = g && gameById(g).name;
  return (
    <Screen title={t`Stats`} where={g ? gameById(g).name : t`All games`}>
      <KnownFaces names={names} known={known.value.value ?? []}>
        <div class="stack" data-stats-ready="">
          <form class="hist-filters" aria-label={t`Choose stats`} onSubmit={(e) => e.preventDefault()}>
            <label>
              {t`Game`}
              <select
                value={g ?? ''}
                onChange={(e) => (game.value = (e.currentTarget.value || undefined) as GameId | undefined)}
              >
                <option value="">{t`All games`}</option>
                {GAMES.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t`Player`}
              <select value={player.value ?? ''} onChange={(e) => (player.value = e.currentTarget.value || undefined)}>
                <option value="">{t`Everyone`}</option>
                {names.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </form>
          {rows.length === 0 && <p>{t`No finished games yet: stats appear here after the first one.`}</p>}
          {player.value ? (
            <PlayerStats all={summaries} player={player.value} game={g} />
          ) : (
            rows.length > 0 && (
              <TableWrap label={t`Players`}>
                <table class="score-table">
                  <caption>{gameName ? t`Players in ${gameName}` : t`Players, all games`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t`Player`}</th>
                      <th scope="col">{t`Games`}</th>
                      <th scope="col">{t`Wins`}</th>
                      <th scope="col">{t`Win rate`}</th>
                      {g && (
                        <>
                          <th scope="col">{t`Best`}</th>
                          <th scope="col">{t`Average`}</th>
                        </>
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.slice(0, 100).map((r) => (
                      <tr key={r.name}>
                        <th scope="row">
                          <button type="button" class="linkish" onClick={() => (player.value = r.name)}>
                            <PlayerTag name={r.name} />
                          </button>
                        </th>
                        <td>{num(r.played)}</td>
                        <td>{num(r.wins)}</td>
                        <td>{pct(r.wins, r.played)}</td>
                        {g && (
                          <>
                            <td>{num(r.best)}</td>
                            <td>{num(r.average)}</td>
                          </>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            )
          )}
          {(!g || g === 'parcel') && <ParcelBests all={summaries} />}
          {(!g || g === 'royal') && <RoyalSeries kept={series.value.value ?? []} player={player.value} />}
          <p>
            <a class="btn" href={PATHS.history}>
              {t`Back to history`}
            </a>
          </p>
        </div>
      </KnownFaces>
    </Screen>
  );
}
