import { describe, expect, it } from 'vitest';
import { edgePath, seatPath, sideCounts, tablePlaces, tableSides } from '../../../src/ui/table/seats';
import type { RingDirection } from '../../../src/ui/table/seats';

/** Each seat as "side rotation order/of x,y", worked out by hand below: easy to read against a drawing. */
const drawn = (n: number, d: RingDirection) =>
  tablePlaces(n, d).map((p) => `${p.seat + 1} ${p.side} ${p.rotation} ${p.order}/${p.of} ${p.at.x},${p.at.y}`);

describe('table mode: where each seat sits and which way its part turns', () => {
  it('up to four players share two sides, the top half turned round; five to eight take all four', () => {
    expect(tableSides(3)).toEqual(['bottom', 'top']);
    expect(tableSides(4, 'counterclockwise')).toEqual(['bottom', 'top']);
    expect(tableSides(5)).toEqual(['bottom', 'left', 'top', 'right']);
    expect(tableSides(8, 'counterclockwise')).toEqual(['bottom', 'right', 'top', 'left']);
    expect([2, 3, 4, 5, 6, 7, 8].map(sideCounts)).toEqual([
      [1, 1],
      [2, 1],
      [2, 2],
      [2, 1, 1, 1],
      [2, 1, 2, 1],
      [2, 2, 2, 1],
      [2, 2, 2, 2],
    ]);
  });

  // Clockwise seen from above: from seat 1 at the bottom the ring runs right to left along the bottom edge (each
  // player's next seat is on their left), up the left edge, left to right along the top, down the right edge.
  it('3 seats, clockwise: 1 bottom right, 2 bottom left, 3 alone on top, turned 180', () => {
    expect(drawn(3, 'clockwise')).toEqual(['1 bottom 0 1/2 0.75,1', '2 bottom 0 0/2 0.25,1', '3 top 180 0/1 0.5,0']);
  });
  it('3 seats, counterclockwise: the mirror, 1 bottom left, 2 bottom right, 3 on top', () => {
    expect(drawn(3, 'counterclockwise')).toEqual([
      '1 bottom 0 0/2 0.25,1',
      '2 bottom 0 1/2 0.75,1',
      '3 top 180 0/1 0.5,0',
    ]);
  });
  it('4 seats, clockwise: 3 sits at the top left, across from 2, and 4 at the top right, across from 1', () => {
    expect(drawn(4, 'clockwise')).toEqual([
      '1 bottom 0 1/2 0.75,1',
      '2 bottom 0 0/2 0.25,1',
      '3 top 180 0/2 0.25,0',
      '4 top 180 1/2 0.75,0',
    ]);
  });
  it('4 seats, counterclockwise', () => {
    expect(drawn(4, 'counterclockwise')).toEqual([
      '1 bottom 0 0/2 0.25,1',
      '2 bottom 0 1/2 0.75,1',
      '3 top 180 1/2 0.75,0',
      '4 top 180 0/2 0.25,0',
    ]);
  });
  it('5 seats, clockwise: two at the bottom, then the left edge (a quarter turn), the top, the right edge', () => {
    expect(drawn(5, 'clockwise')).toEqual([
      '1 bottom 0 1/2 0.75,1',
      '2 bottom 0 0/2 0.25,1',
      '3 left 90 0/1 0,0.5',
      '4 top 180 0/1 0.5,0',
      '5 right 270 0/1 1,0.5',
    ]);
  });
  it('5 seats, counterclockwise: the right edge comes after the bottom', () => {
    expect(drawn(5, 'counterclockwise')).toEqual([
      '1 bottom 0 0/2 0.25,1',
      '2 bottom 0 1/2 0.75,1',
      '3 right 270 0/1 1,0.5',
      '4 top 180 0/1 0.5,0',
      '5 left 90 0/1 0,0.5',
    ]);
  });
  it('6 seats, clockwise: two at the bottom and two at the top, one at each end', () => {
    expect(drawn(6, 'clockwise')).toEqual([
      '1 bottom 0 1/2 0.75,1',
      '2 bottom 0 0/2 0.25,1',
      '3 left 90 0/1 0,0.5',
      '4 top 180 0/2 0.25,0',
      '5 top 180 1/2 0.75,0',
      '6 right 270 0/1 1,0.5',
    ]);
  });
  it('6 seats, counterclockwise', () => {
    expect(drawn(6, 'counterclockwise')).toEqual([
      '1 bottom 0 0/2 0.25,1',
      '2 bottom 0 1/2 0.75,1',
      '3 right 270 0/1 1,0.5',
      '4 top 180 1/2 0.75,0',
      '5 top 180 0/2 0.25,0',
      '6 left 90 0/1 0,0.5',
    ]);
  });
  it('8 seats, clockwise: two a side; up the left edge 3 is lower than 4, down the right edge 7 is above 8', () => {
    expect(drawn(8, 'clockwise')).toEqual([
      '1 bottom 0 1/2 0.75,1',
      '2 bottom 0 0/2 0.25,1',
      '3 left 90 1/2 0,0.75',
      '4 left 90 0/2 0,0.25',
      '5 top 180 0/2 0.25,0',
      '6 top 180 1/2 0.75,0',
      '7 right 270 0/2 1,0.25',
      '8 right 270 1/2 1,0.75',
    ]);
  });
  it('8 seats, counterclockwise: up the right edge, along the top right to left, down the left edge', () => {
    expect(drawn(8, 'counterclockwise')).toEqual([
      '1 bottom 0 0/2 0.25,1',
      '2 bottom 0 1/2 0.75,1',
      '3 right 270 1/2 1,0.75',
      '4 right 270 0/2 1,0.25',
      '5 top 180 1/2 0.75,0',
      '6 top 180 0/2 0.25,0',
      '7 left 90 0/2 0,0.25',
      '8 left 90 1/2 0,0.75',
    ]);
  });
});

