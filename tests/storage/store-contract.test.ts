import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { IdbStore, openTablesideDB } from '../../src/storage/idb-store';
import { MemoryStore } from '../../src/storage/memory-store';
import { SafeStore } from '../../src/storage/safe-store';
import { DEFAULT_SETTINGS } from '../../src/storage/types';
import type { HistoryRecord, Store, StoredSession } from '../../src/storage/types';
import { allHistory } from './all-history';

/*
 * One contract, every implementation: the app, its tests and the memory
 * fallback all rely on MemoryStore behaving exactly as IndexedDB does.
 */
const session = (id: string, updatedAt: number, actions: unknown[] = [{ t: 'go' }]): StoredSession => ({
  id,
  game: 'relay',
  setup: { players: ['Ana', 'Ben', 'Cy'] },
  actions,
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
  detail: { row: [1, 2] },
});

const implementations: [string, () => Promise<Store>][] = [
  ['MemoryStore', async () => new MemoryStore()],
  [
    'IdbStore (fake-indexeddb)',
    async () => {
      globalThis.indexedDB = new IDBFactory();
      return new IdbStore(await openTablesideDB());
    },
  ],
  [
    'SafeStore over IdbStore',
    async () => {
      globalThis.indexedDB = new IDBFactory();
      return new SafeStore(new IdbStore(await openTablesideDB()), {
        onProblem: () => undefined,
        onSkip: () => undefined,
      });
    },
  ],
];

describe.each(implementations)('Store contract: %s', (_name, make) => {
  it('starts with default settings, empty lists and nothing to get', async () => {
    const s = await make();
    expect(await s.getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(await s.listPlayers()).toEqual([]);
    expect(await s.listSessions()).toEqual([]);
    expect(await allHistory(s)).toEqual([]);
    expect(await s.getSession('nope')).toBeUndefined();
    expect(await s.getHistory('nope')).toBeUndefined();
  });

  it('keeps the settings it is given', async () => {
    const s = await make();
    const mine = { ...DEFAULT_SETTINGS, textSize: 'xlarge' as const, theme: 'dark' as const, sound: false };
    await s.putSettings(mine);
    expect(await s.getSettings()).toEqual(mine);
  });

  it('remembers names most recently used first, one entry per name', async () => {
    const s = await make();
    await s.rememberPlayers(['Ana', 'Ben'], 100);
    await s.rememberPlayers(['Cy'], 200);
    await s.rememberPlayers(['Ben'], 300);
    expect(await s.listPlayers()).toEqual([
      { name: 'Ben', lastUsed: 300 },
      { name: 'Cy', lastUsed: 200 },
      { name: 'Ana', lastUsed: 100 },
    ]);
  });

  it('lists games in progress most recently touched first; a put replaces the game with that id', async () => {
    const s = await make();
    await s.putSession(session('a', 10));
    await s.putSession(session('b', 20));
    await s.putSession(session('a', 30, [{ t: 'go' }, { t: 'stop' }]));
    expect((await s.listSessions()).map((x) => [x.id, x.actions.length])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(await s.getSession('b')).toEqual(session('b', 20));
  });

  it('deletes a game in progress, and deleting one that is not there is no error', async () => {
    const s = await make();
    await s.putSession(session('a', 10));
    await s.deleteSession('a');
    await s.deleteSession('never-there');
    expect(await s.getSession('a')).toBeUndefined();
    expect(await s.listSessions()).toEqual([]);
  });

  it('lists history newest first, filters by game, and deletes', async () => {
    const s = await make();
    await s.putHistory(record('old', 1000));
    await s.putHistory(record('new', 3000, 'relay'));
    await s.putHistory(record('mid', 2000));
    expect((await allHistory(s)).map((r) => r.id)).toEqual(['new', 'mid', 'old']);
    expect((await allHistory(s, 'royal')).map((r) => r.id)).toEqual(['mid', 'old']);
    expect(await allHistory(s, 'choices')).toEqual([]);
    expect(await s.getHistory('mid')).toEqual(record('mid', 2000));
    await s.deleteHistory('mid');
    expect((await allHistory(s)).map((r) => r.id)).toEqual(['new', 'old']);
  });

  it('hands out copies: changing what it returned, or what was put, changes nothing stored', async () => {
    const s = await make();
    const mine = session('a', 10);
    await s.putSession(mine);
    mine.actions.push({ t: 'sneaky' });
    const got = (await s.getSession('a'))!;
    got.actions.push({ t: 'also sneaky' });
    (await s.listSessions())[0]!.label = 'changed';
    const settings = await s.getSettings();
    settings.textSize = 'xlarge';
    expect(await s.getSession('a')).toEqual(session('a', 10));
    expect((await s.getSettings()).textSize).toBe('normal');
  });
});
