// Pattern Relay (pattern-relay.txt, RULINGS R1-R9).
import type { Seat } from './common';
import {
  RULES_LIMITS,
  assertArray,
  assertIntIn,
  assertPlayers,
  assertSeat,
  countWord,
  fail,
  listWords,
  seatAfter,
  seatsFrom,
  show,
} from './common';

export type Motif = 'SUN' | 'LEAF' | 'KEY';
export type Texture = 'DOTS' | 'LINES' | 'WAVES' | 'RINGS';
export interface RelayTile {
  motif: Motif;
  texture: Texture;
}
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

export const MOTIFS: readonly Motif[] = Object.freeze(['SUN', 'LEAF', 'KEY'] as const);
export const TEXTURES: readonly Texture[] = Object.freeze(['DOTS', 'LINES', 'WAVES', 'RINGS'] as const);
/** The 12 tile faces, motif-major (SUN/DOTS, SUN/LINES, ...). */
export const RELAY_FACES: readonly RelayTile[] = Object.freeze(
  MOTIFS.flatMap((motif) => TEXTURES.map((texture) => Object.freeze({ motif, texture }))),
);
export const RELAY_COPIES = 4;
export const RELAY_DECK_SIZE = 48;
export const RELAY_DEAL = 7;
export const RELAY_PICKS = 6;
/** R6: the only countdown, started by the reader. */
export const RELAY_REVEAL_COUNT: readonly string[] = Object.freeze(['three', 'two', 'one', 'reveal']);

const MOTIF_SET = new Set<string>(MOTIFS);
const TEXTURE_SET = new Set<string>(TEXTURES);

export function isRelayTile(value: unknown): value is RelayTile {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { motif?: unknown; texture?: unknown };
  return typeof v.motif === 'string' && MOTIF_SET.has(v.motif) && typeof v.texture === 'string' && TEXTURE_SET.has(v.texture);
}

function assertTile(value: unknown, where: string): asserts value is RelayTile {
  if (!isRelayTile(value)) fail(`${where}: ${show(value)} is not a Pattern Relay tile`);
}

/** "SUN/DOTS": the face of a tile (motif/texture), as printed on the card. */
export function relayFaceKey(tile: RelayTile): string {
  assertTile(tile, 'tile');
  return `${tile.motif}/${tile.texture}`;
}

/** A fresh 48-tile deck, four copies of each face, in face order (shuffle it yourself). */
export function relayDeck(): RelayTile[] {
  return RELAY_FACES.flatMap((f) => Array.from({ length: RELAY_COPIES }, () => ({ motif: f.motif, texture: f.texture })));
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
  return a.motif === b.motif ? 3 : 0;
}
function rowPoints(r: readonly RelayTile[]): number {
  const [a, b, c] = r as [RelayTile, RelayTile, RelayTile];
  return a.texture !== b.texture && a.texture !== c.texture && b.texture !== c.texture ? 4 : 0;
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
    if (n > RELAY_COPIES) fail(`display has ${n} copies of ${faceName(codes[i] as number)}; the deck has only ${RELAY_COPIES}`);
  }
  const columns = [(t0 >> 2) === (b0 >> 2) ? 3 : 0, (t1 >> 2) === (b1 >> 2) ? 3 : 0, (t2 >> 2) === (b2 >> 2) ? 3 : 0];
  const rows = [distinct3(t0 & 3, t1 & 3, t2 & 3) ? 4 : 0, distinct3(b0 & 3, b1 & 3, b2 & 3) ? 4 : 0];
  const mask = (1 << (t0 & 3)) | (1 << (t1 & 3)) | (1 << (t2 & 3)) | (1 << (b0 & 3)) | (1 << (b1 & 3)) | (1 << (b2 & 3));
  const allTextures = mask === 15 ? 4 : 0;
  const total = columns[0]! + columns[1]! + columns[2]! + rows[0]! + rows[1]! + allTextures;
  return { columns, rows, allTextures, total };
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
  if (textures.size === 4) allTextures = 4;
  else if (4 - textures.size > empty) allTextures = 0;
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
 * tile is locked, so an occupied box throws). Refuses a fifth copy of a face
 * in this display (R8).
 */
export function relayPlaceTile(display: RelayPartialDisplay, row: RelayRow, column: number, tile: RelayTile): RelayPartialDisplay {
  assertRowShape(display, 'display', true);
  if (row !== 'top' && row !== 'bottom') fail(`row ${show(row)} is not "top" or "bottom"`);
  assertIntIn(column, 0, 2, 'column');
  assertTile(tile, 'tile');
  if (display[row][column] !== null) fail(`the ${row} row box ${column + 1} already holds ${relayFaceKey(display[row][column] as RelayTile)}; placed tiles are locked`);
  const next: RelayPartialDisplay = {
    top: display.top.map((t) => (t ? { motif: t.motif, texture: t.texture } : null)),
    bottom: display.bottom.map((t) => (t ? { motif: t.motif, texture: t.texture } : null)),
  };
  next[row][column] = { motif: tile.motif, texture: tile.texture };
  assertCopies([...next.top, ...next.bottom], 'display');
  return next;
}

