import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHOICES_TIMINGS,
  RulesRefusal,
  applyChoices,
  choicesSetup,
  confirmedSeats,
  deadlineOf,
  draftOf,
  initChoices,
  lockedBy,
  readersOf,
  roundScore,
  standingsOf,
  totalsOf,
} from '../../src/rules';
import { PROMPTS } from '../../src/rules/choices/deck';
import type { ChoicesAction, ChoicesPattern, ChoicesSetup, ChoicesState, ChoicesTableRules } from '../../src/rules';
import { deepFreeze } from './helpers';

// The rulings' numbers, written out: C3 the author has 35 s, C4 each reader 40 s, C7 the reveal stays up to 15 s
// and may be left after 4 s. The machine is given the rules core's timings; these check them.
const authorMs = 35_000;
const readerMs = 40_000;
const revealMinMs = 4_000;
const revealMaxMs = 15_000;
const TOGETHER = { reading: 'together', timings: CHOICES_TIMINGS } as const;

/** Four seats; authors by round: seat 2, 0, 3, 1 (C1). */
const setup: ChoicesSetup = deepFreeze({
  v: 1,
  players: ['Ana', 'Ben', 'Cy', 'Dee'],
  order: [2, 0, 3, 1],
  prompts: PROMPTS.slice(0, 4).map((p) => ({ ...p })),
});

/** Tiles 0,1 in Pick first; 2,3 in Keep in reserve; 4,5 in Pass. */
const P: ChoicesPattern = { 0: 'pick', 1: 'pick', 2: 'reserve', 3: 'reserve', 4: 'pass', 5: 'pass' };
/** Against P with anchor 0: 1, 3 and 5 right, 2 and 4 swapped: 3 correct. */
const THREE: ChoicesPattern = { 0: 'pick', 1: 'pick', 2: 'pass', 3: 'reserve', 4: 'reserve', 5: 'pass' };
/** Against P with anchor 1: every other tile in another zone: 0 correct. */
const NONE_BUT_1: ChoicesPattern = { 0: 'pass', 1: 'pick', 2: 'pick', 3: 'pass', 4: 'reserve', 5: 'reserve' };
/** Against P with anchor 1: 0, 2 and 5 right: 3 correct. */
const THREE_BUT_1: ChoicesPattern = { 0: 'pick', 1: 'pick', 2: 'reserve', 3: 'pass', 4: 'reserve', 5: 'pass' };
/** Against P with anchor 0: only 1 right: 1 correct. */
const ONE: ChoicesPattern = { 0: 'pick', 1: 'pick', 2: 'pass', 3: 'pass', 4: 'reserve', 5: 'reserve' };

function table(rules: ChoicesTableRules = TOGETHER, s = setup) {
  let state = initChoices(rules);
  const act = (a: ChoicesAction) => (state = applyChoices(deepFreeze(state), a, s));
  return {
    act,
    get state(): ChoicesState {
      return state;
    },
  };
}

const refusal = (code: string, facts?: object) => expect.objectContaining(facts ? { code, facts } : { code });

