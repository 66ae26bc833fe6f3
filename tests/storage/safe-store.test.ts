import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryCopy } from '../../src/storage/copy';
import { MemoryStore } from '../../src/storage/memory-store';
import { createStore, openStore, SafeStore } from '../../src/storage/safe-store';
import type { StorageEvents } from '../../src/storage/safe-store';
import type { HistoryRecord, StoredSession } from '../../src/storage/types';

const session = (id: string, updatedAt = 1): StoredSession => ({
  id, game: 'parcel', setup: {}, actions: [], createdAt: 1, updatedAt, label: 'x',
});
const record = (id: string): HistoryRecord => ({
  id, game: 'royal', finishedAt: 5, players: ['Ana', 'Ben'], scores: [3, 2], winners: [0], summary: 'Ana 3, Ben 2', detail: null,
});

/** A store whose writes fail the way a full disk does, until `heal()`; reads keep working. */
class FullDisk extends MemoryStore {
  full = true;
  override async putSession(s: StoredSession): Promise<void> {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    return super.putSession(s);
  }
  override async deleteSession(id: string): Promise<void> {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    return super.deleteSession(id);
  }
}

function events() {
  const problems: string[] = [];
  const notices: string[] = [];
  const writing: number[] = [];
  let recovered = 0;
  const e: StorageEvents & { problems: string[]; notices: string[]; writing: number[]; recovered: () => number } = {
    problems, notices, writing,
    recovered: () => recovered,
    onProblem: (m) => problems.push(m),
    onRecovered: () => void recovered++,
    onSkip: () => undefined,
    onNotice: (m) => notices.push(m),
    onWriting: (n) => writing.push(n),
  };
  return e;
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SafeStore', () => {
  it('keeps a game in memory when a write fails, says plainly that it is not saved yet, and keeps trying', async () => {
    const e = events();
    const s = new SafeStore(new FullDisk(), e);
    await s.putSession(session('g1'));
    expect(s.mode).toBe('memory');
    expect(e.problems).toHaveLength(1);
    expect(e.problems[0]).toMatch(/out of storage space.*keeps trying to save/);
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

  it('after a failed write still lists everything the database holds, with the unsaved change laid over it', async () => {
    const disk = new FullDisk();
    disk.full = false;
    await disk.putSession(session('stored-1', 10));
    await disk.putSession(session('stored-2', 20));
    await disk.putHistory(record('h1'));
    disk.full = true;
    const s = new SafeStore(disk, events());
    await s.putSession(session('new', 30));
    await s.deleteSession('stored-1');
    expect((await s.listSessions()).map((x) => x.id)).toEqual(['new', 'stored-2']);
    expect((await s.listHistory()).map((r) => r.id)).toEqual(['h1']);
    expect(await s.getSession('stored-2')).toEqual(session('stored-2', 20));
  });

  it('retries the unsaved writes in order until they land, then says saving works again', async () => {
    vi.useFakeTimers();
    const e = events();
    const disk = new FullDisk();
    const s = new SafeStore(disk, e);
    await s.putSession(session('g', 1));
    await s.putSession(session('g', 2));
    await s.deleteSession('g');
    await s.putSession(session('h', 3));
    expect(await disk.listSessions()).toEqual([]);
    disk.full = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await disk.listSessions()).toEqual([session('h', 3)]);
    expect(s.mode).toBe('indexeddb');
    expect(e.recovered()).toBe(1);
  });

  it('never lets an older failed write be retried over a newer one that landed', async () => {
    const disk = new FullDisk();
    const s = new SafeStore(disk, events());
    const older = s.putSession(session('g', 1));
    disk.full = false;
    await older;
    await s.putSession(session('g', 2));
    await s.retry();
    expect(await disk.getSession('g')).toEqual(session('g', 2));
  });

  it('counts writes in flight, back to 0 once acknowledged', async () => {
    const e = events();
    const s = new SafeStore(new MemoryStore(), e);
    const a = s.putSession(session('a'));
    const b = s.putHistory(record('b'));
    expect(e.writing.at(-1)).toBe(2);
    await Promise.all([a, b]);
    expect(e.writing.at(-1)).toBe(0);
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
    const first = await openStore(e, { openCopy: async () => null });
    expect(first.mode).toBe('indexeddb');
    await first.putSession(session('persisted'));
    const second = await openStore(e, { openCopy: async () => null });
    expect((await second.listSessions()).map((x) => x.id)).toEqual(['persisted']);
    expect(e.problems).toEqual([]);
  });

  it('when IndexedDB never answers, carries on in memory after the wait and says so; saves once it answers', async () => {
    vi.useFakeTimers();
    let answer: (s: MemoryStore) => void = () => undefined;
    const late = new Promise<MemoryStore>((resolve) => (answer = resolve));
    const e = events();
    let lateAnswers = 0;
    const s = new SafeStore(late, { ...e, onLateAnswer: () => void lateAnswers++ }, { timeoutMs: 3_000 });
    const listed = s.listSessions();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await listed).toEqual([]);
    expect(e.problems[0]).toMatch(/has not answered.*carries on in memory/);
    await s.putSession(session('kept'));
    expect(s.mode).toBe('memory');
    const primary = new MemoryStore();
    answer(primary);
    await vi.advanceTimersByTimeAsync(0);
    await s.retry();
    expect((await primary.listSessions()).map((x) => x.id)).toEqual(['kept']);
    expect(e.recovered()).toBe(1);
    expect(lateAnswers).toBe(1);
  });

  it('once IndexedDB has answered, a slow rebuild from the copy is waited for, not cut short by the clock', async () => {
    vi.useFakeTimers();
    let answered: () => void = () => undefined;
    let rebuilt: (s: MemoryStore) => void = () => undefined;
    const primary = new MemoryStore();
    await primary.putSession(session('rebuilt'));
    const e = events();
    const s = new SafeStore(new Promise<MemoryStore>((r) => (rebuilt = r)), e, {
      timeoutMs: 3_000,
      answered: new Promise<void>((r) => (answered = r)),
    });
    const listed = s.listSessions();
    await vi.advanceTimersByTimeAsync(1_000);
    answered();
    await vi.advanceTimersByTimeAsync(10_000);
    rebuilt(primary);
    expect((await listed).map((x) => x.id)).toEqual(['rebuilt']);
    expect(e.problems).toEqual([]);
  });
});

