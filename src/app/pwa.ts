import { computed, effect, signal } from '@preact/signals';
import { activeGame } from '../games/active';
/** The user asked for the update here, and it waits for a game running in another tab to end. */
export const waitingForGame = signal(false);

/** This tab shows a game that is still running: nothing may reload it. */
export const inRunningGame = computed(() => activeGame.value?.running.value === true);

/** Held (shared) by every tab in a running game, so that an update asked for elsewhere waits for them. */
const IN_GAME = 'tableside-in-game';

let apply: (() => void) | null = null;

/** Set by register-sw.ts once the service worker is registered. */
export function setUpdater(fn: () => void): void {
  apply = fn;
}

/** Applies the waiting version once no other tab is in a running game (Web Locks); this tab then reloads. */
export async function applyUpdate(): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return apply?.();
  const { held = [] } = await locks.query();
  waitingForGame.value = held.some((l) => l.name === IN_GAME);
  await locks.request(IN_GAME, { mode: 'exclusive' }, () => {
    waitingForGame.value = false;
    apply?.();
  });
}

/** The new version took over: reload now, or, in a running game, as soon as the game is left or over. */
export function onNewVersion(): void {
  const stop = effect(() => {
    if (inRunningGame.value) return;
    queueMicrotask(() => stop());
    location.reload();
  });
}

/** While this tab is in a running game it holds the shared in-game lock. */
export function markRunningGames(): () => void {
  return effect(() => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!inRunningGame.value || !locks) return;
    const left = new AbortController();
    const over = new Promise<void>((resolve) => left.signal.addEventListener('abort', () => resolve()));
    locks.request(IN_GAME, { mode: 'shared', signal: left.signal }, () => over).catch(() => undefined);
    return () => left.abort();
  });
}
