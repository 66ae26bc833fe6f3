import { msg, t } from '@lingui/core/macro';
import { i18n } from '../../text/i18n';
import { SeatRing } from '../../ui/SeatRing';
import type { RoyalState } from './session';
import { currentTaker, dealerOf } from './session';

// Places in the turn order before the dealer's (at most four: five players).
const PLACE = [
  msg({ comment: 'place in the turn order', message: '1st' }),
  msg({ comment: 'place in the turn order', message: '2nd' }),
  msg({ comment: 'place in the turn order', message: '3rd' }),
  msg({ comment: 'place in the turn order', message: '4th' }),
];
const place = (k: number): string => {
  const d = PLACE[k];
  if (d) return i18n._(d);
  const n = k + 1;
  return t({ comment: 'place in the turn order', message: `${n}th` });
};

/** Each seat's place in this round's turn order (D2/D3): "1st", ..., "dealer, last". */
export function turnMarks(s: RoyalState): Record<number, string> {
  const dealer = dealerOf(s);
  const marks: Record<number, string> = {};
  s.order.forEach((seat, k) => (marks[seat] = seat === dealer ? t`dealer, last` : place(k)));
  return marks;
}

/** This round's turn order round the table (D2/D3/D6): the dealer, who is entering a card now, who has taken. */
export function TurnRing({ s, names }: { s: RoyalState; names: string[] }) {
  const dealer = dealerOf(s);
  const marks = turnMarks(s);
  const round = s.round;
  // The dealer takes two cards, everyone else one.
  const done = s.order.filter((seat) => (s.taken[seat]?.length ?? 0) >= (seat === dealer ? 2 : 1));
  return (
    <SeatRing names={names} current={currentTaker(s)} done={done} marks={marks} label={t`Round ${round} turn order`} />
  );
}