describe('the second copy', () => {
  it('gets every game in progress and finished game, and forgets deleted ones', async () => {
    const copy = new MemoryCopy();
    const s = await openStore(events(), { openCopy: async () => copy });
    await s.putSession(session('a'));
    await s.putSession(session('b'));
    await s.putHistory(record('h'));
    await s.deleteSession('b');
    const read = await copy.read();
    expect(read.sessions.map((x) => x.id)).toEqual(['a']);
    expect(read.history.map((x) => x.id)).toEqual(['h']);
  });

  it('rebuilds a deleted database from the copy and says what it restored', async () => {
    const copy = new MemoryCopy();
    const first = await openStore(events(), { openCopy: async () => copy });
    await first.putSession(session('in-progress'));
    await first.putHistory(record('done'));
    await first.putHistory(record('done-2'));
    globalThis.indexedDB = new IDBFactory(); // the browser deleted the database
    const e = events();
    const again = await openStore(e, { openCopy: async () => copy });
    expect((await again.listSessions()).map((x) => x.id)).toEqual(['in-progress']);
    expect((await again.listHistory()).map((x) => x.id).sort()).toEqual(['done', 'done-2']);
    expect(e.notices).toEqual([
      "The browser had lost this app's saved games. Tableside rebuilt them from its second copy on this device: 1 game in progress and 2 finished games. Remembered player names were not in the copy.",
    ]);
  });

  it('does not bring back under Resume a game whose copy was left behind when it was finished', async () => {
    const copy = new MemoryCopy();
    await copy.put('session', session('g'));
    await copy.put('history', record('g'));
    const e = events();
    const s = await openStore(e, { openCopy: async () => copy });
    expect(await s.listSessions()).toEqual([]);
    expect((await s.listHistory()).map((x) => x.id)).toEqual(['g']);
  });

  it('leaves a database that holds games alone, whatever the copy says', async () => {
    const copy = new MemoryCopy();
    await copy.put('session', session('only-in-copy'));
    const direct = await openStore(events(), { openCopy: async () => null });
    await direct.putSession(session('in-db'));
    const e = events();
    const s = await openStore(e, { openCopy: async () => copy });
    expect((await s.listSessions()).map((x) => x.id)).toEqual(['in-db']);
    expect(e.notices).toEqual([]);
  });

  it('a write resolves only once both copies have it', async () => {
    let release: () => void = () => undefined;
    const copy = new MemoryCopy();
    const slow = Object.assign(Object.create(copy) as MemoryCopy, {
      put: (...args: Parameters<MemoryCopy['put']>) => new Promise<void>((r) => (release = () => void copy.put(...args).then(r))),
    });
    const s = await openStore(events(), { openCopy: async () => slow });
    let done = false;
    const write = s.putSession(session('a')).then(() => (done = true));
    await vi.waitFor(async () => expect((await s.listSessions()).map((x) => x.id)).toEqual(['a']));
    expect(done).toBe(false);
    release();
    await write;
    expect(done).toBe(true);
  });

  it('a store created before storage answers is usable at once: its calls wait', async () => {
    const s = createStore(events(), { openCopy: async () => null });
    await s.putSession(session('early'));
    expect((await s.listSessions()).map((x) => x.id)).toEqual(['early']);
    expect(s.mode).toBe('indexeddb');
  });
});
