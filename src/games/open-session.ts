import { computed, effect, signal } from '@preact/signals';
import type { ReadonlySignal } from '@preact/signals';
import { holdLock } from '../platform/locks';
import { store } from '../platform/store';
import { listenToTabs } from '../platform/tabs';
import type { StoredSession } from '../storage/types';
import { createSessionController } from './controller';
import { sessionLabel } from './session-label';
import type { SessionController } from './controller';
import type { GameDef } from './session';

type Opened<C> =
  | { k: 'loading' }
  | { k: 'missing' }
  /** The stored record is there but is not a game this version can run; it is kept as it is. */
  | { k: 'unreadable'; label: string }
  | { k: 'ready'; c: C };

/** A game's definition, or a choice between two by the stored setup (Royal Draft's referee and scorer). */
export type DefFor<S, A, St> = GameDef<S, A, St> | ((setup: unknown) => GameDef<S, A, St>);

export interface OpenSession<S, A, St> {
  readonly opened: ReadonlySignal<Opened<SessionController<S, A, St>>>;
  /** Whether this tab holds the game; null while asking. */
  readonly held: ReadonlySignal<boolean | null>;
  /** Set when a save here found that another tab had changed the game, and it was loaded again. */
  readonly refreshed: ReadonlySignal<boolean>;
  takeOver(): void;
  dispose(): void;
}

/** Checks a stored setup with the game's reader, or, for a game without one yet, by trying to start from it. */
function readSetup<S, A, St>(def: GameDef<S, A, St>, raw: unknown): S | null {
  if (def.readSetup) return def.readSetup(raw);
  try {
    def.label(def.init(raw as S), raw as S);
    return raw as S;
  } catch {
    return null;
  }
}

/**
 * One open game in this tab: loads the stored session, holds the game's
 * writer lock, and loads it again whenever another tab may have changed it
 * (a save seen while read-only, the lock coming back, a conditional save
 * that found a newer rev).
 */
export function openSession<S, A, St>(defFor: DefFor<S, A, St>, id: string): OpenSession<S, A, St> {
  const opened = signal<Opened<SessionController<S, A, St>>>({ k: 'loading' });
  const refreshed = signal(false);
  const lock = holdLock(`tableside-session:${id}`);
  let loads = 0;

  const load = async (why: 'first' | 'sync' | 'stale') => {
    const mine = ++loads;
    let stored: StoredSession | undefined;
    try {
      stored = await store().getSession(id);
    } catch {
      stored = undefined;
    }
    if (mine !== loads) return;
    const def = stored && (typeof defFor === 'function' ? defFor(stored.setup) : defFor);
    if (!stored || !def || stored.game !== def.game) {
      opened.value = { k: 'missing' };
      return;
    }
    const setup = readSetup(def, stored.setup);
    if (setup === null) {
      opened.value = { k: 'unreadable', label: sessionLabel(stored) };
      return;
    }
    refreshed.value = why === 'stale';
    opened.value = { k: 'ready', c: createSessionController(def, { ...stored, setup }, store(), { held: lock.held }) };
  };

  const current = computed(() => (opened.value.k === 'ready' ? opened.value.c : null));
  const stopTabs = listenToTabs((m) => {
    if (m.id === id && lock.held.peek() !== true) void load('sync');
  });
  let before = lock.held.peek();
  const stopLock = effect(() => {
    const now = lock.held.value;
    if (now === true && before === false) void load('sync');
    before = now;
  });
  const stopStale = effect(() => {
    if (current.value?.blocked.value === 'stale') void load('stale');
  });
  void load('first');

  return {
    opened,
    held: lock.held,
    refreshed,
    takeOver: () => lock.takeOver(),
    dispose() {
      loads++;
      stopTabs();
      stopLock();
      stopStale();
      lock.release();
    },
  };
}
