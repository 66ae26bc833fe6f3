import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { openDB } from 'idb';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canReopen } from '../../src/games/reopen';
import { describeRestore, restoreFile } from '../../src/platform/restore';
import { answer } from '../../src/platform/restore-worker';
import type { RestoreReply } from '../../src/platform/restore-worker';
import { strictHistory } from '../../src/platform/strict-record';
import { backupFile } from '../../src/storage/backup';
import { MemoryCopy } from '../storage/memory-copy';
import { buildSummaries } from '../storage/build-summaries';
import { IdbStore, openTablesideDB } from '../../src/storage/idb-store';
import { MemoryStore } from '../../src/storage/memory-store';
import { DB_NAME } from '../../src/storage/schema';
import type { HistoryRecord } from '../../src/storage/types';
import { restoreHere } from '../restore-here';
import { allHistory } from '../storage/all-history';

const T = Date.UTC(2026, 5, 1);
const game = (id: string, over: Partial<HistoryRecord> = {}): HistoryRecord => ({
  id,
  game: 'relay',
  finishedAt: T,
  players: ['Ana', 'Ben', 'Cy'],
  scores: [21, 18, 30],
  winners: [2],
  detail: null,
  ...over,
});
const parade = (id: string, swaps: number): HistoryRecord => ({
  id,
  game: 'parcel',
  finishedAt: T,
  players: ['Ana', 'Ben', 'Cy'],
  scores: [3],
  winners: [],
  detail: {
    players: 3,
    swaps,
    laps: 4,
    variant: 'standard',
    comparable: true,
    complete: true,
    score: 3,
    tracked: false,
  },
});
const file = (history: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'tableside-backup', version: 1, exportedAt: 1, history, players: [], ...extra });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('restore', () => {
  it('round-trips finished games and names through a file', async () => {
    const from = new MemoryStore();
    await from.putHistory(game('g1'));
    await from.rememberPlayers(['Ana'], T);
    const to = new IdbStore(await openTablesideDB());
    const report = await restoreHere((await backupFile(from, T)).file);
    expect(report).toEqual({ added: 1, alreadyHere: 0, namesAdded: 1, refused: [] });
    expect(await allHistory(to)).toEqual([game('g1')]);
    expect((await to.listPlayers()).map((p) => p.name)).toEqual(['Ana']);
    expect(describeRestore(report)).toBe('Added 1 finished game and 1 player name.');
  });

  it('never replaces a stored game, even one the app cannot read, and says so', async () => {
    const store = new IdbStore(await openTablesideDB());
    await store.putHistory(game('mine', { detail: 'kept' }));
    const db = await openDB(DB_NAME);
    await db.put('history', { id: 'broken', game: 'relay' });
    db.close();
    const report = await restoreHere(file([game('mine', { detail: 'theirs' }), game('broken'), game('new')]));
    expect(report).toMatchObject({ added: 1, alreadyHere: 2 });
    expect((await store.getHistory('mine'))!.detail).toBe('kept');
    const raw = await openDB(DB_NAME);
    expect(await raw.get('history', 'broken')).toEqual({ id: 'broken', game: 'relay' });
    raw.close();
    expect(describeRestore(report)).toBe(
      'Added 1 finished game. 2 finished games were already here and kept as they were.',
    );
  });

  it('refuses whole files that are not backups of a version this app reads', async () => {
    const store = new IdbStore(await openTablesideDB());
    await expect(restoreHere('not json')).rejects.toThrow('not JSON');
    await expect(restoreHere('{"hello":1}')).rejects.toThrow('not a Tableside backup');
    for (const version of [0, -1, 0.5, '1', null]) {
      await expect(restoreHere(file([game('a')], { version }))).rejects.toThrow('no version this app can read');
    }
    await expect(restoreHere(file([game('a')], { version: 2 }))).rejects.toThrow('newer version');
    await expect(restoreHere(file([], { history: { a: 1 } }))).rejects.toThrow('not a list');
    expect(await allHistory(store)).toEqual([]);
  });

  it('leaves out each hostile record with its reason', async () => {
    const store = new IdbStore(await openTablesideDB());
    const report = await restoreHere(
      file([
        game('ok'),
        game('w', { winners: [7] }),
        game('d', { finishedAt: 1e300 }),
        game('s', { scores: [1e308, 1, 2] }),
        game('../../settings'),
        game('dup'),
        game('dup', { detail: 'later copy' }),
        parade('p1', -7),
        game('chess', { game: 'chess' as never }),
        '<img src=x onerror=alert(1)>',
      ]),
    );
    expect(report.added).toBe(1);
    expect(Object.fromEntries(report.refused.map((r) => [r.why, r.count]))).toEqual({
      'winners that do not match the scores': 1,
      'a date outside 2000-2100': 1,
      'a score the game cannot give': 1,
      'an id the app could not have made': 1,
      'an id used more than once in the file': 2,
      'game details that do not add up': 1,
      'a game this app does not know': 1,
      'not a finished game': 1,
    });
    expect((await allHistory(store)).map((r) => r.id)).toEqual(['ok']);
    expect(describeRestore(report)).toMatch(
      /^Added 1 finished game\. Left out 9: an id used more than once in the file \(2\); /,
    );
  });

  it('cleans names (bidi controls, length), drops unknown fields', () => {
    const verdict = strictHistory({
      ...game('n', { players: ['\u202EAna', 'B'.repeat(4_000_000), 'Cy'] }),
      extra: '<script>',
      __proto__: { x: 1 },
    });
    expect(verdict).toEqual({ ok: { ...game('n'), players: ['Ana', 'B'.repeat(20), 'Cy'] } });
  });

  it('keeps a game this device only watched as watched; any other value of the mark is dropped', () => {
    expect(strictHistory({ ...game('w'), watched: true })).toEqual({ ok: { ...game('w'), watched: true } });
    expect(strictHistory({ ...game('x'), watched: 'yes' })).toEqual({ ok: game('x') });
  });
});

