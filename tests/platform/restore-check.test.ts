import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBackup } from '../../src/platform/restore-check';
import { describeRestore, restoreFile } from '../../src/platform/restore';
import type { CheckReply } from '../../src/platform/restore-worker';
import { MemoryStore } from '../../src/storage/memory-store';
import type { HistoryRecord } from '../../src/storage/types';

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
const file = (history: unknown[], players: unknown[] = []) =>
  JSON.stringify({ format: 'tableside-backup', version: 1, exportedAt: 1, history, players });

const blobOf = (...args: Parameters<typeof file>) => new Blob([file(...args)]);
const collect = async <T>(items: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const x of items) out.push(x);
  return out;
};

afterEach(() => vi.restoreAllMocks());

describe('checking a backup before anything is stored', () => {
  it('keeps the valid games sorted by id, each once, in batches, and counts what it left out on the way, names apart', async () => {
    const opened = await openBackup(
      blobOf(
        [game('c'), game('a'), game('twice'), game('b', { winners: [0] }), game('twice'), game('d'), { id: 7 }],
        [
          { name: 'Ana', lastUsed: T },
          { name: 'Ana', lastUsed: T },
          { name: '', lastUsed: T },
        ],
      ),
      2,
    );
    expect(opened.records).toBe(10);
    expect(opened.ids).toEqual(['a', 'twice']);
    // In id order (a record without a usable id first): a batch closes on its second valid game.
    expect((await collect(opened.batches)).map((b) => [b.games.map((r) => r.id), [...b.refused]])).toEqual([
      [
        ['a', 'c'],
        [
          ['not a finished game', 1],
          ['winners that do not match the scores', 1],
        ],
      ],
      [['d'], [['an id used more than once in the file', 2]]],
    ]);
    expect(opened.names()).toEqual({
      names: [{ name: 'Ana', lastUsed: T }],
      refusedNames: new Map([['not a usable player name', 1]]),
    });
  });

  it('a file the user picks: read, checked and added, with the same exact report (on the page where no worker starts)', async () => {
    const store = new MemoryStore();
    await store.putHistory(game('b', { detail: 'mine' }));
    const progress: [number, number][] = [];
    const report = await restoreFile(
      store,
      new Blob([file([game('a'), game('b'), game('x', { finishedAt: 1e300 })])]),
      (d, t) => progress.push([d, t]),
    );
    expect(describeRestore(report)).toBe(
      'Added 1 finished game. 1 finished game was already here and kept as it was. Left out 1: a date outside 2000-2100 (1).',
    );
    expect((await store.getHistory('b'))!.detail).toBe('mine');
    expect(progress.at(0)).toEqual([0, 3]);
    expect(progress.at(-1)).toEqual([3, 3]);
    await expect(restoreFile(store, new Blob(['{"format":"other"}']))).rejects.toThrow(
      'This file is not a Tableside backup.',
    );
  });
});

describe('the checking worker', () => {
  /** Loads the worker's script here (jsdom: `self` is the window) and hands it one file. */
  async function ask(blob: Blob, batch: number, first = batch): Promise<CheckReply[]> {
    const replies: CheckReply[] = [];
    const finished = new Promise<void>((resolve) => {
      vi.spyOn(self, 'postMessage').mockImplementation((r: unknown) => {
        replies.push(r as CheckReply);
        if ('done' in (r as object) || 'error' in (r as object)) resolve();
      });
    });
    await import('../../src/platform/restore-worker');
    self.dispatchEvent(new MessageEvent('message', { data: { file: blob, batch, first } }));
    await finished;
    return replies;
  }

  it('says what the file holds, then sends each batch as it is checked (a small one first), in parts of at most 100, then the names', async () => {
    const games = Array.from({ length: 1203 }, (_, i) => game(`g${String(i).padStart(4, '0')}`));
    const replies = await ask(new Blob([file([...games, { id: 'zz' }], [{ name: 'Ana', lastUsed: T }])]), 500, 200);
    expect(replies[0]).toEqual({ start: { records: 1205, ids: ['g0000', 'zz'] } });
    const shape = replies.slice(1).map((r) => ('part' in r ? r.part.length : 'batch' in r ? r.batch : 'done'));
    const hundreds = (n: number) => Array(n).fill(100);
    expect(shape).toEqual([
      ...hundreds(2),
      [],
      ...hundreds(5),
      [],
      ...hundreds(5),
      [],
      3,
      [['not a finished game', 1]],
      'done',
    ]);
    expect(replies.flatMap((r) => ('part' in r ? r.part : []))).toEqual(games);
    expect(replies.at(-1)).toEqual({ done: { names: [{ name: 'Ana', lastUsed: T }], refusedNames: new Map() } });
  });

  it('answers a file that is not a backup with the plain message, and sends no games', async () => {
    const replies = await ask(new Blob(['not json']), 500);
    expect(replies).toEqual([{ error: 'This file is not a Tableside backup (it is not JSON).' }]);
  });
});

