import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MOTIFS,
  TEXTURES,
  RELAY_FACES,
  RELAY_REVEAL_COUNT,
  relayDeck,
  relayFaceKey,
  scoreRelayDisplay,
  relayPartialPreview,
  relayPlaceTile,
  relayEmptyDisplay,
  relayCheckRound,
  relayUndealt,
  relayHandSize,
  relayPassDirection,
  relayPassTarget,
  relayReader,
  relayPlacementOrder,
  relayGameTotal,
  relayRoundProblems,
  relayPlacementProblem,
  relayCheckPlacement,
  relayRematch,
  relayRoundTotals,
  relayDealt,
  RulesRefusal,
  winners,
} from '../../src/rules/index.ts';
import type { RelayDisplay, RelayPartialDisplay, RelayTile } from '../../src/rules/index.ts';
import { deepFreeze, display, tile } from './helpers';

const WORKED = display('SUN/DOTS LEAF/LINES KEY/WAVES', 'SUN/RINGS KEY/DOTS KEY/LINES');
const ZERO = display('SUN/DOTS SUN/DOTS LEAF/DOTS', 'LEAF/DOTS KEY/LINES SUN/LINES');
const MAX = display('SUN/DOTS LEAF/LINES KEY/WAVES', 'SUN/LINES LEAF/RINGS KEY/DOTS');

describe('Pattern Relay worked example', () => {
  it('R7: the worked display in the text scores 18 (6 + 8 + 4)', () => {
    expect(
      scoreRelayDisplay(deepFreeze(display('SUN/DOTS LEAF/LINES KEY/WAVES', 'SUN/RINGS KEY/DOTS KEY/LINES'))),
    ).toEqual({
      columns: [3, 0, 3],
      rows: [4, 4],
      allTextures: 4,
      total: 18,
    });
  });
});

