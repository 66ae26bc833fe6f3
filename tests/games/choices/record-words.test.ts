import { describe, expect, it } from 'vitest';
import { recordLines } from '../../../src/games/choices/record-words';
import { scoresSummary } from '../../../src/games/record-words';
import type { HistoryRecord } from '../../../src/storage/types';
import { plain } from '../../plain';

const tiles = (p: string) => ['a', 'b', 'c', 'd', 'e', 'f'].map((t) => `${p}${t}`);
const setup = {
  v: 1,
  players: ['Ana', 'Ben', 'Cy'],
  order: [1, 2, 0],
  prompts: [
    { text: 'Best on a picnic', tiles: tiles('p') },
    { text: 'Loudest', tiles: tiles('l') },
    { text: 'Oldest', tiles: tiles('o') },
  ],
};
const BEN = { 0: 'pick', 1: 'pick', 2: 'reserve', 3: 'reserve', 4: 'pass', 5: 'pass' } as const;
const record = (rounds: unknown): HistoryRecord => ({
  id: 'c',
  game: 'choices',
  finishedAt: 1,
  players: ['Ana', 'Ben', 'Cy'],
  scores: [180, 290, 400],
  winners: [2],
  detail: { setup, rounds },
});

describe('Pattern of Choices in History, worded from the stored rounds', () => {
  it('C5, C6, C3: each round names its author and prompt, the author award (median) and each reader award in reading order', () => {
    const rounds = [
      // Ben writes; readers from his left: Cy (all five right: 5 x 60 + 100 = 400), then Ana (tiles 3, 4, 5 right: 180).
      {
        pattern: BEN,
        anchor: '0',
        predictions: [BEN, { 0: 'pick', 1: 'reserve', 2: 'pick', 3: 'reserve', 4: 'pass', 5: 'pass' }],
      },
      // Cy does not confirm in time: nobody scores.
      { pattern: null, anchor: null, predictions: [null, null] },
    ];
    expect(recordLines(record(rounds)).map(plain)).toEqual([
      'Round 1, Ben wrote “Best on a picnic”: author 290, Cy 400, Ana 180.',
      'Round 2, Cy wrote “Loudest”: ran out of time, no points.',
    ]);
    expect(plain(scoresSummary(record(rounds)))).toBe('Ana 180, Ben 290, Cy 400');
  });

  it('says nothing more of rounds it cannot read (an untrusted record)', () => {
    expect(recordLines(record([{ pattern: { 0: 'nowhere' }, anchor: '0', predictions: [] }]))).toEqual([]);
    expect(recordLines({ ...record([]), detail: null })).toEqual([]);
  });
});
