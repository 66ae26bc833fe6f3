import { SeatRing } from '../../ui/SeatRing';
import type { RoyalState } from './session';
import { currentTaker, dealerOf } from './session';

const PLACE = ['1st', '2nd', '3rd', '4th'];

/** This round's turn order round the table (D2/D3/D6): the dealer, who is entering a card now, who has taken. */
export function TurnRing({ s, names }: { s: RoyalState; names: string[] }) {
  const dealer = dealerOf(s);
  const marks: Record<number, string> = {};
  s.order.forEach((seat, k) => (marks[seat] = seat === dealer ? 'dealer, last' : (PLACE[k] ?? `${k + 1}th`)));
  // The dealer takes two cards, everyone else one.
  const done = s.order.filter((seat) => (s.taken[seat]?.length ?? 0) >= (seat === dealer ? 2 : 1));
  return (
    <SeatRing names={names} current={currentTaker(s)} done={done} marks={marks} label={`Round ${s.round} turn order`} />
  );
}
