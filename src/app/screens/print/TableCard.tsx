import { t } from '@lingui/core/macro';
import { Qr } from '../../../games/choices/online/Qr';
import { Page } from './Page';
import { PAPERS } from './paper';
import type { PaperId } from './paper';

/**
 * Pattern of Choices: a card to stand on the table with the join QR code, the code and the address. Its own small
 * chunk, with the lobby's QR drawing: only a hosted table's page prints it.
 */
export default function TableCard({
  paper,
  code,
  address,
  label,
}: {
  paper: PaperId;
  code: string;
  address: string;
  label: string;
}) {
  const p = PAPERS[paper];
  const w = 120;
  const x = (p.w - w) / 2;
  const cx = p.w / 2;
  return (
    <Page paper={paper} label={label}>
      <rect class="pr-cut" x={x} y="20" width={w} height="170" rx="3" />
      <text class="pr-title" x={cx} y="34" text-anchor="middle">
        Pattern of Choices
      </text>
      <text class="pr-mid" x={cx} y="43" text-anchor="middle">
        Join this table with your phone
      </text>
      <svg x={cx - 40} y="48" width="80" height="80">
        <Qr text={address} label={t`QR code to join table ${code}`} />
      </svg>
      <text class="pr-mid" x={cx} y="140" text-anchor="middle">
        Table code
      </text>
      <text class="pr-code" x={cx} y="158" text-anchor="middle">
        {code}
      </text>
      <text class="pr-small" x={cx} y="172" text-anchor="middle">
        Scan the code, or open
      </text>
      <text class="pr-small" x={cx} y="178" text-anchor="middle">
        {address}
      </text>
    </Page>
  );
}
