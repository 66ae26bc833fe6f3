import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBackup } from '../../src/platform/restore-check';
import { describeRestore } from '../../src/platform/restore';
import { IdbStore, openTablesideDB } from '../../src/storage/idb-store';
import type { HistoryRecord } from '../../src/storage/types';
import { restoreHere } from '../restore-here';

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
    expect(opened.names).toEqual({
      names: [{ name: 'Ana', lastUsed: T }],
      refusedNames: new Map([['not a usable player name', 1]]),
    });
  });
});

describe('a check that breaks part way', () => {
  it('keeps the batches stored before it, and the report says what was not restored', async () => {
    const games = Array.from({ length: 1200 }, (_, i) => game(`g${String(i).padStart(4, '0')}`));
    const text = file(games);
    const whole = new Blob([text]);
    // The games are read back in groups of 500: the second group, from g0500 on, reads as changed.
    const from = text.indexOf('g0499');
    const changing = {
      size: whole.size,
      stream: () => whole.stream(),
      slice: (a = 0, b = whole.size) => (a > from ? new Blob(['x'.repeat(b - a)]) : whole.slice(a, b)),
    } as unknown as Blob;
    const store = new IdbStore(await openTablesideDB());
    const report = await restoreHere(changing, { batch: 500 });
    expect(report).toEqual({
      added: 500,
      alreadyHere: 0,
      namesAdded: 0,
      refused: [],
      stopped: { why: 'The file changed while it was read.', notTried: 700, inCheck: true },
    });
    expect(describeRestore(report)).toBe(
      'Restoring stopped part way: The file changed while it was read. Added 500 finished games. 700 records were not restored. Nothing already stored was changed; import the same file again to add the rest.',
    );
    expect(await store.countHistory({})).toBe(500);
  });
});

describe('names are counted in graphemes, as the setup screen counts them', () => {
  // 12 graphemes, 21 UTF-16 units: the setup screen takes it, so a backup must give it back.
  const crowned = 'Zoë' + '👑'.repeat(9);

  it('restores a remembered name of 12 graphemes (21 UTF-16 units) and a game that seats it', async () => {
    expect(crowned.length).toBe(21);
    const opened = await openBackup(
      blobOf([game('a', { players: ['Ana', crowned, 'Cy'] })], [{ name: crowned, lastUsed: T }]),
      10,
    );
    expect(opened.names).toEqual({ names: [{ name: crowned, lastUsed: T }], refusedNames: new Map() });
    const [batch] = await collect(opened.batches);
    expect(batch!.games.map((r) => r.players)).toEqual([['Ana', crowned, 'Cy']]);
    expect([...batch!.refused]).toEqual([]);
  });
});
