import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkBackup } from '../../src/platform/restore-check';
import { describeRestore, restoreFile } from '../../src/platform/restore';
import type { CheckReply } from '../../src/platform/restore-worker';
import { MemoryStore } from '../../src/storage/memory-store';
import type { HistoryRecord } from '../../src/storage/types';

const T = Date.UTC(2026, 5, 1);
const game = (id: string, over: Partial<HistoryRecord> = {}): HistoryRecord => ({
  id, game: 'relay', finishedAt: T, players: ['Ana', 'Ben', 'Cy'], scores: [21, 18, 30], winners: [2],
  summary: 'Ana 21, Ben 18, Cy 30', detail: null, ...over,
});
const file = (history: unknown[], players: unknown[] = []) =>
  JSON.stringify({ format: 'tableside-backup', version: 1, exportedAt: 1, history, players });

afterEach(() => vi.restoreAllMocks());

describe('checking a backup before anything is stored', () => {
  it('keeps the valid games sorted by id, each once, and counts what it left out, names apart', () => {
    const checked = checkBackup(file(
      [game('c'), game('a'), game('twice'), game('b', { winners: [0] }), game('twice'), game('d')],
      [{ name: 'Ana', lastUsed: T }, { name: 'Ana', lastUsed: T }, { name: '', lastUsed: T }],
    ));
    expect(checked.games.map((r) => r.id)).toEqual(['a', 'c', 'd']);
    expect(checked.names).toEqual([{ name: 'Ana', lastUsed: T }]);
    expect([...checked.refusedGames]).toEqual([['an id used more than once in the file', 2], ['winners that do not match the scores', 1]]);
    expect([...checked.refusedNames]).toEqual([['not a usable player name', 1]]);
    expect(checked.records).toBe(9);
  });

  it('a file the user picks: read, checked and added, with the same exact report (on the page where no worker starts)', async () => {
    const store = new MemoryStore();
    await store.putHistory(game('b', { summary: 'mine' }));
    const progress: [number, number][] = [];
    const report = await restoreFile(store, new Blob([file([game('a'), game('b'), game('x', { finishedAt: 1e300 })])]), (d, t) => progress.push([d, t]));
    expect(describeRestore(report)).toBe('Added 1 finished game. 1 finished game was already here and kept as it was. Left out 1: a date outside 2000-2100 (1).');
    expect((await store.getHistory('b'))!.summary).toBe('mine');
    expect(progress.at(0)).toEqual([1, 3]);
    expect(progress.at(-1)).toEqual([3, 3]);
    await expect(restoreFile(store, new Blob(['{"format":"other"}']))).rejects.toThrow('This file is not a Tableside backup.');
  });
});

describe('the checking worker', () => {
  /** Loads the worker's script here (jsdom: `self` is the window) and hands it one file. */
  async function ask(blob: Blob): Promise<CheckReply[]> {
    const replies: CheckReply[] = [];
    const finished = new Promise<void>((resolve) => {
      vi.spyOn(self, 'postMessage').mockImplementation((r: unknown) => {
        replies.push(r as CheckReply);
        if (!('part' in (r as object))) resolve();
      });
    });
    await import('../../src/platform/restore-worker');
    self.dispatchEvent(new MessageEvent('message', { data: blob }));
    await finished;
    return replies;
  }

  it('sends the checked games in parts of at most 100, then the counts', async () => {
    const games = Array.from({ length: 1203 }, (_, i) => game(`g${String(i).padStart(4, '0')}`));
    const replies = await ask(new Blob([file([...games, { id: 'bad' }])]));
    const parts = replies.flatMap((r) => ('part' in r ? [r.part.length] : []));
    expect(parts).toEqual([...Array(12).fill(100), 3]);
    expect(replies.flatMap((r) => ('part' in r ? r.part : []))).toEqual(games);
    const last = replies.at(-1)!;
    expect('done' in last && [...last.done.refusedGames]).toEqual([['not a finished game', 1]]);
  });

  it('answers a file that is not a backup with the plain message, and sends no games', async () => {
    const replies = await ask(new Blob(['not json']));
    expect(replies).toEqual([{ error: 'This file is not a Tableside backup (it is not JSON).' }]);
  });
});
