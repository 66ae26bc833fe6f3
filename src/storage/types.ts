/** What the app stores. Every record type here is plain, structured-clone-safe data. */
import type { AnyLocale } from '../text/i18n';
import { RULES_LIMITS } from '../rules/players';
import type { Face } from '../rules/faces';

/** The games, as the rules core lists them: a new game is added there, not here. */
export type GameId = keyof typeof RULES_LIMITS;
export const GAME_IDS = Object.keys(RULES_LIMITS) as readonly GameId[];

export type TextSize = 'normal' | 'large' | 'xlarge';
export type Theme = 'system' | 'light' | 'dark';

export interface Settings {
  textSize: TextSize;
  theme: Theme;
  sound: boolean;
  voice: boolean;
  vibration: boolean;
  wakeLock: boolean;
  /** Reader mode: the larger-text caller view in games that have one. */
  readerMode: boolean;
  /** Table mode: a game's screen split into parts turned toward each seat, for a device lying in the middle of the table. */
  tableMode: boolean;
  /** The app's language: 'auto' follows the browser's list (navigator.languages); 'pseudo' is for tests. */
  language: AnyLocale | 'auto';
}

export const DEFAULT_SETTINGS: Settings = {
  textSize: 'normal',
  theme: 'system',
  sound: true,
  voice: false,
  vibration: true,
  wakeLock: true,
  readerMode: false,
  tableMode: false,
  language: 'auto',
};

/** A game in progress: setup plus the actions taken, replayed into state. */
export interface StoredSession {
  id: string;
  game: GameId;
  setup: unknown;
  actions: unknown[];
  createdAt: number;
  updatedAt: number;
  /** Short words for the Resume list, e.g. "Ana, Ben, Cy - round 2, pick 3". */
  label: string;
  /** What the app notes of this game beyond its step, as facts: worded when shown (`sessionLabel`). */
  note?: SessionNote;
  /** Every save names the rev it read and is refused when another tab saved since. Absent in older records: 0. */
  rev?: number;
  /** Each player's colour and mark, chosen at setup (absent in games started before faces: each seat's default). */
  faces?: NamedFace[];
}

/** A player's face at a table, with the name it belongs to. */
export interface NamedFace extends Face {
  name: string;
}

/**
 * 'correcting': a finished game reopened to correct it, with the result it was saved with (absent in records stored
 * before notes were facts: their `label` holds those words as they were stored).
 * 'kept': a damaged game kept as it was when the table went on from the part that could be read (`label` is its own),
 * with what was noted of it before (`was`: a game being corrected).
 */
export type CorrectingNote = { k: 'correcting'; players?: string[]; scores?: number[] };
export type SessionNote = { k: 'kept'; was?: CorrectingNote } | CorrectingNote;

/** A finished game, as facts: each game words it when shown. `detail` is the game's own data. */
export interface HistoryRecord {
  id: string;
  game: GameId;
  finishedAt: number;
  players: string[];
  /** One score per player; for a cooperative game, one group score. */
  scores: number[];
  /** Seat indexes of the winners; empty for cooperative games. */
  winners: number[];
  detail: unknown;
  /** So the game can be reopened to correct it. */
  session?: { setup: unknown; actions: unknown[]; rev?: number };
  /** This device only watched the game (an online table): listed in History, counted in no stats. */
  watched?: true;
  /** One colour and mark per player, as played (absent in older records: read back as each seat's default). */
  faces?: Face[];
}

export interface PlayerName {
  name: string;
  lastUsed: number;
  /** The colour and mark the player last had, offered again at setup. */
  face?: Face;
}

export type StorageMode = 'indexeddb' | 'memory';

/** Which finished games a History view shows, newest first. */
export interface HistoryQuery {
  game?: GameId;
  player?: string;
  /** A name search resolved to the exact names it matches (never with `player`). */
  anyOf?: readonly string[];
  /** That search as typed, shown back in the field; the stores do not read it. */
  search?: string;
  /** Only games finished before this time (jump by month). */
  before?: number;
}

