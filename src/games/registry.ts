import type { ComponentType } from 'preact';
import type { GameId, HistoryRecord } from '../storage/types';

export interface GameScreenProps {
  /** Path segments after the game's own, e.g. ["play", "<session id>"]. */
  path: string[];
}

export interface GameEntry {
  id: GameId;
  slug: string;
  name: string;
  players: string;
  /** One line for the home screen, in the app's own words. */
  blurb: string;
  /** Each game is its own lazy chunk, precached for offline use. */
  load: () => Promise<{ default: ComponentType<GameScreenProps> }>;
  /** What was entered, drawn by the game itself on the finished game's page (its own small chunk). */
  detail?: () => Promise<{ default: ComponentType<GameDetailProps> }>;
}

export interface GameDetailProps {
  /** Untrusted: read `detail` defensively. */
  record: HistoryRecord;
}

export const GAMES: readonly GameEntry[] = [
  {
    id: 'relay',
    slug: 'pattern-relay',
    name: 'Pattern Relay',
    players: '3-6 players',
    blurb: 'Draft tiles into a two-by-three display; the app calls the reveals and scores every display.',
    load: () => import('./relay/index.tsx'),
    detail: () => import('./relay/HistoryDetail.tsx'),
  },
  {
    id: 'parcel',
    slug: 'parcel-parade',
    name: 'Parcel Parade',
    players: '3-8 players',
    blurb: 'Work together to collect all four symbols; the app walks the laps, routes and partners.',
    load: () => import('./parcel/index.tsx'),
  },
  {
    id: 'royal',
    slug: 'royal-draft',
    name: 'Royal Draft',
    players: '2-5 players',
    blurb: 'Draft playing cards into a row; the app keeps dealers, busting and scores straight.',
    load: () => import('./royal/index.tsx'),
  },
  {
    id: 'choices',
    slug: 'pattern-of-choices',
    name: 'Pattern of Choices',
    players: '3-12 players',
    blurb: 'One author sorts six tiles on screen; everyone else guesses the pattern against the clock.',
    load: () => import('./choices/index.tsx'),
  },
];

export const gameById = (id: GameId): GameEntry => GAMES.find((g) => g.id === id)!;
export const gameBySlug = (slug: string): GameEntry | undefined => GAMES.find((g) => g.slug === slug);
/** A game's own address, or one of its pages: gamePath('royal', 'scorer') is "/royal-draft/scorer". */
export const gamePath = (id: GameId, ...rest: string[]): string =>
  [`/${gameById(id).slug}`, ...rest.map(encodeURIComponent)].join('/');
export const playPath = (id: GameId, sessionId: string): string => gamePath(id, 'play', sessionId);
