import { useEffect } from 'preact/hooks';
import { needRefresh, offlineReady, applyUpdate } from './pwa';

/** The offline notice is good news, not a question: it goes away by itself. */
const OFFLINE_NOTICE_MS = 6000;
import { path } from '../platform/router';

/** Two messages only, at the top edge (clear of the thumb zone); an update never reloads under a running game. */
export function UpdatePrompt() {
  const inGame = path.value.includes('/play/');
  const ready = offlineReady.value;
  useEffect(() => {
    if (!ready) return;
    const t = setTimeout(() => (offlineReady.value = false), OFFLINE_NOTICE_MS);
    return () => clearTimeout(t);
  }, [ready]);
  if (needRefresh.value && !inGame) {
    return (
      <div class="toast" role="status">
        <span>Update available.</span>
        <button type="button" class="btn" onClick={applyUpdate}>
          Reload
        </button>
        <button type="button" class="btn" onClick={() => (needRefresh.value = false)}>
          Later
        </button>
      </div>
    );
  }
  if (offlineReady.value) {
    return (
      <div class="toast" role="status">
        <span>Ready to work offline.</span>
        <button type="button" class="btn" onClick={() => (offlineReady.value = false)}>
          OK
        </button>
      </div>
    );
  }
  return null;
}
