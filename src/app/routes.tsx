import { match, PATHS } from '../platform/paths';
import { Lazy } from '../ui/Lazy';
import { Home } from './screens/Home';

/**
 * Every address but home, and the screens they show, are told by the route table, fetched with the first screen
 * that is not home (routes-table.tsx): the first load carries Home only.
 */
const table = () => import('./routes-table').then((m) => ({ default: m.Routed }));

/** The screen at `path`: home, or what the route table shows there. */
export function ScreenAt({ path }: { path: string }) {
  if (match(PATHS.home, path)) return <Home />;
  return <Lazy load={table} props={{ path }} />;
}

/** History's or Stats' first reads and code, fetched ahead when a link to one is touched. */
export function readAheadFor(screen: 'history' | 'stats'): void {
  void import('./routes-table').then((m) => m.readAheadFor(screen));
}
