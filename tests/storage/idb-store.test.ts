import { IDBDatabase as FakeDatabase, IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IdbStore, openTablesideDB } from '../../src/storage/idb-store';
import { DB_NAME, DB_VERSION, UPGRADES } from '../../src/storage/schema';
import { DEFAULT_SETTINGS } from '../../src/storage/types';
import type { HistoryRecord, StoredSession } from '../../src/storage/types';
import { scoresSummary } from '../../src/games/record-words';
import { recordLines } from '../../src/games/relay/record-words';
import { plain } from '../plain';
import { allHistory } from './all-history';

const session = (id: string, updatedAt: number): StoredSession => ({
  id,
  game: 'relay',
  setup: { players: ['Ana', 'Ben', 'Cy'] },
  actions: [{ type: 'ready' }],
  createdAt: 1,
  updatedAt,
  label: 'Ana, Ben, Cy',
});
const record = (id: string, finishedAt: number, game: HistoryRecord['game'] = 'royal'): HistoryRecord => ({
  id,
  game,
  finishedAt,
  players: ['Ana', 'Ben'],
  scores: [12, 9],
  winners: [0],
  detail: null,
});

beforeEach(() => {
  // A fresh, empty IndexedDB for every test.
  globalThis.indexedDB = new IDBFactory();
});

async function freshStore(skipped: string[] = []) {
  return new IdbStore(await openTablesideDB(), (w) => skipped.push(w));
}

