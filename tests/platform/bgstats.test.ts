import { describe, expect, it } from 'vitest';
import { BG_STATS_IMPORT, bgStatsLink } from '../../src/platform/bgstats';
import type { HistoryRecord } from '../../src/storage/types';

// Field names as on BG Stats' "Push plays to BG Stats from other apps or websites" page.
describe('Log in BG Stats', () => {
  it('a Royal Draft game: the exact play JSON, ranks from the scores, the date in UTC', () => {
    const r: HistoryRecord = {
      id: 'k3x9',
      game: 'royal',
      finishedAt: Date.UTC(2026, 10, 30, 21, 5, 9),
      players: ['Ana', 'Ben', 'Cy'],
      scores: [31, 28, 31],
      winners: [0, 2],
      detail: null,
    };
    const href = bgStatsLink(r, 'Royal Draft');
    expect(href.startsWith(BG_STATS_IMPORT)).toBe(true);
    expect(decodeURIComponent(href.slice(BG_STATS_IMPORT.length))).toBe(
      '{"sourceName":"Tableside","sourcePlayId":"k3x9","playDate":"2026-11-30 21:05:09",' +
        '"game":{"name":"Royal Draft","sourceGameId":"tableside-royal","highestWins":true,"noPoints":false},' +
        '"players":[{"name":"Ana","sourcePlayerId":"Ana","score":31,"winner":true,"rank":1},' +
        '{"name":"Ben","sourcePlayerId":"Ben","score":28,"winner":false,"rank":3},' +
        '{"name":"Cy","sourcePlayerId":"Cy","score":31,"winner":true,"rank":1}]}',
    );
  });

  it('Parcel Parade (cooperative): everyone has the group score, no rank, and wins together with a complete parade', () => {
    const r: HistoryRecord = {
      id: 'p1',
      game: 'parcel',
      finishedAt: Date.UTC(2026, 0, 2, 3, 4, 5),
      players: ['Ana', 'Ben', 'Cy'],
      scores: [3],
      winners: [],
      detail: { players: 3, swaps: 9, variant: 'standard', comparable: true, complete: true },
    };
    const play = JSON.parse(decodeURIComponent(bgStatsLink(r, 'Parcel Parade').slice(BG_STATS_IMPORT.length)));
    expect(play.players).toEqual(
      ['Ana', 'Ben', 'Cy'].map((name) => ({ name, sourcePlayerId: name, score: 3, winner: true })),
    );
    const lost = { ...r, scores: [1], detail: { ...(r.detail as object), complete: false } };
    expect(
      JSON.parse(decodeURIComponent(bgStatsLink(lost, 'Parcel Parade').slice(BG_STATS_IMPORT.length))).players[0]
        .winner,
    ).toBe(false);
  });
});
