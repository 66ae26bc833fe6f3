// Table mode's geometry: where each seat of the ring sits around a device lying in the middle of the table, and
// which way its part of the screen turns. Pure (no DOM): the layout draws it, the unit tests work it by hand.

/** A side of the screen, named as seen from above with the device lying flat. */
export type Side = 'bottom' | 'left' | 'top' | 'right';
/** The way the seat ring runs around the table, seen from above: seat 1, 2, 3, ... */
export type RingDirection = 'clockwise' | 'counterclockwise';
/** The quarter turns of a part of the screen, clockwise on screen, so that its top points away from its reader. */
type Rotation = 0 | 90 | 180 | 270;

/** Each side's turn: the player at the left edge reads with their "up" pointing right, a quarter turn clockwise. */
const SIDE_ROTATION: Readonly<Record<Side, Rotation>> = { bottom: 0, left: 90, top: 180, right: 270 };

/** Up to this many players share two sides (the top half turned round); more take all four. */
const TWO_SIDES_MAX = 4;

/** A point on the table, the screen taken as the unit square: x from the left edge, y from the top edge. */
export interface Point {
  x: number;
  y: number;
}

export interface SeatPlace {
  seat: number;
  side: Side;
  rotation: Rotation;
  /** Where the seat comes along its side, in screen order (left to right, top to bottom), from 0. */
  order: number;
  /** How many seats share the side. */
  of: number;
  /** The middle of the seat's stretch of the table's edge. */
  at: Point;
}

/** The sides in use, in the ring's order from the bottom (the side of seat 1). */
export function tableSides(players: number, direction: RingDirection = 'clockwise'): Side[] {
  if (players <= TWO_SIDES_MAX) return ['bottom', 'top'];
  return direction === 'clockwise' ? ['bottom', 'left', 'top', 'right'] : ['bottom', 'right', 'top', 'left'];
}

/**
 * How many seats each side of `tableSides` holds, in the same order. Two sides: the bottom takes the odd one.
 * Four sides: one each, then the extra seats go to the bottom, the top, then the side after the bottom.
 */
export function sideCounts(players: number): number[] {
  if (players <= TWO_SIDES_MAX) return [Math.ceil(players / 2), Math.floor(players / 2)];
  const extra = players - 4;
  const [bottom, top, next] = [extra >= 1 ? 2 : 1, extra >= 2 ? 2 : 1, extra >= 3 ? 2 : 1];
  return [bottom, next, top, extra >= 4 ? 2 : 1];
}

/** The middle of slot `order` of `of` along `side`'s edge. */
function edgePoint(side: Side, order: number, of: number): Point {
  const along = (order + 0.5) / of;
  switch (side) {
    case 'bottom':
      return { x: along, y: 1 };
    case 'top':
      return { x: along, y: 0 };
    case 'left':
      return { x: 0, y: along };
    case 'right':
      return { x: 1, y: along };
  }
}

/**
 * Every seat's place, in seat order. Going clockwise (seen from above) from seat 1 at the bottom, the ring runs
 * along the bottom edge from right to left, up the left edge, along the top from left to right, and down the
 * right edge: each player's next seat clockwise is on their left, as they sit. Counterclockwise is its mirror.
 */
export function tablePlaces(players: number, direction: RingDirection = 'clockwise'): SeatPlace[] {
  const sides = tableSides(players, direction);
  const counts = sideCounts(players);
  const cw = direction === 'clockwise';
  // Whether the ring runs along a side in screen order (left to right, top to bottom) or against it.
  const forward: Record<Side, boolean> = { bottom: !cw, left: !cw, top: cw, right: cw };
  const places: SeatPlace[] = [];
  let seat = 0;
  sides.forEach((side, s) => {
    const of = counts[s] ?? 0;
    for (let k = 0; k < of; k++, seat++) {
      const order = forward[side] ? k : of - 1 - k;
      places.push({ seat, side, rotation: SIDE_ROTATION[side], order, of, at: edgePoint(side, order, of) });
    }
  });
  return places;
}

/** A point's distance clockwise (on screen) round the unit square's edge from its top-left corner, 0 to 4. */
function aroundEdge({ x, y }: Point): number {
  if (y === 0) return x;
  if (x === 1) return 1 + y;
  if (y === 1) return 3 - x;
  return 4 - y;
}

const CORNERS: readonly Point[] = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

/**
 * The way round the table's edge from one point to another, going clockwise or counterclockwise on screen: the
 * two ends with every corner passed between them, in order. The same point twice is the whole way round.
 */
export function edgePath(from: Point, to: Point, clockwise: boolean): Point[] {
  const [a, b] = [aroundEdge(from), aroundEdge(to)];
  const span = clockwise ? (b - a + 4) % 4 || 4 : (a - b + 4) % 4 || 4;
  const points = [from];
  const first = clockwise ? Math.floor(a) + 1 : Math.ceil(a) - 1;
  for (let c = first; clockwise ? c < a + span : c > a - span; c += clockwise ? 1 : -1) {
    points.push(CORNERS[((c % 4) + 4) % 4]!);
  }
  points.push(to);
  return points;
}

/**
 * The way round the table from seat `from` to seat `to`, `steps` seats along the ring (positive: on in seat
 * order, negative: back), as points on the edge.
 */
export function seatPath(
  places: readonly SeatPlace[],
  from: number,
  to: number,
  steps: number,
  direction: RingDirection,
): Point[] {
  const [a, b] = [places[from], places[to]];
  if (!a || !b) return [];
  const screenClockwise = steps > 0 === (direction === 'clockwise');
  return edgePath(a.at, b.at, screenClockwise);
}
