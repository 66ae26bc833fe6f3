// Pattern Relay (pattern-relay.txt, RULINGS R1-R9).
import { andList } from '../text/words';
import type { Seat } from './common';

// The tiles and what the checks are worth: a module of their own, so that a page that only prints the deck
// (the print page) does not fetch the scoring and the round rules with it.
export * from './relay-deck';
import { MOTIFS, RELAY_COPIES, RELAY_FACES, RELAY_POINTS, TEXTURES } from './relay-deck';
import type { RelayTile } from './relay-deck';
import {
  RULES_LIMITS,
  capital,
  assertArray,
  assertIntIn,
  assertPlayers,
  assertSeat,
  countWord,
  fail,
  refuse,
  seatAfter,
  seatsFrom,
  show,
} from './common';

/** Three tiles per row, left to right. */
export interface RelayDisplay {
  top: RelayTile[];
  bottom: RelayTile[];
}
export interface RelayScore {
  columns: number[];
  rows: number[];
  allTextures: number;
  total: number;
}
/** A display being filled: null marks an empty box. */
export interface RelayPartialDisplay {
  top: (RelayTile | null)[];
  bottom: (RelayTile | null)[];
}
/** R7 preview of a partial display: null = not decided yet. */
export interface RelayPreview {
  columns: (number | null)[];
  rows: (number | null)[];
  allTextures: number | null;
  /** Points already certain from the decided checks. */
  secured: number;
  /** Tiles placed, 0..6. */
  placed: number;
  /** True when all six boxes are filled (then the preview equals the score). */
  complete: boolean;
}
export type RelayRow = 'top' | 'bottom';

export const RELAY_DECK_SIZE = 48;
export const RELAY_DEAL = 7;
export const RELAY_PICKS = 6;
/** Tiles in each row of a display, left to right. */
export const RELAY_ROW_SIZE = 3;
/** Tiles in a finished display (two rows of three). */
export const RELAY_DISPLAY_SIZE = 6;
/** R6: the only countdown, started by the reader. */
export const RELAY_REVEAL_COUNT: readonly string[] = Object.freeze(['three', 'two', 'one', 'reveal']);

const MOTIF_SET = new Set<string>(MOTIFS);
const TEXTURE_SET = new Set<string>(TEXTURES);

export function isRelayTile(value: unknown): value is RelayTile {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { motif?: unknown; texture?: unknown };
  return (
    typeof v.motif === 'string' && MOTIF_SET.has(v.motif) && typeof v.texture === 'string' && TEXTURE_SET.has(v.texture)
  );
}

function assertTile(value: unknown, where: string): asserts value is RelayTile {
  if (!isRelayTile(value)) fail(`${where}: ${show(value)} is not a Pattern Relay tile`);
}

/** "SUN/DOTS": the face of a tile (motif/texture), as printed on the card. */
export function relayFaceKey(tile: RelayTile): string {
  assertTile(tile, 'tile');
  return `${tile.motif}/${tile.texture}`;
}

function assertRowShape(display: unknown, where: string, allowNull: boolean): asserts display is RelayPartialDisplay {
  if (typeof display !== 'object' || display === null) fail(`${where} ${show(display)} is not a display`);
  for (const row of ['top', 'bottom'] as const) {
    const tiles = (display as Record<string, unknown>)[row];
    assertArray(tiles, `${where} ${row} row`);
    if (tiles.length !== 3) fail(`${where} ${row} row has ${tiles.length} tiles, needs 3`);
    tiles.forEach((t, i) => {
      if (t === null && allowNull) return;
      assertTile(t, `${where} ${row} row box ${i + 1}`);
    });
  }
}

