import { useSignal } from '@preact/signals';
import type { Parcel } from '../../rules/parcel';

export interface TurnChoice {
  give: Parcel | null;
  receive: Parcel | null;
  setGive(p: Parcel): void;
  setReceive(p: Parcel): void;
}

/** The two cards picked for this turn's swap; a new turn starts with none picked. */
export function useTurnChoice(turn: number): TurnChoice {
  const picked = useSignal<{ turn: number; give: Parcel | null; receive: Parcel | null }>({
    turn,
    give: null,
    receive: null,
  });
  const cur = picked.value.turn === turn ? picked.value : { turn, give: null, receive: null };
  return {
    give: cur.give,
    receive: cur.receive,
    setGive: (give) => (picked.value = { ...cur, give }),
    setReceive: (receive) => (picked.value = { ...cur, receive }),
  };
}
