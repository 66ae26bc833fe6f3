import { signal } from '@preact/signals';
import type { ReadonlySignal } from '@preact/signals';

/**
 * An exclusive Web Lock held for as long as this tab wants it. `held` is
 * null while asking, then true or false. When another tab holds the lock this
 * one waits in line (and gets it when that tab closes), and `takeOver()`
 * steals it. Without Web Locks (old browsers, tests) the tab always holds it;
 * the store's conditional writes still keep a stale tab from writing.
 */
export interface HeldLock {
  readonly held: ReadonlySignal<boolean | null>;
  takeOver(): void;
  release(): void;
}

export function holdLock(name: string): HeldLock {
  const held = signal<boolean | null>(null);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    held.value = true;
    return { held, takeOver: () => (held.value = true), release: () => undefined };
  }
  let stopped = false;
  let letGo: (() => void) | null = null;
  let waiting: AbortController | null = null;
  // Each grant gets a number, so that the end of an older grant cannot undo a newer one.
  let grant = 0;

  const ask = (options: LockOptions) => {
    let mine = -1;
    const ended = () => {
      if (stopped || mine !== grant) return;
      held.value = false;
      wait();
    };
    locks
      .request(name, options, (lock) => {
        if (!lock) {
          held.value = false;
          wait();
          return undefined;
        }
        mine = ++grant;
        held.value = true;
        return new Promise<void>((resolve) => (letGo = resolve));
      })
      .then(ended, ended);
  };
  // In line behind the tab that holds it: granted when that tab lets go or closes.
  const wait = () => {
    waiting?.abort();
    waiting = new AbortController();
    ask({ signal: waiting.signal });
  };

  ask({ ifAvailable: true });
  return {
    held,
    takeOver() {
      if (stopped) return;
      waiting?.abort();
      waiting = null;
      ask({ steal: true });
    },
    release() {
      stopped = true;
      waiting?.abort();
      letGo?.();
    },
  };
}
