import { ROUTE_NAMES } from '../../rules/parcel';
import type { ParcelTurn, ParcelVariant, Route } from '../../rules/parcel';
import type { LastTurn } from './session';

export const VARIANT_NAMES: Record<ParcelVariant, string> = {
  standard: 'Standard',
  young: 'Younger groups',
  tougher: 'Tougher replay',
};

export const VARIANT_HINTS: Record<ParcelVariant, string> = {
  standard: 'The four routes in order.',
  young: 'Clockwise one every lap.',
  tougher: 'Only the trading pair may suggest a swap.',
};

/** "one seat clockwise", "two seats counterclockwise" (P2: counting others, never yourself). */
export function distance(route: Route): string {
  const [steps, dir] = ROUTE_NAMES[route].split(' ').reverse() as [string, string];
  return `${steps} seat${steps === 'one' ? '' : 's'} ${dir}`;
}

export const routeDirection = (route: Route): 'clockwise' | 'counterclockwise' =>
  route === 1 || route === 3 ? 'clockwise' : 'counterclockwise';

/** At three players a two-seat route reaches the neighbour on the other side. */
export function threeNote(players: number, route: Route): string | null {
  if (players !== 3 || route < 3) return null;
  const other = route === 3 ? 'one seat counterclockwise' : 'one seat clockwise';
  return `At three players, ${distance(route)} reaches the same person as ${other}: that is intended.`;
}

/** The caller's sentence: "Ana, trade with Ben, two seats clockwise." */
export function callLine(names: readonly string[], t: ParcelTurn): string {
  return `${names[t.seat]}, trade with ${names[t.partner]}, ${distance(t.route)}.`;
}

/** What the table does to take back the last turn, in the players' words. */
export function reverseLine(names: readonly string[], last: LastTurn): string {
  const a = names[last.seat];
  const b = names[last.partner];
  if (!last.swap) return `${a} passed: no cards move back.`;
  if (last.give && last.receive)
    return `${a} takes the ${last.give} back from ${b}, and ${b} takes the ${last.receive} back from ${a}.`;
  return `${a} and ${b} swap back the two cards they exchanged.`;
}

export const swapsWord = (n: number): string => `${n} swap${n === 1 ? '' : 's'}`;

/** A player's name, or "Seat 3" while the name is still blank. */
export const seatName = (names: readonly string[], i: number): string => names[i]?.trim() || `Seat ${i + 1}`;