/** The app's IndexedDB (fake) and a second copy that counts its writes, one per batch. */
async function durable() {
  const copy = new MemoryCopy();
  const batches: number[] = [];
  const putMany = copy.putMany.bind(copy);
  copy.putMany = async (records) => (batches.push(records.length), putMany(records));
  const idb = new IdbStore(await openTablesideDB());
  return { store: idb, idb, copy, batches };
}
const entryCount = (lines: string) => lines.split('\n').length - 1;
const copiedIds = async (copy: MemoryCopy) => (await copy.read()).history.map((r) => r.id);

async function storedRaw() {
  const db = await openDB(DB_NAME);
  const out = new Map((await db.getAll('history')).map((r: { id: string }) => [r.id, r]));
  db.close();
  return out;
}

/** Every summary kept (counts and timelines), straight from the store. */
async function keptAll(): Promise<{ id: string }[]> {
  const db = await openDB(DB_NAME);
  const all = (await db.getAll('summaries')) as { id: string }[];
  db.close();
  return all;
}

const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));
/** Ids whose sorted order is their number's: a batch (taken in id order) holds consecutive ones. */
const id = (prefix: string, i: number) => `${prefix}${String(i).padStart(5, '0')}`;
/** Runs `work` while the transaction adding the game `abortAt` aborts (as on a full disk) with its adds under way. */
async function withAbortAt<T>(abortAt: string, work: () => Promise<T>): Promise<T> {
  const add = IDBObjectStore.prototype.add;
  IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
    if ((args[0] as { id?: string }).id === abortAt) queueMicrotask(() => this.transaction.abort());
    return add.apply(this, args);
  };
  try {
    return await work();
  } finally {
    IDBObjectStore.prototype.add = add;
  }
}
const many = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => game(id(prefix, i), { finishedAt: T + i }));

/** Small batches keep these tests quick on fake-indexeddb; the app's own size is larger (BATCH). */
const BATCH = 500;

