import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  JOKER,
  RANKS,
  SUITS,
  ROYAL_STARTERS,
  allCardCodes,
  isCardCode,
  parseCard,
  cardSymbol,
  royalCompare,
  royalCardOrder,
  royalIsOdd,
  royalOfferSize,
  royalOfferPossible,
  royalAdd,
  royalKeyCard,
  royalOrder,
  royalGameOver,
  scoreRoyalRow,
  royalScoreDetail,
  shuffle,
  royalTake,
  royalCheckStarters,
  royalUndealt,
  royalDeckAtStart,
  royalFullRows,
  RulesRefusal,
} from '../../src/rules/index.ts';
import type { CardCode, RowCard } from '../../src/rules/index.ts';
import { deepFreeze, mulberry32, row } from './helpers';

/**
 * The text's example row (its picture is lost; rebuilt from the description):
 * K of hearts, two more hearts in a row, two 2s in a row, Q of diamonds next to
 * the 2 of diamonds, and two face-down cards.
 */
const EXAMPLE = 'KH 5H 2H 2D QD ~3C ~9S';

describe('Royal Draft worked example', () => {
  it('D9: the scoring example sums to 12 (3 + 2 royal, 3 + 2 + 2 sets), not the printed 11', () => {
    expect(scoreRoyalRow(deepFreeze(row(EXAMPLE)))).toEqual({ royal: 5, joker: 0, sets: 7, total: 12 });
  });
  it('D8: the example would score 4 more with the joker (two face-down cards)', () => {
    expect(scoreRoyalRow(row(`JOKER ${EXAMPLE}`))).toEqual({ royal: 5, joker: 4, sets: 7, total: 16 });
  });
  it('D8: royalScoreDetail shows which cards make each royal and each set', () => {
    const d = royalScoreDetail(deepFreeze(row(EXAMPLE)));
    expect(d.royals).toEqual([
      { index: 0, card: 'KH', suitIndices: [0, 1, 2], points: 3 },
      { index: 4, card: 'QD', suitIndices: [3, 4], points: 2 },
    ]);
    expect(d.suitRuns).toEqual([
      { indices: [0, 1, 2], key: 'H', points: 3 },
      { indices: [3, 4], key: 'D', points: 2 },
    ]);
    expect(d.rankRuns).toEqual([{ indices: [2, 3], key: '2', points: 2 }]);
    expect(d.faceDownIndices).toEqual([5, 6]);
    expect(d.jokerIndex).toBeNull();
    expect(d.score.total).toBe(12);
  });
});

