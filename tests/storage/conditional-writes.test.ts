import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { IdbStore, openTablesideDB } from '../../src/storage/idb-store';
import { MemoryStore } from '../../src/storage/memory-store';
import { SafeStore } from '../../src/storage/safe-store';
import type { HistoryRecord, Store, StoredSession } from '../../src/storage/types';

/* One writer per game: the conditional writes behave the same in every store. */

const session = (rev: number | undefined, actions: unknown[] = []): StoredSession => ({
  id: 'g',
  game: 'royal',
  setup: {},
  actions,
  createdAt: 1,
  updatedAt: 1,
  label: 'x',
  ...(rev === undefined ? {} : { rev }),
});
const record = (note: string, rev: number): HistoryRecord => ({
  id: 'g',
  game: 'royal',
  finishedAt: 2,
  players: ['Ana', 'Ben'],
  scores: [1, 0],
  winners: [0],
  detail: { note },
  session: { setup: {}, actions: [], rev },
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const STORES: [string, () => Promise<Store>][] = [
  ['MemoryStore', async () => new MemoryStore()],
  ['IdbStore', async () => new IdbStore(await openTablesideDB())],
  [
    'SafeStore over IndexedDB',
    async () =>
      new SafeStore(new IdbStore(await openTablesideDB()), { onProblem: () => undefined, onSkip: () => undefined }),
  ],
];

describe.each(STORES)('%s conditional writes', (_, make) => {
  it('creates only where nothing is stored, and saves only over the rev it names', async () => {
    const s = await make();
    expect(await s.saveSessionIf(session(0), null)).toBe('ok');
    expect(await s.saveSessionIf(session(0), null)).toBe('stale');
    expect(await s.saveSessionIf(session(1, ['a']), 0)).toBe('ok');
    expect(await s.saveSessionIf(session(1, ['b']), 0)).toBe('stale');
    expect((await s.getSession('g'))!.actions).toEqual(['a']);
  });

  it('reads a record from before revs as rev 0', async () => {
    const s = await make();
    await s.putSession(session(undefined));
    expect(await s.saveSessionIf(session(1), 0)).toBe('ok');
  });

  it('a removed session is gone: no save brings it back', async () => {
    const s = await make();
    await s.putSession(session(3));
    await s.deleteSession('g');
    expect(await s.saveSessionIf(session(4), 3)).toBe('gone');
    expect(await s.getSession('g')).toBeUndefined();
  });

  it('finishes in one step, only from the rev it names; the finished game comes back only from its own record', async () => {
    const s = await make();
    await s.putSession(session(2));
    expect(await s.finishSessionIf('g', 1, record('stale', 1))).toBe('stale');
    expect(await s.getHistory('g')).toBeUndefined();
    expect(await s.finishSessionIf('g', 2, record('Ana 1, Ben 0', 2))).toBe('ok');
    expect(await s.getSession('g')).toBeUndefined();
    expect(await s.finishSessionIf('g', 2, record('again', 2))).toBe('gone');
    expect((await s.getHistory('g'))!.detail).toEqual({ note: 'Ana 1, Ben 0' });

    expect(await s.reopenSessionIf(session(3), true, 1)).toBe('stale');
    expect(await s.reopenSessionIf(session(3), true, 2)).toBe('ok');
    expect(await s.getHistory('g')).toBeUndefined();
    expect(await s.reopenSessionIf(session(3), true, 2)).toBe('stale');
    expect((await s.getSession('g'))!.rev).toBe(3);
  });
});
