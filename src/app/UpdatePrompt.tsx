import { t } from '@lingui/core/macro';
import { useEffect } from 'preact/hooks';
import './UpdatePrompt.css';
import { applyUpdate, inRunningGame, waitingForGame } from './pwa';
import { needRefresh, offlineReady } from './sw-news';

/** The offline notice is good news, not a question: it goes away by itself. */
const OFFLINE_NOTICE_MS = 6000;

/**
 * Two messages only, in the page's flow below the top bar, so they never
 * cover the header, Undo or the step. An update is never offered in a running
 * game, and one asked for elsewhere waits for the game to end.
 */
export function UpdatePrompt() {
  const ready = offlineReady.value;
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => (offlineReady.value = false), OFFLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  if (needRefresh.value && inRunningGame.value) {
    return (
      <p class="visually-hidden" role="status">
        {t`An update is ready; it is offered when this game is over.`}
      </p>
    );
  }
  if (needRefresh.value) {
    return (
      <div class="banner toast" role="status">
        {waitingForGame.value ? (
          <span>{t`Update waiting: a game is running in another tab. It reloads when that game is over or closed.`}</span>
        ) : (
          <>
            <span>{t`Update available.`}</span>
            <button type="button" class="btn" onClick={() => void applyUpdate()}>
              {t`Reload`}
            </button>
            <button type="button" class="btn" onClick={() => (needRefresh.value = false)}>
              {t`Later`}
            </button>
          </>
        )}
      </div>
    );
  }
  if (offlineReady.value) {
    return (
      <div class="banner toast toast-quiet" role="status">
        <span>{t`Ready to work offline.`}</span>
        <button type="button" class="btn" onClick={() => (offlineReady.value = false)}>
          {t`OK`}
        </button>
      </div>
    );
  }
  return null;
}
