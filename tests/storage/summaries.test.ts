import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { addHistory } from '../../src/storage/idb-restore';
import { IdbStore, openTablesideDB } from '../../src/storage/idb-store';
import { MemoryStore } from '../../src/storage/memory-store';
import { DB_NAME, UPGRADES } from '../../src/storage/schema';
import { buildSummaries } from './build-summaries';
import type { GameId, HistoryQuery, HistoryRecord, Kept, Store } from '../../src/storage/types';
import { allHistory } from './all-history';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
const YEAR = Date.UTC(1971, 0, 1);

const recordArb = fc
  .record({
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
    game: fc.constantFrom<GameId>('relay', 'parcel', 'royal', 'choices'),
    // Two calendar years, so a game can move from one year's timeline to another's.
    finishedAt: fc.constantFrom(1, 2, 3, YEAR, YEAR + 1, YEAR + 2),
    players: fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 2, maxLength: 4 }),
    raw: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }),
    swaps: fc.integer({ min: 0, max: 9 }),
    laps: fc.integer({ min: 0, max: 2 }),
    complete: fc.boolean(),
    // Royal Draft: two series, plays 1 to 3 (the first adds nothing to keep).
    series: fc.constantFrom('s1', 's2'),
    play: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ id, game, finishedAt, players, raw, swaps, laps, complete, series, play }): HistoryRecord => {
    const scores = game === 'parcel' ? [raw[0]!] : players.map((_, i) => raw[i]!);
    const top = Math.max(...scores);
    const winners = game === 'parcel' ? [] : scores.flatMap((s, i) => (s === top ? [i] : []));
    const detail =
      game === 'parcel'
        ? { players: players.length, swaps, variant: 'standard', comparable: true, complete, laps }
        : game === 'royal'
          ? {
              setup: {
                players,
                seriesId: series,
                seriesGame: play,
                seriesBefore: players.map((_, i) => raw[3 - i]! * play),
              },
            }
          : null;
    return { id, game, finishedAt, players, scores, winners, detail };
  });

type Op = { k: 'put'; r: HistoryRecord } | { k: 'delete'; id: string } | { k: 'add'; rs: HistoryRecord[] };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  recordArb.map((r) => ({ k: 'put' as const, r })),
  fc.constantFrom('a', 'b', 'c', 'z').map((id) => ({ k: 'delete' as const, id })),
  fc.uniqueArray(recordArb, { selector: (r) => r.id, maxLength: 4 }).map((rs) => ({ k: 'add' as const, rs })),
);

/** A restore's batch: only the records whose ids are free are added. */
type Add = (rs: HistoryRecord[]) => Promise<unknown>;
const addFree =
  (store: Store): Add =>
  async (rs) => {
    for (const r of rs) if (!(await store.getHistory(r.id))) await store.putHistory(r);
  };

async function run(store: Store, ops: Op[], add: Add) {
  for (const op of ops) {
    if (op.k === 'put') await store.putHistory(op.r);
    else if (op.k === 'delete') await store.deleteHistory(op.id);
    else await add(op.rs);
  }
}

/** The index keys versions 3-5 stored in each game for History's filters (by game, by player, by both, each by time). */
function facetsOf(r: HistoryRecord): (string | number)[][] {
  const names = [...new Set(r.players)];
  const t = r.finishedAt;
  return [['g', r.game, t], ...names.map((p) => ['p', p, t]), ...names.map((p) => ['gp', r.game, p, t])];
}

const byId = (list: Kept[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));

/** Every summary the store keeps: the counts, every player's timelines and the Royal Draft series. */
async function kept(store: Store): Promise<Kept[]> {
  const timelines = await Promise.all(NAMES.map((n) => store.listTimelines(n)));
  return [...(await store.listSummaries()), ...timelines.flat(), ...(await store.listSeries())];
}