describe('restore in batches', () => {
  it(
    'over several batches: an exact report, nothing stored replaced, summaries equal a rebuild, one copy write per batch',
    { timeout: 60_000 },
    async () => {
      const { store, idb, copy, batches } = await durable();
      await store.putHistory(game('keep1', { detail: 'mine' }));
      await store.putHistory(parade('keep2', 9));
      const db = await openDB(DB_NAME);
      await db.put('history', { id: 'broken', game: 'relay' });
      db.close();
      const before = await storedRaw();
      // Batches go in id order: the stored and the repeated ids sort before and after the n-ids.
      const records: unknown[] = many(2 * BATCH + 100, 'n');
      // Spread over the batches: stored ids (readable and not), invalid records, ids used twice.
      records.splice(10, 0, game('keep1', { detail: 'theirs' }));
      records.splice(BATCH + 3, 0, game('broken'), { id: 'bad', game: 'relay' }, game('twice'));
      records.splice(
        2 * BATCH + 50,
        0,
        game('twice', { detail: 'other' }),
        parade('keep2', 3),
        game('w', { winners: [5] }),
      );
      const progress: number[] = [];
      const report = await restoreHere(file(records, { players: [{ name: 'Ana', lastUsed: T }] }), {
        copy,
        progress: (done) => progress.push(done),
        batch: BATCH,
      });

      expect(report).toEqual({
        added: 2 * BATCH + 100,
        alreadyHere: 3,
        namesAdded: 1,
        refused: [
          { why: 'an id used more than once in the file', count: 2 },
          { why: 'not a finished game', count: 1 },
          { why: 'winners that do not match the scores', count: 1 },
        ],
      });
      // From nothing to every record, the name last; never back, and never by more than a part of one
      // batch (125 games written) and what a batch refused: the bar moves evenly (about 96 times for 12,000 games).
      expect(progress[0]).toBe(0);
      expect(progress.at(-2)).toBe(2 * BATCH + 107);
      expect(progress.at(-1)).toBe(2 * BATCH + 108);
      const jumps = progress.slice(1).map((n, i) => n - progress[i]!);
      expect(Math.min(...jumps)).toBeGreaterThan(0);
      expect(Math.max(...jumps)).toBeLessThanOrEqual(125 + 3);
      expect(progress.length).toBeGreaterThanOrEqual(2 + Math.ceil((2 * BATCH + 100) / 125));
      const after = await storedRaw();
      for (const [id, r] of before) expect(after.get(id)).toEqual(r);
      expect(after.size).toBe(before.size + report.added);
      expect(byId(await keptAll())).toEqual(byId(buildSummaries(await allHistory(idb))));
      // The copy got every added game, in one write per batch, and nothing it already had was rewritten.
      // The first batch holds the three stored ids (broken, keep1, keep2), which the copy never gets.
      expect(batches).toEqual([BATCH - 3, BATCH, 103]);
      expect(entryCount(copy.logs.history)).toBe(report.added);
      expect(await copiedIds(copy)).not.toContain('broken');
      expect(describeRestore(report)).toBe(
        'Added 1,100 finished games and 1 player name. 3 finished games were already here and kept as they were. ' +
          'Left out 4: an id used more than once in the file (2); not a finished game (1); winners that do not match the scores (1).',
      );
    },
  );

  it("stored games whose ids fall between a batch's ids are neither counted as already here nor touched", async () => {
    const { store, idb } = await durable();
    for (const id of ['b', 'd', 'f']) await store.putHistory(game(id, { detail: 'mine' }));
    const before = await storedRaw();
    const report = await restoreHere(file([game('e'), game('a'), game('g'), game('d', { detail: 'theirs' })]));
    expect(report).toEqual({ added: 3, alreadyHere: 1, namesAdded: 0, refused: [] });
    const after = await storedRaw();
    for (const [id, r] of before) expect(after.get(id)).toEqual(r);
    expect([...after.keys()].sort()).toEqual(['a', 'b', 'd', 'e', 'f', 'g']);
    expect(byId(await keptAll())).toEqual(byId(buildSummaries(await allHistory(idb))));
  });

  it(
    'a transaction that aborts mid-batch loses nothing stored, says plainly what happened, and the file can be imported again',
    { timeout: 60_000 },
    async () => {
      const { store, idb } = await durable();
      await store.putHistory(game('mine', { detail: 'kept' }));
      const before = await storedRaw();
      const text = file(many(3 * BATCH, 'r'));
      // The second batch's transaction aborts while its adds are under way.
      const report = await withAbortAt(id('r', BATCH + 100), () => restoreHere(text, { batch: BATCH }));
      // The first batch is stored; the second's games all are not, and nothing after it is tried.
      expect(report).toMatchObject({ added: BATCH, alreadyHere: 0, namesAdded: 0, stopped: { notTried: 2 * BATCH } });
      expect(report.stopped?.inCheck).toBeUndefined();
      const after = await storedRaw();
      for (const [id, r] of before) expect(after.get(id)).toEqual(r);
      expect(after.size).toBe(before.size + BATCH);
      expect([
        after.has(id('r', 0)),
        after.has(id('r', BATCH - 1)),
        after.has(id('r', BATCH)),
        after.has(id('r', 2 * BATCH - 1)),
        after.has(id('r', 2 * BATCH)),
      ]).toEqual([true, true, false, false, false]);
      expect(byId(await keptAll())).toEqual(byId(buildSummaries(await allHistory(idb))));
      expect(describeRestore(report)).toMatch(
        /^Restoring stopped part way: the device's storage failed \(.+\)\. Added 500 finished games\. 1,000 records were not restored\. Nothing already stored was changed; import the same file again to add the rest\.$/,
      );

      const again = await restoreHere(text, { batch: BATCH });
      expect(again).toEqual({ added: 2 * BATCH, alreadyHere: BATCH, namesAdded: 0, refused: [] });
      expect((await storedRaw()).size).toBe(1 + 3 * BATCH);
      expect(byId(await keptAll())).toEqual(byId(buildSummaries(await allHistory(idb))));
    },
  );
});