describe('Choices machine, readers together (online)', () => {
  it('C3-C6, C10: a whole game of four worked by hand: 180/0/180/400, a void round, then 980 for Dee', () => {
    const t = table();
    t.act({ t: 'next', at: 0 });
    // Round 1: Cy (seat 2) authors; readers Dee, Ana, Ben (clockwise from Cy's left, C4).
    expect(t.state.phase).toEqual({ k: 'author', round: 0, deadline: authorMs });
    t.act({ t: 'sort', at: 1000, seat: 2, pattern: P, anchor: '0' });
    expect(t.state.phase).toEqual({ k: 'readers', round: 0, deadline: 1000 + readerMs });
    t.act({ t: 'predict', at: 2000, seat: 3, pattern: P }); // 5 right: 5 x 60 + 100 = 400
    t.act({ t: 'predict', at: 3000, seat: 0, pattern: THREE }); // 3 right: 180
    expect(confirmedSeats(t.state)).toEqual([0, 3]);
    t.act({ t: 'expire', at: 1000 + readerMs }); // Ben missing: 0 (C4)
    expect(t.state.rounds[0]!.predictions).toEqual([P, THREE, null]);
    expect(t.state.phase).toEqual({
      k: 'reveal',
      round: 0,
      start: 1000 + readerMs,
      continueAt: 1000 + readerMs + revealMinMs,
      deadline: 1000 + readerMs + revealMaxMs,
    });
    // Cy gets the median of 400, 180, 0 (C6).
    expect(totalsOf(t.state, setup)).toEqual([180, 0, 180, 400]);

    // Round 2: Ana (seat 0) never locks: the round is void, nobody scores (C3), and its notice may be left at once.
    t.act({ t: 'next', at: 50_000 });
    t.act({ t: 'expire', at: 50_000 + authorMs });
    expect(t.state.rounds[1]).toEqual({ pattern: null, anchor: null, predictions: [null, null, null] });
    expect(t.state.phase).toMatchObject({ k: 'reveal', round: 1, continueAt: 50_000 + authorMs });
    expect(totalsOf(t.state, setup)).toEqual([180, 0, 180, 400]);

    // Round 3: Dee (seat 3) authors with anchor 1; readers Ana 0 correct (0), Ben 5 (400), Cy 3 (180); Dee the median, 180.
    t.act({ t: 'next', at: 90_000 });
    t.act({ t: 'sort', at: 91_000, seat: 3, pattern: P, anchor: '1' });
    t.act({ t: 'predict', at: 92_000, seat: 0, pattern: NONE_BUT_1 });
    t.act({ t: 'predict', at: 92_000, seat: 1, pattern: P });
    t.act({ t: 'predict', at: 93_000, seat: 2, pattern: THREE_BUT_1 }); // the last reader in ends the phase at once
    expect(t.state.phase).toMatchObject({ k: 'reveal', round: 2, start: 93_000 });
    expect(totalsOf(t.state, setup)).toEqual([180, 400, 360, 580]);

    // Round 4: Ben (seat 1) authors; Cy and Dee both 400, Ana missing: median 400 for Ben.
    t.act({ t: 'expire', at: 93_000 + revealMaxMs }); // the reveal ends by itself at 15 s (C7)
    t.act({ t: 'sort', at: 110_000, seat: 1, pattern: P, anchor: '0' });
    t.act({ t: 'predict', at: 111_000, seat: 2, pattern: P });
    t.act({ t: 'predict', at: 111_000, seat: 3, pattern: P });
    t.act({ t: 'expire', at: 110_000 + readerMs });
    expect(totalsOf(t.state, setup)).toEqual([180, 800, 760, 980]);
    t.act({ t: 'next', at: 200_000 });
    expect(t.state.phase).toEqual({ k: 'done' });
    expect(standingsOf(t.state, setup).map((s) => [s.name, s.total, s.place, s.winner])).toEqual([
      ['Dee', 980, 1, true],
      ['Ben', 800, 2, false],
      ['Cy', 760, 3, false],
      ['Ana', 180, 4, false],
    ]);
  });

  it('C3, C4: only the author sorts, only readers predict, the anchor stays put; refusals are codes with facts', () => {
    const t = table();
    t.act({ t: 'next', at: 0 });
    expect(() => t.act({ t: 'place', at: 1, seat: 0, id: '1', zone: 'pass' })).toThrow(
      refusal('choices/not-your-turn', { phase: 'author', seat: 0 }),
    );
    expect(() => t.act({ t: 'sort', at: 1, seat: 3, pattern: P, anchor: '0' })).toThrow(
      refusal('choices/not-your-turn'),
    );
    expect(() => t.act({ t: 'sort', at: 1, pattern: P, anchor: '0' })).toThrow(
      refusal('choices/not-your-turn', { phase: 'author', seat: null }),
    );
    expect(() => t.act({ t: 'sort', at: 1, seat: 2, pattern: P, anchor: '2' })).toThrow(
      refusal('choices/anchor-not-pick', { anchor: '2' }),
    );
    expect(() => t.act({ t: 'sort', at: 1, seat: 2, pattern: { ...P, 2: 'pick' }, anchor: '0' })).toThrow(
      refusal('choices/bad-sort'),
    );
    t.act({ t: 'place', at: 2, seat: 2, id: '4', zone: 'pass' });
    expect(draftOf(t.state, setup, 2)).toEqual({ 4: 'pass' });
    t.act({ t: 'sort', at: 3, seat: 2, pattern: P, anchor: '0' });
    expect(() => t.act({ t: 'place', at: 4, seat: 2, id: '1', zone: 'pass' })).toThrow(
      refusal('choices/not-your-turn', { phase: 'readers', seat: 2 }),
    );
    expect(() => t.act({ t: 'place', at: 4, seat: 3, id: '0', zone: 'pass' })).toThrow(
      refusal('choices/anchor-locked', { round: 0, tile: '0' }),
    );
    expect(() => t.act({ t: 'predict', at: 4, seat: 2, pattern: P })).toThrow(refusal('choices/not-your-turn'));
    t.act({ t: 'place', at: 5, seat: 3, id: '1', zone: 'reserve' });
    t.act({ t: 'place', at: 5, seat: 0, id: '2', zone: 'pass' });
    // Each reader's draft is its own (C9).
    expect(draftOf(t.state, setup, 3)).toEqual({ 1: 'reserve' });
    expect(draftOf(t.state, setup, 0)).toEqual({ 2: 'pass' });
    t.act({ t: 'predict', at: 6, seat: 3, pattern: P });
    expect(lockedBy(t.state, setup, 3)).toEqual(P);
    expect(lockedBy(t.state, setup, 0)).toBeNull();
    // C4: a confirmed prediction is accepted once, and its tiles no longer move.
    expect(() => t.act({ t: 'predict', at: 7, seat: 3, pattern: THREE })).toThrow(
      refusal('choices/already-locked', { seat: 3 }),
    );
    expect(() => t.act({ t: 'place', at: 7, seat: 3, id: '2', zone: 'pass' })).toThrow(
      refusal('choices/already-locked'),
    );
    expect(() => t.act({ t: 'predict', at: 3 + readerMs, seat: 0, pattern: P })).toThrow(refusal('choices/too-late'));
    expect(() => t.act({ t: 'next', at: 8 })).toThrow(refusal('choices/nothing-next', { phase: 'readers' }));
    expect(() => t.act({ t: 'claim', at: 8 })).toThrow(refusal('choices/no-gate'));
  });

  it('C7: the reveal may be left from 4 s, not before, and the wait is said in whole seconds', () => {
    const t = table();
    t.act({ t: 'next', at: 0 });
    t.act({ t: 'sort', at: 0, seat: 2, pattern: P, anchor: '0' });
    for (const seat of [3, 0, 1]) t.act({ t: 'predict', at: 100, seat, pattern: P });
    expect(() => t.act({ t: 'next', at: 100 + revealMinMs - 1 })).toThrow(
      refusal('choices/reveal-wait', { seconds: 1 }),
    );
    expect(() => t.act({ t: 'next', at: 100 })).toThrow(refusal('choices/reveal-wait', { seconds: 4 }));
    t.act({ t: 'next', at: 100 + revealMinMs });
    expect(t.state.phase).toEqual({ k: 'author', round: 1, deadline: 100 + revealMinMs + authorMs });
  });

  it('C8: an expire before its deadline is refused, so a late or repeated timer never scores a round twice', () => {
    const t = table();
    t.act({ t: 'next', at: 0 });
    expect(() => t.act({ t: 'expire', at: authorMs - 1 })).toThrow(refusal('choices/not-due'));
    t.act({ t: 'expire', at: authorMs });
    const scored = t.state.rounds[0];
    expect(() => t.act({ t: 'expire', at: authorMs })).toThrow(refusal('choices/not-due', { phase: 'reveal' }));
    expect(t.state.rounds[0]).toBe(scored);
  });

  it('C1: a table of 2 or 13 players is refused with the count and the range', () => {
    expect(() => choicesSetup(['A', 'B'], () => 0, PROMPTS)).toThrow(
      refusal('choices/player-count', { count: 2, min: 3, max: 12 }),
    );
    expect(() =>
      choicesSetup(
        Array.from({ length: 13 }, (_, i) => `P${i}`),
        () => 0,
        PROMPTS,
      ),
    ).toThrow(RulesRefusal);
  });
});

