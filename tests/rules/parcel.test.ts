import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  PARCELS,
  PARCEL_BRISK_SECONDS,
  parcelPartner,
  parcelTurn,
  parcelTotalTurns,
  parcelLapStart,
  parcelLapRoute,
  parcelComparable,
  parcelIsComplete,
  parcelCheckDeal,
  parcelDeckCounts,
  parcelSwap,
  parcelGroupScore,
  parcelAllComplete,
  parcelDeal,
  parcelDeck,
  parcelDealProblems,
  parcelDeclaredScore,
  parcelIsSwap,
  parcelLapFirstTurn,
  parcelLapOfTurn,
  parcelIsLastOfLap,
  parcelSamePartnerRoute,
  parcelSetsBest,
  parcelSwapPossible,
  RulesRefusal,
  secondsLeft,
} from '../../src/rules/index.ts';
import type { Parcel } from '../../src/rules/index.ts';
import { deepFreeze, mulberry32 } from './helpers';

const FULL: Parcel[] = ['SUN', 'MOON', 'LEAF', 'KEY'];
/** Aster, Birch and two complete players: a correct four-player deal. */
function asterBirch(): Parcel[][] {
  return [['SUN', 'SUN', 'LEAF', 'KEY'], ['MOON', 'MOON', 'LEAF', 'KEY'], [...FULL], [...FULL]];
}

describe('Parcel Parade worked example', () => {
  it('P4: Aster gives one SUN to Birch for one MOON and both complete their sets', () => {
    const hands = deepFreeze(asterBirch());
    const after = parcelSwap(hands, 0, 'SUN', 1, 'MOON');
    expect(after[0]).toEqual(['MOON', 'SUN', 'LEAF', 'KEY']);
    expect(after[1]).toEqual(['SUN', 'MOON', 'LEAF', 'KEY']);
    expect(parcelIsComplete(after[0]!)).toBe(true);
    expect(parcelIsComplete(after[1]!)).toBe(true);
    expect(parcelGroupScore(after)).toBe(4);
    expect(parcelAllComplete(after)).toBe(true);
    expect(hands).toEqual(asterBirch());
  });
  it('P4: a completed player may accept an extra LEAF and lose completion for now', () => {
    const after = parcelSwap(asterBirch(), 2, 'MOON', 0, 'LEAF');
    expect(parcelIsComplete(after[2]!)).toBe(false);
    expect(after[2]).toEqual(['SUN', 'LEAF', 'LEAF', 'KEY']);
    expect(parcelGroupScore(after)).toBe(1);
  });
});

