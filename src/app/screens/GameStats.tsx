import { plural, t } from '@lingui/core/macro';
import { Tagged } from '../../ui/Tagged';
import type { SeriesSummary, Summary } from '../../storage/types';
import { TableWrap } from './TableWrap';
import { parcelBests, royalSeries } from './stats-model';
import { listNames, num } from '../../text/words';
import { seatScores } from '../../games/record-words';
import '../../ui/ScoreTable.css';

/** Parcel Parade: fewest swaps to a complete, comparable parade, per table size and variant. */
export function ParcelBests({ all }: { all: readonly Summary[] }) {
  const rows = parcelBests(all);
  if (rows.length === 0) return null;
  return (
    <TableWrap label={t`Fewest swaps`}>
      <table class="score-table">
        <caption>{t`Parcel Parade: fewest swaps to a complete parade`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Players`}</th>
            <th scope="col">{t`Variant`}</th>
            <th scope="col">{t`Best`}</th>
            <th scope="col">{t`Parades`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.players}|${r.variant}`}>
              <td>{r.players}</td>
              <td>{r.variant}</td>
              <td>{plural(r.best, { one: '# swap', other: '# swaps' })}</td>
              <td>{r.games}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** Royal Draft series over every game (the chosen player's only): standings after each series' latest play, the ten most recently played. */
export function RoyalSeries({ kept, player }: { kept: readonly SeriesSummary[]; player: string | undefined }) {
  const all = royalSeries(kept, player);
  const series = all.slice(0, 10);
  const [shown, total] = [series.length, num(all.length)];
  if (series.length === 0) return null;
  return (
    <section class="stack" aria-labelledby="series-h">
      <h2 id="series-h">{t`Royal Draft series`}</h2>
      {all.length > series.length && <p class="muted">{t`The ${shown} most recently played of ${total} series.`}</p>}
      <ul class="plain stack">
        {series.map((s) => {
          const top = Math.max(...s.totals);
          const leaders = s.players.filter((_, i) => s.totals[i] === top);
          const [scores, names] = [seatScores(s.players, s.totals), listNames(leaders)];
          const plays = plural(s.plays, { one: '# play:', other: '# plays:' });
          return (
            <li key={s.id} class="card">
              <Tagged
                text={
                  leaders.length > 1
                    ? t`<0>${plays}</0> ${scores}. Level at the top: ${names}.`
                    : t`<0>${plays}</0> ${scores}. Leading: ${names}.`
                }
                parts={{ 0: <strong /> }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