describe('table mode: the way round the table between two seats', () => {
  const corners = (pts: { x: number; y: number }[]) => pts.map((p) => `${p.x},${p.y}`);

  it('P2: 4 seats clockwise, route 1 (one on) runs along the bottom from 1 to 2, with no corner', () => {
    expect(corners(seatPath(tablePlaces(4), 0, 1, 1, 'clockwise'))).toEqual(['0.75,1', '0.25,1']);
  });
  it('P2: route 3 (two on) from seat 1 runs left round the bottom-left and top-left corners to seat 3', () => {
    expect(corners(seatPath(tablePlaces(4), 0, 2, 2, 'clockwise'))).toEqual(['0.75,1', '0,1', '0,0', '0.25,0']);
  });
  it('P2: route 2 (one back) from seat 1 runs right, round the right-hand corners, to seat 4', () => {
    expect(corners(seatPath(tablePlaces(4), 0, 3, -1, 'clockwise'))).toEqual(['0.75,1', '1,1', '1,0', '0.75,0']);
  });
  it('P2: with the ring laid counterclockwise, one on from seat 1 runs to the right', () => {
    expect(corners(seatPath(tablePlaces(4, 'counterclockwise'), 0, 1, 1, 'counterclockwise'))).toEqual([
      '0.25,1',
      '0.75,1',
    ]);
    expect(corners(seatPath(tablePlaces(4, 'counterclockwise'), 0, 2, 2, 'counterclockwise'))).toEqual([
      '0.25,1',
      '1,1',
      '1,0',
      '0.75,0',
    ]);
  });
  it('P2: 6 seats, route 4 (two back) from seat 2 at the bottom left runs right past seat 1 to the right edge', () => {
    expect(corners(seatPath(tablePlaces(6), 1, 5, -2, 'clockwise'))).toEqual(['0.25,1', '1,1', '1,0.5']);
  });
  it('from the top edge clockwise across the top-right corner, and the same point is the whole way round', () => {
    expect(corners(edgePath({ x: 0.5, y: 0 }, { x: 1, y: 0.5 }, true))).toEqual(['0.5,0', '1,0', '1,0.5']);
    expect(corners(edgePath({ x: 0.5, y: 0 }, { x: 0.5, y: 0 }, false))).toEqual([
      '0.5,0',
      '0,0',
      '0,1',
      '1,1',
      '1,0',
      '0.5,0',
    ]);
  });
});