function faceCounts(tiles: readonly (RelayTile | null)[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tiles) {
    if (t === null) continue;
    const k = `${t.motif}/${t.texture}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

function assertCopies(tiles: readonly (RelayTile | null)[], where: string): void {
  for (const [face, n] of faceCounts(tiles)) {
    if (n > RELAY_COPIES) fail(`${where} has ${n} copies of ${face}; the deck has only ${RELAY_COPIES}`);
  }
}

function columnPoints(a: RelayTile, b: RelayTile): number {
  return a.motif === b.motif ? RELAY_POINTS.column : 0;
}
function rowPoints(r: readonly RelayTile[]): number {
  const [a, b, c] = r as [RelayTile, RelayTile, RelayTile];
  return a.texture !== b.texture && a.texture !== c.texture && b.texture !== c.texture ? RELAY_POINTS.row : 0;
}

/**
 * R7: 3 per column whose top and bottom motifs match, 4 per row whose three
 * textures all differ, 4 if all four textures appear. 0..21.
 * Throws on anything but 3 + 3 valid tiles, or more than 4 copies of a face (R8).
 */
export function scoreRelayDisplay(display: RelayDisplay): RelayScore {
  // Hot path (scored for every display on every screen refresh): validates
  // with small integer codes instead of the generic helpers.
  if (typeof display !== 'object' || display === null) fail(`display ${show(display)} is not a display`);
  const top: unknown = display.top;
  const bottom: unknown = display.bottom;
  assertArray(top, 'display top row');
  if (top.length !== 3) fail(`display top row has ${top.length} tiles, needs 3`);
  assertArray(bottom, 'display bottom row');
  if (bottom.length !== 3) fail(`display bottom row has ${bottom.length} tiles, needs 3`);
  const t0 = faceCode(top[0], 'top', 0);
  const t1 = faceCode(top[1], 'top', 1);
  const t2 = faceCode(top[2], 'top', 2);
  const b0 = faceCode(bottom[0], 'bottom', 0);
  const b1 = faceCode(bottom[1], 'bottom', 1);
  const b2 = faceCode(bottom[2], 'bottom', 2);
  // R8: five copies of one face need five of the six tiles equal.
  const codes = [t0, t1, t2, b0, b1, b2];
  for (let i = 0; i < 2; i++) {
    let n = 0;
    for (const c of codes) if (c === codes[i]) n++;
    if (n > RELAY_COPIES)
      fail(`display has ${n} copies of ${faceName(codes[i] as number)}; the deck has only ${RELAY_COPIES}`);
  }
  const { column, row } = RELAY_POINTS;
  const c0 = t0 >> 2 === b0 >> 2 ? column : 0;
  const c1 = t1 >> 2 === b1 >> 2 ? column : 0;
  const c2 = t2 >> 2 === b2 >> 2 ? column : 0;
  const r0 = distinct3(t0 & 3, t1 & 3, t2 & 3) ? row : 0;
  const r1 = distinct3(b0 & 3, b1 & 3, b2 & 3) ? row : 0;
  const mask =
    (1 << (t0 & 3)) | (1 << (t1 & 3)) | (1 << (t2 & 3)) | (1 << (b0 & 3)) | (1 << (b1 & 3)) | (1 << (b2 & 3));
  const allTextures = mask === 15 ? RELAY_POINTS.allTextures : 0;
  return { columns: [c0, c1, c2], rows: [r0, r1], allTextures, total: c0 + c1 + c2 + r0 + r1 + allTextures };
}

function distinct3(a: number, b: number, c: number): boolean {
  return a !== b && a !== c && b !== c;
}

function motifCode(m: unknown): number {
  switch (m) {
    case 'SUN':
      return 0;
    case 'LEAF':
      return 1;
    case 'KEY':
      return 2;
    default:
      return -1;
  }
}

function textureCode(t: unknown): number {
  switch (t) {
    case 'DOTS':
      return 0;
    case 'LINES':
      return 1;
    case 'WAVES':
      return 2;
    case 'RINGS':
      return 3;
    default:
      return -1;
  }
}

/** motif * 4 + texture, the tile's index in RELAY_FACES; throws naming a bad tile. */
function faceCode(t: unknown, row: RelayRow, i: number): number {
  if (typeof t === 'object' && t !== null) {
    const m = motifCode((t as RelayTile).motif);
    const x = textureCode((t as RelayTile).texture);
    if (m >= 0 && x >= 0) return m * 4 + x;
  }
  return fail(`display ${row} row box ${i + 1}: ${show(t)} is not a Pattern Relay tile`);
}

function faceName(code: number): string {
  return `${MOTIFS[code >> 2]}/${TEXTURES[code & 3]}`;
}

/**
 * R7 preview for a display still being filled (null = empty box). A check is
 * decided (a number) once no future tile can change it; otherwise null.
 * `secured` sums the decided checks. A full display gives the same numbers as
 * scoreRelayDisplay.
 */
export function relayPartialPreview(display: RelayPartialDisplay): RelayPreview {
  assertRowShape(display, 'display', true);
  const all = [...display.top, ...display.bottom];
  assertCopies(all, 'display');
  const columns = [0, 1, 2].map((i) => {
    const a = display.top[i] ?? null;
    const b = display.bottom[i] ?? null;
    return a && b ? columnPoints(a, b) : null;
  });
  const rows = [display.top, display.bottom].map((r) => {
    const placed = r.filter((t): t is RelayTile => t !== null);
    if (placed.length === 3) return rowPoints(placed);
    const textures = new Set(placed.map((t) => t.texture));
    return textures.size < placed.length ? 0 : null; // a repeated texture already spoils the row
  });
  const placed = all.filter((t): t is RelayTile => t !== null);
  const textures = new Set(placed.map((t) => t.texture));
  const empty = 6 - placed.length;
  let allTextures: number | null;
  if (textures.size === TEXTURES.length) allTextures = RELAY_POINTS.allTextures;
  else if (TEXTURES.length - textures.size > empty) allTextures = 0;
  else allTextures = null;
  const secured = [...columns, ...rows, allTextures].reduce<number>((s, v) => s + (v ?? 0), 0);
  return { columns, rows, allTextures, secured, placed: placed.length, complete: empty === 0 };
}

/** An empty display (all boxes null). */
export function relayEmptyDisplay(): RelayPartialDisplay {
  return { top: [null, null, null], bottom: [null, null, null] };
}

/**
 * Places a tile in an empty box and returns the new display (R5: a placed
 * tile is locked, so an occupied box is refused). Refuses a fifth copy of a
 * face in this display (R8). Refusals are RulesRefusal ('relay/box-locked',
 * 'relay/no-fifth-in-display'); a malformed display or tile is a RangeError.
 */
export function relayPlaceTile(
  display: RelayPartialDisplay,
  row: RelayRow,
  column: number,
  tile: RelayTile,
): RelayPartialDisplay {
  assertRowShape(display, 'display', true);
  if (row !== 'top' && row !== 'bottom') fail(`row ${show(row)} is not "top" or "bottom"`);
  assertIntIn(column, 0, 2, 'column');
  assertTile(tile, 'tile');
  const held = display[row][column];
  if (held) {
    const face = relayFaceKey(held);
    refuse(
      'relay/box-locked',
      { row, column, face },
      `the ${row} row box ${column + 1} already holds ${face}; placed tiles are locked`,
    );
  }
  assertCopies([...display.top, ...display.bottom], 'display');
  const face = relayFaceKey(tile);
  const copies = faceCounts([...display.top, ...display.bottom]).get(face) ?? 0;
  if (copies >= RELAY_COPIES)
    refuse('relay/no-fifth-in-display', { face }, `display has ${copies + 1} copies of ${face}`);
  const next: RelayPartialDisplay = {
    top: display.top.map((t) => (t ? { motif: t.motif, texture: t.texture } : null)),
    bottom: display.bottom.map((t) => (t ? { motif: t.motif, texture: t.texture } : null)),
  };
  next[row][column] = { motif: tile.motif, texture: tile.texture };
  return next;
}

/**
 * What the core found wrong with a placement or a round, as a code and the
 * facts (seats, faces, counts). The game layer words it; nothing reads words.
 */
export type RelayProblem =
  /** R8: this seat's display already holds every copy of `face`. */
  | { code: 'relay/no-fifth-in-display'; facts: { seat: Seat; face: string } }
  /** R8: every copy of `face` is already in the round's displays, held by `seats`. */
  | { code: 'relay/no-fifth-on-table'; facts: { seat: Seat; face: string; seats: Seat[] } }
  /** More displays than Pattern Relay has seats (R1). */
  | { code: 'relay/too-many-displays'; facts: { displays: number; max: number } }
  /** R7: a display without its six tiles (or with more), with the tiles per row. */
  | { code: 'relay/display-size'; facts: { seat: Seat; tiles: number; top: number; bottom: number } }
  /** R7: six tiles, but not three in each row. */
  | { code: 'relay/display-rows'; facts: { seat: Seat; top: number; bottom: number } }
  /** R8: a display shows `copies` (more than four) of one face. */
  | { code: 'relay/copies-in-display'; facts: { seat: Seat; face: string; copies: number } }
  /** R8: the table shows `copies` (more than four) of one face, across `seats`. */
  | { code: 'relay/copies-on-table'; facts: { face: string; copies: number; seats: Seat[] } };

export type RelayPlacementProblem = Extract<
  RelayProblem,
  { code: 'relay/no-fifth-in-display' | 'relay/no-fifth-on-table' }
>;

/**
 * R8 for one placement: why `tile` may not go into the display of `seat` (a
 * fifth copy in that display or across the table), or null when it may.
 * Displays may be partial (null boxes).
 */
export function relayPlacementProblem(
  displays: readonly RelayPartialDisplay[],
  seat: Seat,
  tile: RelayTile,
): RelayPlacementProblem | null {
  assertArray(displays, 'displays');
  assertSeat(displays.length, seat);
  assertTile(tile, 'tile');
  displays.forEach((d, i) => assertRowShape(d, `display ${i + 1}`, true));
  const face = relayFaceKey(tile);
  const held = displays.map((d) => faceCounts([...d.top, ...d.bottom]).get(face) ?? 0);
  if ((held[seat] ?? 0) >= RELAY_COPIES) return { code: 'relay/no-fifth-in-display', facts: { seat, face } };
  if (held.reduce((a, b) => a + b, 0) >= RELAY_COPIES) {
    return {
      code: 'relay/no-fifth-on-table',
      facts: { seat, face, seats: held.flatMap((n, i) => (n > 0 ? [i] : [])) },
    };
  }
  return null;
}

/** Throws the R8 RulesRefusal of `relayPlacementProblem`, if any. */
export function relayCheckPlacement(displays: readonly RelayPartialDisplay[], seat: Seat, tile: RelayTile): void {
  const problem = relayPlacementProblem(displays, seat, tile);
  if (problem) refuse(problem.code, problem.facts, relayPlacementWords(problem));
}

function relayPlacementWords(p: RelayPlacementProblem): string {
  return p.code === 'relay/no-fifth-in-display'
    ? `This display already has all ${RELAY_COPIES} copies of ${p.facts.face}; a fifth copy is not in the deck.`
    : `All ${RELAY_COPIES} copies of ${p.facts.face} are already on the table; a fifth copy is not in the deck.`;
}

/**
 * R7/R8 checks across one round's displays as codes and facts ([] if all is
 * well): displays without six tiles or three per row, and any face with more
 * than four copies in one display or across the table. Null or missing boxes
 * count as empty; malformed tiles throw.
 */
export function relayRoundProblems(displays: readonly RelayPartialDisplay[]): RelayProblem[] {
  assertArray(displays, 'displays');
  const out: RelayProblem[] = [];
  if (displays.length > RULES_LIMITS.relay.max) {
    out.push({ code: 'relay/too-many-displays', facts: { displays: displays.length, max: RULES_LIMITS.relay.max } });
  }
  const perDisplay: Map<string, number>[] = [];
  displays.forEach((d, seat) => {
    if (typeof d !== 'object' || d === null) fail(`display ${seat + 1} ${show(d)} is not a display`);
    const tiles: RelayTile[] = [];
    const filled = { top: 0, bottom: 0 };
    for (const row of ['top', 'bottom'] as const) {
      const r: unknown = (d as unknown as Record<string, unknown>)[row];
      assertArray(r, `display ${seat + 1} ${row} row`);
      r.forEach((t, j) => {
        if (t === null || t === undefined) return;
        assertTile(t, `display ${seat + 1} ${row} row box ${j + 1}`);
        tiles.push(t);
        filled[row]++;
      });
    }
    if (tiles.length !== RELAY_DISPLAY_SIZE)
      out.push({ code: 'relay/display-size', facts: { seat, tiles: tiles.length, ...filled } });
    else if (filled.top !== 3) out.push({ code: 'relay/display-rows', facts: { seat, ...filled } });
    const counts = faceCounts(tiles);
    perDisplay.push(counts);
    for (const [face, copies] of counts) {
      if (copies > RELAY_COPIES) out.push({ code: 'relay/copies-in-display', facts: { seat, face, copies } });
    }
  });
  for (const face of RELAY_FACES.map((f) => `${f.motif}/${f.texture}`)) {
    const held = perDisplay.map((c) => c.get(face) ?? 0);
    const copies = held.reduce((a, b) => a + b, 0);
    if (copies <= RELAY_COPIES || held.some((n) => n > RELAY_COPIES)) continue; // a display's own surplus is reported above
    out.push({
      code: 'relay/copies-on-table',
      facts: { face, copies, seats: held.flatMap((n, i) => (n > 0 ? [i] : [])) },
    });
  }
  return out;
}

/**
 * `relayRoundProblems` in plain words ([] if all is well). Displays are called
 * "Display 1".. (seat index + 1) or by `names[seat]` when given.
 */
export function relayCheckRound(displays: RelayDisplay[], names?: readonly string[]): string[] {
  const label = (i: number): string => {
    const n = names?.[i];
    return typeof n === 'string' && n.trim() !== '' ? `${n}'s display` : `Display ${i + 1}`;
  };
  return relayRoundProblems(displays).map((p) => relayProblemText(p, label));
}

