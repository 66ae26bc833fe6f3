import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/storage/memory-store';
import { openStore, SafeStore } from '../../src/storage/safe-store';
import type { StoredSession } from '../../src/storage/types';

const session = (id: string): StoredSession => ({
  id, game: 'parcel', setup: {}, actions: [], createdAt: 1, updatedAt: 1, label: 'x',
});

/** A store whose writes fail the way a full disk does. */
class FullDisk extends MemoryStore {
  override async putSession(): Promise<void> {
    throw new DOMException('full', 'QuotaExceededError');
  }
  override async listSessions(): Promise<StoredSession[]> {
    throw new DOMException('gone', 'UnknownError');
  }
}

function events() {
  const problems: string[] = [];
  return { problems, onProblem: (m: string) => problems.push(m), onSkip: () => undefined };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('SafeStore', () => {
  it('keeps a game in memory when a write fails, and says plainly that results will not be saved', async () => {
    const e = events();
    const s = new SafeStore(new FullDisk(), e);
    await s.putSession(session('g1'));
    expect(s.mode).toBe('memory');
    expect(e.problems).toHaveLength(1);
    expect(e.problems[0]).toMatch(/out of storage space.*will not be saved/);
    expect(await s.getSession('g1')).toEqual(session('g1'));
    expect((await s.listSessions()).map((x) => x.id)).toEqual(['g1']);
  });

  it('reports a problem only once however many writes fail', async () => {
    const e = events();
    const s = new SafeStore(new FullDisk(), e);
    await s.putSession(session('a'));
    await s.putSession(session('b'));
    expect(e.problems).toHaveLength(1);
  });

  it('runs in memory and says so when there is no IndexedDB at all', async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error simulating a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      const e = events();
      const s = await openStore(e);
      expect(s.mode).toBe('memory');
      expect(e.problems[0]).toMatch(/will not be saved/);
      await s.putSession(session('m'));
      expect(await s.getSession('m')).toBeDefined();
    } finally {
      globalThis.indexedDB = saved;
    }
  });

  it('leaves data from a newer app version untouched, runs in memory and says why', async () => {
    const newer = await openDB('tableside', 99);
    newer.close();
    const e = events();
    const s = await openStore(e);
    expect(s.mode).toBe('memory');
    expect(e.problems[0]).toMatch(/newer version of Tableside.*kept untouched/);
    const after = await openDB('tableside');
    expect(after.version).toBe(99);
    after.close();
  });

  it('uses IndexedDB when it works, so data outlives the store object', async () => {
    const e = events();
    const first = await openStore(e);
    expect(first.mode).toBe('indexeddb');
    await first.putSession(session('persisted'));
    const second = await openStore(e);
    expect((await second.listSessions()).map((x) => x.id)).toEqual(['persisted']);
    expect(e.problems).toEqual([]);
  });
});