describe('summaries', () => {
  it('kept up to date through saves, deletes and restores, equal a rebuild from the history, timelines and series included (both stores)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 12 }), async (ops) => {
        globalThis.indexedDB = new IDBFactory();
        const mem = new MemoryStore();
        const db = await openTablesideDB();
        const stores: [Store, Add][] = [
          [mem, addFree(mem)],
          [new IdbStore(db), (rs) => addHistory(db, rs)],
        ];
        for (const [store, add] of stores) {
          await run(store, ops, add);
          expect(byId(await kept(store))).toEqual(byId(buildSummaries(await allHistory(store))));
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it("keeps each player's games in order of finishing, with score and win, one record per year", () => {
    const rs: HistoryRecord[] = [
      {
        id: '2',
        game: 'royal',
        finishedAt: YEAR + 5,
        players: ['Ana', 'Ben'],
        scores: [4, 9],
        winners: [1],
        detail: null,
      },
      {
        id: '1',
        game: 'royal',
        finishedAt: 7,
        players: ['Ben', 'Ana'],
        scores: [3, 12],
        winners: [1],
        detail: null,
      },
      {
        id: '3',
        game: 'royal',
        finishedAt: YEAR + 5,
        players: ['Ana', 'Cy'],
        scores: [8, 2],
        winners: [0],
        detail: null,
      },
    ];
    const all = buildSummaries(rs);
    expect(all.find((s) => s.id === 't|royal|Ana|1970')).toEqual({
      id: 't|royal|Ana|1970',
      kind: 'timeline',
      game: 'royal',
      player: 'Ana',
      year: 1970,
      at: [7],
      ids: ['1'],
      scores: [12],
      won: [1],
    });
    expect(all.find((s) => s.id === 't|royal|Ana|1971')).toMatchObject({
      at: [YEAR + 5, YEAR + 5],
      ids: ['2', '3'],
      scores: [4, 8],
      won: [0, 1],
    });
  });

  it('counts wins, a score histogram and head-to-head from worked examples', () => {
    const rs: HistoryRecord[] = [
      {
        id: '1',
        game: 'royal',
        finishedAt: 1,
        players: ['Ana', 'Ben'],
        scores: [12, 9],
        winners: [0],
        detail: null,
      },
      {
        id: '2',
        game: 'royal',
        finishedAt: 2,
        players: ['Ana', 'Ben', 'Cy'],
        scores: [7, 7, 3],
        winners: [0, 1],
        detail: null,
      },
    ];
    const ana = buildSummaries(rs).find((s) => s.id === 'p|royal|Ana');
    expect(ana).toEqual({
      id: 'p|royal|Ana',
      kind: 'player',
      game: 'royal',
      player: 'Ana',
      played: 2,
      wins: 2,
      scores: { 12: 1, 7: 1 },
      vs: { Ben: [1, 0, 1], Cy: [1, 0, 0] },
    });
  });

  it("a game this device only watched counts in History's number of games but in no player's stats, through both stores", async () => {
    const played: HistoryRecord = {
      id: 'p',
      game: 'choices',
      finishedAt: 1,
      players: ['Ana', 'Ben', 'Cy'],
      scores: [300, 200, 100],
      winners: [0],
      detail: null,
    };
    const watched: HistoryRecord = {
      ...played,
      id: 'w',
      finishedAt: 2,
      scores: [50, 400, 0],
      winners: [1],
      watched: true,
    };
    expect(buildSummaries([watched])).toEqual([
      { id: 'g|choices', kind: 'game', game: 'choices', played: 1, tallies: {} },
    ]);
    globalThis.indexedDB = new IDBFactory();
    for (const store of [new MemoryStore(), new IdbStore(await openTablesideDB())]) {
      await store.putHistory(played);
      await store.putHistory(watched);
      expect((await allHistory(store)).map((r) => r.id).sort()).toEqual(['p', 'w']);
      const ben = (await kept(store)).find((k) => k.id === 'p|choices|Ben');
      expect(ben).toMatchObject({ played: 1, wins: 0 });
      expect(await store.countHistory({})).toBe(2);
      await store.deleteHistory('w');
      expect((await kept(store)).find((k) => k.id === 'p|choices|Ben')).toMatchObject({ played: 1, wins: 0 });
    }
  });

  it('Parcel Parade: complete comparable parades by table size and variant only', () => {
    const parade = (
      id: string,
      players: string[],
      swaps: number,
      complete: boolean,
      variant = 'standard',
      laps = 2,
    ): HistoryRecord => ({
      id,
      game: 'parcel',
      finishedAt: 1,
      players,
      scores: [complete ? players.length : 1],
      winners: [],
      detail: { players: players.length, swaps, variant, comparable: true, complete, laps },
    });
    const g = buildSummaries([
      parade('1', NAMES.slice(0, 3), 7, true),
      parade('2', NAMES.slice(0, 3), 5, true),
      parade('3', NAMES.slice(0, 3), 2, false),
      parade('4', NAMES.slice(0, 4), 9, true, 'young'),
      // P5: saved before the fix, a complete deal with no lap played was called comparable; it is no best.
      parade('5', NAMES.slice(0, 3), 0, true, 'standard', 0),
    ]).find((s) => s.id === 'g|parcel');
    expect(g).toMatchObject({ played: 5, tallies: { '3|standard': { 7: 1, 5: 1 }, '4|young': { 9: 1 } } });
  });
});

describe('Royal Draft series', () => {
  const play = (id: string, at: number, n: number, scores: number[], before: number[]): HistoryRecord => ({
    id,
    game: 'royal',
    finishedAt: at,
    players: ['Ana', 'Ben'],
    scores,
    winners: [scores[0]! >= scores[1]! ? 0 : 1],
    detail: { setup: { players: ['Ana', 'Ben'], seriesId: 'S', seriesGame: n, seriesBefore: before } },
  });

  it('keeps the standings after each play from the second on; deleting the latest play brings back the one before', async () => {
    const db = await openTablesideDB();
    const store = new IdbStore(db);
    await addHistory(db, [
      play('1', 10, 1, [20, 25], [0, 0]),
      play('2', 20, 2, [30, 10], [20, 25]),
      play('3', 30, 3, [5, 40], [50, 35]),
    ]);
    const [s] = await store.listSeries();
    expect(s!.plays.map((p) => [p.play, p.totals])).toEqual([
      [2, [50, 35]],
      [3, [55, 75]],
    ]);
    await store.deleteHistory('3');
    expect((await store.listSeries())[0]!.plays.at(-1)).toMatchObject({ play: 2, totals: [50, 35] });
    await store.deleteHistory('2');
    // One play left: nothing to add up, nothing kept.
    expect(await store.listSeries()).toEqual([]);
    // Not among the counts Stats reads at once.
    expect((await store.listSummaries()).map((x) => x.kind).sort()).toEqual(['game', 'player', 'player']);
  });
});

describe('History pages', () => {
  it('IndexedDB and memory page, filter and count alike, newest first', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(recordArb, { selector: (r) => r.id, maxLength: 8 }),
        fc.record({
          game: fc.option(fc.constantFrom<GameId>('relay', 'royal'), { nil: undefined }),
          player: fc.option(fc.constantFrom('Ana', 'Ben'), { nil: undefined }),
          anyOf: fc.option(fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 3 }), { nil: undefined }),
          before: fc.option(fc.constantFrom(2, 3, YEAR + 1, YEAR + 3), { nil: undefined }),
        }),
        fc.integer({ min: 0, max: 4 }),
        async (records, query, offset) => {
          globalThis.indexedDB = new IDBFactory();
          const mem = new MemoryStore();
          const db = await openTablesideDB();
          const idb = new IdbStore(db);
          for (const r of records) await mem.putHistory(r);
          await addHistory(db, records);
          // A name search and an exact player are never combined (History sets one or the other).
          const q = Object.fromEntries(
            Object.entries(query).filter(([k, v]) => v !== undefined && !(k === 'player' && query.anyOf)),
          ) as HistoryQuery;
          const expected = records
            .filter(
              (r) =>
                (!q.game || r.game === q.game) &&
                (!q.player || r.players.includes(q.player)) &&
                (q.before === undefined || r.finishedAt < q.before),
            )
            .filter((r) => !q.anyOf || q.anyOf.some((n) => r.players.includes(n)))
            .sort((a, b) => b.finishedAt - a.finishedAt || (a.id < b.id ? 1 : -1));
          expect((await idb.pageHistory(q, offset, 3)).map((r) => r.id)).toEqual(
            expected.slice(offset, offset + 3).map((r) => r.id),
          );
          expect((await mem.pageHistory(q, offset, 3)).map((r) => r.id)).toEqual(
            expected.slice(offset, offset + 3).map((r) => r.id),
          );
          expect(await idb.countHistory(q)).toBe(expected.length);
          expect(await mem.countHistory(q)).toBe(expected.length);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('schema step 3', () => {
  it('builds summaries and filters for games stored by version 2, leaving unreadable records alone', async () => {
    const old = await openDB(DB_NAME, 2, {
      upgrade: (db, _o, _n, tx) => {
        UPGRADES[1]!(db as never, tx as never);
        UPGRADES[2]!(db as never, tx as never);
      },
    });
    const rs: HistoryRecord[] = [
      {
        id: 'x',
        game: 'relay',
        finishedAt: 5,
        players: ['Ana', 'Ben', 'Cy'],
        scores: [20, 30, 10],
        winners: [1],
        detail: null,
      },
      {
        id: 'y',
        game: 'royal',
        finishedAt: 6,
        players: ['Ana', 'Ben'],
        scores: [3, 3],
        winners: [0, 1],
        detail: null,
      },
    ];
    for (const r of rs) await old.put('history', r);
    await old.put('history', { id: 'junk', game: 'chess' });
    old.close();
    const store = new IdbStore(await openTablesideDB());
    expect(byId(await kept(store))).toEqual(byId(buildSummaries(rs)));
    expect((await store.pageHistory({ player: 'Cy' }, 0, 10)).map((r) => r.id)).toEqual(['x']);
    expect(await store.getHistory('x')).toEqual(rs[0]);
  });
});

describe('schema step 4', () => {
  it("builds every player's timelines for games stored by version 3, keeping its summaries and filters", async () => {
    const old = await openDB(DB_NAME, 3, {
      upgrade: (db, _o, _n, tx) => {
        for (const v of [1, 2, 3]) UPGRADES[v]!(db as never, tx as never);
      },
    });
    const rs: HistoryRecord[] = [
      {
        id: 'x',
        game: 'relay',
        finishedAt: YEAR + 9,
        players: ['Ana', 'Ben', 'Cy'],
        scores: [20, 30, 10],
        winners: [1],
        detail: null,
      },
      {
        id: 'w',
        game: 'relay',
        finishedAt: 4,
        players: ['Ana', 'Ben'],
        scores: [25, 21],
        winners: [0],
        detail: null,
      },
      {
        id: 'y',
        game: 'royal',
        finishedAt: 6,
        players: ['Ana', 'Ben'],
        scores: [3, 3],
        winners: [0, 1],
        detail: null,
      },
    ];
    // Written as version 3 wrote them: with their facets, and the counts beside them.
    for (const r of rs) await old.put('history', { ...r, facets: facetsOf(r) });
    for (const s of buildSummaries(rs).filter((s) => s.kind === 'game' || s.kind === 'player'))
      await old.put('summaries', s);
    await old.put('history', { id: 'junk', game: 'chess' });
    old.close();
    const store = new IdbStore(await openTablesideDB());
    expect(byId(await kept(store))).toEqual(byId(buildSummaries(rs)));
    expect((await store.listTimelines('Ana', 'relay')).map((t) => t.ids)).toEqual([['w'], ['x']]);
    expect((await store.pageHistory({ player: 'Cy' }, 0, 10)).map((r) => r.id)).toEqual(['x']);
  });
});

describe('schema step 5', () => {
  it('builds every Royal Draft series for games stored by version 4, keeping its summaries and timelines', async () => {
    const old = await openDB(DB_NAME, 4, {
      upgrade: (db, _o, _n, tx) => {
        for (const v of [1, 2, 3]) UPGRADES[v]!(db as never, tx as never);
      },
    });
    const setup = (n: number, before: number[]) => ({
      setup: { players: ['Ana', 'Ben'], seriesId: 'S', seriesGame: n, seriesBefore: before },
    });
    const rs: HistoryRecord[] = [
      {
        id: 'a',
        game: 'royal',
        finishedAt: 6,
        players: ['Ana', 'Ben'],
        scores: [3, 4],
        winners: [1],
        detail: setup(1, [0, 0]),
      },
      {
        id: 'b',
        game: 'royal',
        finishedAt: 7,
        players: ['Ana', 'Ben'],
        scores: [9, 2],
        winners: [0],
        detail: setup(2, [3, 4]),
      },
      {
        id: 'c',
        game: 'relay',
        finishedAt: 8,
        players: ['Ana', 'Ben'],
        scores: [25, 21],
        winners: [0],
        detail: null,
      },
    ];
    // Written as version 4 wrote them: with their facets, the counts and the timelines.
    for (const r of rs) await old.put('history', { ...r, facets: facetsOf(r) });
    for (const s of buildSummaries(rs).filter((s) => s.kind !== 'series')) await old.put('summaries', s);
    old.close();
    const store = new IdbStore(await openTablesideDB());
    expect(byId(await kept(store))).toEqual(byId(buildSummaries(rs)));
    expect((await store.listSeries()).map((s) => s.plays.map((p) => p.totals))).toEqual([[[12, 6]]]);
  });
});

describe('schema step 6', () => {
  it('drops the per-player index entries of games stored by version 5; every filter, count and summary stays right', async () => {
    const old = await openDB(DB_NAME, 5, {
      upgrade: (db, _o, _n, tx) => {
        for (const v of [1, 2, 3, 4, 5]) UPGRADES[v]!(db as never, tx as never);
      },
    });
    const rs: HistoryRecord[] = [
      {
        id: 'x',
        game: 'relay',
        finishedAt: YEAR + 9,
        players: ['Ana', 'Ben', 'Cy'],
        scores: [20, 30, 10],
        winners: [1],
        detail: null,
      },
      {
        id: 'w',
        game: 'relay',
        finishedAt: 4,
        players: ['Ana', 'Ben'],
        scores: [25, 21],
        winners: [0],
        detail: null,
      },
      {
        id: 'y',
        game: 'royal',
        finishedAt: 6,
        players: ['Ana', 'Ana|2'],
        scores: [3, 3],
        winners: [0, 1],
        detail: null,
      },
    ];
    // Written as version 5 wrote them: with their facets, the counts, the timelines and the series.
    for (const r of rs) await old.put('history', { ...r, facets: facetsOf(r) });
    for (const s of buildSummaries(rs)) await old.put('summaries', s);
    old.close();
    const db = await openTablesideDB();
    expect([...db.transaction('history').store.indexNames].sort()).toEqual(['byFinished', 'byGameTime']);
    const store = new IdbStore(db);
    expect(byId([...(await kept(store)), ...(await store.listTimelines('Ana|2'))])).toEqual(byId(buildSummaries(rs)));
    const page = async (q: HistoryQuery) => (await store.pageHistory(q, 0, 10)).map((r) => r.id);
    expect(await page({})).toEqual(['x', 'y', 'w']);
    expect(await page({ game: 'relay' })).toEqual(['x', 'w']);
    expect(await page({ player: 'Ana' })).toEqual(['x', 'y', 'w']);
    // 'Ana|2' shares the start of Ana's timeline keys; it is a name of its own.
    expect(await page({ player: 'Ana|2' })).toEqual(['y']);
    expect(await page({ game: 'relay', player: 'Cy' })).toEqual(['x']);
    expect(await page({ anyOf: ['Ben', 'Ana|2'], before: YEAR })).toEqual(['y', 'w']);
    expect(await store.countHistory({ anyOf: ['Ben', 'Cy'] })).toBe(2);
    expect(await allHistory(store, 'relay')).toHaveLength(2);
    // The old facets are not part of the game as read.
    expect(await store.getHistory('x')).toEqual(rs[0]);
    // Saved and restored games from now on carry no facets.
    const z: HistoryRecord = {
      id: 'z',
      game: 'choices',
      finishedAt: YEAR + 20,
      players: ['Cy', 'Dee'],
      scores: [60, 0],
      winners: [0],
      detail: null,
    };
    await addHistory(db, [z]);
    expect(Object.keys((await db.get('history', 'z')) as object)).not.toContain('facets');
    expect(await page({ player: 'Cy' })).toEqual(['z', 'x']);
  });
});

describe('schema step 8', () => {
  it("rebuilds a version-7 game summary, where Parcel Parade's swaps were a field of their own, as the game's tallies", async () => {
    const old = await openDB(DB_NAME, 7, {
      upgrade: (db, _o, _n, tx) => {
        for (const v of [1, 2, 3, 4, 5, 6, 7]) UPGRADES[v]!(db as never, tx as never);
      },
    });
    const parade = (id: string, swaps: number): HistoryRecord => ({
      id,
      game: 'parcel',
      finishedAt: 1,
      players: ['Ana', 'Ben', 'Cy'],
      scores: [3],
      winners: [],
      detail: { players: 3, swaps, laps: 2, variant: 'standard', comparable: true, complete: true, score: 3 },
    });
    await old.put('history', parade('a', 4));
    await old.put('history', parade('b', 6));
    // As version 7 kept it.
    await old.put('summaries', {
      id: 'g|parcel',
      kind: 'game',
      game: 'parcel',
      played: 2,
      swaps: { '3|standard': { 4: 1, 6: 1 } },
    });
    old.close();
    const store = new IdbStore(await openTablesideDB());
    const game = (await store.listSummaries()).find((s) => s.id === 'g|parcel');
    expect(game).toEqual({
      id: 'g|parcel',
      kind: 'game',
      game: 'parcel',
      played: 2,
      tallies: { '3|standard': { 4: 1, 6: 1 } },
    });
  });
});
