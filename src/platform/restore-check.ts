import { BACKUP_FORMAT, BACKUP_MAX_BYTES, BACKUP_VERSION } from '../storage/backup';
import { stageSync } from '../storage/stage';
import type { HistoryRecord, PlayerName } from '../storage/types';
import { REASONS, strictHistory, strictPlayer } from './strict-record';

/*
 * Checking a backup file, before anything is stored: pure work on the file's
 * text, so it can run in a worker (restore-worker.ts) and leave the page free.
 */

export interface Checked {
  /** The games that passed, each id once, sorted by id: a batch of them covers one narrow range of keys. */
  games: HistoryRecord[];
  /** The names that passed, each once. */
  names: PlayerName[];
  /** Games left out, by reason. */
  refusedGames: Map<string, number>;
  /** Names left out, by reason (reported only once the names are reached). */
  refusedNames: Map<string, number>;
  /** Games and names in the file. */
  records: number;
}

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

const byId = (a: HistoryRecord, b: HistoryRecord) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Reads and checks a whole backup file; throws (as readEnvelope) when the file cannot be restored at all. */
export function checkBackup(text: string): Checked {
  const file = stageSync('restore:parse', () => readEnvelope(text));
  return stageSync('restore:check', () => {
    const refusedGames = new Map<string, number>();
    const refusedNames = new Map<string, number>();
    const refuse = (to: Map<string, number>, why: string) => to.set(why, (to.get(why) ?? 0) + 1);
    const seen = new Map<string, number>();
    for (const r of file.history) {
      const id = (r as { id?: unknown } | null)?.id;
      if (typeof id === 'string') seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    const games: HistoryRecord[] = [];
    for (const raw of file.history) {
      const verdict = strictHistory(raw);
      if ('why' in verdict) refuse(refusedGames, verdict.why);
      else if ((seen.get(verdict.ok.id) ?? 0) > 1) refuse(refusedGames, REASONS.duplicate);
      else games.push(verdict.ok);
    }
    const names = new Map<string, PlayerName>();
    for (const raw of file.players) {
      const verdict = strictPlayer(raw);
      if ('why' in verdict) refuse(refusedNames, verdict.why);
      else if (!names.has(verdict.ok.name)) names.set(verdict.ok.name, verdict.ok);
    }
    return { games: games.sort(byId), names: [...names.values()], refusedGames, refusedNames, records: file.history.length + file.players.length };
  });
}