describe('Parcel Parade rulings', () => {
  it('P1: the deck for five players is 20 cards, five of each symbol numbered 1-5; none for 2 or 9', () => {
    const deck = parcelDeck(5);
    expect(deck).toHaveLength(20);
    expect(deck.filter((c) => c.parcel === 'MOON').map((c) => c.copy)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(deck.map((c) => `${c.parcel}${c.copy}`)).size).toBe(20);
    expect(() => parcelDeck(2)).toThrow(RangeError);
    expect(() => parcelDeck(9)).toThrow(RangeError);
  });
  it('P1: a correct deal has N of each symbol and four cards a hand', () => {
    expect(parcelCheckDeal(deepFreeze(asterBirch()))).toEqual([]);
    expect(parcelDeckCounts(asterBirch())).toEqual({ SUN: 4, MOON: 4, LEAF: 4, KEY: 4 });
    const dealt = parcelDeal(5, mulberry32(7));
    expect(dealt).toHaveLength(5);
    expect(dealt.every((h) => h.length === 4)).toBe(true);
    expect(parcelDeckCounts(dealt)).toEqual({ SUN: 5, MOON: 5, LEAF: 5, KEY: 5 });
    expect(PARCELS).toEqual(['SUN', 'MOON', 'LEAF', 'KEY']);
  });
  it('P1: player counts outside 3..8 throw', () => {
    expect(() => parcelPartner(9, 0, 1)).toThrow('player count 9 is outside 3..8');
    expect(() => parcelTurn(2, 0, 0)).toThrow('player count 2 is outside 3..8');
    expect(() => parcelSwap([[...FULL], [...FULL]], 0, 'SUN', 1, 'MOON')).toThrow('player count 2 is outside 3..8');
  });
  it('P1: a hand of another size or with an unknown symbol throws', () => {
    expect(() => parcelIsComplete(['SUN', 'MOON', 'LEAF'])).toThrow('has 3 cards; a hand holds 4');
    expect(() => parcelIsComplete(['SUN', 'MOON', 'LEAF', 'STAR' as Parcel])).toThrow(
      'hand card 4: "STAR" is not a parcel',
    );
    expect(parcelIsComplete(['KEY', 'LEAF', 'MOON', 'SUN'])).toBe(true);
    expect(parcelIsComplete(['KEY', 'LEAF', 'MOON', 'MOON'])).toBe(false);
  });
  it('P1: parcelCheckDeal says which symbol is over or short and which hands hold the surplus', () => {
    const hands: Parcel[][] = [
      ['SUN', 'SUN', 'MOON', 'LEAF'],
      ['SUN', 'MOON', 'SUN', 'KEY'],
      [...FULL],
      ['MOON', 'LEAF', 'KEY', 'KEY'],
    ];
    expect(parcelCheckDeal(deepFreeze(hands))).toEqual([
      'One SUN too many: there are 5 SUN for 4 players, and the deck needs exactly 4. Check seat 1 and seat 2, who hold more than one SUN.',
      'One LEAF missing: there are 3 LEAF for 4 players, and the deck needs exactly 4.',
    ]);
    expect(parcelCheckDeal(hands, ['Ana', 'Ben', 'Cy', 'Dee'])[0]).toBe(
      'One SUN too many: there are 5 SUN for 4 players, and the deck needs exactly 4. Check Ana and Ben, who hold more than one SUN.',
    );
  });
  it('P1: parcelCheckDeal reports a hand of the wrong size and a wrong player count', () => {
    const hands: Parcel[][] = [['SUN', 'MOON', 'LEAF', 'KEY', 'SUN'], ['SUN', 'MOON', 'LEAF'], [...FULL]];
    expect(parcelCheckDeal(deepFreeze(hands))).toEqual([
      'Seat 1 has five cards; every hand holds 4.',
      'Seat 2 has three cards; every hand holds 4.',
      'One SUN too many: there are 4 SUN for 3 players, and the deck needs exactly 3. Check seat 1, who holds more than one SUN.',
      'One KEY missing: there are 2 KEY for 3 players, and the deck needs exactly 3.',
    ]);
    expect(parcelCheckDeal([[...FULL], [...FULL]])).toEqual([
      'There are 2 hands, but Parcel Parade is for 3 to 8 players.',
    ]);
  });
  it('P2: routes are clockwise one, counterclockwise one, clockwise two, counterclockwise two', () => {
    expect([1, 2, 3, 4].map((r) => parcelPartner(5, 0, r as 1))).toEqual([1, 4, 2, 3]);
    expect([1, 2, 3, 4].map((r) => parcelPartner(6, 5, r as 1))).toEqual([0, 4, 1, 3]);
    expect(() => parcelPartner(5, 0, 5 as 1)).toThrow('route 5 is not 1, 2, 3 or 4');
    expect(() => parcelPartner(5, 5, 1)).toThrow('seat 5 does not exist at 5 players');
  });
  it('P2: at three players clockwise two reaches the same person as counterclockwise one', () => {
    for (const s of [0, 1, 2]) expect(parcelPartner(3, s, 3)).toBe(parcelPartner(3, s, 2));
    expect(parcelPartner(4, 0, 3)).toBe(parcelPartner(4, 0, 4));
  });
  it('P2: the route a two-seat card matches only at three players: clockwise two is counterclockwise one there', () => {
    expect(parcelSamePartnerRoute(3, 3)).toBe(2);
    expect(parcelSamePartnerRoute(3, 4)).toBe(1);
    expect(parcelSamePartnerRoute(3, 1)).toBeNull();
    expect(parcelSamePartnerRoute(3, 2)).toBeNull();
    for (const n of [4, 5, 6, 7, 8])
      for (const r of [1, 2, 3, 4] as const) expect(parcelSamePartnerRoute(n, r)).toBeNull();
  });
  it('P3: lap L starts at first + L - 1 and runs clockwise for N turns, 4N turns in all', () => {
    expect(parcelTurn(4, 2, 0)).toEqual({ lap: 1, seat: 2, route: 1, partner: 3 });
    expect(parcelTurn(4, 2, 3)).toEqual({ lap: 1, seat: 1, route: 1, partner: 2 });
    expect(parcelTurn(4, 2, 4)).toEqual({ lap: 2, seat: 3, route: 2, partner: 2 });
    expect(parcelTurn(4, 2, 8)).toEqual({ lap: 3, seat: 0, route: 3, partner: 2 });
    expect(parcelTurn(4, 2, 15)).toEqual({ lap: 4, seat: 0, route: 4, partner: 2 });
    expect(parcelTotalTurns(5)).toBe(20);
    expect([1, 2, 3, 4].map((l) => parcelLapStart(5, 3, l))).toEqual([3, 4, 0, 1]);
    expect(() => parcelTurn(4, 2, 16)).toThrow('turn 16 is outside 0..15');
    expect(() => parcelTurn(4, 2, -1)).toThrow('turn -1 is outside 0..15');
  });
  it('P3: turn order stays clockwise even when the route trades counterclockwise', () => {
    const lap2 = [4, 5, 6, 7].map((t) => parcelTurn(4, 0, t));
    expect(lap2.map((t) => t.seat)).toEqual([1, 2, 3, 0]);
    expect(lap2.map((t) => t.partner)).toEqual([0, 1, 2, 3]);
  });
  it('P4: identical symbols are a pass, not a swap; self-swaps and missing cards throw', () => {
    const hands = asterBirch();
    expect(() => parcelSwap(hands, 0, 'LEAF', 1, 'LEAF')).toThrow(
      'swapping LEAF for LEAF is not a swap: identical symbols are a pass',
    );
    expect(() => parcelSwap(hands, 0, 'SUN', 0, 'LEAF')).toThrow('seat 0 cannot swap with itself');
    expect(() => parcelSwap(hands, 0, 'MOON', 1, 'KEY')).toThrow('seat 0 does not hold MOON to give');
    expect(() => parcelSwap(hands, 0, 'SUN', 1, 'SUN')).toThrow(RangeError);
    expect(() => parcelSwap(hands, 0, 'KEY', 2, 'SUN')).not.toThrow();
    expect(() => parcelSwap(hands, 0, 'KEY', 1, 'SUN')).toThrow('seat 1 does not hold SUN to give back');
    expect(() => parcelSwap(hands, 0, 'SUN', 4, 'MOON')).toThrow('seat 4 does not exist at 4 players');
  });
  it('P4: refusals carry a code and the facts (seat indices, the symbol), for the game to word', () => {
    const hands = asterBirch();
    const caught = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return err instanceof RulesRefusal ? { code: err.code, facts: err.facts } : 'plain';
      }
      return 'none';
    };
    expect(caught(() => parcelSwap(hands, 0, 'LEAF', 1, 'LEAF'))).toEqual({
      code: 'parcel/same-symbol',
      facts: { seat: 0, partner: 1, parcel: 'LEAF' },
    });
    expect(caught(() => parcelSwap(hands, 0, 'MOON', 1, 'KEY'))).toEqual({
      code: 'parcel/not-held',
      facts: { seat: 0, parcel: 'MOON' },
    });
    expect(caught(() => parcelSwap(hands, 0, 'KEY', 1, 'SUN'))).toEqual({
      code: 'parcel/not-held',
      facts: { seat: 1, parcel: 'SUN' },
    });
    // Out of the domain: a plain RangeError, not a refusal to show.
    expect(caught(() => parcelSwap(hands, 0, 'SUN', 0, 'LEAF'))).toBe('plain');
    expect(caught(() => parcelDeclaredScore(4, 3))).toEqual({
      code: 'parcel/deck-error',
      facts: { players: 4, complete: 3 },
    });
    expect(caught(() => parcelDeclaredScore(4, 5))).toBe('plain');
    expect(parcelDeclaredScore(4, 4)).toEqual({ complete: true, score: 4 });
    expect(parcelDeclaredScore(4, 2)).toEqual({ complete: false, score: 2 });
  });
  it('P4: whether a pair can swap at all, and which symbols make a swap', () => {
    expect(parcelIsSwap('SUN', 'MOON')).toBe(true);
    expect(parcelIsSwap('KEY', 'KEY')).toBe(false);
    const onlyLeaf: Parcel[][] = [
      ['LEAF', 'LEAF', 'LEAF', 'LEAF'],
      ['LEAF', 'SUN', 'MOON', 'KEY'],
      ['SUN', 'SUN', 'MOON', 'KEY'],
      ['SUN', 'MOON', 'MOON', 'KEY'],
      ['KEY', 'KEY', 'SUN', 'MOON'],
    ];
    expect(parcelSwapPossible(onlyLeaf, 0, 1)).toBe(true);
    expect(
      parcelSwapPossible(
        [
          ['LEAF', 'LEAF', 'LEAF', 'LEAF'],
          ['LEAF', 'LEAF', 'LEAF', 'LEAF'],
        ],
        0,
        1,
      ),
    ).toBe(false);
  });
  it('P1: deal problems as facts: which symbol, how many, whose hands', () => {
    const hands: Parcel[][] = [
      ['SUN', 'SUN', 'MOON', 'LEAF'],
      ['SUN', 'MOON', 'SUN', 'KEY'],
      [...FULL],
      ['MOON', 'LEAF', 'KEY', 'KEY'],
    ];
    expect(parcelDealProblems(hands)).toEqual([
      { code: 'parcel/too-many', facts: { parcel: 'SUN', have: 5, need: 4, seats: [0, 1], heavy: true } },
      { code: 'parcel/missing', facts: { parcel: 'LEAF', have: 3, need: 4 } },
    ]);
    expect(parcelDealProblems([['SUN'], [], []])).toEqual([
      { code: 'parcel/hand-size', facts: { seat: 0, cards: 1, size: 4 } },
      { code: 'parcel/hand-size', facts: { seat: 1, cards: 0, size: 4 } },
      { code: 'parcel/hand-size', facts: { seat: 2, cards: 0, size: 4 } },
      { code: 'parcel/missing', facts: { parcel: 'SUN', have: 1, need: 3 } },
      { code: 'parcel/missing', facts: { parcel: 'MOON', have: 0, need: 3 } },
      { code: 'parcel/missing', facts: { parcel: 'LEAF', have: 0, need: 3 } },
      { code: 'parcel/missing', facts: { parcel: 'KEY', have: 0, need: 3 } },
    ]);
  });
  it('P3: where a turn index falls: lap and place in the lap (5 players: turn 7 is lap 2, third turn)', () => {
    expect(parcelLapOfTurn(5, 0)).toEqual({ lap: 1, index: 0 });
    expect(parcelLapOfTurn(5, 7)).toEqual({ lap: 2, index: 2 });
    expect(parcelLapOfTurn(5, 19)).toEqual({ lap: 4, index: 4 });
    expect(parcelLapOfTurn(5, 20)).toEqual({ lap: 4, index: 5 });
    expect(() => parcelLapOfTurn(5, 21)).toThrow(RangeError);
    expect([1, 2, 3, 4].map((l) => parcelLapFirstTurn(5, l))).toEqual([0, 5, 10, 15]);
  });
  it('P3: the last turn of each lap (4 players: turns 3, 7, 11 and 15)', () => {
    const last = Array.from({ length: 16 }, (_, t) => t).filter((t) => parcelIsLastOfLap(4, t));
    expect(last).toEqual([3, 7, 11, 15]);
  });
  it('P5/P7: a complete deal with nothing played, a variant or a replayed lap never sets a best', () => {
    expect(parcelSetsBest('standard', false, 6)).toBe(true);
    expect(parcelSetsBest('standard', false, 0)).toBe(false);
    expect(parcelSetsBest('standard', true, 6)).toBe(false);
    expect(parcelSetsBest('young', false, 6)).toBe(false);
  });
  it('P4: a swap on a wrong deal throws', () => {
    const wrong: Parcel[][] = [['SUN', 'SUN', 'SUN', 'KEY'], ['MOON', 'MOON', 'LEAF', 'KEY'], [...FULL], [...FULL]];
    expect(() => parcelSwap(wrong, 0, 'SUN', 1, 'MOON')).toThrow(/are not a correct deal: One SUN too many/);
  });
  it('P5: a complete deal ends at once with 0 swaps', () => {
    const deal = [[...FULL], [...FULL], [...FULL]];
    expect(parcelAllComplete(deal)).toBe(true);
    expect(parcelAllComplete(asterBirch())).toBe(false);
  });
  it('P6: the group score counts complete hands', () => {
    expect(parcelGroupScore(asterBirch())).toBe(2);
    expect(parcelGroupScore([[...FULL], [...FULL], [...FULL]])).toBe(3);
    expect(
      parcelGroupScore([
        ['SUN', 'SUN', 'MOON', 'MOON'],
        ['LEAF', 'LEAF', 'KEY', 'KEY'],
        ['SUN', 'MOON', 'LEAF', 'KEY'],
      ]),
    ).toBe(1);
  });
  it('P6: N-1 complete hands is a deck error and throws', () => {
    const hands: Parcel[][] = [[...FULL], [...FULL], [...FULL], ['SUN', 'SUN', 'MOON', 'LEAF']];
    expect(() => parcelGroupScore(hands)).toThrow(RangeError);
    expect(() => parcelGroupScore(hands)).toThrow(
      /One SUN too many.*Check seat 4, who holds more than one SUN\..*One KEY missing/,
    );
  });
  it('P7: young plays route 1 every lap; tougher keeps the standard routes', () => {
    expect([0, 4, 8, 12].map((t) => parcelTurn(4, 0, t, 'young').route)).toEqual([1, 1, 1, 1]);
    expect([0, 4, 8, 12].map((t) => parcelTurn(4, 0, t, 'tougher').route)).toEqual([1, 2, 3, 4]);
    expect(parcelTurn(4, 0, 13, 'young')).toEqual({ lap: 4, seat: 0, route: 1, partner: 1 });
    expect([1, 2, 3, 4].map((l) => parcelLapRoute(l, 'young'))).toEqual([1, 1, 1, 1]);
    expect(() => parcelTurn(4, 0, 0, 'easy' as 'young')).toThrow('variant "easy" is not standard, young or tougher');
  });
  it('P7: variant games and games with a replayed lap are not comparable', () => {
    expect(parcelComparable('standard', false)).toBe(true);
    expect(parcelComparable('standard', true)).toBe(false);
    expect(parcelComparable('young', false)).toBe(false);
    expect(parcelComparable('tougher', false)).toBe(false);
  });
  it('P8: a swap is undone by the reverse swap, back to the deal', () => {
    const deal = deepFreeze(parcelDeal(6, mulberry32(99)));
    const give = deal[0]![0]!;
    const receive = deal[1]!.find((q) => q !== give);
    if (!give || !receive) throw new Error('test deal unsuitable');
    const after = parcelSwap(deal, 0, give, 1, receive);
    expect(parcelSwap(after, 0, receive, 1, give)).toEqual(deal);
  });
  it('P9: laps, routes and partners need only the player count, no hands', () => {
    const walk = Array.from({ length: parcelTotalTurns(3) }, (_, t) => parcelTurn(3, 1, t));
    expect(walk.map((t) => `${t.seat}>${t.partner}`).join(' ')).toBe('1>2 2>0 0>1 2>1 0>2 1>0 0>2 1>0 2>1 1>2 2>0 0>1');
  });
  it('P10: the brisk timer is about 30 s and only counts down, never below 0', () => {
    expect(PARCEL_BRISK_SECONDS).toBe(30);
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 45_000)).toBe(0);
  });
});

