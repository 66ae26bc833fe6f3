import { batch, signal } from '@preact/signals';
import type { ReadonlySignal, Signal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';

export interface Resource<T> {
  /** The latest answer (until the first: `initial`). A screen may change it for what it did itself. */
  readonly value: Signal<T | undefined>;
  /** While the answer for the current key is awaited. */
  readonly loading: ReadonlySignal<boolean>;
  /** The current key's read failed; `value` keeps what it had. */
  readonly failed: ReadonlySignal<boolean>;
}

/**
 * The one way a screen loads data: `read` is asked when the screen opens and
 * again whenever `key` changes. Only the answer to the current key is kept: one
 * that comes late (after the key changed, or after the screen closed) is ignored.
 */
export function useResource<T>(read: () => Promise<T>, key: readonly unknown[], initial?: T): Resource<T> {
  const r = useMemo(
    () => ({ value: signal<T | undefined>(initial), loading: signal(true), failed: signal(false) }),
    [],
  );
  useEffect(() => {
    let current = true;
    batch(() => {
      r.loading.value = true;
      r.failed.value = false;
    });
    read().then(
      (v) =>
        current &&
        batch(() => {
          r.value.value = v;
          r.loading.value = false;
        }),
      () =>
        current &&
        batch(() => {
          r.failed.value = true;
          r.loading.value = false;
        }),
    );
    return () => {
      current = false;
    };
  }, key);
  return r;
}
