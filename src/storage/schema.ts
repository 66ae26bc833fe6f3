import type { DBSchema, IDBPDatabase, IDBPObjectStore, IDBPTransaction, StoreNames } from 'idb';
import { facetsOf, sortTimelines, touchSummaries } from './summaries';
import type { Kept } from './types';
import type { Part } from './summaries';
import { readHistory, withoutSentences } from './validate';

export { DB_NAME } from './db-name';
export const DB_VERSION = 7;

export interface TablesideDB extends DBSchema {
  settings: { key: string; value: unknown };
  players: { key: string; value: unknown };
  sessions: { key: string; value: unknown };
  // byGame and byFacet exist from steps 2 and 3 until step 6 drops them; nothing reads them.
  history: {
    key: string;
    value: unknown;
    indexes: { byGame: string; byFinished: number; byFacet: (string | number)[]; byGameTime: [string, number] };
  };
  summaries: { key: string; value: unknown };
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
  // v3: History filters by game and by player through one index of "facets"
  // (see summaries.ts), and Stats reads per-game and per-player summaries.
  // Both are built here for the games already stored; unreadable records are left as they are.
  3: (db, tx) => {
    db.createObjectStore('summaries', { keyPath: 'id' });
    tx.objectStore('history').createIndex('byFacet', 'facets', { multiEntry: true });
    void buildForExisting(tx, 'counts');
  },
  // v4: each player's timeline per game and year (summaries.ts), so streaks, the
  // last score and the chart count every game; built here for the games already stored.
  4: (_db, tx) => {
    void buildForExisting(tx, 'timelines');
  },
  // v5: each Royal Draft series of two plays or more (summaries.ts), so Stats shows
  // every series, not only those among the newest games; built here for the games already stored.
  5: (_db, tx) => {
    void buildForExisting(tx, 'series');
  },
  // v6: fewer index entries per finished game (a restore of 12,000 games spent most of its time writing
  // them): the game filter reads one compound index, and a player's games come from the player's
  // timelines (step 4), so byFacet (about ten entries a game) and byGame (read by nothing) go.
  // The stored games keep their old `facets` field; it is dropped when they are read.
  6: (_db, tx) => {
    const history = tx.objectStore('history');
    history.deleteIndex('byFacet');
    history.deleteIndex('byGame');
    history.createIndex('byGameTime', ['game', 'finishedAt']);
  },
  // v7: a finished game is kept as facts (players, scores, winners, detail); each game words it when
  // shown, so the sentences older versions stored beside them (`summary`, `lines`) go.
  7: (_db, tx) => {
    void eachStored(tx, (history, v) => {
      if (v && typeof v === 'object' && ('summary' in v || 'lines' in v)) void history.put(withoutSentences(v));
    });
  },
};

type UpgradeTx = IDBPTransaction<TablesideDB, StoreNames<TablesideDB>[], 'versionchange'>;

/** Hands every stored game, as stored, to `use`, a thousand at a time (one round trip each). */
async function eachStored(
  tx: UpgradeTx,
  use: (
    history: IDBPObjectStore<TablesideDB, StoreNames<TablesideDB>[], 'history', 'versionchange'>,
    v: unknown,
  ) => void,
): Promise<void> {
  const history = tx.objectStore('history');
  const BATCH = 1000;
  let after: IDBKeyRange | null = null;
  for (;;) {
    const [values, keys] = await Promise.all([history.getAll(after, BATCH), history.getAllKeys(after, BATCH)]);
    values.forEach((v) => use(history, v));
    const last = keys[keys.length - 1];
    if (keys.length < BATCH || last === undefined) break;
    after = IDBKeyRange.lowerBound(last, true);
  }
}

/**
 * Reads the stored games a thousand at a time (one round trip each), unawaited,
 * and builds the given part of the summaries; the counts step also writes each
 * game back with its facets.
 */
async function buildForExisting(tx: UpgradeTx, part: Part) {
  const held = new Map<string, Kept | undefined>();
  await eachStored(tx, (history, v) => {
    const r = readHistory(v);
    if (!r) return;
    touchSummaries(held, r, 1, part, true);
    if (part === 'counts') void history.put({ ...r, facets: facetsOf(r) });
  });
  sortTimelines(held);
  const summaries = tx.objectStore('summaries');
  for (const s of held.values()) if (s) void summaries.put(s);
}

export function runUpgrades(
  db: IDBPDatabase<TablesideDB>,
  oldVersion: number,
  newVersion: number,
  tx: UpgradeTx,
): void {
  for (let v = oldVersion + 1; v <= newVersion; v++) {
    const step = UPGRADES[v];
    if (!step) throw new Error(`no upgrade step for database version ${v}`);
    step(db, tx);
  }
}
