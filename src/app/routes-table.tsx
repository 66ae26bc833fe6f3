import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'preact';
import { NotFound } from '../games/NotFound';
import { gameById } from '../games/registry';
import { gamePattern, match, PATHS, SLUGS } from '../platform/paths';
import { readAhead } from './warm';
import type { GameId } from '../storage/types';
import { Lazy, preload } from '../ui/Lazy';
import { preloadPaging } from '../platform/store';
import type { Loader } from '../ui/Lazy';
import { choicesChunk, parcelChunk, relayChunk, royalChunk } from './game-chunks';
import { i18n } from '../text/i18n';

type Params = Record<string, string>;
interface Route {
  pattern: string;
  /** Shown while the screen's chunk is fetched (first visit only): a game's name, or words. */
  title: string | MessageDescriptor;
  load: Loader<Params>;
}

/**
 * A screen from a chunk, given its address's `:name` parts as props. Each is
 * made once, so the loader is stable (the one lazy loader caches by it).
 */
const screen =
  <M,>(chunk: () => Promise<M>, pick: (m: M) => ComponentType<never> | ComponentType<{ id: string }>): Loader<Params> =>
  () =>
    chunk().then((m) => ({ default: pick(m) as ComponentType<Params> }));

// Screens Home does not show are lazy chunks, precached like the games.
const settingsScreen = screen(
  () => import('./screens/SettingsScreen'),
  (m) => m.SettingsScreen,
);
const historyScreen = screen(
  () => import('./screens/History'),
  (m) => m.History,
);
const statsScreen = screen(
  () => import('./screens/Stats'),
  (m) => m.Stats,
);
const finishedScreen = screen(
  () => import('./screens/HistoryDetail'),
  (m) => m.HistoryDetail,
);
const online = () => import('../games/choices/online/index.tsx');
const printChunk = () => import('./screens/print/index');
/** The print page, for one game (or to choose one); a hosted table's card takes its `:code`. */
const printScreen = (game: GameId | null) =>
  screen(printChunk, (m) => {
    const Print = m.default;
    return ({ code }: { code?: string }) => <Print game={game} code={code} />;
  });

const name = (game: GameId) => gameById(game).name;

const PRINT = msg`Print cards`;
const ONLINE = msg`Play on several phones`;

/** Every address of the app but home, and the screen it shows. */
const ROUTES: readonly Route[] = [
  { pattern: PATHS.settings, title: msg`Settings`, load: settingsScreen },
  { pattern: PATHS.history, title: msg`History`, load: historyScreen },
  { pattern: PATHS.finished, title: msg`Finished game`, load: finishedScreen },
  { pattern: PATHS.stats, title: msg`Stats`, load: statsScreen },
  { pattern: PATHS.print, title: PRINT, load: printScreen(null) },
  ...(['relay', 'parcel', 'royal', 'choices'] as const).map((game) => ({
    pattern: gamePattern(game, 'print'),
    title: PRINT,
    load: printScreen(game),
  })),
  { pattern: gamePattern('choices', 'tableCard'), title: PRINT, load: printScreen('choices') },
  { pattern: gamePattern('relay'), title: name('relay'), load: screen(relayChunk, (m) => m.Setup) },
  {
    pattern: gamePattern('relay', 'practice'),
    title: name('relay'),
    load: screen(relayChunk, (m) => m.Practice),
  },
  { pattern: gamePattern('relay', 'play'), title: name('relay'), load: screen(relayChunk, (m) => m.Play) },
  { pattern: gamePattern('parcel'), title: name('parcel'), load: screen(parcelChunk, (m) => m.Setup) },
  { pattern: gamePattern('parcel', 'play'), title: name('parcel'), load: screen(parcelChunk, (m) => m.Play) },
  { pattern: gamePattern('royal'), title: name('royal'), load: screen(royalChunk, (m) => m.Setup) },
  { pattern: gamePattern('royal', 'scorer'), title: name('royal'), load: screen(royalChunk, (m) => m.Scorer) },
  { pattern: gamePattern('royal', 'result'), title: name('royal'), load: screen(royalChunk, (m) => m.Result) },
  { pattern: gamePattern('royal', 'play'), title: name('royal'), load: screen(royalChunk, (m) => m.Play) },
  { pattern: gamePattern('choices'), title: name('choices'), load: screen(choicesChunk, (m) => m.Setup) },
  { pattern: gamePattern('choices', 'online'), title: ONLINE, load: screen(online, (m) => m.Start) },
  { pattern: gamePattern('choices', 'table'), title: ONLINE, load: screen(online, (m) => m.AtTable) },
  { pattern: gamePattern('choices', 'play'), title: name('choices'), load: screen(choicesChunk, (m) => m.Play) },
];

/** The screen at `path` (any but home): a route of the table, or a notice that there is nothing there. */
export function Routed({ path }: { path: string }) {
  for (const route of ROUTES) {
    const params = match(route.pattern, path);
    if (params) {
      const title = typeof route.title === 'string' ? route.title : i18n._(route.title);
      return <Lazy key={path} load={route.load} title={title} props={params} />;
    }
  }
  const first = path.split('/').find(Boolean);
  const game = (Object.keys(SLUGS) as GameId[]).find((g) => SLUGS[g] === first);
  if (!game) return <NotFound />;
  const gameName = name(game);
  // At an address under a game's own that is no page of it.
  return <NotFound title={gameName} game={game} message={t`There is no such page in ${gameName}.`} />;
}

/**
 * What History or Stats shows first, read on the first touch of a link to one of them (a tap's pointerdown comes
 * before its click), with both screens' code: the tapped screen's first read goes first.
 */
let fetched = false;
export function readAheadFor(screen: 'history' | 'stats'): void {
  readAhead(screen);
  if (fetched) return;
  fetched = true;
  preload(historyScreen);
  preload(statsScreen);
  preloadPaging();
}