describe('Choices machine, readers in turn (one phone)', () => {
  it('C9, C6: readers go one after another behind a gate; two readers with 400 and 60 give the author their mean, 230', () => {
    const three: ChoicesSetup = deepFreeze({
      ...setup,
      players: ['Ana', 'Ben', 'Cy'],
      order: [1, 2, 0],
      prompts: setup.prompts.slice(0, 3),
    });
    const t = table(initChoices().rules, three);
    t.act({ t: 'next', at: 0 });
    expect(t.state.phase).toEqual({ k: 'gate', round: 0, reader: null });
    t.act({ t: 'claim', at: 10 });
    t.act({ t: 'sort', at: 20, pattern: P, anchor: '0' });
    expect(t.state.phase).toEqual({ k: 'anchor', round: 0 });
    t.act({ t: 'next', at: 30 });
    expect(t.state.phase).toEqual({ k: 'gate', round: 0, reader: 0 });
    t.act({ t: 'claim', at: 40 });
    expect(deadlineOf(t.state.phase)).toBe(40 + readerMs);
    t.act({ t: 'predict', at: 50, pattern: P }); // Cy (seat 2, the author's left): 400
    expect(t.state.phase).toEqual({ k: 'gate', round: 0, reader: 1 });
    t.act({ t: 'claim', at: 60 });
    t.act({ t: 'predict', at: 70, pattern: ONE }); // Ana: 1 right, 60
    expect(totalsOf(t.state, three)).toEqual([60, 230, 400]);
  });
});

