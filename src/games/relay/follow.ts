/**
 * Where a chosen seat went when the seat list changed: a seat chosen for a
 * person (the round-1 reader, the first placer) follows that person when
 * seats are moved, stays put when a name is edited or a player added, and
 * moves with the others when someone before it is removed. When the chosen
 * person is removed, the first seat is chosen.
 */
export function followSeat(before: readonly string[], after: readonly string[], seat: number): number {
  if (after.length === 0) return 0;
  if (after.length === before.length) {
    const moved = [...before].sort().join('\n') === [...after].sort().join('\n');
    const who = before[seat];
    return moved && who !== undefined ? Math.max(0, after.indexOf(who)) : seat;
  }
  if (after.length === before.length - 1) {
    const removed = before.findIndex((n, i) => after[i] !== n);
    if (removed === seat) return 0;
    return removed < seat ? seat - 1 : seat;
  }
  return Math.min(seat, after.length - 1);
}
