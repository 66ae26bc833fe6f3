import { t } from '@lingui/core/macro';
import { batch, computed, signal } from '@preact/signals';
import type { ReadonlySignal } from '@preact/signals';
import { appNow } from '../platform/clock';
import { newId } from '../platform/ids';
import { tellTabs } from '../platform/tabs';
import type { HistoryRecord, Store, StoredSession, WriteResult } from '../storage/types';
import { RulesRefusal, replay } from './session';
import { recordFaces, sessionFaces } from './faces';
import type { SeatedFaces } from './faces';
import type { GameDef, ReplayStop } from './session';

/** Why this tab may not change the game right now. */
type Blocked =
  /** Another tab or window holds the game (it can be taken over). */
  | 'elsewhere'
  /** Another tab saved the game after this one read it. */
  | 'stale'
  /** The game was finished or removed in another tab. */
  | 'gone'
  /** The stored game could not be replayed to the end; nothing is written until the players choose to continue. */
  | 'damaged';

/** How much of a damaged session could be read. */
export interface Damage {
  /** Stored actions replayed. */
  read: number;
  /** Stored actions in the record. */
  stored: number;
  reason: ReplayStop['reason'];
}

const bugMessage = () =>
  t`Something went wrong in the app (a bug), and that step was not taken. Nothing was lost: try again, or undo.`;
const saveFailed = () =>
  t`The last step could not be saved on this device yet. It is kept on screen, and the app keeps trying to save it.`;
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

export interface SessionController<Setup, Action, State> {
  readonly id: string;
  readonly setup: Setup;
  /** Each player's colour and mark. */
  readonly faces: SeatedFaces;
  readonly state: ReadonlySignal<State>;
  readonly actions: ReadonlySignal<readonly Action[]>;
  readonly canUndo: ReadonlySignal<boolean>;
  /** The last refusal in plain words (or a bug, said as one), or null. Cleared by the next move or `dismissError()`. */
  readonly error: ReadonlySignal<string | null>;
  /** A standing note about this session (a save that failed), or null. */
  readonly notice: ReadonlySignal<string | null>;
  /** 'pending' while any step shown is not yet durably saved. */
  readonly saveState: ReadonlySignal<'saved' | 'pending'>;
  /** Why moves are not taken here right now, or null. */
  readonly blocked: ReadonlySignal<Blocked | null>;
  /** True when this tab may take steps now (it holds the game and nothing blocks it). */
  readonly writable: ReadonlySignal<boolean>;
  /** Set when the stored actions could not all be replayed. */
  readonly damage: Damage | null;
  /** The history record's id once the game is saved to history. */
  readonly finished: ReadonlySignal<string | null>;
  dismissError(): void;
  /** Applies and saves the action; false (with `error` set) when it is refused or the tab may not write. */
  dispatch(action: Action): boolean;
  /** Takes back the last action; after a finish, takes the game back out of history first. */
  undo(): void;
  /** Saves the game to history and removes it from Resume, in one transaction, once every step is saved. */
  finish(record: Omit<HistoryRecord, 'id' | 'session'>): Promise<WriteResult>;
  /** For a damaged session: keeps the whole stored record as a separate copy, then goes on from the readable part. */
  continueFromReadable(): Promise<void>;
  /** Waits until nothing is pending. */
  flush(): Promise<void>;
}

export interface ControllerOptions {
  /** Whether this tab holds the game (Web Locks); null while asking. Default: always. */
  held?: ReadonlySignal<boolean | null>;
  now?: () => number;
  newId?: () => string;
}

/**
 * Runs one stored session: each action is applied through the game's pure
 * `apply` and saved at once, conditional on the rev this tab read, so a
 * stale tab never overwrites a newer save. A step counts as saved only once
 * the store's write has resolved.
 */