describe('IdbStore', () => {
  it('returns default settings before any are saved, and keeps saved ones', async () => {
    const s = await freshStore();
    expect(await s.getSettings()).toEqual(DEFAULT_SETTINGS);
    await s.putSettings({ ...DEFAULT_SETTINGS, textSize: 'xlarge', theme: 'dark' });
    const again = await freshStore();
    expect(await again.getSettings()).toMatchObject({ textSize: 'xlarge', theme: 'dark' });
  });

  // Lists, order, deletes and copies: tests/storage/store-contract.test.ts runs on IdbStore too.

  it('skips records it cannot read, says so, and keeps the rest', async () => {
    const skipped: string[] = [];
    const s = await freshStore(skipped);
    await s.putHistory(record('good', 1000));
    const raw = await openDB(DB_NAME, DB_VERSION);
    await raw.put('history', { id: 'broken', game: 'relay', finishedAt: 'yesterday' });
    await raw.put('history', {
      id: 'future',
      game: 'poker',
      finishedAt: 5,
      players: [],
      scores: [],
      winners: [],
    });
    await raw.put('sessions', { id: 'junk' });
    raw.close();
    expect((await allHistory(s)).map((r) => r.id)).toEqual(['good']);
    expect(await s.listSessions()).toEqual([]);
    expect(skipped).toEqual(['a finished game', 'a finished game', 'a game in progress']);
  });

  it('reads a damaged rev (not a number) as rev 0, so the game still opens and saves over it', async () => {
    const s = await freshStore();
    const raw = await openDB(DB_NAME, DB_VERSION);
    await raw.put('sessions', { ...session('odd', 5), rev: 'three' });
    await raw.put('history', { ...record('done', 1000), session: { setup: {}, actions: [], rev: null } });
    raw.close();
    expect((await s.getSession('odd'))?.rev).toBe(0);
    expect(await s.saveSessionIf({ ...session('odd', 6), rev: 1 }, 0)).toBe('ok');
    expect((await s.getHistory('done'))?.session?.rev).toBe(0);
  });

  it('reads unknown or broken settings fields as their defaults', async () => {
    const s = await freshStore();
    const raw = await openDB(DB_NAME, DB_VERSION);
    await raw.put('settings', { textSize: 'huge', theme: 'dark', sound: 'yes' }, 'app');
    raw.close();
    expect(await s.getSettings()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' });
  });

  it('commits every write with strict durability, so an acknowledged write is on disk', async () => {
    const s = await freshStore();
    const spy = vi.spyOn(FakeDatabase.prototype, 'transaction');
    try {
      await s.putSettings(DEFAULT_SETTINGS);
      await s.rememberPlayers(['Ana'], 1);
      await s.putSession(session('a', 1));
      await s.deleteSession('a');
      await s.putHistory(record('h', 1));
      await s.deleteHistory('h');
      await allHistory(s);
      const writes = spy.mock.calls.filter((c) => c[1] === 'readwrite');
      expect(writes).toHaveLength(6);
      for (const c of writes) expect(c[2]).toEqual({ durability: 'strict' });
    } finally {
      spy.mockRestore();
    }
  });

  it('reports each unreadable record once per read with a key of its own', async () => {
    const skipped: string[] = [];
    const s = new IdbStore(await openTablesideDB(), (_what, key) => skipped.push(key));
    const raw = await openDB(DB_NAME, DB_VERSION);
    await raw.put('history', { id: 'x1', game: 'relay', finishedAt: 5 });
    await raw.put('history', { id: 'x2', game: 'relay', finishedAt: 6 });
    raw.close();
    await allHistory(s);
    await allHistory(s);
    expect(new Set(skipped)).toEqual(new Set(['a finished game:x1', 'a finished game:x2']));
  });

  it('reopens the connection when the browser closed it, and the write lands', async () => {
    const db = await openTablesideDB();
    const s = new IdbStore(db);
    db.close();
    await s.putSession(session('after-close', 5));
    expect((await s.listSessions()).map((x) => x.id)).toEqual(['after-close']);
  });
});

describe('schema upgrades', () => {
  it('has one upgrade step for every version up to the current one', () => {
    for (let v = 1; v <= DB_VERSION; v++) expect(UPGRADES[v], `step ${v}`).toBeTypeOf('function');
  });

  it('upgrades a version 1 database to the current version and keeps its data', async () => {
    const v1 = await openDB(DB_NAME, 1, { upgrade: (db, oldV, newV, tx) => UPGRADES[1]!(db as never, tx as never) });
    await v1.put('settings', { ...DEFAULT_SETTINGS, textSize: 'large' }, 'app');
    await v1.put('players', { name: 'Ana', lastUsed: 7 });
    await v1.put('sessions', session('kept', 9));
    v1.close();

    const s = await freshStore();
    expect((await s.getSettings()).textSize).toBe('large');
    expect(await s.listPlayers()).toEqual([{ name: 'Ana', lastUsed: 7 }]);
    expect((await s.listSessions()).map((x) => x.id)).toEqual(['kept']);
    await s.putHistory(record('first', 1));
    expect((await allHistory(s, 'royal')).map((r) => r.id)).toEqual(['first']);
  });

  it('step 7 drops the sentences an older version stored beside a finished game; the game words the facts the same', async () => {
    const v6 = await openDB(DB_NAME, 6, {
      upgrade: (db, _old, _new, tx) => {
        for (let v = 1; v <= 6; v++) UPGRADES[v]!(db as never, tx as never);
      },
    });
    // R9: game total = round 1 + round 2; Cy's 8 + 13 = 21 beats Ana's 10 + 9 and Ben's 12 + 7.
    const old = {
      id: 'old',
      game: 'relay',
      finishedAt: 1000,
      players: ['Ana', 'Ben', 'Cy'],
      scores: [19, 19, 21],
      winners: [2],
      summary: 'Ana 19, Ben 19, Cy 21',
      lines: ['Round 1: Ana 10, Ben 12, Cy 8', 'Round 2: Ana 9, Ben 7, Cy 13', 'Winner: Cy with 21'],
      detail: {
        rounds: [
          [10, 12, 8],
          [9, 7, 13],
        ],
        displays: [],
      },
    };
    await v6.put('history', old);
    v6.close();

    const s = await freshStore();
    const raw = await openDB(DB_NAME, DB_VERSION);
    const stored = (await raw.get('history', 'old')) as Record<string, unknown>;
    raw.close();
    expect(stored).not.toHaveProperty('summary');
    expect(stored).not.toHaveProperty('lines');
    const { summary, lines, ...facts } = old;
    expect(stored).toEqual(facts);
    const shown = (await s.getHistory('old'))!;
    expect(plain(scoresSummary(shown))).toBe(summary);
    expect(recordLines(shown).map(plain)).toEqual(lines);
  });
});
