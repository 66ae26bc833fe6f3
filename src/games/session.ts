import { RulesRefusal } from '../rules/common';
import type { GameId } from '../storage/types';

export { RulesRefusal };

/**
 * A move the table may try but the session refuses (a step out of turn, a
 * round not started). Like the rules core's refusals it carries a code and
 * facts, and the game's `words.ts` says it in plain words.
 */
export class Refusal<Facts extends object = Record<string, unknown>> extends RulesRefusal<Facts> {
  override name = 'Refusal';
  constructor(code: string, facts: Facts = {} as Facts, message: string = code) {
    super(code, facts, message);
  }
}

/**
 * One game's session logic: plain setup plus a list of actions, replayed into
 * state. `apply` is pure and throws a RulesRefusal (the rules core's, or the
 * session's own `Refusal`) for a move it will not take; the session then
 * stays as it was. Anything else it throws is a bug, never a refusal.
 */
export interface GameDef<Setup, Action, State> {
  game: GameId;
  /**
   * Checks an untrusted stored setup (a saved record, a backup, an old
   * version's shape) and returns it as this game's setup, or null when it is
   * not one this game can run.
   */
  readSetup?(raw: unknown): Setup | null;
  /** Checks one untrusted stored action; null when its type or shape is unknown. */
  readAction?(raw: unknown): Action | null;
  init(setup: Setup): State;
  apply(state: State, action: Action, setup: Setup): State;
  /** Words a refusal for the players ("Ana's display already has four SUN/DOTS"). */
  describe?(refusal: RulesRefusal, setup: Setup): string;
  /** A few words for the Resume list. */
  label(state: State, setup: Setup): string;
}

/** Why a replay stopped before the end of the stored actions. */
export type ReplayStop =
  /** The stored action is not one this game knows (unknown type, wrong shape). */
  | { at: number; reason: 'unreadable' }
  /** The rules refuse the stored action in the state replayed so far. */
  | { at: number; reason: 'refused'; error: RulesRefusal }
  /** Applying it failed in a way the rules did not intend: a bug, or a damaged record. */
  | { at: number; reason: 'failed'; error: unknown };

export interface Replayed<State, Action> {
  state: State;
  /** The actions replayed, in order: every stored one unless `stop` says where it stopped. */
  actions: Action[];
  /** Set when not every stored action could be replayed. Nothing is dropped from storage because of it. */
  stop?: ReplayStop;
}

/**
 * Replays stored actions into state. It never throws for a stored action and
 * never hides why it stopped: the caller decides what to show and must not
 * save the shorter list over the stored one.
 */
export function replay<S, A, St>(def: GameDef<S, A, St>, setup: S, stored: readonly unknown[]): Replayed<St, A> {
  let state = def.init(setup);
  const actions: A[] = [];
  for (let at = 0; at < stored.length; at++) {
    const action = def.readAction ? def.readAction(stored[at]) : (stored[at] as A);
    if (action === null) return { state, actions, stop: { at, reason: 'unreadable' } };
    try {
      state = def.apply(state, action, setup);
    } catch (error) {
      const stop: ReplayStop =
        error instanceof RulesRefusal ? { at, reason: 'refused', error } : { at, reason: 'failed', error };
      return { state, actions, stop };
    }
    actions.push(action);
  }
  return { state, actions };
}