export function createSessionController<Setup, Action, State>(
  def: GameDef<Setup, Action, State>,
  stored: StoredSession,
  store: Store,
  options: ControllerOptions = {},
): SessionController<Setup, Action, State> {
  const now = options.now ?? appNow;
  const held = options.held ?? signal(true);
  const setup = stored.setup as Setup;
  const faces = sessionFaces(stored);
  const first = replay(def, setup, stored.actions);
  const damage: Damage | null = first.stop
    ? { read: first.actions.length, stored: stored.actions.length, reason: first.stop.reason }
    : null;
  if (first.stop?.reason === 'failed') console.error(first.stop.error);

  const actions = signal<readonly Action[]>(first.actions);
  const state = signal<State>(first.state);
  const error = signal<string | null>(null);
  const notice = signal<string | null>(null);
  const conflict = signal<Blocked | null>(damage ? 'damaged' : null);
  const finished = signal<string | null>(null);
  const unsaved = signal(false);
  let rev = stored.rev ?? 0;
  let saving: Promise<void> = Promise.resolve();

  const blocked = computed<Blocked | null>(() => conflict.value ?? (held.value === false ? 'elsewhere' : null));
  const writable = computed(() => blocked.value === null && held.value === true);

  // A saved step's label is the game's own again: what the app noted of the game (kept, correcting) was said until now.
  const { note: _noted, ...unnoted } = stored;
  const record = (list: readonly Action[], reached: State): StoredSession => ({
    ...unnoted,
    actions: [...list],
    updatedAt: now(),
    label: def.label(reached, setup),
  });

  const onConflict = (result: WriteResult) => {
    if (result === 'ok') return;
    conflict.value = result;
    unsaved.value = false;
  };

  let retryMs = RETRY_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** After a failed write, writes the latest actions again, sooner at first, then every 30 s. */
  const retryLater = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (!conflict.value && !finished.value) save();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  /**
   * Writes the latest actions; writes queue up, each one conditional on the rev the last one left.
   * The step stays pending until a write commits: a failed one is tried again until one does.
   */
  const save = () => {
    unsaved.value = true;
    clearTimeout(retryTimer);
    const write = async () => {
      if (conflict.value || finished.value) return;
      const next: StoredSession = { ...record(actions.value, state.value), rev: rev + 1 };
      const result = await store.saveSessionIf(next, rev);
      if (result !== 'ok') return onConflict(result);
      rev = next.rev!;
      tellTabs({ kind: 'saved', id: stored.id, rev });
    };
    const mine = saving.then(write).then(
      () => {
        if (saving !== mine) return;
        unsaved.value = false;
        retryMs = RETRY_FIRST_MS;
        if (notice.value === saveFailed()) notice.value = null;
      },
      (err) => {
        console.error(err);
        notice.value = saveFailed();
        if (saving === mine) retryLater();
      },
    );
    saving = mine;
  };

  const refuseHere = (): boolean => {
    if (writable.value) return false;
    error.value =
      blocked.value === 'damaged'
        ? t`This game cannot be changed until you choose how to go on (see above).`
        : t`This game is not changed from this tab right now (see above).`;
    return true;
  };

  const unfinish = async (kept: readonly Action[]) => {
    const reached = replay(def, setup, kept).state;
    const back: StoredSession = { ...record(kept, reached), rev: rev + 1 };
    const result = await store.reopenSessionIf(back, true, rev);
    if (result !== 'ok') return onConflict(result);
    rev = back.rev!;
    batch(() => {
      finished.value = null;
      actions.value = kept;
      state.value = reached;
    });
    tellTabs({ kind: 'changed', id: stored.id });
  };

  return {
    id: stored.id,
    setup,
    faces,
    state,
    actions,
    canUndo: computed(() => actions.value.length > 0 && blocked.value === null),
    error,
    notice,
    saveState: computed(() => (unsaved.value ? 'pending' : 'saved')),
    blocked,
    writable,
    damage,
    finished,
    dismissError: () => (error.value = null),
    dispatch(action) {
      if (refuseHere()) return false;
      if (finished.value) {
        error.value = t`This game is saved to history: undo first to change it.`;
        return false;
      }
      let next: State;
      try {
        next = def.apply(state.value, action, setup);
      } catch (err) {
        // Only the rules' own refusals are refusals; anything else is a bug, said as one.
        if (err instanceof RulesRefusal) error.value = def.describe ? def.describe(err, setup) : err.message;
        else {
          console.error(err);
          error.value = bugMessage();
        }
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
      if (refuseHere() || actions.value.length === 0) return;
      const kept = actions.value.slice(0, -1);
      error.value = null;
      if (finished.value) {
        unsaved.value = true;
        saving = saving
          .then(() => unfinish(kept))
          .then(
            () => void (unsaved.value = false),
            (err) => {
              console.error(err);
              unsaved.value = false;
              error.value = t`The game could not be taken back out of history. Try again.`;
            },
          );
        return;
      }
      batch(() => {
        actions.value = kept;
        state.value = replay(def, setup, kept).state;
      });
      save();
    },
    finish(summary) {
      // In the queue of writes, so that no step's write (or its retry) runs beside it.
      const run = async (): Promise<WriteResult> => {
        const why = blocked.value;
        if (why) return why === 'gone' ? 'gone' : 'stale';
        if (finished.value) return 'ok';
        const played = recordFaces(summary.players, faces);
        const record: HistoryRecord = {
          ...summary,
          ...(played ? { faces: played } : {}),
          id: stored.id,
          session: { setup, actions: [...actions.value], rev },
        };
        const stepsPending = unsaved.value;
        unsaved.value = true;
        try {
          const result = await store.finishSessionIf(stored.id, rev, record);
          onConflict(result);
          unsaved.value = false;
          if (result === 'ok') {
            clearTimeout(retryTimer);
            finished.value = record.id;
            tellTabs({ kind: 'changed', id: stored.id });
          }
          return result;
        } catch (err) {
          // Not saved to history: the steps are as saved (or not) as they were before.
          unsaved.value = stepsPending;
          if (stepsPending) retryLater();
          throw err;
        }
      };
      const done = saving.then(run);
      saving = done.then(
        () => undefined,
        () => undefined,
      );
      return done;
    },
    async continueFromReadable() {
      if (!damage || conflict.value !== 'damaged') return;
      const copy: StoredSession = {
        ...stored,
        id: (options.newId ?? newId)(),
        // A game being corrected stays noted as such inside the copy's note.
        note: stored.note?.k === 'correcting' ? { k: 'kept', was: stored.note } : { k: 'kept' },
        rev: 0,
      };
      if ((await store.saveSessionIf(copy, null)) !== 'ok') throw new Error('the copy could not be kept');
      conflict.value = null;
      save();
      await saving;
    },
    flush: () => saving,
  };
}
