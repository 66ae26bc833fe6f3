// Shared pieces of the rules core: seats, winners, validation helpers.
// Pure: no DOM, no storage, no clocks, no Math.random.

/** A seat index, 0..players-1, numbered clockwise. */
export type Seat = number;

export { RULES_LIMITS } from './players';

/** Renders any value for an error message: strings quoted, objects as JSON. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text;
  } catch {
    return String(value);
  }
}

/** Throws a RangeError with the given message. */
export function fail(message: string): never {
  throw new RangeError(message);
}

/** True when value is an integer number (not NaN, not fractional). */
export function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** Throws unless value is an integer within min..max. `what` names it ("pick", "turn"). */
export function assertIntIn(value: unknown, min: number, max: number, what: string): asserts value is number {
  if (!isInteger(value) || value < min || value > max) {
    fail(`${what} ${show(value)} is outside ${min}..${max}`);
  }
}

/** Throws `player count 7 is outside 3..6` unless players is an integer in range. */
export function assertPlayers(players: unknown, min: number, max: number): asserts players is number {
  assertIntIn(players, min, max, 'player count');
}

/** Throws `seat 5 does not exist at 4 players` unless seat is 0..players-1. */
export function assertSeat(players: number, seat: unknown): asserts seat is Seat {
  if (!isInteger(seat) || seat < 0 || seat >= players) {
    fail(`seat ${show(seat)} does not exist at ${players} players`);
  }
}

/** Throws unless value is an array; `what` names it. */
export function assertArray(value: unknown, what: string): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) fail(`${what} ${show(value)} is not a list`);
}

/** Seat reached from `seat` after `steps` clockwise steps (negative = counterclockwise), mod players. */
export function seatAfter(players: number, seat: Seat, steps: number): Seat {
  return (((seat + steps) % players) + players) % players;
}

/** The seats 0..players-1 in clockwise order starting from `first`. */
export function seatsFrom(players: number, first: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < players; i++) out.push(seatAfter(players, first, i));
  return out;
}

/**
 * Every seat with the top total, ascending (R9, C10: tied leaders share).
 * An empty list has no winners and returns []. Totals must be finite numbers.
 */
export function winners(totals: number[]): Seat[] {
  assertArray(totals, 'totals');
  let best = -Infinity;
  totals.forEach((t, i) => {
    if (typeof t !== 'number' || !Number.isFinite(t)) fail(`total ${show(t)} at seat ${i} is not a finite number`);
    if (t > best) best = t;
  });
  const out: Seat[] = [];
  totals.forEach((t, i) => {
    if (t === best) out.push(i);
  });
  return out;
}

/** Checks a value produced by a caller-supplied random() and returns it. */
export function checkRandom(x: unknown): number {
  if (typeof x !== 'number' || !(x >= 0 && x < 1)) fail(`random() returned ${show(x)}, not a number in [0, 1)`);
  return x;
}

/** A shuffled copy of items (Fisher-Yates) using the given random(): [0, 1). Does not touch items. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  assertArray(items, 'items');
  if (typeof random !== 'function') fail(`random ${show(random)} is not a function`);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(checkRandom(random()) * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** "one", "two" ... "twelve", then digits. */
export function countWord(n: number): string {
  return WORDS[n] ?? String(n);
}

/** The text with its first letter in capitals: "three" -> "Three". For sentences that start with a word built elsewhere. */
export function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * How a seat is called in plain-words messages: the player's name when `names`
 * gives one, else "seat N" counting from 1 (seat index 0 is "seat 1").
 */
export function seatLabel(seat: Seat, names?: readonly string[]): string {
  const name = names?.[seat];
  return typeof name === 'string' && name.trim() !== '' ? name : `seat ${seat + 1}`;
}

/** Whole seconds left until an absolute deadline (ms), never negative. For C8/P10 timers. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  if (!Number.isFinite(deadlineMs)) fail(`deadline ${show(deadlineMs)} is not a finite time`);
  if (!Number.isFinite(nowMs)) fail(`time ${show(nowMs)} is not a finite time`);
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/**
 * A move the table may legally try but the rules refuse. `code` names what
 * was refused (e.g. 'relay/fifth-copy'), `facts` carry the details (seat,
 * card, counts); the game layer turns both into words. A subclass of
 * RangeError, so every function still throws a RangeError as the published API
 * says. A plain RangeError means input outside a function's domain: a bug or
 * a damaged record, never something to show as a refusal.
 */
export class RulesRefusal<Facts extends object = Record<string, unknown>> extends RangeError {
  override name = 'RulesRefusal';
  constructor(
    readonly code: string,
    readonly facts: Facts,
    message: string = `${code} ${show(facts)}`,
  ) {
    super(message);
  }
}

/** Throws a RulesRefusal. */
export function refuse<Facts extends object>(code: string, facts: Facts, message?: string): never {
  throw new RulesRefusal(code, facts, message);
}
