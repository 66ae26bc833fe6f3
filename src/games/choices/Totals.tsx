import { Name } from '../../ui/Name';
import type { Total } from './view';

/** Running totals between rounds (C10 so far), in seat order: only rounds already revealed count. */
export function Totals({ totals, caption }: { totals: Total[]; caption: string }) {
  return (
    <table class="score-table ch-totals">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((t) => (
          <tr key={t.seat}>
            <th scope="row">
              <Name>{t.name}</Name>
            </th>
            <td>{t.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
