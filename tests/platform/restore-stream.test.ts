import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openBackup } from '../../src/platform/restore-check';
import { strictHistory } from '../../src/platform/strict-record';
import { IdbStore, openTablesideDB } from '../../src/storage/idb-store';
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

/** A file as a browser streams it: the same bytes, cut where `cuts` says (a stream's chunks fall anywhere, inside a letter's bytes too). */
function streamed(text: string, cuts: number[]): Blob {
  const bytes = new TextEncoder().encode(text);
  const whole = new Blob([bytes]);
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  return {
    size: bytes.length,
    slice: (a?: number, b?: number) => whole.slice(a, b),
    stream: () =>
      new ReadableStream<Uint8Array>({
        start(c) {
          [0, ...at, bytes.length].reduce((from, to) => (to > from && c.enqueue(bytes.slice(from, to)), to));
          c.close();
        },
      }),
  } as unknown as Blob;
}

async function read(file: Blob) {
  const opened = await openBackup(file, 3, 2);
  const batches: { games: string[]; refused: [string, number][] }[] = [];
  for await (const b of opened.batches) batches.push({ games: b.games.map((g) => g.id), refused: [...b.refused] });
  return { records: opened.records, batches, names: opened.names };
}

// Text that JSON escapes, brackets and commas inside strings, letters of two to four UTF-8 bytes.
const tricky = fc.constantFrom('Ana', 'B"en', 'C\\y', 'D]e}e', 'E,[li{', 'Zoë', '李', 'Kit 🂡', 'Jo\u2028');
const recordArb = fc
  .record({
    id: fc.constantFrom('a', 'b', 'c', 'dup', 'é'),
    names: fc.uniqueArray(tricky, { minLength: 3, maxLength: 3, selector: (s) => s.toLowerCase() }),
    finishedAt: fc.oneof(fc.constant(T), fc.constant(1e300)),
  })
  .map(({ id, names, finishedAt }) => game(id, { players: names, finishedAt }));
const fileArb = fc.record({
  history: fc.array(fc.oneof(recordArb, fc.anything()), { maxLength: 8 }),
  players: fc.array(fc.record({ name: tricky, lastUsed: fc.constant(T) }), { maxLength: 3 }),
  formatLast: fc.boolean(),
  space: fc.constantFrom(undefined, 1, '\t'),
});

describe('reading a backup as a stream', () => {
  it('wherever the stream cuts the file, it reads as JSON.parse reads the whole: the same games in id order, the same refusals', async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, fc.array(fc.nat(), { maxLength: 12 }), async (f, cuts) => {
        const body = { history: f.history, players: f.players };
        const envelope = { format: 'tableside-backup', version: 1, exportedAt: 1 };
        const text = JSON.stringify(f.formatLast ? { ...body, ...envelope } : { ...envelope, ...body }, null, f.space);
        const got = await read(streamed(text, cuts));
        // Worked from the parsed file, not by the reader: each valid game once (ids used twice are left out), by id.
        const parsed = (JSON.parse(text) as { history: unknown[] }).history;
        const ids = parsed
          .map((r) => (r as { id?: unknown } | null)?.id)
          .filter((id): id is string => typeof id === 'string');
        const valid = parsed.flatMap((r) => {
          const v = strictHistory(r);
          return 'ok' in v && ids.filter((id) => id === v.ok.id).length === 1 ? [v.ok.id] : [];
        });
        expect(got.batches.flatMap((b) => b.games)).toEqual([...valid].sort());
        expect(got.batches.reduce((n, b) => n + b.games.length + b.refused.reduce((m, [, k]) => m + k, 0), 0)).toBe(
          parsed.length,
        );
        expect(got.records).toBe(parsed.length + f.players.length);
        expect(got).toEqual(await read(new Blob([text])));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses, in plain words, a file that is JSON only in part', async () => {
    const head = '{"format":"tableside-backup","version":1,"history":';
    for (const text of [
      '',
      'not json',
      `${head}[1,]}`,
      `${head}[,1]}`,
      `${head}[1}}`,
      `${head}[{"id":"a"]}`,
      `${head}["open]}`,
      `${head}[]} trailing`,
      `${head}[]`,
    ]) {
      await expect(openBackup(new Blob([text]), 10), text).rejects.toThrow(
        'This file is not a Tableside backup (it is not JSON).',
      );
    }
    await expect(openBackup(new Blob([`${head}{"a":[1]}}`]), 10)).rejects.toThrow(
      "This backup's finished games are not a list, so nothing was restored.",
    );
    await expect(openBackup(new Blob([`["tableside-backup",[${JSON.stringify(game('a'))}]]`]), 10)).rejects.toThrow(
      'This file is not a Tableside backup.',
    );
  });

  it('takes a file an editor saved with a byte-order mark, and a later "history" key over an earlier one (as JSON.parse does)', async () => {
    const text = `\uFEFF{"format":"tableside-backup","version":1,"history":[${JSON.stringify(game('old'))}],"history":[${JSON.stringify(game('new'))}]}`;
    const store = new IdbStore(await openTablesideDB());
    expect(await restoreHere(text)).toEqual({ added: 1, alreadyHere: 0, namesAdded: 0, refused: [] });
    expect((await allHistory(store)).map((r) => r.id)).toEqual(['new']);
  });
});
