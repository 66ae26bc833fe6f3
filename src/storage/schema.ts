import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import { sortTimelines, touchSummaries } from './summaries';
import type { Kept } from './types';
import { readHistory, withoutOldFields } from './validate';

export { DB_NAME } from './db-name';
export const DB_VERSION = 8;

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

type UpgradeTx = IDBPTransaction<TablesideDB, StoreNames<TablesideDB>[], 'versionchange'>;

/** A step returns REBUILD when it changes what the summaries hold: they are built anew once, after the last step. */
const REBUILD = 'rebuild summaries';
type Upgrade = (db: IDBPDatabase<TablesideDB>, tx: UpgradeTx) => typeof REBUILD | undefined;

/**
 * Step N turns a version N-1 database into version N. Every upgrade runs to the app's version in one transaction,
 * so a step may leave work to a later one. Never change what a released step leaves: add the next one.
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
  // v3: Stats reads per-game and per-player summaries (summaries.ts). History filtered through an index of the
  // games' "facets", which step 6 drops: the games are not written back with facets, since nothing reads them.
  3: (db, tx) => {
    db.createObjectStore('summaries', { keyPath: 'id' });
    tx.objectStore('history').createIndex('byFacet', 'facets', { multiEntry: true });
    return REBUILD;
  },
  // v4: each player's timeline per game and year, so streaks, the last score and the chart count every game.
  4: () => REBUILD,
  // v5: each Royal Draft series of two plays or more, so Stats shows every series, not only the newest games'.
  5: () => REBUILD,
  // v6: a restore of 12,000 games spent most of its time writing index entries. The game filter reads one compound
  // index and a player's games come from the timelines, so byFacet (about ten entries a game) and byGame go.
  6: (_db, tx) => {
    const history = tx.objectStore('history');
    history.deleteIndex('byFacet');
    history.deleteIndex('byGame');
    history.createIndex('byGameTime', ['game', 'finishedAt']);
  },
  // v7: a finished game is kept as facts, worded when shown: the sentences stored beside them (`summary`, `lines`) go.
  7: (_db, tx) => {
    const history = tx.objectStore('history');
    void eachStored(tx, (v) => {
      if (v && typeof v === 'object' && ('summary' in v || 'lines' in v)) void history.put(withoutOldFields(v));
    });
  },
  // v8: storage knows no game's fields: a game's summary keeps the tallies its record kind gives (Parcel Parade's
  // swaps were a field of their own), and any game's series sits under 'u|<game>|'.
  8: () => REBUILD,
};

/** Hands every stored game, as stored, to `use`, a thousand at a time (one round trip each). */
async function eachStored(tx: UpgradeTx, use: (v: unknown) => void): Promise<void> {
  const history = tx.objectStore('history');
  const BATCH = 1000;
  let after: IDBKeyRange | null = null;
  for (;;) {
    const [values, keys] = await Promise.all([history.getAll(after, BATCH), history.getAllKeys(after, BATCH)]);
    values.forEach(use);
    const last = keys[keys.length - 1];
    if (keys.length < BATCH || last === undefined) break;
    after = IDBKeyRange.lowerBound(last, true);
  }
}

/** The summaries built anew from the stored games (unreadable ones are left as they are), in one pass. */
async function rebuildSummaries(tx: UpgradeTx): Promise<void> {
  const summaries = tx.objectStore('summaries');
  void summaries.clear();
  const held = new Map<string, Kept | undefined>();
  await eachStored(tx, (v) => {
    const r = readHistory(v);
    if (r) touchSummaries(held, r, 1, true);
  });
  sortTimelines(held);
  for (const s of held.values()) if (s) void summaries.put(s);
}

export function runUpgrades(db: IDBPDatabase<TablesideDB>, oldVersion: number, newVersion: number, tx: UpgradeTx) {
  let rebuild = false;
  for (let v = oldVersion + 1; v <= newVersion; v++) {
    const step = UPGRADES[v];
    if (!step) throw new Error(`no upgrade step for database version ${v}`);
    if (step(db, tx) === REBUILD) rebuild = true;
  }
  if (rebuild) void rebuildSummaries(tx);
}
