import { signal } from '@preact/signals';

/** "Ready to work offline", shown once after the first install. */
export const offlineReady = signal(false);
/** A new version is waiting; applied only when the user says so. */
export const needRefresh = signal(false);

let apply: (() => void) | null = null;

/** Set by register-sw.ts once the service worker is registered. */
export function setUpdater(fn: () => void): void {
  apply = fn;
}

export function applyUpdate(): void {
  apply?.();
}
