import { describe, expect, it } from 'vitest';
import { recordLines } from '../../../src/games/parcel/record-words';
import { recordSummary } from '../../../src/games/parcel/summary';
import type { HistoryRecord } from '../../../src/storage/types';

const record = (detail: Record<string, unknown>): HistoryRecord => ({
  id: 'p',
  game: 'parcel',
  finishedAt: 1,
  players: ['Ana', 'Ben', 'Cy', 'Dee'],
  scores: [Number(detail.score)],
  winners: [],
  detail: { players: 4, variant: 'standard', tracked: false, ...detail },
});

describe('Parcel Parade in History, worded from the stored parade', () => {
  it('P5, P7: a complete comparable parade', () => {
    const r = record({ swaps: 1, laps: 2, comparable: true, complete: true, score: 4 });
    expect(recordSummary(r)).toBe('Complete parade in 1 swap: 4 of 4');
    expect(recordLines(r)).toEqual([
      'Group score: 4 of 4 complete hands',
      'Swaps used: 1',
      'Laps played: 2 of 4',
      'Variant: Standard',
      'Comparable: yes (counts for the personal best)',
    ]);
  });

  it('P6, P7: four laps ended with a group score; a variant sets no best', () => {
    const r = record({ swaps: 7, laps: 4, comparable: false, complete: false, score: 2, variant: 'young' });
    expect(recordSummary(r)).toBe('Group score 2 of 4 after 4 laps, 7 swaps');
    expect(recordLines(r).slice(3)).toEqual(['Variant: Younger groups', 'Comparable: no (variant or replayed lap)']);
  });

  it('a detail it cannot read leaves the group score alone', () => {
    const r = { ...record({ score: 3 }), detail: { players: 9 } };
    expect(recordSummary(r)).toBe('Group score 3 of 4');
    expect(recordLines(r)).toEqual([]);
  });
});
