import type { ComponentChildren } from 'preact';
import { listNames } from '../../platform/format';
import { Frame } from './Frame';
import type { Standing } from './view';

/** C10: final totals, best first; tied players share a place, tied leaders share the win. */
export function FinalScreen({ standings, finish, onAgain }: { standings: Standing[]; finish: ComponentChildren; onAgain: () => void }) {
  const won = standings.filter((s) => s.winner).map((s) => s.name);
  return (
    <Frame
      where="Final scores"
      docTitle="Final scores"
      footer={
        <button type="button" class="btn btn-primary" onClick={onAgain}>
          Play again with the same players
        </button>
      }
    >
      <h2>{won.length > 1 ? `Shared win: ${listNames(won)}` : `${won[0]} wins`}</h2>
      <table class="score-table">
        <caption class="visually-hidden">Final totals</caption>
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Player</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {standings.map((s) => (
            <tr key={s.seat}>
              <td>
                {s.place}
                {s.shared ? ' (shared)' : ''}
              </td>
              <th scope="row">{s.name}</th>
              <td>{s.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {finish}
      <p class="row">
        <a class="btn" href="/history">
          See past games
        </a>
        <a class="btn" href="/">
          Back to the games
        </a>
      </p>
    </Frame>
  );
}