/** Problems with copies inside one (possibly partial) display, in plain words; [] if none (R8). */
export function relayCheckDisplayCopies(display: RelayPartialDisplay, label = 'This display'): string[] {
  assertRowShape(display, 'display', true);
  const out: string[] = [];
  for (const [face, n] of faceCounts([...display.top, ...display.bottom])) {
    if (n > RELAY_COPIES) out.push(`${label} has ${n} copies of ${face}, but the deck has only ${RELAY_COPIES}: ${countWord(n - RELAY_COPIES)} too many`);
  }
  return out;
}

/**
 * R8 refusal for the screens: the plain-words reason why `tile` may not go into
 * the display of `seat` (fifth copy in that display or across the table), or
 * null when it may. Displays may be partial (null boxes).
 */
export function relayPlacementRefusal(displays: readonly RelayPartialDisplay[], seat: Seat, tile: RelayTile): string | null {
  assertArray(displays, 'displays');
  assertSeat(displays.length, seat);
  assertTile(tile, 'tile');
  displays.forEach((d, i) => assertRowShape(d, `display ${i + 1}`, true));
  const key = relayFaceKey(tile);
  const own = displays[seat] as RelayPartialDisplay;
  const inOwn = faceCounts([...own.top, ...own.bottom]).get(key) ?? 0;
  if (inOwn >= RELAY_COPIES) return `This display already has all ${RELAY_COPIES} copies of ${key}; a fifth copy is not in the deck.`;
  let table = 0;
  for (const d of displays) table += faceCounts([...d.top, ...d.bottom]).get(key) ?? 0;
  if (table >= RELAY_COPIES) return `All ${RELAY_COPIES} copies of ${key} are already on the table; a fifth copy is not in the deck.`;
  return null;
}

/**
 * R7/R8 checks across one round's displays, in plain words ([] if all is well):
 * displays without six tiles, and any face with more than four copies in one
 * display or across the table. Displays are called "Display 1".. (seat index
 * + 1) or by `names[seat]` when given. Malformed tiles throw.
 */
export function relayCheckRound(displays: RelayDisplay[], names?: readonly string[]): string[] {
  assertArray(displays, 'displays');
  const out: string[] = [];
  const label = (i: number): string => {
    const n = names?.[i];
    return typeof n === 'string' && n.trim() !== '' ? `${n}'s display` : `Display ${i + 1}`;
  };
  if (displays.length > RULES_LIMITS.relay.max) {
    out.push(`There are ${displays.length} displays, but Pattern Relay seats at most ${RULES_LIMITS.relay.max} players.`);
  }
  const perDisplay: Map<string, number>[] = [];
  displays.forEach((d, i) => {
    if (typeof d !== 'object' || d === null) fail(`display ${i + 1} ${show(d)} is not a display`);
    const tiles: RelayTile[] = [];
    const rowNotes: string[] = [];
    for (const row of ['top', 'bottom'] as const) {
      const r: unknown = (d as unknown as Record<string, unknown>)[row];
      assertArray(r, `display ${i + 1} ${row} row`);
      r.forEach((t, j) => {
        if (t === null || t === undefined) return;
        assertTile(t, `display ${i + 1} ${row} row box ${j + 1}`);
        tiles.push(t);
      });
      const filled = r.filter((t) => t !== null && t !== undefined).length;
      if (filled !== 3) rowNotes.push(`${row} row ${filled} of 3`);
    }
    if (tiles.length < 6) out.push(`${label(i)} has only ${tiles.length} tile${tiles.length === 1 ? '' : 's'} (${rowNotes.join(', ')}); it needs 6.`);
    else if (tiles.length > 6) out.push(`${label(i)} has ${tiles.length} tiles (${rowNotes.join(', ')}); it holds exactly 6.`);
    else if (rowNotes.length > 0) out.push(`${label(i)} has its tiles in the wrong rows (${rowNotes.join(', ')}); each row holds 3.`);
    const counts = faceCounts(tiles);
    perDisplay.push(counts);
    for (const [face, n] of counts) {
      if (n > RELAY_COPIES) out.push(`${label(i)} has ${n} copies of ${face}; the deck has only ${RELAY_COPIES}, so ${countWord(n - RELAY_COPIES)} ${face} too many.`);
    }
  });
  const table = new Map<string, number>();
  for (const c of perDisplay) for (const [face, n] of c) table.set(face, (table.get(face) ?? 0) + n);
  for (const face of RELAY_FACES.map((f) => `${f.motif}/${f.texture}`)) {
    const n = table.get(face) ?? 0;
    if (n <= RELAY_COPIES) continue;
    if (perDisplay.some((c) => (c.get(face) ?? 0) > RELAY_COPIES)) continue; // already reported
    const holders = perDisplay.flatMap((c, i) => ((c.get(face) ?? 0) > 0 ? [label(i)] : []));
    out.push(`${capital(countWord(n - RELAY_COPIES))} ${face} too many: the table shows ${n} but the deck has only ${RELAY_COPIES}. Check ${listWords(holders)}.`);
  }
  return out;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
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

/** R9: game total = round 1 + round 2 (each 0..21). */
export function relayGameTotal(round1: number, round2: number): number {
  assertIntIn(round1, 0, 21, 'round 1 score');
  assertIntIn(round2, 0, 21, 'round 2 score');
  return round1 + round2;
}
