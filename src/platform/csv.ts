import { t } from '@lingui/core/macro';
import type { HistoryRecord, Store } from '../storage/types';
import { seatScore } from '../storage/summaries';

/** The columns, named in the reader's language; the values stay locale-neutral (ISO dates, plain numbers). */
const header = () => [
  t({ comment: 'CSV column', message: 'game' }),
  t({ comment: 'CSV column: when the game finished', message: 'finished' }),
  t({ comment: 'CSV column', message: 'game id' }),
  t({ comment: 'CSV column', message: 'seat' }),
  t({ comment: 'CSV column', message: 'player' }),
  t({ comment: 'CSV column', message: 'score' }),
  t({ comment: 'CSV column: did this player win', message: 'won' }),
];

/** A field as a spreadsheet reads it safely: quoted when needed, never taken for a formula. */
function csvField(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s) && typeof v === 'string') s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One row per player per game; Parcel Parade's score is the group's. */
function csvRows(r: HistoryRecord, gameName: string, yes: string, no: string): string[] {
  const when = new Date(r.finishedAt).toISOString();
  return r.players.map((p, seat) =>
    [gameName, when, r.id, seat + 1, p, seatScore(r, seat) ?? '', r.winners.includes(seat) ? yes : no]
      .map(csvField)
      .join(','),
  );
}

/** The whole history as CSV, read a page at a time, newest first. */
export async function historyCsv(store: Store, nameOf: (r: HistoryRecord) => string): Promise<string> {
  const lines = [header().map(csvField).join(',')];
  const [yes, no] = [t({ comment: 'CSV: won', message: 'yes' }), t({ comment: 'CSV: did not win', message: 'no' })];
  const PAGE = 2000;
  for (let offset = 0; ; offset += PAGE) {
    const page = await store.pageHistory({}, offset, PAGE);
    for (const r of page) lines.push(...csvRows(r, nameOf(r), yes, no));
    if (page.length < PAGE) break;
  }
  return lines.join('\r\n') + '\r\n';
}
