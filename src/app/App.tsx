import { gameBySlug } from '../games/registry';
import { Lazy } from '../games/Lazy';
import { NotFound } from '../games/NotFound';
import { path, segments } from '../platform/router';
import { History } from './screens/History';
import { HistoryDetail } from './screens/HistoryDetail';
import { Home } from './screens/Home';
import { SettingsScreen } from './screens/SettingsScreen';
import { StorageBanner } from './StorageBanner';
import { ErrorBoundary } from './ErrorBoundary';
import { SaveState } from './SaveState';
import { UpdatePrompt } from './UpdatePrompt';

function Route() {
  const [first, ...rest] = segments(path.value);
  if (!first) return <Home />;
  if (first === 'settings') return <SettingsScreen />;
  if (first === 'history') return rest[0] ? <HistoryDetail id={rest[0]} /> : <History />;
  const game = gameBySlug(first);
  return game ? <Lazy title={game.name} load={game.load} props={{ path: rest }} /> : <NotFound />;
}

export function App() {
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
