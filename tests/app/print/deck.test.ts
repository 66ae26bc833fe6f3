import { describe, expect, it } from 'vitest';
import { deckCards } from '../../../src/app/screens/print/deck';
import type { PrintCard } from '../../../src/app/screens/print/deck';
import { cardGrid, PAPERS, SAFE_EDGE, slotAt } from '../../../src/app/screens/print/paper';
import { allSheets, itemSheets } from '../../../src/app/screens/print/sheets';
import type { PrintChoice } from '../../../src/app/screens/print/sheets';

const count = (cards: PrintCard[], key: (c: PrintCard) => string | null) => {
  const m = new Map<string, number>();
  for (const c of cards) {
    const k = key(c);
    if (k !== null) m.set(k, (m.get(k) ?? 0) + 1);
  }
  return Object.fromEntries([...m].sort());
};

describe('the printed decks, as the rules say', () => {
  it('R1: Pattern Relay prints 48 tiles, four of each of the 12 motif/texture faces, whatever the table size', () => {
    const cards = deckCards('relay', 6);
    expect(cards).toHaveLength(48);
    const faces: Record<string, number> = {};
    for (const m of ['SUN', 'LEAF', 'KEY']) for (const t of ['DOTS', 'LINES', 'WAVES', 'RINGS']) faces[`${m}/${t}`] = 4;
    expect(count(cards, (c) => (c.kind === 'tile' ? `${c.tile.motif}/${c.tile.texture}` : null))).toEqual(
      Object.fromEntries(Object.entries(faces).sort()),
    );
  });

  // P1: N of each symbol (12-32 cards for 3-8 players), P2: the four route cards; plus the current-player marker.
  const PARCEL_SYMBOLS: Record<number, number> = { 3: 12, 4: 16, 5: 20, 6: 24, 7: 28, 8: 32 };
  for (const [players, symbols] of Object.entries(PARCEL_SYMBOLS).map(([n, s]) => [Number(n), s] as const)) {
    it(`P1/P2: Parcel Parade for ${players} players prints ${symbols} symbol cards numbered 1-${players}, four routes and a marker`, () => {
      const cards = deckCards('parcel', players);
      expect(cards).toHaveLength(symbols + 4 + 1);
      expect(count(cards, (c) => (c.kind === 'parcel' ? c.parcel : null))).toEqual({
        KEY: players,
        LEAF: players,
        MOON: players,
        SUN: players,
      });
      for (const symbol of ['SUN', 'MOON', 'LEAF', 'KEY']) {
        const copies = cards.flatMap((c) => (c.kind === 'parcel' && c.parcel === symbol ? [c.copy] : []));
        expect(copies).toEqual(Array.from({ length: players }, (_, i) => i + 1));
      }
      expect(cards.flatMap((c) => (c.kind === 'route' ? [c.route] : []))).toEqual([1, 2, 3, 4]);
      expect(cards.filter((c) => c.kind === 'marker')).toHaveLength(1);
    });
  }

  it('P1: no Parcel Parade deck for 2 or 9 players', () => {
    expect(() => deckCards('parcel', 2)).toThrow(RangeError);
    expect(() => deckCards('parcel', 9)).toThrow(RangeError);
  });

  it('D1: Royal Draft prints a standard deck of 52 different cards and one joker', () => {
    const cards = deckCards('royal', 4).flatMap((c) => (c.kind === 'playing' ? [c.card] : []));
    expect(cards).toHaveLength(53);
    expect(new Set(cards).size).toBe(53);
    expect(cards.filter((c) => c === 'JOKER')).toHaveLength(1);
    const suits = count(deckCards('royal', 4), (c) =>
      c.kind === 'playing' && c.card !== 'JOKER' ? c.card.slice(-1) : null,
    );
    expect(suits).toEqual({ C: 13, D: 13, H: 13, S: 13 });
    for (const card of ['AC', '10H', 'QD', 'KS', '2S']) expect(cards).toContain(card);
  });
});

describe('sheets', () => {
  const choice = (part: Partial<PrintChoice> = {}): PrintChoice => ({
    paper: 'a4',
    size: 'poker',
    backs: false,
    outline: false,
    players: 5,
    decks: 1,
    mats: 0,
    scores: 0,
    tables: 0,
    ...part,
  });

  it('fits nine poker cards or four large ones on A4 and on Letter, every card and crop mark 5 mm or more from the edge', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const p = PAPERS[paper];
      for (const [size, n] of [
        ['poker', 9],
        ['large', 4],
      ] as const) {
        const g = cardGrid(paper, size);
        expect(g.cols * g.rows).toBe(n);
        expect(g.x).toBeGreaterThan(SAFE_EDGE + 1);
        expect(g.y).toBeGreaterThan(SAFE_EDGE + 1);
        expect(g.x + g.cols * g.w).toBeLessThan(p.w - SAFE_EDGE - 1);
        expect(g.y + g.rows * g.h).toBeLessThan(p.h - SAFE_EDGE - 1);
      }
    }
  });

  it('a back sheet mirrors the columns, so each back lands behind its card on long-edge duplex', () => {
    const g = cardGrid('a4', 'poker');
    const front = slotAt(g, 0, false);
    const back = slotAt(g, 0, true);
    expect(back.y).toBe(front.y);
    expect(back.x + g.w).toBeCloseTo(PAPERS.a4.w - front.x, 6);
  });

  it('counts the sheets each choice takes', () => {
    // 48 tiles at 9 a sheet: 6 sheets; at 4: 12; backs double them.
    expect(itemSheets('relay', 'decks', choice())).toHaveLength(6);
    expect(itemSheets('relay', 'decks', choice({ size: 'large' }))).toHaveLength(12);
    expect(itemSheets('relay', 'decks', choice({ backs: true }))).toHaveLength(12);
    // 5 players: 20 symbols + 4 routes + 1 marker = 25 cards, 3 sheets.
    expect(itemSheets('parcel', 'decks', choice())).toHaveLength(3);
    // 53 cards: 6 sheets of 9, 14 of 4; two decks 106 cards: 12 sheets.
    expect(itemSheets('royal', 'decks', choice())).toHaveLength(6);
    expect(itemSheets('royal', 'decks', choice({ size: 'large' }))).toHaveLength(14);
    expect(itemSheets('royal', 'decks', choice({ decks: 2 }))).toHaveLength(12);
    expect(allSheets('relay', choice({ mats: 4, scores: 1 })).map((s) => s.kind)).toEqual([
      ...Array(6).fill('cards'),
      'mat',
      'mat',
      'mat',
      'mat',
      'score',
    ]);
    expect(allSheets('choices', choice({ tables: 2 })).map((s) => s.kind)).toEqual(['table', 'table']);
  });
});
