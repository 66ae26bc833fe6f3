import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { openTablesideDB } from '../../src/storage/idb-store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryCopy } from './memory-copy';
import { MemoryStore } from '../../src/storage/memory-store';
import { createStore, SafeStore } from '../../src/storage/safe-store';
import { openStore } from './open-store';
import type { StorageEvents } from '../../src/storage/safe-store';
import type { HistoryRecord, StoredSession } from '../../src/storage/types';
import { allHistory } from './all-history';
import { rebuiltInWords } from '../../src/app/screens/rebuilt-words';

const session = (id: string, updatedAt = 1): StoredSession => ({
  id,
  game: 'parcel',
  setup: {},
  actions: [],
  createdAt: 1,
  updatedAt,
  label: 'x',
});
const record = (id: string): HistoryRecord => ({
  id,
  game: 'royal',
  finishedAt: 5,
  players: ['Ana', 'Ben'],
  scores: [3, 2],
  winners: [0],
  detail: null,
});

/** A store whose writes fail the way a full disk does, until `heal()`; reads keep working. */
class FullDisk extends MemoryStore {
  full = true;
  #check() {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
  }
  override async putSession(s: StoredSession): Promise<void> {
    this.#check();
    return super.putSession(s);
  }
  override async deleteSession(id: string): Promise<void> {
    this.#check();
    return super.deleteSession(id);
  }
  override async saveSessionIf(s: StoredSession, expected: number | null) {
    this.#check();
    return super.saveSessionIf(s, expected);
  }
}