// ---- properties ----

const dealArb = fc
  .record({ n: fc.integer({ min: 3, max: 8 }), seed: fc.integer() })
  .map(({ n, seed }) => parcelDeal(n, mulberry32(seed)));

describe('Parcel Parade properties', () => {
  it('P3: every seat starts one turn per lap, and lap starts move one seat clockwise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.nat(),
        fc.constantFrom('standard', 'young', 'tougher' as const),
        (n, f, variant) => {
          const first = f % n;
          for (let lap = 1; lap <= 4; lap++) {
            const turns = Array.from({ length: n }, (_, i) => parcelTurn(n, first, (lap - 1) * n + i, variant));
            expect(turns.every((t) => t.lap === lap)).toBe(true);
            expect(new Set(turns.map((t) => t.seat)).size).toBe(n);
            // Lap 1 opens with the chosen first player; each later lap with the player who was second in the lap before.
            const opener = turns[0]?.seat;
            if (lap === 1) expect(opener).toBe(first);
            else expect(opener).toBe(parcelTurn(n, first, (lap - 2) * n + 1, variant).seat);
            turns.forEach((t, i) => {
              // Clockwise: each turn's player sits one seat on from the last (seat n-1 is followed by seat 0).
              if (i > 0)
                expect([t.seat - (turns[i - 1]?.seat ?? 0), t.seat - (turns[i - 1]?.seat ?? 0) + n]).toContain(1);
              expect(t.partner).not.toBe(t.seat);
              expect(t.partner).toBe(parcelPartner(n, t.seat, t.route));
              expect(t.route).toBe(variant === 'young' ? 1 : lap);
            });
          }
        },
      ),
    );
  });
  it('P4: a swap keeps every symbol count and hand size, and changes only the two hands', () => {
    fc.assert(
      fc.property(dealArb, fc.nat(), fc.nat(), fc.nat(), fc.nat(), (deal, ai, bi, gi, ri) => {
        const n = deal.length;
        const a = ai % n;
        const b = (a + 1 + (bi % (n - 1))) % n;
        const give = deal[a]![gi % 4]!;
        const receive = deal[b]![ri % 4]!;
        fc.pre(give !== receive);
        const after = parcelSwap(deepFreeze(deal), a, give, b, receive);
        expect(parcelDeckCounts(after)).toEqual(parcelDeckCounts(deal));
        expect(after.every((h) => h.length === 4)).toBe(true);
        after.forEach((h, i) => {
          if (i !== a && i !== b) expect(h).toEqual(deal[i]);
        });
        expect(after[a]!.filter((p) => p === receive).length).toBe(deal[a]!.filter((p) => p === receive).length + 1);
      }),
    );
  });
  it('P6: a correct deal never has exactly N-1 complete hands, whatever swaps happen', () => {
    fc.assert(
      fc.property(
        dealArb,
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { maxLength: 30 }),
        (deal, moves) => {
          let hands = deal;
          const n = hands.length;
          for (const [ai, bi, gi, ri] of moves) {
            const a = ai % n;
            const b = (a + 1 + (bi % (n - 1))) % n;
            const give = hands[a]![gi % 4]!;
            const receive = hands[b]![ri % 4]!;
            if (give !== receive) hands = parcelSwap(hands, a, give, b, receive);
            const score = parcelGroupScore(hands);
            expect(score).not.toBe(n - 1);
            expect(score).toBe(hands.filter((h) => parcelIsComplete(h)).length);
            expect(parcelCheckDeal(hands)).toEqual([]);
          }
        },
      ),
    );
  });
});
