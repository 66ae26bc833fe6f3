import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { strictHistory } from '../../src/platform/strict-record';
import { IdbStore, openTablesideDB } from '../../src/storage/idb-store';
import { DB_NAME } from '../../src/storage/schema';
import { readHistory } from '../../src/storage/validate';
import type { HistoryRecord } from '../../src/storage/types';
import { restoreHere } from '../restore-here';
import { allHistory } from '../storage/all-history';

const T = Date.UTC(2026, 5, 1);
const game = (id: string, finishedAt: unknown): HistoryRecord => ({
  id,
  game: 'relay',
  finishedAt: finishedAt as number,
  players: ['Ana', 'Ben', 'Cy'],
  scores: [21, 18, 30],
  winners: [2],
  detail: null,
});
const file = (history: unknown[]) =>
  JSON.stringify({ format: 'tableside-backup', version: 1, exportedAt: 1, history, players: [] });

/** What a person would call a date a game could have finished on: a whole millisecond in the years 2000 to 2100. */
const sane = (v: unknown) =>
  typeof v === 'number' &&
  Number.isInteger(v) &&
  new Date(v).getUTCFullYear() >= 2000 &&
  new Date(v).getUTCFullYear() <= 2100;

// Numbers of every size and kind, and the edges of the range.
const whenArb = fc.oneof(
  fc.double(),
  fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2110, 0, 1) }),
  fc.constantFrom(
    1e300,
    -1e300,
    8.64e15,
    8.64e15 + 1,
    Date.UTC(2000, 0, 1),
    Date.UTC(2000, 0, 1) - 1,
    Date.UTC(2101, 0, 1),
    Date.UTC(2101, 0, 1) - 1,
  ),
  fc.anything(),
);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('dates of finished games', () => {
  it('a restored game is taken only with a real date in 2000-2100, whatever the file holds', () => {
    fc.assert(
      fc.property(whenArb, (when) => {
        const verdict = strictHistory(game('g', when));
        expect('ok' in verdict).toBe(sane(when));
        if (!('ok' in verdict)) expect(verdict.why).toBe('a date outside 2000-2100');
      }),
      { numRuns: 2000 },
    );
  });

  it('a stored game is read only with a date the screen can show', () => {
    fc.assert(
      fc.property(whenArb, (when) => {
        const r = readHistory(game('g', when));
        if (r) expect(new Date(r.finishedAt).toString()).not.toBe('Invalid Date');
      }),
      { numRuns: 2000 },
    );
    // The app's own games keep any date its clock gave, a wrong clock's included.
    expect(readHistory(game('g', Date.UTC(1970, 0, 1)))).not.toBeNull();
  });

  it('a backup holding a game dated 1e300 beside real games: refused every time it is restored; History lists the real games, newest first', async () => {
    const store = new IdbStore(await openTablesideDB());
    const text = file([game('absurd', 1e300), game('a', T), game('b', T + 1)]);
    for (let i = 0; i < 2; i++) {
      const report = await restoreHere(text);
      expect(report.refused).toEqual([{ why: 'a date outside 2000-2100', count: 1 }]);
    }
    expect((await store.pageHistory({}, 0, 10)).map((r) => r.id)).toEqual(['b', 'a']);
    expect(await store.countHistory({})).toBe(2);
  });

  it('a game dated 1e300 already in the database (an older version, another tool) is never listed as a game', async () => {
    const store = new IdbStore(await openTablesideDB());
    await store.putHistory(game('a', T));
    const db = await openDB(DB_NAME);
    await db.put('history', game('absurd', 1e300));
    db.close();
    expect((await store.pageHistory({}, 0, 10)).map((r) => r.id)).toEqual(['a']);
    expect((await allHistory(store)).map((r) => r.id)).toEqual(['a']);
    expect(await store.getHistory('absurd')).toBeUndefined();
  });
});
