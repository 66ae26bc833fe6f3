// The online table machine (server/table.ts), pure: rulings C1, C3-C8 with the
// real timings, no sockets and no clock.
import { describe, expect, it } from 'vitest';
import { CHOICES_TIMINGS } from '../../src/rules/choices';
import { roundScore } from '../../src/games/choices/phases';
import { TableRefusal, continueReveal, expire, newTable, place, predict, readerSeats, sort, startTable } from '../../server/table';
import { pattern } from './bot';

const names = ['Ana', 'Ben', 'Cy', 'Dee'];
function started() {
  const t = newTable();
  startTable(t, names, 0, () => 0.5);
  return t;
}
const author = (t: ReturnType<typeof newTable>) => t.setup!.order[(t.phase as { round: number }).round]!;

describe('online table', () => {
  it('C1: the server shuffles the order once; 3-12 players', () => {
    const t = started();
    expect([...t.setup!.order].sort()).toEqual([0, 1, 2, 3]);
    expect(() => startTable(newTable(), ['A', 'B'], 0)).toThrow(TableRefusal);
    expect(() => startTable(t, names, 0)).toThrow(/already started/);
  });

  it('C3: the author has 35 s; no lock by then voids the round (nobody scores), and the turn is spent', () => {
    const t = started();
    expect(expire(t, CHOICES_TIMINGS.authorMs - 1)).toBe(false);
    expect(expire(t, CHOICES_TIMINGS.authorMs)).toBe(true);
    expect(t.rounds[0]).toEqual({ pattern: null, anchor: null, predictions: [null, null, null] });
    expect(roundScore(t.setup!, 0, t.rounds[0]!)).toEqual({ authorAward: 0, readers: [0, 0, 0].map(() => expect.objectContaining({ award: 0 })) });
    expect(t.phase.k).toBe('reveal');
  });

  it('C4/C8: readers play at once for 40 s; a confirmation counts once; missing readers get 0; the round is scored once', () => {
    const t = started();
    const a = author(t);
    expect(() => sort(t, (a + 1) % 4, pattern('0'), '0', 1)).toThrow(/Only this round’s author/);
    sort(t, a, pattern('0'), '0', 1000);
    expect(t.phase).toEqual({ k: 'readers', round: 0, deadline: 1000 + CHOICES_TIMINGS.readerMs });
    const [r1, r2] = readerSeats(t) as [number, number, number];
    expect(() => place(t, a, '1', 'pass', 1001)).toThrow(/does not read/);
    expect(() => place(t, r1, '0', 'pass', 1001)).toThrow(/anchor stays/);
    predict(t, r1, pattern('0'), 2000);
    expect(() => predict(t, r1, pattern('0', 1), 2001)).toThrow(/already locked in/);
    predict(t, r2, pattern('0', 2), 3000);
    expect(() => predict(t, readerSeats(t)[2]!, pattern('0'), 1000 + CHOICES_TIMINGS.readerMs)).toThrow(/too late/);
    expect(expire(t, 1000 + CHOICES_TIMINGS.readerMs)).toBe(true);
    const record = t.rounds[0]!;
    expect(record.predictions).toEqual([pattern('0'), pattern('0', 2), null]);
    expect(roundScore(t.setup!, 0, record)?.readers.map((r) => r.award)).toEqual([400, expect.any(Number), 0]);
    expect(expire(t, 1000 + CHOICES_TIMINGS.readerMs)).toBe(false); // nothing due: the reveal has its own deadline
    expect(t.rounds[0]).toBe(record);
  });

  it('C7: the reveal can be left after 4 s (a void one at once) and ends by itself at 15 s', () => {
    const t = started();
    sort(t, author(t), pattern('0'), '0', 0);
    for (const s of readerSeats(t)) predict(t, s, pattern('0'), 10);
    expect(t.phase).toEqual({ k: 'reveal', round: 0, start: 10 });
    expect(() => continueReveal(t, 10 + CHOICES_TIMINGS.revealMinMs - 1)).toThrow(/go on in 1 s/);
    continueReveal(t, 10 + CHOICES_TIMINGS.revealMinMs);
    expect(t.phase.k).toBe('author');
    expire(t, 10 + CHOICES_TIMINGS.revealMinMs + CHOICES_TIMINGS.authorMs);
    const start = (t.phase as { start: number }).start;
    continueReveal(t, start); // void: nothing to study
    expect(t.phase).toMatchObject({ k: 'author', round: 2 });
  });
});