// A hostile file: valid records, records with one field replaced by anything,
// ids that collide with each other or with stored records, and broken envelopes.
const FIELDS = ['id', 'game', 'finishedAt', 'players', 'scores', 'winners', 'summary', 'lines', 'detail'] as const;
const validArb = fc
  .record({
    id: fc.constantFrom('a', 'b', 'c', 'd', 'stored', 'broken'),
    scores: fc.tuple(fc.integer({ min: 0, max: 42 }), fc.integer({ min: 0, max: 42 }), fc.integer({ min: 0, max: 42 })),
    finishedAt: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 11, 31) }),
  })
  .map(({ id, scores, finishedAt }) => {
    const top = Math.max(...scores);
    return game(id, {
      scores,
      finishedAt,
      winners: scores.flatMap((s, i) => (s === top ? [i] : [])),
    }) as unknown as Record<string, unknown>;
  });
const hostileArb = fc.oneof(
  validArb,
  fc.tuple(validArb, fc.constantFrom(...FIELDS), fc.anything()).map(([r, k, v]) => ({ ...r, [k]: v })),
  fc.tuple(validArb, fc.constantFrom(...FIELDS)).map(([r, k]) => {
    const copy = { ...r };
    delete copy[k];
    return copy;
  }),
  fc.anything(),
);
const fileArb = fc.oneof(
  { weight: 4, arbitrary: fc.array(hostileArb, { maxLength: 8 }).map((h) => file(h)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.array(validArb, { maxLength: 3 }), fc.anything())
      .map(([h, version]) => file(h, { version })),
  },
  { weight: 1, arbitrary: fc.string().map((s) => s) },
  { weight: 1, arbitrary: fc.anything().map((a) => JSON.stringify(a) ?? '') },
);

async function snapshot() {
  const db = await openDB(DB_NAME);
  const out = {
    history: await db.getAll('history'),
    players: await db.getAll('players'),
    summaries: await db.getAll('summaries'),
  };
  db.close();
  return out;
}

/** How the app starts the restore's worker (a stubbed Worker here). */
const startWorker = () => new Worker('restore-worker.js', { type: 'module' });

describe('the restore worker, as the page starts it', () => {
  /** A Worker running the restore worker's own `answer` on this thread, its replies a task later. */
  function hereWorker(copy: MemoryCopy, made: { terminated: number }) {
    return class {
      #listeners = new Map<string, ((e: unknown) => void)[]>();
      addEventListener(type: string, f: (e: unknown) => void) {
        this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), f]);
      }
      terminate() {
        made.terminated++;
      }
      postMessage(file: Blob) {
        const post = (data: RestoreReply) =>
          setTimeout(() => this.#listeners.get('message')?.forEach((f) => f({ data })), 0);
        void answer(file, post, copy);
      }
    };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('the page hands over the file and hears progress and the report; the worker stored the games, copy first', async () => {
    const { store, copy } = await durable();
    await store.putHistory(game('b', { detail: 'mine' }));
    const made = { terminated: 0 };
    vi.stubGlobal('Worker', hereWorker(copy, made));
    const progress: [number, number][] = [];
    const report = await restoreFile(
      store,
      new Blob([
        file([game('a'), game('b'), game('x', { finishedAt: 1e300 })], { players: [{ name: 'Ana', lastUsed: T }] }),
      ]),
      (d, t) => progress.push([d, t]),
      startWorker,
    );
    expect(describeRestore(report)).toBe(
      'Added 1 finished game and 1 player name. 1 finished game was already here and kept as it was. Left out 1: a date outside 2000-2100 (1).',
    );
    expect((await store.getHistory('b'))!.detail).toBe('mine');
    expect((await store.getHistory('a'))!.id).toBe('a');
    expect(await copiedIds(copy)).toContain('a');
    expect(progress.at(0)).toEqual([0, 4]);
    expect(progress.at(-1)).toEqual([4, 4]);
    expect(made.terminated).toBe(1);
  });

  it('a file that is not a backup: the plain message, nothing stored', async () => {
    const { store, copy } = await durable();
    vi.stubGlobal('Worker', hereWorker(copy, { terminated: 0 }));
    await expect(restoreFile(store, new Blob(['{"format":"other"}']), () => undefined, startWorker)).rejects.toThrow(
      'This file is not a Tableside backup.',
    );
    expect(await allHistory(store)).toEqual([]);
  });

  it('while the app keeps its data in memory only, or where no worker can start, it says so and stores nothing', async () => {
    const text = new Blob([file([game('a')])]);
    await expect(restoreFile(new MemoryStore(), text, () => undefined, startWorker)).rejects.toThrow(
      'Restoring cannot run now: the app is not saving to this device.',
    );
    // jsdom offers no Worker.
    const store = new IdbStore(await openTablesideDB());
    await expect(restoreFile(store, text, () => undefined, startWorker)).rejects.toThrow('Restoring cannot run now');
    expect(await allHistory(store)).toEqual([]);
  });

  it('the worker never creates the database, nor opens one at another version', async () => {
    const replies: RestoreReply[] = [];
    await answer(new Blob([file([game('a')])]), (r) => replies.push(r));
    expect(replies).toEqual([
      { error: 'Restoring cannot run now: the app has not opened its storage. Reload the app, then try again.' },
    ]);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(DB_NAME);
    (await openDB(DB_NAME, 99)).close();
    await answer(new Blob([file([game('a')])]), (r) => replies.push(r));
    expect(replies[1]).toEqual(replies[0]);
  });
});