/** One problem in plain words for `relayCheckRound`; `display(seat)` names a seat's display. */
function relayProblemText(p: RelayProblem, display: (seat: Seat) => string): string {
  const rows = (f: { top: number; bottom: number }) =>
    [f.top !== 3 && `top row ${f.top} of 3`, f.bottom !== 3 && `bottom row ${f.bottom} of 3`]
      .filter(Boolean)
      .join(', ');
  switch (p.code) {
    case 'relay/too-many-displays':
      return `There are ${p.facts.displays} displays, but Pattern Relay seats at most ${p.facts.max} players.`;
    case 'relay/display-size': {
      const f = p.facts;
      return f.tiles < RELAY_DISPLAY_SIZE
        ? `${display(f.seat)} has only ${f.tiles} tile${f.tiles === 1 ? '' : 's'} (${rows(f)}); it needs ${RELAY_DISPLAY_SIZE}.`
        : `${display(f.seat)} has ${f.tiles} tiles (${rows(f)}); it holds exactly ${RELAY_DISPLAY_SIZE}.`;
    }
    case 'relay/display-rows':
      return `${display(p.facts.seat)} has its tiles in the wrong rows (${rows(p.facts)}); each row holds 3.`;
    case 'relay/copies-in-display': {
      const { seat, face, copies } = p.facts;
      return `${display(seat)} has ${copies} copies of ${face}; the deck has only ${RELAY_COPIES}, so ${countWord(copies - RELAY_COPIES)} ${face} too many.`;
    }
    case 'relay/copies-on-table': {
      const { face, copies, seats } = p.facts;
      return `${capital(countWord(copies - RELAY_COPIES))} ${face} too many: the table shows ${copies} but the deck has only ${RELAY_COPIES}. Check ${andList(seats.map(display))}.`;
    }
    default:
      return relayPlacementWords(p);
  }
}

