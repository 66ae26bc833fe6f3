import { signal } from '@preact/signals';

/** "Ready to work offline", shown once after the first install. */
export const offlineReady = signal(false);
/** A new version is waiting; applied only when the user says so. */
export const needRefresh = signal(false);

let apply: ((reload?: boolean) => Promise<void>) | null = null;

/** Registers the service worker after first paint; workbox-window stays off the first-load path. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  apply = registerSW({
    onOfflineReady: () => (offlineReady.value = true),
    onNeedRefresh: () => (needRefresh.value = true),
  });
}

export function applyUpdate(): void {
  void apply?.(true);
}
