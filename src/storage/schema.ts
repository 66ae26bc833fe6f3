import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';

export const DB_NAME = 'tableside';
export const DB_VERSION = 2;

export interface TablesideDB extends DBSchema {
  settings: { key: string; value: unknown };
  players: { key: string; value: unknown };
  sessions: { key: string; value: unknown };
  history: { key: string; value: unknown; indexes: { byGame: string; byFinished: number } };
}

type Upgrade = (
  db: IDBPDatabase<TablesideDB>,
  tx: IDBPTransaction<TablesideDB, StoreNames<TablesideDB>[], 'versionchange'>,
) => void;

/**
 * One step per version; step N turns a version N-1 database into version N.
 * Never edit a released step: add the next one.
 */
export const UPGRADES: Record<number, Upgrade> = {
  // v1: settings (one record under the key "app"), remembered names, games in progress.
  1: (db) => {
    db.createObjectStore('settings');
    db.createObjectStore('players', { keyPath: 'name' });
    db.createObjectStore('sessions', { keyPath: 'id' });
  },
  // v2: finished games, listed by game and newest first.
  2: (db) => {
    const history = db.createObjectStore('history', { keyPath: 'id' });
    history.createIndex('byGame', 'game');
    history.createIndex('byFinished', 'finishedAt');
  },
};

export function runUpgrades(
  db: IDBPDatabase<TablesideDB>,
  oldVersion: number,
  newVersion: number,
  tx: IDBPTransaction<TablesideDB, StoreNames<TablesideDB>[], 'versionchange'>,
): void {
  for (let v = oldVersion + 1; v <= newVersion; v++) {
    const step = UPGRADES[v];
    if (!step) throw new Error(`no upgrade step for database version ${v}`);
    step(db, tx);
  }
}
