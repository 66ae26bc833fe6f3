import { path } from '../platform/router';
import { copyProblem, skippedRecords, storageNotice, storageProblem } from '../platform/store';
import { ErrorBoundary } from './ErrorBoundary';
import { SaveState } from './SaveState';
import { Lazy } from '../ui/Lazy';
import { useEffect } from 'preact/hooks';
import { needRefresh, offlineReady } from './sw-news';
import { readAheadFor, ScreenAt } from './routes';
import { PATHS } from '../platform/paths';
import { t } from '@lingui/core/macro';
import { locale } from '../platform/language';

/**
 * History's and Stats' code, and the first rows and numbers they show, are
 * fetched and read when a link to one of them is touched or keyed (a tap's
 * pointerdown comes before its click), never at start: nothing a screen does
 * not show is fetched or run then. The tapped screen's first read goes first.
 */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;
function preloadScreens() {
  const go = (e: Event) => {
    const href = (e.target instanceof Element ? e.target.closest('a[href]') : null)?.getAttribute('href');
    if (href === PATHS.history || href === PATHS.stats) readAheadFor(href === PATHS.history ? 'history' : 'stats');
  };
  FIRST_INPUT.forEach((type) => addEventListener(type, go, { capture: true, passive: true }));
  return () => FIRST_INPUT.forEach((type) => removeEventListener(type, go, true));
}

/** The update and offline-ready notices: shown only once the service worker has news, so a chunk of their own. */
const updatePrompt = () => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt }));
/** What storage has to tell: shown only when it has something to say, so a chunk of its own too. */
const storageBanner = () => import('./StorageBanner').then((m) => ({ default: m.StorageBanner }));
const storageHasNews = () =>
  !!(storageProblem.value || copyProblem.value || storageNotice.value || skippedRecords.value.length > 0);

export function App() {
  useEffect(preloadScreens, []);
  // The language every screen is drawn in: reading it here draws them all again when it changes.
  return (
    <div class="shell" lang={locale.value}>
      <a class="visually-hidden" href="#main">
        {t`Skip to content`}
      </a>
      <header class="topbar">
        <div class="brand-line">
          <a class="brand" href={PATHS.home}>
            Tableside
          </a>
          <SaveState />
        </div>
        <nav aria-label={t({ comment: 'the main navigation', message: 'Main' })}>
          <a class="btn btn-quiet" href={PATHS.history}>
            {t`History`}
          </a>
          <a class="btn btn-quiet" href={PATHS.settings}>
            {t`Settings`}
          </a>
        </nav>
      </header>
      {storageHasNews() && <Lazy load={storageBanner} props={{}} waiting="" />}
      {(needRefresh.value || offlineReady.value) && <Lazy load={updatePrompt} props={{}} waiting="" />}
      <ErrorBoundary resetOn={path.value}>
        <ScreenAt path={path.value} />
      </ErrorBoundary>
    </div>
  );
}
