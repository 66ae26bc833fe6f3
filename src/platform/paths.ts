import type { GameId } from '../storage/types';

/**
 * Every address in the app. The route table (src/app/routes.tsx) matches these
 * patterns, and every link and navigation is built from them: `:name` is one
 * path segment.
 */
export const PATHS = {
  home: '/',
  settings: '/settings',
  history: '/history',
  finished: '/history/:id',
  stats: '/stats',
  print: '/print',
} as const;

export const SLUGS: Readonly<Record<GameId, string>> = {
  relay: 'pattern-relay',
  parcel: 'parcel-parade',
  royal: 'royal-draft',
  choices: 'pattern-of-choices',
};

/** A game's pages, after its slug. `setup` is the game's own address. */
const GAME_PAGES = {
  setup: '',
  play: '/play/:id',
  practice: '/practice',
  scorer: '/scorer',
  result: '/result/:id',
  online: '/online',
  table: '/online/:code',
  print: '/print',
  tableCard: '/print/:code',
} as const;
export type GamePage = keyof typeof GAME_PAGES;

export const gamePattern = (game: GameId, page: GamePage = 'setup'): string => `/${SLUGS[game]}${GAME_PAGES[page]}`;

/** A pattern with its `:name` segments filled in (each encoded). */
export function fill(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The `:name` segments of `path` if it has the pattern's shape, else null. */
export function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, w] of want.entries()) {
    let g: string;
    try {
      g = decodeURIComponent(got[i]!);
    } catch {
      return null;
    }
    if (w.startsWith(':')) params[w.slice(1)] = g;
    else if (w !== g) return null;
  }
  return params;
}

/** A game's own address, or one of its pages: gamePath('royal', 'result', { id }) is "/royal-draft/result/<id>". */
export const gamePath = (
  game: GameId,
  page: GamePage = 'setup',
  params: Readonly<Record<string, string>> = {},
): string => fill(gamePattern(game, page), params);
export const playPath = (game: GameId, id: string): string => gamePath(game, 'play', { id });
export const finishedPath = (id: string): string => fill(PATHS.finished, { id });