/** Stats' totals for a player in a game: each field a sum a deleted game takes back out (scores: score -> games). */
export interface PlayerSummary {
  id: string;
  kind: 'player';
  game: GameId;
  player: string;
  played: number;
  wins: number;
  scores: Record<string, number>;
  /** Opponent -> [games ahead, games behind, games level]. */
  vs: Record<string, [number, number, number]>;
}

export interface GameSummary {
  id: string;
  kind: 'game';
  game: GameId;
  played: number;
  /** The game's own tallies (its record kind's `tallies`): table -> value -> games. */
  tallies: Record<string, Record<string, number>>;
}

export type Summary = PlayerSummary | GameSummary;

/** A player's games of one game in one UTC year (a save rewrites a small record), oldest first, as parallel arrays. */
export interface Timeline {
  id: string;
  kind: 'timeline';
  game: GameId;
  player: string;
  year: number;
  at: number[];
  ids: string[];
  /** The group's in a cooperative game; null when the record has none. */
  scores: (number | null)[];
  won: (0 | 1)[];
}

/** One play of a series of games that add up (Royal Draft's), from the second on: the running totals after it. */
export interface SeriesPlay {
  id: string;
  at: number;
  play: number;
  players: string[];
  totals: number[];
}

/** A series (the game's record kind finds them): its plays from the second on, in order of play, then finish time, then id. */
export interface SeriesSummary {
  id: string;
  kind: 'series';
  game: GameId;
  series: string;
  plays: SeriesPlay[];
}

export type Kept = Summary | Timeline | SeriesSummary;

/** 'stale': another tab saved since (or the record exists); 'gone': finished or removed meanwhile. Only 'ok' writes. */
export type WriteResult = 'ok' | 'stale' | 'gone';

/** The app's only door to persistence; IndexedDB and memory behave the same (tests and fallbacks rely on it). */
export interface Store {
  readonly mode: StorageMode;
  getSettings(): Promise<Settings>;
  putSettings(settings: Settings): Promise<void>;
  listPlayers(): Promise<PlayerName[]>;
  /** `faces`, when given, one per name: each remembered with its name. */
  rememberPlayers(names: string[], now: number, faces?: readonly Face[]): Promise<void>;
  listSessions(): Promise<StoredSession[]>;
  getSession(id: string): Promise<StoredSession | undefined>;
  putSession(session: StoredSession): Promise<void>;
  deleteSession(id: string): Promise<void>;
  /** Every readable finished game, `size` at a time in id order, each page used before the next is read. */
  eachHistory(use: (page: HistoryRecord[]) => Promise<void>, size?: number): Promise<void>;
  getHistory(id: string): Promise<HistoryRecord | undefined>;
  putHistory(record: HistoryRecord): Promise<void>;
  deleteHistory(id: string): Promise<void>;
  // The conditional writes check and write in one transaction: no other tab saves in between.
  /** Only if the stored session is still at rev `expected` (null: there is none yet). */
  saveSessionIf(session: StoredSession, expected: number | null): Promise<WriteResult>;
  /** Only if the session is still at rev `expected`: writes the history record and removes the session. */
  finishSessionIf(id: string, expected: number, record: HistoryRecord): Promise<WriteResult>;
  /**
   * Puts a finished game's session back (undo a finish, correct a game) if no session has its id and its
   * history record is still the one finished at rev `finishedRev`; `dropHistory` removes that record.
   */
  reopenSessionIf(session: StoredSession, dropHistory: boolean, finishedRev: number): Promise<WriteResult>;
  /** `limit` finished games from position `offset` of the query's newest-first list. */
  pageHistory(query: HistoryQuery, offset: number, limit: number): Promise<HistoryRecord[]>;
  countHistory(query: HistoryQuery): Promise<number>;
  listSummaries(): Promise<Summary[]>;
  /** Oldest year first. */
  listTimelines(player: string, game?: GameId): Promise<Timeline[]>;
  listSeries(): Promise<SeriesSummary[]>;
}
