import { markRunningGames, onNewVersion, setUpdater } from './pwa';
import { needRefresh, offlineReady } from './sw-news';

/** Registers the service worker after first paint: this module, pwa.ts and workbox-window stay off the first-load path. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  markRunningGames();
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    onOfflineReady: () => (offlineReady.value = true),
    onNeedRefresh: () => (needRefresh.value = true),
    // Every open tab hears that the new version took over; a tab in a running game is not reloaded under it.
    onNeedReload: onNewVersion,
  });
  setUpdater(() => void update(true));
}
