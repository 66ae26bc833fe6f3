import { BACKUP_FORMAT, BACKUP_MAX_BYTES, BACKUP_VERSION } from '../storage/backup';
import { stageSync } from '../storage/stage';
import type { HistoryRecord, PlayerName } from '../storage/types';
import { REASONS, strictHistory, strictPlayer } from './strict-record';

/*
 * Checking a backup file, before anything is stored: pure work on the file's
 * text, so it can run in a worker (restore-worker.ts) and leave the page free.
 */

/** A failure's own words (a DOMException from IndexedDB is not always an Error here). */
export const whyFailed = (err: unknown): string => {
  const m = (err as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : String(err);
};

/** Throws an Error with a plain message when the file as a whole cannot be restored. */
export function readEnvelope(text: string): { history: unknown[]; players: unknown[] } {
  if (text.length > BACKUP_MAX_BYTES) throw new Error('This file is too large to be a Tableside backup.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('This file is not a Tableside backup (it is not JSON).');
  }
  const d = data as Record<string, unknown> | null;
  if (!d || typeof d !== 'object' || Array.isArray(d) || d.format !== BACKUP_FORMAT) throw new Error('This file is not a Tableside backup.');
  const v = d.version;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) throw new Error('This backup has no version this app can read, so nothing was restored.');
  if (v > BACKUP_VERSION) throw new Error('This backup comes from a newer version of Tableside: update the app, then import it again.');
  const list = (x: unknown, what: string): unknown[] => {
    if (x === undefined) return [];
    if (!Array.isArray(x)) throw new Error(`This backup's ${what} are not a list, so nothing was restored.`);
    return x;
  };
  return { history: list(d.history, 'finished games'), players: list(d.players, 'player names') };
}

/** Valid games of a file in id order, at most `size` at a time, with what was refused on the way. */
export interface CheckedBatch {
  games: HistoryRecord[];
  /** Games refused since the previous batch, by reason. */
  refused: Map<string, number>;
}

export interface CheckedNames {
  names: PlayerName[];
  refusedNames: Map<string, number>;
}

/** A file whose envelope was read: its games are checked batch by batch as they are asked for, so storing can start before checking ends. */
export interface OpenedBackup {
  /** Games and names in the file. */
  records: number;
  /** The smallest and largest string id among the file's games (null when none): every batch's ids lie between. */
  ids: [string, string] | null;
  batches: Generator<CheckedBatch, void>;
  /** The names, checked (once the games are). */
  names(): CheckedNames;
}

const idOf = (r: unknown) => {
  const id = (r as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
};

function* checkGames(history: unknown[], size: number, first: number): Generator<CheckedBatch, void> {
  const seen = new Map<string, number>();
  for (const r of history) {
    const id = idOf(r);
    if (id !== null) seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  // In id order before checking (a checked game keeps its id): each batch's adds go to neighbouring keys.
  const order = history.map((raw) => ({ key: idOf(raw) ?? '', raw }));
  order.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  let games: HistoryRecord[] = [];
  let refused = new Map<string, number>();
  let room = Math.min(first, size);
  for (const { raw } of order) {
    const verdict = strictHistory(raw);
    if ('why' in verdict) refuse(refused, verdict.why);
    else if ((seen.get(verdict.ok.id) ?? 0) > 1) refuse(refused, REASONS.duplicate);
    else games.push(verdict.ok);
    if (games.length === room) {
      yield { games, refused };
      games = [];
      refused = new Map();
      room = size;
    }
  }
  if (games.length || refused.size) yield { games, refused };
}

function refuse(to: Map<string, number>, why: string) {
  to.set(why, (to.get(why) ?? 0) + 1);
}

function checkNames(players: unknown[]): CheckedNames {
  const refusedNames = new Map<string, number>();
  const names = new Map<string, PlayerName>();
  for (const raw of players) {
    const verdict = strictPlayer(raw);
    if ('why' in verdict) refuse(refusedNames, verdict.why);
    else if (!names.has(verdict.ok.name)) names.set(verdict.ok.name, verdict.ok);
  }
  return { names: [...names.values()], refusedNames };
}

/**
 * Reads a file's envelope (throws as readEnvelope); its games are checked as
 * `batches` is read: `first` valid games in the first batch, `size` in each
 * next one (a small first batch starts the writing sooner).
 */
export function openBackup(text: string, size: number, first = size): OpenedBackup {
  const file = stageSync('restore:parse', () => readEnvelope(text));
  let lo: string | null = null;
  let hi: string | null = null;
  for (const r of file.history) {
    const id = idOf(r);
    if (id === null) continue;
    if (lo === null || id < lo) lo = id;
    if (hi === null || id > hi) hi = id;
  }
  return {
    records: file.history.length + file.players.length,
    ids: lo !== null && hi !== null ? [lo, hi] : null,
    batches: checkGames(file.history, size, first),
    names: () => checkNames(file.players),
  };
}
