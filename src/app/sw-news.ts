import { signal } from '@preact/signals';

// What the service worker has to say, read by the frame (App) at every screen. The rest of the update's handling
// (pwa.ts, register-sw.ts, the notices) is fetched after the first paint.

/** "Ready to work offline", shown once after the first install. */
export const offlineReady = signal(false);
/** A new version is waiting; applied only when the user says so. */
export const needRefresh = signal(false);