describe('restore fuzzing (1,000 hostile files through the real import path)', () => {
  it('changes nothing stored; adds only valid records with free ids, each once; counts every record', async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, async (text) => {
        globalThis.indexedDB = new IDBFactory();
        const store = new IdbStore(await openTablesideDB());
        await store.putHistory(game('stored', { detail: 'mine' }));
        const db = await openDB(DB_NAME);
        await db.put('history', { id: 'broken', junk: true });
        db.close();
        const before = await snapshot();
        let report;
        try {
          report = await restoreHere(text);
        } catch (err) {
          expect(err).toBeInstanceOf(Error);
          expect(await snapshot()).toEqual(before);
          return;
        }
        const after = await snapshot();
        for (const r of before.history) expect(after.history).toContainEqual(r);
        const fresh = after.history.filter((r) => !before.history.some((b) => b.id === r.id));
        expect(fresh.length).toBe(report.added);
        const raw = (JSON.parse(text) as { history: Record<string, unknown>[] }).history;
        for (const r of fresh) {
          const { facets: _f, ...rec } = r as HistoryRecord & { facets: unknown };
          expect(raw.filter((x) => x !== null && typeof x === 'object' && x.id === rec.id)).toHaveLength(1);
          expect(strictHistory(rec)).toEqual({ ok: rec });
        }
        const refused = report.refused.reduce((n, x) => n + x.count, 0);
        expect(report.added + report.alreadyHere + refused).toBe(raw.length);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});

describe('restore keeps the session a finished game was saved with, read by the game itself', () => {
  const setup = {
    names: ['Ana', 'Ben', 'Cy'],
    first: 0,
    variant: 'standard',
    hands: null,
    brisk: false,
    startedAt: 1000,
  };
  const session = {
    setup,
    actions: [
      { t: 'lap', at: 1001 },
      { t: 'pass', at: 1002 },
    ],
    rev: 5,
  };

  it('a readable session comes back with the game, so the game can still be corrected', async () => {
    const report = await restoreHere(file([{ ...parade('p1', 2), session }]));
    expect(report).toMatchObject({ added: 1, refused: [] });
    const store = new IdbStore(await openTablesideDB());
    const back = (await store.getHistory('p1'))!;
    expect(back.session).toEqual(session);
    expect(canReopen(back)).toBe(true);
  });

  it('a session the game cannot read (an unknown step, a setup with no names) is left out; the game is still added', async () => {
    const report = await restoreHere(
      file([
        { ...parade('p1', 2), session: { ...session, actions: [{ t: 'from-a-newer-version', at: 1001 }] } },
        { ...parade('p2', 2), session: { ...session, setup: { ...setup, names: [] } } },
      ]),
    );
    expect(report).toMatchObject({ added: 2, refused: [] });
    const store = new IdbStore(await openTablesideDB());
    for (const id of ['p1', 'p2']) {
      const back = (await store.getHistory(id))!;
      expect(back.session).toBeUndefined();
      expect(canReopen(back)).toBe(false);
    }
  });
});