describe('a file checked in a worker while it is stored', () => {
  /** A Worker that runs the real worker script's checks here, and can break after a number of replies. */
  function fakeWorker(breakAfter = Infinity) {
    return class {
      #listeners = new Map<string, ((e: unknown) => void)[]>();
      addEventListener(type: string, f: (e: unknown) => void) {
        this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), f]);
      }
      terminate() {
        this.#listeners.clear();
      }
      postMessage({ file: blob, batch, first }: { file: Blob; batch: number; first: number }) {
        void (async () => {
          const { openBackup: open } = await import('../../src/platform/restore-check');
          const opened = await open(blob, batch, first);
          const replies: CheckReply[] = [{ start: { records: opened.records, ids: opened.ids } }];
          for await (const b of opened.batches) replies.push({ part: b.games }, { batch: [...b.refused] });
          replies.push({ done: opened.names() });
          for (const [i, data] of replies.entries()) {
            await new Promise((r) => setTimeout(r, 0));
            if (i === breakAfter) return this.#listeners.get('error')?.forEach((f) => f(new Event('error')));
            this.#listeners.get('message')?.forEach((f) => f({ data }));
          }
        })();
      }
    };
  }

  it('stores each batch as it comes, with the same report as on the page', async () => {
    vi.stubGlobal('Worker', fakeWorker());
    const store = new MemoryStore();
    await store.putHistory(game('c', { detail: 'mine' }));
    const games = ['a', 'b', 'c', 'd', 'e'].map((id) => game(id));
    const progress: number[] = [];
    const report = await restoreFile(
      store,
      new Blob([file([...games, { id: 'x' }], [{ name: 'Ana', lastUsed: T }])]),
      (d) => progress.push(d),
      2,
      1,
    );
    vi.unstubAllGlobals();
    expect(report).toEqual({
      added: 4,
      alreadyHere: 1,
      namesAdded: 1,
      refused: [{ why: 'not a finished game', count: 1 }],
    });
    expect((await store.getHistory('c'))!.detail).toBe('mine');
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(7);
  });

  it('a check that breaks part way: the batches before it are kept, and the report says what was not restored', async () => {
    // Replies: start, then a part and a batch end for each batch (1, 2 and 2 games): it breaks before the second part.
    vi.stubGlobal('Worker', fakeWorker(3));
    const store = new MemoryStore();
    const games = ['a', 'b', 'c', 'd', 'e'].map((id) => game(id));
    const report = await restoreFile(store, new Blob([file(games)]), undefined, 2, 1);
    vi.unstubAllGlobals();
    expect(report).toEqual({
      added: 1,
      alreadyHere: 0,
      namesAdded: 0,
      refused: [],
      stopped: { why: 'the rest of the file could not be checked.', notTried: 4, inCheck: true },
    });
    expect(describeRestore(report)).toBe(
      'Restoring stopped part way: the rest of the file could not be checked. Added 1 finished game. 4 records were not restored. Nothing already stored was changed; import the same file again to add the rest.',
    );
    expect((await store.listHistory()).map((r) => r.id)).toEqual(['a']);
  });
});
