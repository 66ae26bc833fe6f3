import type { GameId } from '../storage/types';

/**
 * A move the table may try but the rules refuse ("Ana's display already has
 * four SUN/DOTS"). Its message is shown to players as it is.
 */
export class Refusal extends Error {
  override name = 'Refusal';
}

/**
 * One game's session logic: plain setup plus a list of actions, replayed into
 * state. `apply` is pure and throws a Refusal (or the rules core's RangeError)
 * for a move it will not take; the session then stays as it was.
 */
export interface GameDef<Setup, Action, State> {
  game: GameId;
  init(setup: Setup): State;
  apply(state: State, action: Action, setup: Setup): State;
  /** A few words for the Resume list. */
  label(state: State, setup: Setup): string;
}

export interface Replayed<State> {
  state: State;
  /** How many actions were replayed; fewer than stored when a stored action was refused. */
  applied: number;
}

export function replay<S, A, St>(def: GameDef<S, A, St>, setup: S, actions: readonly A[]): Replayed<St> {
  let state = def.init(setup);
  let applied = 0;
  for (const action of actions) {
    try {
      state = def.apply(state, action, setup);
    } catch {
      break;
    }
    applied++;
  }
  return { state, applied };
}

/** The message to show for a refused move; anything else is a bug and is rethrown. */
export function refusalMessage(err: unknown): string {
  if (err instanceof Refusal || err instanceof RangeError) return err.message;
  throw err;
}
