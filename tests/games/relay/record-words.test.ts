import { describe, expect, it } from 'vitest';
import { recordLines } from '../../../src/games/relay/record-words';
import { scoresSummary } from '../../../src/games/record-words';
import type { HistoryRecord } from '../../../src/storage/types';
import { plain } from '../../plain';

const record = (rounds: unknown): HistoryRecord => ({
  id: 'r',
  game: 'relay',
  finishedAt: 1,
  players: ['Ana', 'Ben', 'Cy'],
  scores: [21, 21, 15],
  winners: [0, 1],
  detail: { rounds, displays: [] },
});

describe('Pattern Relay in History, worded from the stored rounds', () => {
  it('R9: each round, then the shared win at the highest total (12 + 9 = 21 and 6 + 15 = 21)', () => {
    const r = record([
      [12, 6, 10],
      [9, 15, 5],
    ]);
    expect(plain(scoresSummary(r))).toBe('Ana 21, Ben 21, Cy 15');
    expect(recordLines(r).map(plain)).toEqual([
      'Round 1: Ana 12, Ben 6, Cy 10',
      'Round 2: Ana 9, Ben 15, Cy 5',
      'Shared win: Ana and Ben with 21',
    ]);
  });

  it('names are isolated in the words, so a right-to-left name cannot reorder them', () => {
    const r = {
      ...record([
        [1, 2, 3],
        [0, 0, 0],
      ]),
      players: ['Ana', 'דנה', 'Cy'],
    };
    expect(recordLines(r)[0]).toBe('Round 1: \u2068Ana\u2069 1, \u2068דנה\u2069 2, \u2068Cy\u2069 3');
  });

  it('says nothing more when the stored rounds do not fit the table', () => {
    expect(recordLines(record([[1, 2]]))).toEqual([]);
    expect(
      recordLines(
        record([
          [1, 2, 3],
          [1, 2, 'x'],
        ]),
      ),
    ).toEqual([]);
  });
});