describe('Pattern Relay rulings', () => {
  it('R1: undealt tiles are 48 - 7N for 3..6 players', () => {
    expect([3, 4, 5, 6].map(relayUndealt)).toEqual([27, 20, 13, 6]);
  });
  it('R1: player counts outside 3..6 throw a RangeError naming the count', () => {
    expect(() => relayUndealt(7)).toThrow(RangeError);
    expect(() => relayUndealt(7)).toThrow('player count 7 is outside 3..6');
    expect(() => relayUndealt(2)).toThrow('player count 2 is outside 3..6');
    expect(() => relayUndealt(4.5)).toThrow('player count 4.5 is outside 3..6');
    expect(() => relayUndealt('4' as unknown as number)).toThrow('player count "4" is outside 3..6');
  });
  it('R1: the deck is 48 tiles, four of each of the 12 faces', () => {
    const deck = relayDeck();
    expect(deck).toHaveLength(48);
    expect(RELAY_FACES).toHaveLength(12);
    for (const f of RELAY_FACES) {
      expect(deck.filter((t) => t.motif === f.motif && t.texture === f.texture)).toHaveLength(4);
    }
    expect(MOTIFS).toEqual(['SUN', 'LEAF', 'KEY']);
    expect(TEXTURES).toEqual(['DOTS', 'LINES', 'WAVES', 'RINGS']);
  });
  it('R2: round 1 passes clockwise, round 2 counterclockwise', () => {
    expect(relayPassDirection(1)).toBe('clockwise');
    expect(relayPassDirection(2)).toBe('counterclockwise');
    expect(() => relayPassDirection(3 as 1)).toThrow('round 3 is not 1 or 2');
    expect(relayPassTarget(4, 3, 1)).toBe(0);
    expect(relayPassTarget(4, 0, 2)).toBe(3);
    expect(relayPassTarget(5, 2, 2)).toBe(1);
  });
  it('R3: hand size before pick k is 8 - k (7, 6, 5, 4, 3, 2)', () => {
    expect([1, 2, 3, 4, 5, 6].map(relayHandSize)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(() => relayHandSize(0)).toThrow('pick 0 is outside 1..6');
    expect(() => relayHandSize(7)).toThrow('pick 7 is outside 1..6');
  });
  it('R4: the round-2 reader sits one seat clockwise from the round-1 reader', () => {
    expect(relayReader(4, 3, 1)).toBe(3);
    expect(relayReader(4, 3, 2)).toBe(0);
    expect(relayReader(6, 2, 2)).toBe(3);
    expect(() => relayReader(4, 4, 1)).toThrow('seat 4 does not exist at 4 players');
    expect(() => relayReader(4, -1, 1)).toThrow('seat -1 does not exist at 4 players');
  });
  it('R5: the first placer moves one seat clockwise every pick and placements go clockwise', () => {
    expect(relayPlacementOrder(4, 1, 1, 1)).toEqual([1, 2, 3, 0]);
    expect(relayPlacementOrder(4, 1, 1, 2)).toEqual([2, 3, 0, 1]);
    expect(relayPlacementOrder(4, 1, 1, 6)).toEqual([2, 3, 0, 1]);
  });
  it('R5: round 2 pick 1 follows round 1 pick 6', () => {
    expect(relayPlacementOrder(4, 1, 2, 1)).toEqual([3, 0, 1, 2]);
    expect(relayPlacementOrder(5, 0, 1, 6)[0]).toBe(0);
    expect(relayPlacementOrder(5, 0, 2, 1)).toEqual([1, 2, 3, 4, 0]);
    expect(relayPlacementOrder(3, 2, 2, 6)).toEqual([1, 2, 0]);
    expect(() => relayPlacementOrder(4, 0, 1, 7)).toThrow('pick 7 is outside 1..6');
  });
  it('R6: the only countdown is three, two, one, reveal', () => {
    expect(RELAY_REVEAL_COUNT).toEqual(['three', 'two', 'one', 'reveal']);
  });
  it('R7: a column scores 3 when its motifs match, whatever the textures', () => {
    const s = scoreRelayDisplay(display('SUN/DOTS LEAF/DOTS KEY/DOTS', 'SUN/WAVES KEY/DOTS KEY/RINGS'));
    expect(s.columns).toEqual([3, 0, 3]);
  });
  it('R7: a row scores 4 only when its three textures all differ, whatever the motifs', () => {
    const s = scoreRelayDisplay(display('SUN/DOTS SUN/LINES SUN/WAVES', 'KEY/DOTS LEAF/DOTS KEY/RINGS'));
    expect(s.rows).toEqual([4, 0]);
  });
  it('R7: all four textures among the six tiles score 4', () => {
    expect(scoreRelayDisplay(display('SUN/DOTS SUN/LINES SUN/WAVES', 'KEY/DOTS LEAF/DOTS KEY/RINGS')).allTextures).toBe(
      4,
    );
    expect(scoreRelayDisplay(display('SUN/DOTS SUN/LINES SUN/WAVES', 'KEY/DOTS LEAF/DOTS KEY/LINES')).allTextures).toBe(
      0,
    );
  });
  it('R7: a round scores from 0 to 21', () => {
    expect(scoreRelayDisplay(ZERO)).toEqual({ columns: [0, 0, 0], rows: [0, 0], allTextures: 0, total: 0 });
    expect(scoreRelayDisplay(MAX)).toEqual({ columns: [3, 3, 3], rows: [4, 4], allTextures: 4, total: 21 });
  });
  it('R7: only a six-tile display is scored; a short row throws', () => {
    const short = {
      top: [tile('SUN/DOTS'), tile('SUN/DOTS'), tile('SUN/DOTS')],
      bottom: [tile('KEY/DOTS'), tile('KEY/LINES')],
    };
    expect(() => scoreRelayDisplay(short)).toThrow(RangeError);
    expect(() => scoreRelayDisplay(short)).toThrow('display bottom row has 2 tiles, needs 3');
    expect(() => scoreRelayDisplay({ top: [], bottom: [] } as RelayDisplay)).toThrow(
      'display top row has 0 tiles, needs 3',
    );
    expect(() => scoreRelayDisplay(null as unknown as RelayDisplay)).toThrow('display null is not a display');
  });
  it('R7: an unknown motif or texture throws naming the tile', () => {
    const bad = {
      top: [tile('SUN/DOTS'), { motif: 'MOON', texture: 'DOTS' }, tile('SUN/DOTS')],
      bottom: WORKED.bottom,
    } as RelayDisplay;
    expect(() => scoreRelayDisplay(bad)).toThrow(
      'display top row box 2: {"motif":"MOON","texture":"DOTS"} is not a Pattern Relay tile',
    );
  });
  it('R7: a partial display shows a preview; decided checks are numbers, open ones null', () => {
    const p: RelayPartialDisplay = {
      top: [tile('SUN/DOTS'), tile('LEAF/DOTS'), null],
      bottom: [tile('SUN/LINES'), null, null],
    };
    expect(relayPartialPreview(deepFreeze(p))).toEqual({
      columns: [3, null, null],
      rows: [0, null],
      allTextures: null,
      secured: 3,
      placed: 3,
      complete: false,
    });
    expect(relayPartialPreview(relayEmptyDisplay())).toEqual({
      columns: [null, null, null],
      rows: [null, null],
      allTextures: null,
      secured: 0,
      placed: 0,
      complete: false,
    });
  });
  it('R7: a preview marks the all-textures check lost when too few boxes remain', () => {
    const p: RelayPartialDisplay = {
      top: [tile('SUN/DOTS'), tile('LEAF/DOTS'), tile('KEY/DOTS')],
      bottom: [tile('SUN/DOTS'), tile('KEY/LINES'), null],
    };
    expect(relayPartialPreview(p).allTextures).toBe(0);
    const q: RelayPartialDisplay = {
      top: [tile('SUN/DOTS'), tile('LEAF/LINES'), tile('KEY/WAVES')],
      bottom: [tile('SUN/RINGS'), null, null],
    };
    expect(relayPartialPreview(q)).toMatchObject({
      allTextures: 4,
      rows: [4, null],
      columns: [3, null, null],
      secured: 11,
    });
  });
  it('R7: a full display previews exactly its score', () => {
    const p = relayPartialPreview(WORKED);
    expect(p).toEqual({ columns: [3, 0, 3], rows: [4, 4], allTextures: 4, secured: 18, placed: 6, complete: true });
  });
  it('R8: a display with a fifth copy of a face is refused by scoring', () => {
    const five = display('SUN/DOTS SUN/DOTS SUN/DOTS', 'SUN/DOTS SUN/DOTS KEY/LINES');
    expect(() => scoreRelayDisplay(five)).toThrow('display has 5 copies of SUN/DOTS');
    expect(relayRoundProblems([five])).toContainEqual({
      code: 'relay/copies-in-display',
      facts: { seat: 0, face: 'SUN/DOTS', copies: 5 },
    });
    expect(relayRoundProblems([WORKED])).toEqual([]);
  });
  it('R8: four copies of one face in a display are allowed', () => {
    expect(scoreRelayDisplay(display('SUN/DOTS SUN/DOTS SUN/DOTS', 'SUN/DOTS KEY/LINES KEY/LINES')).total).toBe(3);
  });
  it('R8: a fifth copy across the table is reported naming the displays that hold it', () => {
    const a = display('SUN/DOTS SUN/DOTS SUN/DOTS', 'LEAF/LINES KEY/WAVES KEY/RINGS');
    const b = display('SUN/DOTS SUN/DOTS KEY/WAVES', 'SUN/RINGS KEY/DOTS KEY/LINES');
    const c = display('LEAF/DOTS LEAF/WAVES KEY/WAVES', 'SUN/RINGS KEY/DOTS KEY/LINES');
    const table = deepFreeze([a, b, c]);
    expect(relayCheckRound(table)).toEqual([
      'One SUN/DOTS too many: the table shows 5 but the deck has only 4. Check Display 1 and Display 2.',
    ]);
    expect(relayCheckRound(table, ['Ana', 'Ben', 'Cy'])).toEqual([
      "One SUN/DOTS too many: the table shows 5 but the deck has only 4. Check Ana's display and Ben's display.",
    ]);
  });
  it('R8: relayPlacementProblem refuses a fifth copy in a display or across the table', () => {
    const mine: RelayPartialDisplay = {
      top: [tile('SUN/DOTS'), tile('SUN/DOTS'), tile('SUN/DOTS')],
      bottom: [tile('SUN/DOTS'), null, null],
    };
    const other: RelayPartialDisplay = {
      top: [tile('KEY/DOTS'), tile('KEY/DOTS'), null],
      bottom: [tile('KEY/DOTS'), tile('KEY/DOTS'), null],
    };
    const table = deepFreeze([mine, other, relayEmptyDisplay()]);
    expect(relayPlacementProblem(table, 0, tile('SUN/DOTS'))?.code).toBe('relay/no-fifth-in-display');
    expect(relayPlacementProblem(table, 2, tile('KEY/DOTS'))).toEqual({
      code: 'relay/no-fifth-on-table',
      facts: { seat: 2, face: 'KEY/DOTS', seats: [1] },
    });
    expect(relayPlacementProblem(table, 2, tile('SUN/LINES'))).toBeNull();
    expect(() => relayPlacementProblem(table, 3, tile('SUN/LINES'))).toThrow('seat 3 does not exist at 3 players');
  });
  it('R8: relayPlaceTile places into an empty box, keeps placed tiles locked and refuses a fifth copy', () => {
    const start = deepFreeze(relayEmptyDisplay());
    const one = relayPlaceTile(start, 'bottom', 2, tile('KEY/RINGS'));
    expect(one).toEqual({ top: [null, null, null], bottom: [null, null, { motif: 'KEY', texture: 'RINGS' }] });
    expect(start).toEqual(relayEmptyDisplay());
    expect(() => relayPlaceTile(one, 'bottom', 2, tile('SUN/DOTS'))).toThrow(
      'the bottom row box 3 already holds KEY/RINGS; placed tiles are locked',
    );
    expect(() => relayPlaceTile(one, 'top', 3, tile('SUN/DOTS'))).toThrow('column 3 is outside 0..2');
    expect(() => relayPlaceTile(one, 'middle' as 'top', 0, tile('SUN/DOTS'))).toThrow(
      'row "middle" is not "top" or "bottom"',
    );
    let d = one;
    for (const [r, c] of [
      ['top', 0],
      ['top', 1],
      ['top', 2],
      ['bottom', 0],
    ] as const)
      d = relayPlaceTile(d, r, c, tile('SUN/DOTS'));
    expect(() => relayPlaceTile(d, 'bottom', 1, tile('SUN/DOTS'))).toThrow('display has 5 copies of SUN/DOTS');
  });
  it('R7/R8: relayCheckRound says which display lacks tiles, and [] for a good round', () => {
    const good = deepFreeze([WORKED, MAX, ZERO]);
    expect(relayCheckRound(good)).toEqual([]);
    const short = { top: WORKED.top, bottom: [tile('SUN/RINGS'), tile('KEY/DOTS')] } as RelayDisplay;
    expect(relayCheckRound([WORKED, short, MAX])).toEqual([
      'Display 2 has only 5 tiles (bottom row 2 of 3); it needs 6.',
    ]);
    const partial = { top: [null, tile('SUN/LINES'), null], bottom: [null, null, null] } as unknown as RelayDisplay;
    expect(relayCheckRound([partial, WORKED, MAX], ['Ana'])).toEqual([
      "Ana's display has only 1 tile (top row 1 of 3, bottom row 0 of 3); it needs 6.",
    ]);
  });
  it('R8: a fifth copy inside one display is reported once, for that display', () => {
    const five = display('SUN/DOTS SUN/DOTS SUN/DOTS', 'SUN/DOTS SUN/DOTS KEY/LINES');
    expect(relayCheckRound([WORKED, five, MAX])).toEqual([
      'Display 2 has 5 copies of SUN/DOTS; the deck has only 4, so one SUN/DOTS too many.',
    ]);
  });
  it('R9: game total is round 1 + round 2; highest total wins and tied leaders share', () => {
    expect(relayGameTotal(18, 21)).toBe(39);
    expect(() => relayGameTotal(22, 0)).toThrow('round 1 score 22 is outside 0..21');
    expect(winners([relayGameTotal(18, 12), relayGameTotal(9, 21), relayGameTotal(15, 10)])).toEqual([0, 1]);
  });
  it('relayFaceKey names a face the way the cards print it', () => {
    expect(relayFaceKey(tile('LEAF/WAVES'))).toBe('LEAF/WAVES');
    expect(() => relayFaceKey({ motif: 'SUN', texture: 'STRIPES' } as unknown as RelayTile)).toThrow(
      '"texture":"STRIPES"',
    );
  });
});

/** Like display(), with '-' for an empty box. */
const partial = (top: string, bottom: string): RelayPartialDisplay => {
  const row = (r: string) => r.split(' ').map((f) => (f === '-' ? null : tile(f)));
  return { top: row(top), bottom: row(bottom) };
};

/** What `f` throws (undefined when it does not). */
function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('Pattern Relay structured refusals and problems (code + facts)', () => {
  it('R8: relayPlaceTile refuses a fifth copy and an occupied box with a RulesRefusal carrying the face', () => {
    let d = relayEmptyDisplay();
    for (const [r, c] of [
      ['top', 0],
      ['top', 1],
      ['top', 2],
      ['bottom', 0],
    ] as const)
      d = relayPlaceTile(d, r, c, tile('SUN/DOTS'));
    const fifth = thrown(() => relayPlaceTile(d, 'bottom', 1, tile('SUN/DOTS')));
    expect(fifth).toBeInstanceOf(RulesRefusal);
    expect(fifth).toMatchObject({ code: 'relay/no-fifth-in-display', facts: { face: 'SUN/DOTS' } });
    expect(() => relayPlaceTile(d, 'top', 0, tile('KEY/RINGS'))).toThrow(
      expect.objectContaining({ code: 'relay/box-locked', facts: { row: 'top', column: 0, face: 'SUN/DOTS' } }),
    );
    // Out of the domain (not a refusal to show): a plain RangeError.
    const bad = thrown(() => relayPlaceTile(d, 'top', 5, tile('KEY/RINGS')));
    expect(bad).toBeInstanceOf(RangeError);
    expect(bad).not.toBeInstanceOf(RulesRefusal);
  });
  it('R8: relayPlacementProblem names the seat, the face and who holds it', () => {
    const mine = partial('SUN/DOTS SUN/DOTS SUN/DOTS', 'SUN/DOTS - -');
    const other = partial('KEY/DOTS KEY/DOTS -', 'KEY/DOTS - -');
    const third = partial('KEY/DOTS - -', '- - -');
    const table = deepFreeze([mine, other, third]);
    expect(relayPlacementProblem(table, 0, tile('SUN/DOTS'))).toEqual({
      code: 'relay/no-fifth-in-display',
      facts: { seat: 0, face: 'SUN/DOTS' },
    });
    expect(relayPlacementProblem(table, 0, tile('KEY/DOTS'))).toEqual({
      code: 'relay/no-fifth-on-table',
      facts: { seat: 0, face: 'KEY/DOTS', seats: [1, 2] },
    });
    expect(relayPlacementProblem(table, 2, tile('KEY/LINES'))).toBeNull();
    expect(() => relayCheckPlacement(table, 1, tile('KEY/DOTS'))).toThrow(
      expect.objectContaining({ code: 'relay/no-fifth-on-table', facts: { seat: 1, face: 'KEY/DOTS', seats: [1, 2] } }),
    );
    expect(() => relayCheckPlacement(table, 1, tile('KEY/LINES'))).not.toThrow();
  });
  it('R7/R8: relayRoundProblems reports short displays, wrong rows and surplus copies as facts', () => {
    const short = { top: WORKED.top, bottom: [tile('SUN/RINGS'), null, null] } as unknown as RelayDisplay;
    const fourTop = {
      top: [...WORKED.top, tile('KEY/RINGS')],
      bottom: [tile('SUN/RINGS'), tile('KEY/DOTS')],
    } as RelayDisplay;
    expect(relayRoundProblems([short, fourTop, MAX])).toEqual([
      { code: 'relay/display-size', facts: { seat: 0, tiles: 4, top: 3, bottom: 1 } },
      { code: 'relay/display-rows', facts: { seat: 1, top: 4, bottom: 2 } },
    ]);
    const a = display('SUN/DOTS SUN/DOTS SUN/DOTS', 'LEAF/LINES KEY/WAVES KEY/RINGS');
    const b = display('SUN/DOTS SUN/DOTS KEY/WAVES', 'SUN/RINGS KEY/DOTS KEY/LINES');
    expect(relayRoundProblems([a, b, MAX])).toEqual([
      { code: 'relay/copies-on-table', facts: { face: 'SUN/DOTS', copies: 6, seats: [0, 1, 2] } },
    ]);
    expect(relayRoundProblems([WORKED, MAX, ZERO])).toEqual([]);
  });
  it("R7: round totals are each display's score, hand-computed: worked 18, best 21, worst 0", () => {
    expect(relayRoundTotals([WORKED, MAX, ZERO])).toEqual([18, 21, 0]);
  });
  it('R1: seven tiles dealt per player', () => {
    expect([3, 4, 5, 6].map(relayDealt)).toEqual([21, 28, 35, 42]);
  });
  it('R4, R5: a rematch seats the next reader after the last round-2 reader and carries the placer on from pick 12', () => {
    // 4 players, reader seat 1: round 2 read by seat 2, so the rematch reader is seat 3.
    // First placer seat 1: pick 12 placed first by seat 1 + 11 = seat 0, so the rematch starts at seat 1.
    expect(relayRematch(4, 1, 1)).toEqual({ firstReader: 3, firstPlacer: 1 });
    // 5 players, reader 4 -> round 2 reader 0 -> rematch 1; placer 0 -> pick 12 by seat 1 -> rematch 2.
    expect(relayRematch(5, 4, 0)).toEqual({ firstReader: 1, firstPlacer: 2 });
    // 3 players: placer 2 -> pick 12 by seat (2 + 11) % 3 = 1 -> rematch seat 2.
    expect(relayRematch(3, 0, 2)).toEqual({ firstReader: 2, firstPlacer: 2 });
  });
});

// ---- properties ----

const faceArb = fc.integer({ min: 0, max: 11 }).map((i) => RELAY_FACES[i] as RelayTile);
const displayArb: fc.Arbitrary<RelayDisplay> = fc
  .array(faceArb, { minLength: 6, maxLength: 6 })
  .filter((ts) => RELAY_FACES.every((f) => ts.filter((t) => t === f).length <= 4))
  .map((ts) => ({ top: ts.slice(0, 3).map((t) => ({ ...t })), bottom: ts.slice(3).map((t) => ({ ...t })) }));

describe('Pattern Relay properties', () => {
  it('R7: the score is the sum of its parts and lies in 0..21', () => {
    fc.assert(
      fc.property(displayArb, (d) => {
        const s = scoreRelayDisplay(deepFreeze(d));
        const sum = s.columns.reduce((a, b) => a + b, 0) + s.rows.reduce((a, b) => a + b, 0) + s.allTextures;
        expect(s.total).toBe(sum);
        expect(s.total).toBeGreaterThanOrEqual(0);
        expect(s.total).toBeLessThanOrEqual(21);
        expect(s.columns).toHaveLength(3);
        expect(s.rows).toHaveLength(2);
      }),
    );
  });
  it('R7: a column scores exactly when its motifs match; a row exactly when its textures differ', () => {
    fc.assert(
      fc.property(displayArb, (d) => {
        const s = scoreRelayDisplay(d);
        for (let i = 0; i < 3; i++) expect(s.columns[i]).toBe(d.top[i]!.motif === d.bottom[i]!.motif ? 3 : 0);
        [d.top, d.bottom].forEach((r, i) =>
          expect(s.rows[i]).toBe(new Set(r.map((t) => t.texture)).size === 3 ? 4 : 0),
        );
        expect(s.allTextures).toBe(new Set([...d.top, ...d.bottom].map((t) => t.texture)).size === 4 ? 4 : 0);
      }),
    );
  });
  it('R7: every check a preview decides keeps its value in the finished display', () => {
    fc.assert(
      fc.property(displayArb, fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (d, mask) => {
        const partial: RelayPartialDisplay = {
          top: d.top.map((t, i) => (mask[i] ? t : null)),
          bottom: d.bottom.map((t, i) => (mask[i + 3] ? t : null)),
        };
        const p = relayPartialPreview(deepFreeze(partial));
        const s = scoreRelayDisplay(d);
        p.columns.forEach((v, i) => v === null || expect(v).toBe(s.columns[i]));
        p.rows.forEach((v, i) => v === null || expect(v).toBe(s.rows[i]));
        if (p.allTextures !== null) expect(p.allTextures).toBe(s.allTextures);
        expect(p.secured).toBeLessThanOrEqual(s.total);
        expect(p.placed).toBe(mask.filter(Boolean).length);
      }),
    );
  });
  it('R5: each pick lists every seat once, starting one seat further clockwise than the pick before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), fc.nat(), (n, f) => {
        const first = f % n;
        let prev: number | null = null;
        for (const round of [1, 2] as const) {
          for (let pick = 1; pick <= 6; pick++) {
            const order = relayPlacementOrder(n, first, round, pick);
            expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
            if (prev !== null) expect(order[0]).toBe((prev + 1) % n);
            prev = order[0]!;
          }
        }
      }),
    );
  });
});
