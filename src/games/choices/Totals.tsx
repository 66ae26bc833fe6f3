import { t } from '@lingui/core/macro';
import { ScoreTable } from '../../ui/ScoreTable';
import type { Total } from './view';

/** Running totals between rounds (C10 so far), in seat order: only rounds already revealed count. */
export function Totals({ totals, caption }: { totals: Total[]; caption: string }) {
  return (
    <ScoreTable
      class="ch-totals"
      caption={caption}
      columns={[t`Total`]}
      rows={totals.map((x) => ({ key: x.seat, name: x.name, cells: [x.total] }))}
    />
  );
}
