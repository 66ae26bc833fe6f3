import { needRefresh, offlineReady, setUpdater } from './pwa';

/** Registers the service worker after first paint; workbox-window stays off the first-load path. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    onOfflineReady: () => (offlineReady.value = true),
    onNeedRefresh: () => (needRefresh.value = true),
  });
  setUpdater(() => void update(true));
}
