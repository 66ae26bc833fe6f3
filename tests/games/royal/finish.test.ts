import { describe, expect, it } from 'vitest';
import { detailEndWords, historyRecord, readDetail } from '../../../src/games/royal/finish';
import { recordLines } from '../../../src/games/royal/record-words';
import { scoresSummary } from '../../../src/games/record-words';
import { royalDef } from '../../../src/games/royal/session';
import type { RoyalAction, RoyalSetup } from '../../../src/games/royal/session';
import { replay } from '../../../src/games/session';
import { PLAYERS, ROUNDS, STARTERS } from './game';
import { plain } from '../../plain';

const actions: RoyalAction[] = [
  { t: 'deal', starters: STARTERS },
  ...ROUNDS.flatMap((r): RoyalAction[] => [
    ...r.takes.map((card) => ({ t: 'take', card }) as const),
    { t: 'discard', card: r.discard },
  ]),
];

describe('Royal Draft results', () => {
  it('saves scores, the winner, each breakdown and the dealers', () => {
    const setup: RoyalSetup = { players: PLAYERS, seriesId: 's1', seriesGame: 1, seriesBefore: [0, 0, 0] };
    const rec = { ...historyRecord(setup, replay(royalDef, setup, actions).state, 1000), id: 'r' };
    expect(rec.scores).toEqual([15, 8, 21]);
    expect(rec.winners).toEqual([2]);
    expect(plain(scoresSummary(rec))).toBe('Ana 15, Ben 8, Cy 21');
    const lines = recordLines(rec).map(plain);
    expect(lines).toContain('Ana: royal 9 + joker 0 + sets 6 = 15');
    expect(lines).toContain('Dealers: round 1 Cy, round 2 Ana, round 3 Cy, round 4 Ben and round 5 Cy');
    expect(lines.some((l) => l.startsWith('Series'))).toBe(false);
    expect(readDetail(rec.detail, PLAYERS)?.rows).toHaveLength(3);
  });

  it('adds this play to the series totals of earlier plays at the same seats', () => {
    const setup: RoyalSetup = { players: PLAYERS, seriesId: 's1', seriesGame: 3, seriesBefore: [30, 25, 10] };
    const rec = { ...historyRecord(setup, replay(royalDef, setup, actions).state, 1000), id: 'r' };
    expect(recordLines(rec).map(plain)).toContain('Series after 3 plays: Ana 45, Ben 33, Cy 31');
  });

  it('reads back only a well-formed stored detail', () => {
    expect(readDetail(null, PLAYERS)).toBeNull();
    expect(readDetail({ setup: {}, rows: [[], [], []] }, PLAYERS)).toBeNull();
    const bad = {
      setup: { seriesId: 's', seriesGame: 1, seriesBefore: [0, 0, 0], players: PLAYERS },
      rows: [[{ card: 'ZZ', faceUp: true }], [], []],
    };
    expect(readDetail(bad, PLAYERS)).toBeNull();
  });

  it('keeps facts, not sentences, and still reads a detail saved with sentences (older versions)', () => {
    const setup: RoyalSetup = { players: PLAYERS, seriesId: 's1', seriesGame: 1, seriesBefore: [0, 0, 0] };
    const rec = { ...historyRecord(setup, replay(royalDef, setup, actions).state, 1000), id: 'r' };
    expect(plain(recordLines(rec).at(-1))).toBe('Cy reached nine cards this round: the game ends (D7).');
    const stored = JSON.parse(JSON.stringify(rec.detail)) as unknown;
    expect(JSON.stringify(stored)).not.toMatch(/deals|reached|Turn order/);
    const d = readDetail(stored, PLAYERS);
    expect(d?.end).toEqual({ t: 'full-row', seats: [2] });
    expect(d?.rounds[1]).toEqual({ dealer: 0, order: [1, 2, 0], keys: ['KD', '3C', 'QH'] });
    expect(plain(d && detailEndWords(d, PLAYERS))).toBe('Cy reached nine cards this round: the game ends (D7).');

    const old = {
      setup,
      rows: (stored as { rows: unknown }).rows,
      rounds: [{ dealer: 2, order: [1, 0, 2], why: 'Cy deals: Cy holds the highest starting card.' }],
      endReason: 'Cy reached nine cards this round: the game ends (D7).',
    };
    const o = readDetail(old, PLAYERS);
    expect(o?.rounds).toEqual([{ dealer: 2, order: [1, 0, 2] }]);
    expect(o?.end).toBeNull();
    expect(plain(o && detailEndWords(o, PLAYERS))).toBe('Cy reached nine cards this round: the game ends (D7).');
  });
});