describe('Royal Draft rulings', () => {
  it('D1: players 2..5; the four kings and the joker start the game', () => {
    expect(ROYAL_STARTERS).toEqual(['KC', 'KD', 'KH', 'KS', 'JOKER']);
    expect(() => royalOfferSize(1)).toThrow('player count 1 is outside 2..5');
    expect(() => royalOfferSize(6)).toThrow('player count 6 is outside 2..5');
  });
  it('D2: Joker < A < 2 < ... < 10 < J < Q < K, suits C < D < H < S', () => {
    expect(royalCompare('JOKER', 'AC')).toBeLessThan(0);
    expect(royalCompare('AS', '2C')).toBeLessThan(0);
    expect(royalCompare('10C', '9S')).toBeGreaterThan(0);
    expect(royalCompare('JS', 'QC')).toBeLessThan(0);
    expect(royalCompare('KS', 'KH')).toBeGreaterThan(0);
    expect(royalCompare('7S', '7H')).toBeGreaterThan(0);
    expect(royalCompare('7H', '7D')).toBeGreaterThan(0);
    expect(royalCompare('7D', '7C')).toBeGreaterThan(0);
    expect(royalCompare('QH', 'QH')).toBe(0);
    expect(royalCardOrder('JOKER')).toBe(0);
    expect(royalCardOrder('AC')).toBe(1);
    expect(royalCardOrder('KS')).toBe(52);
  });
  it('D2: every card has a unique place in the order', () => {
    const codes = allCardCodes();
    expect(codes).toHaveLength(53);
    expect(codes.slice(0, 6)).toEqual(['JOKER', 'AC', 'AD', 'AH', 'AS', '2C']);
    expect(codes.at(-1)).toBe('KS');
    expect(new Set(codes.map(royalCardOrder)).size).toBe(53);
    const shuffled = shuffle(codes, mulberry32(3));
    expect(shuffled.sort(royalCompare)).toEqual(codes);
    expect(RANKS).toHaveLength(13);
    expect(SUITS).toEqual(['C', 'D', 'H', 'S']);
  });
  it('D2: a bad card code throws naming it', () => {
    for (const bad of ['ZZ', '1C', '11H', 'TS', 'ah', 'joker', '', 'KX']) {
      expect(() => royalCompare(bad, 'AS')).toThrow(`card code ${JSON.stringify(bad)} is not a card`);
    }
    expect(() => parseCard(7 as unknown as CardCode)).toThrow('card code 7 is not a card');
    expect(isCardCode('10D')).toBe(true);
    expect(isCardCode('10')).toBe(false);
  });
  it('D2: parseCard and cardSymbol speak in codes and signs, never words', () => {
    expect(parseCard('10D')).toEqual({ joker: false, rank: '10', suit: 'D' });
    expect(parseCard('JOKER')).toEqual({ joker: true, rank: null, suit: null });
    expect(['7C', 'QH', '10D', 'JOKER'].map(cardSymbol)).toEqual(['7♣', 'Q♥', '10♦', 'JOKER']);
  });
  it('D3: round 1 turn order is ascending by starting card; the highest king deals, last', () => {
    expect(royalOrder(deepFreeze([['KH'], ['JOKER'], ['KS'], ['KC']]))).toEqual({ turnOrder: [1, 3, 0, 2], dealer: 2 });
    expect(royalOrder([['KD'], ['KC']])).toEqual({ turnOrder: [1, 0], dealer: 0 });
    expect(royalOrder([['KC'], ['KD'], ['KH'], ['KS'], ['JOKER']])).toEqual({ turnOrder: [4, 0, 1, 2, 3], dealer: 3 });
  });
  it('D4: the offer holds N + 2 cards', () => {
    expect([2, 3, 4, 5].map(royalOfferSize)).toEqual([4, 5, 6, 7]);
  });
  it('D5: an odd card added while two odd cards are face-up turns those two face-down', () => {
    const start = deepFreeze(row('KH 3C 4D 5D'));
    expect(royalAdd(start, '7S')).toEqual(row('KH ~3C 4D ~5D 7S'));
    expect(start).toEqual(row('KH 3C 4D 5D'));
  });
  it('D5: even cards, aces, royals and the joker never bust; one odd face-up card is not enough', () => {
    expect(royalAdd(row('KH 3C 5D'), '4S')).toEqual(row('KH 3C 5D 4S'));
    expect(royalAdd(row('KH 3C 5D'), 'AS')).toEqual(row('KH 3C 5D AS'));
    expect(royalAdd(row('KH 3C 5D'), 'JS')).toEqual(row('KH 3C 5D JS'));
    expect(royalAdd(row('KH 3C 5D'), '10S')).toEqual(row('KH 3C 5D 10S'));
    expect(royalAdd(row('KH 3C'), '9S')).toEqual(row('KH 3C 9S'));
    expect(['3C', '5D', '7H', '9S', '2C', '10D', 'AS', 'JH', 'KS', 'JOKER'].map(royalIsOdd)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it("D5: face-down odd cards do not count; busting is applied card by card (the dealer's two in order)", () => {
    let r = row('KH ~3C ~5D 7S');
    r = royalAdd(r, '9H');
    expect(r).toEqual(row('KH ~3C ~5D 7S 9H'));
    r = royalAdd(r, '3H');
    expect(r).toEqual(row('KH ~3C ~5D ~7S ~9H 3H'));
    const dealerA = royalAdd(royalAdd(row('KS 3S 5S'), '8C'), '7C');
    const dealerB = royalAdd(royalAdd(row('KS 3S 5S'), '7C'), '8C');
    expect(dealerA).toEqual(row('KS ~3S ~5S 8C 7C'));
    expect(dealerB).toEqual(row('KS ~3S ~5S 7C 8C'));
  });
  it('D5: royalAdd refuses a card already in the row and a bad row', () => {
    expect(() => royalAdd(row('KH 3C'), '3C')).toThrow('card code "3C" is already in the row');
    expect(() => royalAdd(row('KH 3C'), 'XX')).toThrow('card code "XX" is not a card');
    expect(() => royalAdd(row('KH KH'), '3C')).toThrow('row has card code "KH" twice');
    expect(() => royalAdd([{ card: 'KH', faceUp: 'yes' }] as unknown as RowCard[], '3C')).toThrow(
      'row entry 0 (KH) has faceUp "yes", not true or false',
    );
    expect(() => royalAdd(row('KH 3C 5C 7C'), '2C')).toThrow(
      'row shows 3 face-up odd-numbered cards (3C, 5C, 7C); busting allows at most 2',
    );
  });
  it('D5: a repeated card is a refusal with its code and facts (where it sits), not a domain error', () => {
    const caught = (() => {
      try {
        royalAdd(row('KH 5D 3C'), '3C');
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(caught).toBeInstanceOf(RulesRefusal);
    expect(caught).toBeInstanceOf(RangeError);
    expect((caught as RulesRefusal).code).toBe('royal/card-in-row');
    expect((caught as RulesRefusal).facts).toEqual({ card: '3C', at: 2 });
    // A damaged row stays a plain RangeError: a bug, never something to show the table.
    expect(() => royalAdd(row('KH KH'), '3C')).toThrow(RangeError);
    expect(() => royalAdd(row('KH KH'), '3C')).not.toThrow(RulesRefusal);
  });
  it('D5: royalTake names the cards busting turned face-down, in row order', () => {
    expect(royalTake(row('KH 7C 2D 3S'), '9H')).toEqual({ row: row('KH ~7C 2D ~3S 9H'), turnedDown: ['7C', '3S'] });
    expect(royalTake(row('KH 7C'), '9H')).toEqual({ row: row('KH 7C 9H'), turnedDown: [] });
    expect(royalTake(row('KH ~7C ~3S 5D'), '4H').turnedDown).toEqual([]);
  });
  it('D1: a deal is one distinct king or joker per seat; refusals carry the seats', () => {
    expect(royalCheckStarters(['KC', 'JOKER', 'KH'], 3)).toEqual(['KC', 'JOKER', 'KH']);
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof RulesRefusal ? [e.code, e.facts] : ['plain', String(e)];
      }
      return null;
    };
    expect(code(() => royalCheckStarters(['KC', 'KH'], 3))).toEqual(['royal/starter-count', { players: 3, got: 2 }]);
    expect(code(() => royalCheckStarters(['KC', 'QH', 'KH'], 3))).toEqual(['royal/not-a-starter', { seat: 1 }]);
    expect(code(() => royalCheckStarters(['KC', 'KH', 'KC'], 3))).toEqual([
      'royal/starter-twice',
      { seats: [0, 2], card: 'KC' },
    ]);
    expect(code(() => royalCheckStarters(['KC'], 1))?.[0]).toBe('plain');
  });
  it('D1: undealt kings join the 48-card deck; an undealt joker does not', () => {
    expect(royalUndealt(['KC', 'JOKER', 'KH'])).toEqual(['KD', 'KS']);
    expect(royalDeckAtStart(['KC', 'JOKER', 'KH'])).toBe(50);
    expect(royalDeckAtStart(['KC', 'KD', 'KH'])).toBe(49);
    expect(royalDeckAtStart(['KC', 'KD', 'KH', 'KS', 'JOKER'])).toBe(48);
    expect(royalDeckAtStart(['JOKER', 'KS'])).toBe(51);
  });
  it('D7: royalFullRows names every seat at 9 or more cards', () => {
    const eight = row('KH AC 2C 3C 4C 6C 8C 10C');
    const nine = row('KS AD 2D 3D 4D 6D 8D 10D JD');
    const ten = row('KC AS 2S 3S 4S 6S 8S 10S JS QS');
    expect(royalFullRows([eight, row('KD')])).toEqual([]);
    expect(royalFullRows([nine, eight, ten])).toEqual([0, 2]);
  });
  it("D6: each seat's key card is the highest it took; ascending order, highest deals last", () => {
    expect(royalOrder([['5C'], ['QH', '2D'], ['9S']])).toEqual({ turnOrder: [0, 2, 1], dealer: 1 });
    expect(royalOrder([['5C'], ['2D', '3D'], ['9S']])).toEqual({ turnOrder: [1, 0, 2], dealer: 2 });
    expect(royalKeyCard(['2D', 'QH', 'JOKER'])).toBe('QH');
  });
  it('D6: royalOrder throws on a bad taken list', () => {
    expect(() => royalOrder([['KH']])).toThrow('player count 1 is outside 2..5');
    expect(() => royalOrder([['KH'], []])).toThrow('seat 1 took 0 cards []');
    expect(() => royalOrder([['KH'], ['KH']])).toThrow('card code "KH" was taken twice');
    expect(() =>
      royalOrder([
        ['KH', '2C'],
        ['3C', '4C'],
      ]),
    ).toThrow('seat 1 took 2 cards ["3C","4C"], but only the dealer takes 2');
    expect(() => royalOrder([['KH'], ['ZZ']])).toThrow('card code "ZZ" is not a card');
  });
  it('D7: the game ends once any row has 9 or more cards', () => {
    const eight = row('KH AC 2C 3C 4C 6C 8C 10C');
    const nine = row('KS AD 2D 3D 4D 6D 8D 10D JD');
    expect(royalGameOver(deepFreeze([eight, row('KC')]))).toBe(false);
    expect(royalGameOver([eight, nine])).toBe(true);
    expect(royalGameOver([royalAdd(eight, 'QC'), row('KD')])).toBe(true);
    expect(() => royalGameOver([])).toThrow('row count 0 is outside 1..5');
  });
  it('D7: the game also ends when the deck cannot supply a full offer (house ruling)', () => {
    expect(royalOfferPossible(6, 4)).toBe(true);
    expect(royalOfferPossible(5, 4)).toBe(false);
    expect(royalOfferPossible(4, 2)).toBe(true);
    expect(() => royalOfferPossible(-1, 4)).toThrow('cards left in the deck -1 is outside 0..52');
  });
  it('D8: a royal scores the face-up cards of its suit, itself included; face-down cards do not count', () => {
    expect(scoreRoyalRow(row('QS 2S ~3S 4H 5S'))).toEqual({ royal: 3, joker: 0, sets: 2, total: 5 });
    expect(scoreRoyalRow(row('~QS 2S 4S'))).toEqual({ royal: 0, joker: 0, sets: 2, total: 2 });
    expect(scoreRoyalRow(row('KC'))).toEqual({ royal: 1, joker: 0, sets: 0, total: 1 });
    expect(scoreRoyalRow(row('JH AC QH KH'))).toEqual({ royal: 9, joker: 0, sets: 2, total: 11 });
  });
  it('D8: the joker scores 2 per face-down card in its row, and has no suit or rank', () => {
    expect(scoreRoyalRow(row('JOKER ~3C ~5D 7S'))).toEqual({ royal: 0, joker: 4, sets: 0, total: 4 });
    expect(scoreRoyalRow(row('JOKER 4C'))).toEqual({ royal: 0, joker: 0, sets: 0, total: 0 });
    expect(scoreRoyalRow(row('4C JOKER 5C'))).toEqual({ royal: 0, joker: 0, sets: 0, total: 0 });
  });
  it('D8: runs of 2+ adjacent face-up cards score their length, by suit and separately by rank', () => {
    expect(scoreRoyalRow(row('2C 4C 6C 8C'))).toEqual({ royal: 0, joker: 0, sets: 4, total: 4 });
    expect(scoreRoyalRow(row('4C 4D 4H'))).toEqual({ royal: 0, joker: 0, sets: 3, total: 3 });
    expect(scoreRoyalRow(row('2C 4C 4D 6D'))).toEqual({ royal: 0, joker: 0, sets: 6, total: 6 });
    expect(scoreRoyalRow(row('2C 4C ~6C 8C 10C'))).toEqual({ royal: 0, joker: 0, sets: 4, total: 4 });
    expect(scoreRoyalRow(row('2C 4D 6C'))).toEqual({ royal: 0, joker: 0, sets: 0, total: 0 });
    expect(scoreRoyalRow([])).toEqual({ royal: 0, joker: 0, sets: 0, total: 0 });
  });
  it('D8: scoreRoyalRow scores any row of distinct valid cards and throws on others', () => {
    expect(scoreRoyalRow(row('~KC ~KD ~KH'))).toEqual({ royal: 0, joker: 0, sets: 0, total: 0 });
    expect(() => scoreRoyalRow(row('KH 2C KH'))).toThrow('row has card code "KH" twice');
    expect(() => scoreRoyalRow(row('KH 1C'))).toThrow('card code "1C" is not a card');
    expect(() => scoreRoyalRow('KH' as unknown as RowCard[])).toThrow('row "KH" is not a list');
  });
});

// ---- properties ----

const seedArb = fc.integer();

describe('Royal Draft properties', () => {
  it('D5: royalAdd adds exactly one card face-up and never leaves three face-up odd cards', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: 20 }), (seed, len) => {
        const deck = shuffle(
          allCardCodes().filter((c) => c !== JOKER),
          mulberry32(seed),
        );
        let r: RowCard[] = [];
        for (const card of deck.slice(0, len)) {
          const next = royalAdd(deepFreeze(r), card);
          expect(next).toHaveLength(r.length + 1);
          expect(next.at(-1)).toEqual({ card, faceUp: true });
          expect(next.slice(0, -1).map((x) => x.card)).toEqual(r.map((x) => x.card));
          // cards only ever turn face-down, and only odd ones, two at a time
          const flipped = r.filter((x, i) => x.faceUp && !next[i]!.faceUp);
          expect(flipped.length === 0 || (flipped.length === 2 && royalIsOdd(card))).toBe(true);
          expect(flipped.every((x) => royalIsOdd(x.card))).toBe(true);
          expect(next.filter((x) => x.faceUp && royalIsOdd(x.card)).length).toBeLessThanOrEqual(2);
          r = next;
        }
      }),
    );
  });
  it('D2: royalCompare is a strict total order', () => {
    const codeArb = fc.constantFrom(...allCardCodes());
    fc.assert(
      fc.property(codeArb, codeArb, codeArb, (a, b, c) => {
        expect(Math.sign(royalCompare(a, b)) + Math.sign(royalCompare(b, a))).toBe(0);
        expect(royalCompare(a, b) === 0).toBe(a === b);
        if (royalCompare(a, b) < 0 && royalCompare(b, c) < 0) expect(royalCompare(a, c)).toBeLessThan(0);
      }),
    );
  });
  it('D3/D6: royalOrder is a permutation, ascending by key card, with the dealer last', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 2, max: 5 }), fc.nat(), (seed, n, d) => {
        const deck = shuffle(allCardCodes(), mulberry32(seed));
        const twoSeat = d % (n + 1); // n means nobody took two (round 1 style)
        let k = 0;
        const taken: CardCode[][] = Array.from({ length: n }, (_, s) =>
          s === twoSeat ? [deck[k++]!, deck[k++]!] : [deck[k++]!],
        );
        const { turnOrder, dealer } = royalOrder(deepFreeze(taken));
        expect([...turnOrder].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
        expect(turnOrder.at(-1)).toBe(dealer);
        const keys = turnOrder.map((s) => royalKeyCard(taken[s]!));
        for (let i = 1; i < keys.length; i++) expect(royalCompare(keys[i - 1]!, keys[i]!)).toBeLessThan(0);
      }),
    );
  });
  it('D8: a row score is the sum of its parts, every part at least 0', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 0, max: 14 }),
        fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
        (seed, len, ups) => {
          const cards = shuffle(allCardCodes(), mulberry32(seed)).slice(0, len);
          const r = cards.map((card, i) => ({ card, faceUp: ups[i]! }));
          const s = scoreRoyalRow(deepFreeze(r));
          expect(s.total).toBe(s.royal + s.joker + s.sets);
          expect(Math.min(s.royal, s.joker, s.sets)).toBeGreaterThanOrEqual(0);
          expect(s.joker).toBe(cards.includes(JOKER) ? 2 * r.filter((x) => !x.faceUp && x.card !== JOKER).length : 0);
          expect(s.sets).toBeLessThanOrEqual(2 * r.filter((x) => x.faceUp).length);
          // the fast scorer and the detailed one agree
          const d = royalScoreDetail(r);
          expect(d.score).toEqual(s);
          expect(d.suitRuns.concat(d.rankRuns).reduce((a, x) => a + x.indices.length, 0)).toBe(s.sets);
        },
      ),
    );
  });
});
