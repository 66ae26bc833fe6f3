import { path } from '../platform/router';
import { preloadPaging } from '../platform/store';
import { StorageBanner } from './StorageBanner';
import { ErrorBoundary } from './ErrorBoundary';
import { SaveState } from './SaveState';
import { preload } from '../ui/Lazy';
import { useEffect } from 'preact/hooks';
import { UpdatePrompt } from './UpdatePrompt';
import { readAhead } from './warm';
import { historyScreen, ScreenAt, statsScreen } from './routes';
import { PATHS } from '../platform/paths';

/**
 * History's and Stats' code, and the first rows and numbers they show, are
 * fetched and read once the first load is over and the browser is idle (or on
 * the first touch or key press, if sooner: a tap's pointerdown comes before its
 * click), never during the first load. A person's first tap on History then
 * draws rows already read, and the screen reads afresh behind them; a touch on
 * a link to Stats reads what Stats shows first before the rest.
 */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;
function preloadScreens() {
  let fetched = false;
  const fetchCode = () => {
    if (fetched) return;
    fetched = true;
    preload(historyScreen);
    preload(statsScreen);
    preloadPaging();
    readAhead('history');
  };
  const go = (e: Event) => {
    const href = (e.target instanceof Element ? e.target.closest('a[href]') : null)?.getAttribute('href');
    if (href === PATHS.history || href === PATHS.stats) readAhead(href === PATHS.history ? 'history' : 'stats');
    fetchCode();
  };
  FIRST_INPUT.forEach((type) => addEventListener(type, go, { capture: true, passive: true }));
  let idle = 0;
  const whenIdle = () => {
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(fetchCode, { timeout: 5_000 }) : 0;
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
  return () => {
    FIRST_INPUT.forEach((type) => removeEventListener(type, go, true));
    removeEventListener('load', whenIdle);
    if (idle) cancelIdleCallback(idle);
  };
}

export function App() {
  useEffect(preloadScreens, []);
  return (
    <div class="shell">
      <a class="visually-hidden" href="#main">Skip to content</a>
      <header class="topbar">
        <a class="brand" href={PATHS.home}>Tableside</a>
        <SaveState />
        <nav aria-label="Main">
          <a class="btn btn-quiet" href={PATHS.history}>History</a>
          <a class="btn btn-quiet" href={PATHS.settings}>Settings</a>
        </nav>
      </header>
      <StorageBanner />
      <UpdatePrompt />
      <ErrorBoundary resetOn={path.value}>
        <ScreenAt path={path.value} />
      </ErrorBoundary>
    </div>
  );
}
