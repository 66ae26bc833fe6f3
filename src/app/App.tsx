import { gameBySlug } from '../games/registry';
import { NotFound } from '../games/NotFound';
import { path, segments } from '../platform/router';
import { preloadPaging } from '../platform/store';
import { Home } from './screens/Home';
import { StorageBanner } from './StorageBanner';
import { ErrorBoundary } from './ErrorBoundary';
import { SaveState } from './SaveState';
import { Lazy, preload } from '../ui/Lazy';
import { useEffect } from 'preact/hooks';
import { UpdatePrompt } from './UpdatePrompt';
import { readAhead } from './warm';

// Screens Home does not show are lazy chunks, precached like the games.
const settingsScreen = () => import('./screens/SettingsScreen').then((m) => ({ default: m.SettingsScreen }));
const historyScreen = () => import('./screens/History').then((m) => ({ default: m.History }));
const detailScreen = () => import('./screens/HistoryDetail').then((m) => ({ default: m.HistoryDetail }));
const statsScreen = () => import('./screens/Stats').then((m) => ({ default: m.Stats }));
const printScreen = () => import('./screens/print/index');

function Route() {
  const [first, ...rest] = segments(path.value);
  if (!first) return <Home />;
  if (first === 'settings') return <Lazy load={settingsScreen} title="Settings" props={{}} />;
  if (first === 'stats') return <Lazy load={statsScreen} title="Stats" props={{}} />;
  if (first === 'history')
    return rest[0] ? <Lazy load={detailScreen} title="Finished game" props={{ id: rest[0] }} /> : <Lazy load={historyScreen} title="History" props={{}} />;
  const game = gameBySlug(first);
  // Print and play: "/print" (choose a game), and each game's gamePath(id, 'print').
  if (first === 'print' || (game && rest[0] === 'print'))
    return <Lazy load={printScreen} title="Print cards" props={{ game: game?.id ?? null, rest: rest.slice(1) }} />;
  return game ? <Lazy title={game.name} load={game.load} props={{ path: rest }} /> : <NotFound />;
}

/**
 * History's and Stats' code, and the first rows and numbers they show, are
 * fetched and read when a link to one of them is touched or keyed (a tap's
 * pointerdown comes before its click), never at start: nothing a screen does
 * not show is fetched or run then. The tapped screen's first read goes first.
 */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;
function preloadScreens() {
  let fetched = false;
  const go = (e: Event) => {
    const href = (e.target instanceof Element ? e.target.closest('a[href]') : null)?.getAttribute('href');
    if (href !== '/history' && href !== '/stats') return;
    readAhead(href === '/history' ? 'history' : 'stats');
    if (fetched) return;
    fetched = true;
    preload(historyScreen);
    preload(statsScreen);
    preloadPaging();
  };
  FIRST_INPUT.forEach((type) => addEventListener(type, go, { capture: true, passive: true }));
  return () => FIRST_INPUT.forEach((type) => removeEventListener(type, go, true));
}

export function App() {
  useEffect(preloadScreens, []);
  return (
    <div class="shell">
      <a class="visually-hidden" href="#main">Skip to content</a>
      <header class="topbar">
        <a class="brand" href="/">Tableside</a>
        <SaveState />
        <nav aria-label="Main">
          <a class="btn btn-quiet" href="/history">History</a>
          <a class="btn btn-quiet" href="/settings">Settings</a>
        </nav>
      </header>
      <StorageBanner />
      <UpdatePrompt />
      <ErrorBoundary resetOn={path.value}>
        <Route />
      </ErrorBoundary>
    </div>
  );
}
