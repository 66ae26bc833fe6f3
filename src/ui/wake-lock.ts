import { useEffect } from 'preact/hooks';
import { settings } from '../platform/settings';

/**
 * Keeps the screen on while a game runs, when the setting is on. The browser
 * drops the lock when the page is hidden, so it is taken again on return.
 */
export function useWakeLock(active = true): void {
  const wanted = active && settings.value.wakeLock;
  useEffect(() => {
    if (!wanted || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let live = true;
    const take = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const l = await navigator.wakeLock.request('screen');
        if (live) lock = l;
        else void l.release();
      } catch {
        lock = null;
      }
    };
    const onVisible = () => void take();
    void take();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release();
    };
  }, [wanted]);
}