/** R7: each seat's round score, from six-tile displays (throws on anything else, as scoreRelayDisplay). */
export function relayRoundTotals(displays: readonly RelayDisplay[]): number[] {
  assertArray(displays, 'displays');
  return displays.map((d) => scoreRelayDisplay(d).total);
}

/** R1: tiles left undealt after dealing seven each: 48 - 7N, players 3..6. */
export function relayUndealt(players: number): number {
  assertPlayers(players, RULES_LIMITS.relay.min, RULES_LIMITS.relay.max);
  return RELAY_DECK_SIZE - RELAY_DEAL * players;
}

/** R3: hand size before pick k (1..6) is 8 - k. */
export function relayHandSize(pick: number): number {
  assertIntIn(pick, 1, RELAY_PICKS, 'pick');
  return 8 - pick;
}

function assertRound(round: unknown): asserts round is 1 | 2 {
  if (round !== 1 && round !== 2) fail(`round ${show(round)} is not 1 or 2`);
}

/** R2: round 1 passes clockwise, round 2 counterclockwise. */
export function relayPassDirection(round: 1 | 2): 'clockwise' | 'counterclockwise' {
  assertRound(round);
  return round === 1 ? 'clockwise' : 'counterclockwise';
}

/** R2: the seat that receives `seat`'s unchosen cards in this round. */
export function relayPassTarget(players: number, seat: Seat, round: 1 | 2): Seat {
  assertPlayers(players, RULES_LIMITS.relay.min, RULES_LIMITS.relay.max);
  assertSeat(players, seat);
  assertRound(round);
  return seatAfter(players, seat, round === 1 ? 1 : -1);
}

