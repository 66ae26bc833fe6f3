import type { RowCard } from './core';
import { scoreRoyalRow, winners } from './core';
import { listNames } from '../../platform/format';
import { Breakdown } from './Breakdown';
import { seriesTotals } from './finish';
import type { RoundLog, RoyalSetup } from './session';

/** Winners (ties shared), the score table with series totals, dealers, and every row's breakdown. */
export function FinalScores({ setup, rows, rounds, endReason }: { setup: RoyalSetup; rows: RowCard[][]; rounds: RoundLog[]; endReason: string }) {
  const names = setup.players;
  const totals = rows.map((r) => scoreRoyalRow(r).total);
  const top = winners(totals);
  const series = seriesTotals(setup, totals);
  const inSeries = setup.seriesGame > 1;
  const seriesTop = winners(series);
  return (
    <div class="stack">
      <h2>Results</h2>
      {endReason && <p>{endReason}</p>}
      <p class="rd-winner">
        {top.length > 1 ? 'Shared win: ' : 'Winner: '}
        <strong>{listNames(top.map((w) => names[w] ?? ''))}</strong>, {totals[top[0] ?? 0]} points{top.length > 1 ? ' each' : ''}.
      </p>
      <table class="score-table">
        <caption class="visually-hidden">Scores</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">This game</th>
            {inSeries && <th scope="col">Series, {setup.seriesGame} plays</th>}
          </tr>
        </thead>
        <tbody>
          {names.map((n, i) => (
            <tr key={i}>
              <th scope="row">{n}{top.includes(i) ? ' (winner)' : ''}</th>
              <td>{totals[i]}</td>
              {inSeries && <td>{series[i]}{seriesTop.includes(i) ? ' (leads)' : ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {rounds.length > 0 && (
        <p class="muted">
          Dealers: {rounds.map((r, i) => `round ${i + 1} ${names[r.dealer] ?? '?'}`).join(', ')}.
        </p>
      )}
      {rows.map((row, i) => (
        <div class="card" key={i}>
          <Breakdown row={row} title={names[i] ?? `Seat ${i + 1}`} />
        </div>
      ))}
    </div>
  );
}