function events() {
  const problems: string[] = [];
  const notices: string[] = [];
  const writing: number[] = [];
  let recovered = 0;
  const e: StorageEvents & { problems: string[]; notices: string[]; writing: number[]; recovered: () => number } = {
    problems,
    notices,
    writing,
    recovered: () => recovered,
    onProblem: (m) => problems.push(m),
    onRecovered: () => void recovered++,
    onSkip: () => undefined,
    onNotice: (m) => notices.push(m),
    onRebuilt: (r) => notices.push(rebuiltInWords(r)),
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
  it('a write that fails is never reported done: it rejects, says plainly why, and nothing reads as saved', async () => {
    const e = events();
    const s = new SafeStore(new FullDisk(), e);
    await expect(s.putSession(session('g1'))).rejects.toThrow('full');
    expect(e.problems).toHaveLength(1);
    expect(e.problems[0]).toMatch(/out of storage space.*keeps trying/);
    expect(await s.getSession('g1')).toBeUndefined();
    expect(await s.listSessions()).toEqual([]);
    expect(e.writing.at(-1)).toBe(0);
  });

  it('reports a problem only once however many writes fail, and that saving works again once one commits', async () => {
    const e = events();
    const disk = new FullDisk();
    const s = new SafeStore(disk, e);
    await expect(s.putSession(session('a'))).rejects.toThrow();
    await expect(s.putSession(session('b'))).rejects.toThrow();
    expect(e.problems).toHaveLength(1);
    expect(e.recovered()).toBe(0);
    disk.full = false;
    await s.putSession(session('b'));
    expect(e.recovered()).toBe(1);
    expect((await disk.listSessions()).map((x) => x.id)).toEqual(['b']);
  });

  it('a conditional write that failed stays conditional when tried again: a newer save elsewhere is never overwritten', async () => {
    const disk = new FullDisk();
    disk.full = false;
    await disk.putSession({ ...session('g'), rev: 0 });
    disk.full = true;
    const s = new SafeStore(disk, events());
    const mine = { ...session('g', 2), rev: 1 };
    await expect(s.saveSessionIf(mine, 0)).rejects.toThrow();
    disk.full = false;
    // Meanwhile another tab saved its own step.
    const theirs = { ...session('g', 3), rev: 1, label: 'theirs' };
    expect(await disk.saveSessionIf(theirs, 0)).toBe('ok');
    expect(await s.saveSessionIf(mine, 0)).toBe('stale');
    expect(await disk.getSession('g')).toEqual(theirs);
  });

  it('counts writes in flight until each has committed or failed', async () => {
    const e = events();
    const disk = new FullDisk();
    disk.full = false;
    const s = new SafeStore(disk, e);
    const a = s.putSession(session('a'));
    const b = s.putHistory(record('b'));
    expect(e.writing.at(-1)).toBe(2);
    await Promise.all([a, b]);
    expect(e.writing.at(-1)).toBe(0);
    disk.full = true;
    const c = s.putSession(session('c'));
    expect(e.writing.at(-1)).toBe(1);
    await expect(c).rejects.toThrow();
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

  it('when IndexedDB never answers, carries on in memory after the wait and says so; stores what was written meanwhile once it answers', async () => {
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
    expect((await s.listSessions()).map((x) => x.id)).toEqual(['kept']);
    expect(s.mode).toBe('indexeddb');
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

  it('follows each conditional write once it is committed, and never one that was refused', async () => {
    const copy = new MemoryCopy();
    const s = await openStore(events(), { openCopy: async () => copy });
    const ids = async () => {
      const read = await copy.read();
      return { sessions: read.sessions.map((x) => [x.id, x.updatedAt]), history: read.history.map((x) => x.id) };
    };
    expect(await s.saveSessionIf({ ...session('g', 1), rev: 1 }, null)).toBe('ok');
    expect(await s.saveSessionIf({ ...session('g', 2), rev: 2 }, 7)).toBe('stale');
    expect(await ids()).toEqual({ sessions: [['g', 1]], history: [] });
    expect(await s.finishSessionIf('g', 1, record('g'))).toBe('ok');
    expect(await ids()).toEqual({ sessions: [], history: ['g'] });
    expect(await s.reopenSessionIf({ ...session('g', 3), rev: 2 }, true, 0)).toBe('ok');
    expect(await ids()).toEqual({ sessions: [['g', 3]], history: [] });
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
    expect((await allHistory(again)).map((x) => x.id).sort()).toEqual(['done', 'done-2']);
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
    expect((await allHistory(s)).map((x) => x.id)).toEqual(['g']);
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
      put: (...args: Parameters<MemoryCopy['put']>) =>
        new Promise<void>((r) => (release = () => void copy.put(...args).then(r))),
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

  it('a write the copy missed does not show as saved: said once in words, until the copy has caught up', async () => {
    const copy = new MemoryCopy();
    const e = events();
    const copyProblems: (string | null)[] = [];
    const s = await openStore(
      { ...e, onCopyProblem: (m) => void copyProblems.push(m) },
      { openCopy: async () => copy },
    );
    copy.failing = true;
    await s.putHistory(record('a'));
    await s.putHistory(record('b'));
    // Both are in the database; the app still says one write is not saved, and why, once.
    expect(e.writing.at(-1)).toBe(1);
    expect(copyProblems).toEqual([
      "The second copy of your games could not be written. What you saved since is in the browser's database only, so the app shows it as saving until the copy has it too: if the browser lost its database now, it would be gone. Tableside keeps trying.",
    ]);
    copy.failing = false;
    await vi.waitFor(() => expect(copyProblems.at(-1)).toBeNull(), { timeout: 5_000 });
    expect(e.writing.at(-1)).toBe(0);
    expect((await copy.read()).history.map((x) => x.id).sort()).toEqual(['a', 'b']);
  });

  it('a store created before storage answers is usable at once: its calls wait', async () => {
    const s = createStore(events(), { openCopy: async () => null });
    await s.putSession(session('early'));
    expect((await s.listSessions()).map((x) => x.id)).toEqual(['early']);
    expect(s.mode).toBe('indexeddb');
  });
});

describe('records that cannot be read', () => {
  it('are counted once per record, by kind and id, however many screens meet them, and the whole count comes at once', async () => {
    const db = await openTablesideDB();
    const tx = db.transaction(['sessions', 'history', 'players'], 'readwrite');
    await Promise.all([
      tx.objectStore('sessions').put({ id: 's1', game: 'chess' } as never),
      tx.objectStore('history').put({ ...record('h1'), players: 'Ana and Ben' } as never),
      tx.objectStore('history').put({ ...record('undated'), finishedAt: undefined } as never),
      tx.objectStore('players').put({ name: 'Cy', lastUsed: 'yesterday' } as never),
      tx.done,
    ]);
    db.close();
    const calls: string[] = [];
    let checked = -1;
    const s = await openStore(
      {
        ...events(),
        onSkip: (what, key) => void calls.push(`${what} | ${key}`),
        onDamageChecked: () => void (checked = calls.length),
      },
      { openCopy: async () => null, damageCheckMs: 0 },
    );
    // Opened by their addresses, and History's first page, before and after the check.
    await s.getHistory('undated');
    await s.getHistory('h1');
    await s.pageHistory({}, 0, 40);
    await vi.waitFor(() => expect(checked).toBeGreaterThanOrEqual(0));
    await s.getHistory('undated');
    await s.listSessions();
    // Four records, four keys: each counted under one key, whoever read it.
    expect([...new Set(calls)].sort()).toEqual([
      'a finished game | a finished game:h1',
      'a finished game | a finished game:undated',
      'a game in progress | a game in progress:s1',
      'a remembered name | a remembered name:Cy',
    ]);
    // By the time the check said it was done, every one had been met.
    expect(new Set(calls.slice(0, checked)).size).toBe(4);
  });

  it('are each counted once, every kind: unreadable games in progress, finished games and names, and a finished game with no date', async () => {
    const db = await openTablesideDB();
    const tx = db.transaction(['sessions', 'history', 'players'], 'readwrite');
    await Promise.all([
      tx.objectStore('sessions').put(session('fine')),
      ...['s1', 's2', 's3'].map((id) => tx.objectStore('sessions').put({ id, game: 'chess' } as never)),
      tx.objectStore('history').put(record('fine')),
      ...['h1', 'h2'].map((id) => tx.objectStore('history').put({ ...record(id), players: 'Ana and Ben' } as never)),
      tx.objectStore('history').put({ ...record('undated'), finishedAt: undefined } as never),
      tx.objectStore('players').put({ name: 'Ana', lastUsed: 1 }),
      ...['Ben', 'Cy'].map((name) => tx.objectStore('players').put({ name, lastUsed: 'yesterday' } as never)),
      tx.done,
    ]);
    db.close();
    const left = new Map<string, string>();
    const s = await openStore(
      { ...events(), onSkip: (what, key) => void left.set(key, what) },
      { openCopy: async () => null, damageCheckMs: 0 },
    );
    // What History shows first: the unreadable ones with a date are met there.
    expect((await s.pageHistory({}, 0, 40)).map((r) => r.id)).toEqual(['fine']);
    await vi.waitFor(() => expect(left.size).toBe(8));
    const kinds = [...left.values()].sort();
    expect(kinds).toEqual([
      'a finished game',
      'a finished game',
      'a finished game',
      'a game in progress',
      'a game in progress',
      'a game in progress',
      'a remembered name',
      'a remembered name',
    ]);
  });
});
