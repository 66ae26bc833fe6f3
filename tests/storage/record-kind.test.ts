import { afterEach, describe, expect, it } from 'vitest';
import { RECORD_CHECKS } from '../../src/app/record-checks';
import { MemoryStore } from '../../src/storage/memory-store';
import { registerRecordKinds } from '../../src/storage/record-kind';
import type { RecordKind } from '../../src/storage/record-kind';
import type { HistoryRecord } from '../../src/storage/types';

// Storage knows no game's fields: what it counts of a game beyond every game's counts comes from the game's record
// kind. Here Pattern of Choices stands for a game storage has never been told about.

const T = Date.UTC(2026, 5, 1);
const choices = (id: string, scores: number[], detail: unknown, finishedAt = T): HistoryRecord => ({
  id,
  game: 'choices',
  finishedAt,
  players: ['Ana', 'Ben', 'Cy'],
  scores,
  winners: [scores.indexOf(Math.max(...scores))],
  detail,
});

afterEach(() => registerRecordKinds(RECORD_CHECKS));

describe("storage counts a game's own facts only through the game's record kind", () => {
  it('a kind given at start adds its tallies and series, with no change in storage', async () => {
    const kind: RecordKind = {
      game: 'choices',
      // The top score per table size.
      tallies: (r) => [[`${r.players.length}`, String(Math.max(...r.scores))]],
      seriesPlay: (r) => {
        const d = r.detail as { match?: string; play?: number };
        if (!d?.match || !d.play || d.play < 2) return null;
        return {
          series: d.match,
          play: { id: r.id, at: r.finishedAt, play: d.play, players: r.players, totals: r.scores },
        };
      },
    };
    registerRecordKinds([kind]);
    const store = new MemoryStore();
    await store.putHistory(choices('a', [4, 9, 1], { match: 'm1', play: 1 }));
    await store.putHistory(choices('b', [9, 2, 3], { match: 'm1', play: 2 }, T + 1));
    await store.putHistory(choices('c', [5, 6, 7], null));
    const game = (await store.listSummaries()).find((s) => s.id === 'g|choices');
    // Tops 9, 9 and 7 at three seats: two games at 9, one at 7.
    expect(game).toEqual({ id: 'g|choices', kind: 'game', game: 'choices', played: 3, tallies: { 3: { 9: 2, 7: 1 } } });
    // The first play of a series adds nothing up; the second is its one play kept.
    expect(await store.listSeries()).toEqual([
      {
        id: 'u|choices|m1',
        kind: 'series',
        game: 'choices',
        series: 'm1',
        plays: [{ id: 'b', at: T + 1, play: 2, players: ['Ana', 'Ben', 'Cy'], totals: [9, 2, 3] }],
      },
    ]);
    // Taken back out, it counts in nothing.
    await store.deleteHistory('b');
    expect((await store.listSummaries()).find((s) => s.id === 'g|choices')).toMatchObject({
      tallies: { 3: { 9: 1, 7: 1 } },
    });
    expect(await store.listSeries()).toEqual([]);
  });

  it('without its kind a game is counted as every game is: storage reads no field of its detail', async () => {
    registerRecordKinds([{ game: 'parcel' }, { game: 'royal' }]);
    const store = new MemoryStore();
    await store.putHistory({
      id: 'p',
      game: 'parcel',
      finishedAt: T,
      players: ['Ana', 'Ben', 'Cy'],
      scores: [3],
      winners: [],
      detail: { players: 3, swaps: 4, laps: 2, variant: 'standard', comparable: true, complete: true, score: 3 },
    });
    await store.putHistory({
      id: 'r',
      game: 'royal',
      finishedAt: T,
      players: ['Ana', 'Ben'],
      scores: [10, 12],
      winners: [1],
      detail: { setup: { players: ['Ana', 'Ben'], seriesId: 's', seriesGame: 2, seriesBefore: [5, 5] } },
    });
    const games = (await store.listSummaries()).filter((s) => s.kind === 'game');
    expect(games.map((g) => [g.id, g.kind === 'game' && g.played, g.kind === 'game' && g.tallies])).toEqual([
      ['g|parcel', 1, {}],
      ['g|royal', 1, {}],
    ]);
    expect(await store.listSeries()).toEqual([]);
  });
});