/** Every 2/2/2 sort of tiles 0-5 (90 of them). */
const SORTS: ChoicesPattern[] = Array.from({ length: 3 ** 6 }, (_, code) => {
  const zones = ['pick', 'reserve', 'pass'] as const;
  return Object.fromEntries(
    Array.from({ length: 6 }, (_, tile) => [String(tile), zones[Math.floor(code / 3 ** tile) % 3]!]),
  ) as ChoicesPattern;
}).filter((p) => ['pick', 'reserve', 'pass'].every((z) => Object.values(p).filter((x) => x === z).length === 2));

const tableOf = (n: number): ChoicesSetup =>
  deepFreeze({
    v: 1,
    players: ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'].slice(0, n),
    order: Array.from({ length: n }, (_, i) => (n - 1 - i + 1) % n),
    prompts: PROMPTS.slice(0, n).map((p) => ({ ...p })),
  });

const move = fc.record({
  t: fc.constantFrom('next', 'claim', 'place', 'sort', 'predict', 'expire'),
  seat: fc.integer({ min: -1, max: 6 }),
  sort: fc.nat({ max: SORTS.length - 1 }),
  tile: fc.constantFrom('0', '1', '2', '3', '4', '5', '6'),
  wait: fc.integer({ min: 0, max: 45_000 }),
});

