import type { SeriesSummary, Summary } from '../../storage/types';
import { TableWrap } from './TableWrap';
import { parcelBests, royalSeries } from './stats-model';
import { listNames } from '../../text/words';
import { seatScores } from '../../games/record-words';

/** Parcel Parade: fewest swaps to a complete, comparable parade, per table size and variant. */
export function ParcelBests({ all }: { all: readonly Summary[] }) {
  const rows = parcelBests(all);
  if (rows.length === 0) return null;
  return (
    <TableWrap label="Fewest swaps">
      <table class="score-table">
        <caption>Parcel Parade: fewest swaps to a complete parade</caption>
        <thead>
          <tr>
            <th scope="col">Players</th>
            <th scope="col">Variant</th>
            <th scope="col">Best</th>
            <th scope="col">Parades</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.players}|${r.variant}`}>
              <td>{r.players}</td>
              <td>{r.variant}</td>
              <td>{r.best} swaps</td>
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
  if (series.length === 0) return null;
  return (
    <section class="stack" aria-labelledby="series-h">
      <h2 id="series-h">Royal Draft series</h2>
      {all.length > series.length && (
        <p class="muted">
          The {series.length} most recently played of {all.length.toLocaleString()} series.
        </p>
      )}
      <ul class="plain stack">
        {series.map((s) => {
          const top = Math.max(...s.totals);
          const leaders = s.players.filter((_, i) => s.totals[i] === top);
          return (
            <li key={s.id} class="card">
              <strong>{s.plays} plays:</strong> {seatScores(s.players, s.totals)}.{' '}
              {leaders.length > 1 ? 'Level at the top' : 'Leading'}: {listNames(leaders)}.
            </li>
          );
        })}
      </ul>
    </section>
  );
}
