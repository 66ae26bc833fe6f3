import { needRefresh, offlineReady, applyUpdate } from './pwa';
import { path } from './router';

/** Two messages only, and an update never reloads under a running game. */
export function UpdatePrompt() {
  const inGame = path.value.includes('/play/');
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