describe('Choices machine properties', () => {
  it("C3-C8: any stream of moves from any seat is taken or refused with a code; awards are C5's, the author's lies between its readers', a void round scores nobody, a scored round never changes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.constantFrom('in-turn', 'together'),
        fc.array(move, { maxLength: 120 }),
        (n, reading, moves) => {
          const s = tableOf(n);
          let state = initChoices({ reading: reading as 'in-turn' | 'together', timings: CHOICES_TIMINGS });
          let at = 0;
          const ended = new Map<number, unknown>();
          for (const m of moves) {
            at += m.wait;
            const pattern = SORTS[m.sort]!;
            const by = reading === 'together' ? { seat: m.seat } : {};
            const action: ChoicesAction =
              m.t === 'place'
                ? { t: 'place', at, ...by, id: m.tile, zone: pattern[m.tile] ?? 'pick' }
                : m.t === 'sort'
                  ? { t: 'sort', at, ...by, pattern, anchor: m.tile }
                  : m.t === 'predict'
                    ? { t: 'predict', at, ...by, pattern }
                    : { t: m.t, at };
            try {
              state = applyChoices(deepFreeze(state), action, s);
            } catch (err) {
              expect(err).toBeInstanceOf(RulesRefusal);
              continue;
            }
            const d = deadlineOf(state.phase);
            if (d !== null) expect(d).toBeGreaterThanOrEqual(at); // C8: a deadline is an absolute time ahead
            state.rounds.forEach((r, i) => {
              const score = roundScore(s, i, r);
              if (!score) return;
              if (ended.has(i)) expect(r).toBe(ended.get(i));
              ended.set(i, r);
              for (const x of score.readers) expect([0, 60, 120, 180, 400]).toContain(x.award); // C5
              const awards = score.readers.map((x) => x.award);
              expect(score.authorAward).toBeGreaterThanOrEqual(Math.min(...awards));
              expect(score.authorAward).toBeLessThanOrEqual(Math.max(...awards));
              if (r.pattern === null) expect([...awards, score.authorAward].every((x) => x === 0)).toBe(true);
            });
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('C9: the same sorts and predictions score the same whether readers read in turn on one phone or together', () => {
    const round = fc.record({
      locks: fc.boolean(),
      sort: fc.nat({ max: SORTS.length - 1 }),
      anchor: fc.nat({ max: 1 }),
      guesses: fc.array(fc.option(fc.nat({ max: 29 })), { minLength: 5, maxLength: 5 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), fc.array(round, { minLength: 6, maxLength: 6 }), (n, rounds) => {
        const s = tableOf(n);
        let one = initChoices();
        let all = initChoices(TOGETHER);
        let at = 0;
        const go = (a: ChoicesAction, together = false) => {
          if (together) all = applyChoices(all, a, s);
          else one = applyChoices(one, a, s);
        };
        go({ t: 'next', at });
        go({ t: 'next', at }, true);
        for (let r = 0; r < n; r++) {
          const plan = rounds[r]!;
          const pattern = SORTS[plan.sort]!;
          const anchor = Object.keys(pattern).filter((k) => pattern[k] === 'pick')[plan.anchor]!;
          const fits = SORTS.filter((p) => p[anchor] === 'pick');
          go({ t: 'claim', at });
          if (!plan.locks) {
            at += authorMs;
            go({ t: 'expire', at });
            go({ t: 'expire', at }, true);
          } else {
            go({ t: 'sort', at, pattern, anchor });
            go({ t: 'sort', at, seat: s.order[r]!, pattern, anchor }, true);
            go({ t: 'next', at });
            const readers = readersOf(s, r);
            readers.forEach((seat, i) => {
              const guess = plan.guesses[i];
              go({ t: 'claim', at });
              if (guess === null || guess === undefined) {
                go({ t: 'expire', at: at + readerMs });
              } else {
                go({ t: 'predict', at, pattern: fits[guess]! });
                go({ t: 'predict', at, seat, pattern: fits[guess]! }, true);
              }
            });
            if (all.phase.k === 'readers') go({ t: 'expire', at: at + readerMs }, true);
            at += readerMs;
          }
          at += revealMaxMs;
          go({ t: 'expire', at });
          go({ t: 'expire', at }, true);
        }
        expect(one.phase).toEqual({ k: 'done' });
        expect(all.phase).toEqual({ k: 'done' });
        expect(all.rounds).toEqual(one.rounds);
        expect(totalsOf(all, s)).toEqual(totalsOf(one, s));
      }),
      { numRuns: 150 },
    );
  });
});
