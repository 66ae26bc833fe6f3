import type { HistoryRecord, PlayerName, Store } from './types';

/*
 * A backup is a JSON file of finished games and remembered names. Reading one
 * back is strict and never replaces a stored record: src/platform/restore.ts.
 */

export const BACKUP_FORMAT = 'tableside-backup';
export const BACKUP_VERSION = 1;
/** Larger files are refused before parsing: about 50,000 games with all their details. */
export const BACKUP_MAX_BYTES = 64_000_000;

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
