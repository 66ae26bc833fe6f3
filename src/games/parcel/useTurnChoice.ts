import { useState } from 'preact/hooks';
import type { Parcel } from '../../rules/parcel';

export interface TurnChoice {
  give: Parcel | null;
  receive: Parcel | null;
  setGive(p: Parcel): void;
  setReceive(p: Parcel): void;
}

/** The two cards picked for this turn's swap; a new turn starts with none picked. */
export function useTurnChoice(turn: number): TurnChoice {
  const [c, set] = useState<{ turn: number; give: Parcel | null; receive: Parcel | null }>({ turn, give: null, receive: null });
  const cur = c.turn === turn ? c : { turn, give: null, receive: null };
  return {
    give: cur.give,
    receive: cur.receive,
    setGive: (give) => set({ ...cur, give }),
    setReceive: (receive) => set({ ...cur, receive }),
  };
}