/** R4: round 1 reader chosen at setup; round 2 reader is one seat clockwise. */
export function relayReader(players: number, firstReader: Seat, round: 1 | 2): Seat {
  assertPlayers(players, RULES_LIMITS.relay.min, RULES_LIMITS.relay.max);
  assertSeat(players, firstReader);
  assertRound(round);
  return seatAfter(players, firstReader, round - 1);
}

/**
 * R5: the first placer (chosen at setup) moves one seat clockwise after every
 * pick, continuing across rounds; placements resolve clockwise from them.
 * Returns all seats in placement order for (round, pick).
 */
export function relayPlacementOrder(players: number, firstPlacer: Seat, round: 1 | 2, pick: number): Seat[] {
  assertPlayers(players, RULES_LIMITS.relay.min, RULES_LIMITS.relay.max);
  assertSeat(players, firstPlacer);
  assertRound(round);
  assertIntIn(pick, 1, RELAY_PICKS, 'pick');
  const shift = (round - 1) * RELAY_PICKS + (pick - 1);
  return seatsFrom(players, seatAfter(players, firstPlacer, shift));
}

/**
 * The seats of a rematch with the same players (an app convention, not a
 * ruling): the reader moves one seat clockwise from the last game's round-2
 * reader (R4), and the first placer carries on from the last game's twelfth
 * pick (R5).
 */
export function relayRematch(
  players: number,
  firstReader: Seat,
  firstPlacer: Seat,
): { firstReader: Seat; firstPlacer: Seat } {
  const lastPlacer = relayPlacementOrder(players, firstPlacer, 2, RELAY_PICKS)[0] as Seat;
  return {
    firstReader: seatAfter(players, relayReader(players, firstReader, 2), 1),
    firstPlacer: seatAfter(players, lastPlacer, 1),
  };
}

/** R1: tiles dealt at the start of a round: seven each, players 3..6. */
export function relayDealt(players: number): number {
  assertPlayers(players, RULES_LIMITS.relay.min, RULES_LIMITS.relay.max);
  return RELAY_DEAL * players;
}

/** R9: game total = round 1 + round 2 (each 0..21). */
export function relayGameTotal(round1: number, round2: number): number {
  assertIntIn(round1, 0, RELAY_POINTS.max, 'round 1 score');
  assertIntIn(round2, 0, RELAY_POINTS.max, 'round 2 score');
  return round1 + round2;
}
