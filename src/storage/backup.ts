import type { HistoryRecord, PlayerName, Store } from './types';
import { readHistory, readPlayer } from './validate';

/*
 * A backup is a JSON file of finished games and remembered names. A file to
 * import is untrusted: every record is checked, the unreadable ones are
 * counted and left out, and nothing already stored is overwritten.
 */

export const BACKUP_FORMAT = 'tableside-backup';
export const BACKUP_VERSION = 1;
/** Larger files are refused before parsing: no real history comes near this. */
export const BACKUP_MAX_BYTES = 5_000_000;

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  exportedAt: number;
  history: HistoryRecord[];
  players: PlayerName[];
}

export async function makeBackup(store: Store, now: number): Promise<Backup> {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now,
    history: await store.listHistory(),
    players: await store.listPlayers(),
  };
}

export interface ParsedBackup {
  history: HistoryRecord[];
  players: PlayerName[];
  skipped: number;
}

/** Reads a backup file's text; throws an Error with a plain message when it is not one. */
export function parseBackup(text: string): ParsedBackup {
  if (text.length > BACKUP_MAX_BYTES) throw new Error('This file is too large to be a Tableside backup.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('This file is not a Tableside backup (it is not JSON).');
  }
  const d = data as Partial<Backup> | null;
  if (!d || typeof d !== 'object' || d.format !== BACKUP_FORMAT) throw new Error('This file is not a Tableside backup.');
  if (typeof d.version !== 'number' || d.version > BACKUP_VERSION)
    throw new Error('This backup comes from a newer version of Tableside: update the app, then import it again.');
  const rawHistory: unknown[] = Array.isArray(d.history) ? d.history : [];
  const rawPlayers: unknown[] = Array.isArray(d.players) ? d.players : [];
  const history = rawHistory.map(readHistory).filter((r): r is HistoryRecord => r !== null);
  const players = rawPlayers.map(readPlayer).filter((p): p is PlayerName => p !== null);
  return { history, players, skipped: rawHistory.length - history.length + rawPlayers.length - players.length };
}

/** Adds the games not already stored; returns how many were added. */
export async function importBackup(store: Store, backup: ParsedBackup): Promise<number> {
  const have = new Set((await store.listHistory()).map((r) => r.id));
  const fresh = backup.history.filter((r) => !have.has(r.id));
  for (const r of fresh) await store.putHistory(r);
  const known = new Set((await store.listPlayers()).map((p) => p.name));
  for (const p of backup.players) if (!known.has(p.name)) await store.rememberPlayers([p.name], p.lastUsed);
  return fresh.length;
}
