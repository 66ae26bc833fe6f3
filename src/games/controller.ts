import { batch, computed, signal } from '@preact/signals';
import type { Store, StoredSession } from '../storage/types';
import { isRefusal, replay, refusalMessage } from './session';
import type { GameDef } from './session';

export interface SessionController<Setup, Action, State> {
  readonly id: string;
  readonly setup: Setup;
  readonly state: { readonly value: State };
  readonly actions: { readonly value: readonly Action[] };
  readonly canUndo: { readonly value: boolean };
  /** The last refusal in plain words, or null. Cleared by the next successful move. */
  readonly error: { value: string | null };
  /** Set when stored steps could not be replayed (the rest of the game is kept). */
  readonly notice: { readonly value: string | null };
  /** Applies and saves the action; returns false (with `error` set) when the rules refuse it. */
  dispatch(action: Action): boolean;
  /** Takes back the last action (any number of times, back to the setup). */
  undo(): void;
  /** Waits for the last save; for leaving a screen and for tests. */
  flush(): Promise<void>;
}

/**
 * Runs one stored session: each action is applied through the game's pure
 * `apply` and saved at once, so a reload or a killed app resumes exactly here.
 */
export function createSessionController<Setup, Action, State>(
  def: GameDef<Setup, Action, State>,
  stored: StoredSession,
  store: Store,
  now: () => number = Date.now,
): SessionController<Setup, Action, State> {
  const setup = stored.setup as Setup;
  const storedActions = stored.actions as Action[];
  const first = replay(def, setup, storedActions);
  const actions = signal<readonly Action[]>(first.actions);
  const state = signal<State>(first.state);
  const error = signal<string | null>(null);
  const dropped = storedActions.length - first.actions.length;
  const notice = signal<string | null>(
    dropped > 0 ? `The last ${dropped} step${dropped === 1 ? '' : 's'} of this game could not be read and were left out.` : null,
  );
  let saving: Promise<void> = Promise.resolve();

  const save = () => {
    const record: StoredSession = {
      ...stored,
      actions: [...actions.value],
      updatedAt: now(),
      label: def.label(state.value, setup),
    };
    saving = saving.then(() => store.putSession(record)).catch(() => undefined);
  };

  return {
    id: stored.id,
    setup,
    state,
    actions,
    canUndo: computed(() => actions.value.length > 0),
    error,
    notice,
    dispatch(action) {
      let next: State;
      try {
        next = def.apply(state.value, action, setup);
      } catch (err) {
        error.value = isRefusal(err)
          ? refusalMessage(def, err, setup)
          : 'Something went wrong and that step was not taken. Nothing was lost; try again, or undo.';
        if (!isRefusal(err)) console.error(err);
        return false;
      }
      batch(() => {
        actions.value = [...actions.value, action];
        state.value = next;
        error.value = null;
      });
      save();
      return true;
    },
    undo() {
      if (actions.value.length === 0) return;
      const kept = actions.value.slice(0, -1);
      batch(() => {
        actions.value = kept;
        state.value = replay(def, setup, kept).state;
        error.value = null;
      });
      save();
    },
    flush: () => saving,
  };
}
