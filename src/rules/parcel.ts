// Parcel Parade (parcel-parade.txt, RULINGS P1-P10).
import { andList } from '../text/words';
import type { Seat } from './common';
import {
  RULES_LIMITS,
  capital,
  assertArray,
  assertIntIn,
  assertPlayers,
  assertSeat,
  countWord,
  fail,
  isInteger,
  refuse,
  seatAfter,
  seatLabel,
  show,
  shuffle,
} from './common';

export type Parcel = 'SUN' | 'MOON' | 'LEAF' | 'KEY';
/** 1 clockwise one, 2 counterclockwise one, 3 clockwise two, 4 counterclockwise two. */
export type Route = 1 | 2 | 3 | 4;
export type ParcelVariant = 'standard' | 'young' | 'tougher';
export interface ParcelTurn {
  lap: 1 | 2 | 3 | 4;
  seat: Seat;
  route: Route;
  partner: Seat;
}

export const PARCELS: readonly Parcel[] = Object.freeze(['SUN', 'MOON', 'LEAF', 'KEY'] as const);
export const ROUTES: readonly Route[] = Object.freeze([1, 2, 3, 4] as const);
/** P2: seat offset of each route (clockwise positive). */
export const ROUTE_OFFSETS: Readonly<Record<Route, number>> = Object.freeze({ 1: 1, 2: -1, 3: 2, 4: -2 });
export const PARCEL_VARIANTS: readonly ParcelVariant[] = Object.freeze(['standard', 'young', 'tougher'] as const);
export const PARCEL_HAND_SIZE = 4;
export const PARCEL_LAPS = 4;
/** P10: the optional brisk timer is soft, about this many seconds. */
export const PARCEL_BRISK_SECONDS = 30;

const PARCEL_SET = new Set<string>(PARCELS);

export function isParcel(value: unknown): value is Parcel {
  return typeof value === 'string' && PARCEL_SET.has(value);
}

function assertParcel(value: unknown, where: string): asserts value is Parcel {
  if (!isParcel(value)) fail(`${where}: ${show(value)} is not a parcel (SUN, MOON, LEAF or KEY)`);
}

function assertRoute(route: unknown): asserts route is Route {
  if (route !== 1 && route !== 2 && route !== 3 && route !== 4) fail(`route ${show(route)} is not 1, 2, 3 or 4`);
}

function assertVariant(variant: unknown): asserts variant is ParcelVariant {
  if (variant !== 'standard' && variant !== 'young' && variant !== 'tougher')
    fail(`variant ${show(variant)} is not standard, young or tougher`);
}

function assertParcelPlayers(players: unknown): asserts players is number {
  assertPlayers(players, RULES_LIMITS.parcel.min, RULES_LIMITS.parcel.max);
}

/** P2: the partner `route` names for `seat` (count other players, never yourself). */
export function parcelPartner(players: number, seat: Seat, route: Route): Seat {
  assertParcelPlayers(players);
  assertSeat(players, seat);
  assertRoute(route);
  return seatAfter(players, seat, ROUTE_OFFSETS[route]);
}

/** P3: 4N turns in all. */
export function parcelTotalTurns(players: number): number {
  assertParcelPlayers(players);
  return PARCEL_LAPS * players;
}

/** P3: lap L (1..4) starts at seat (first + L - 1) mod N. */
export function parcelLapStart(players: number, firstSeat: Seat, lap: number): Seat {
  assertParcelPlayers(players);
  assertSeat(players, firstSeat);
  assertIntIn(lap, 1, PARCEL_LAPS, 'lap');
  return seatAfter(players, firstSeat, lap - 1);
}

/** P2/P7: the route used in a lap (young: route 1 every lap). */
export function parcelLapRoute(lap: number, variant: ParcelVariant = 'standard'): Route {
  assertIntIn(lap, 1, PARCEL_LAPS, 'lap');
  assertVariant(variant);
  return variant === 'young' ? 1 : (lap as Route);
}

/**
 * P2/P3/P7: who acts on turn `turn` (0..4N-1), in which lap, by which route,
 * with which partner. Turn order is always clockwise from the lap's start.
 */
export function parcelTurn(
  players: number,
  firstSeat: Seat,
  turn: number,
  variant: ParcelVariant = 'standard',
): ParcelTurn {
  assertParcelPlayers(players);
  assertSeat(players, firstSeat);
  assertIntIn(turn, 0, parcelTotalTurns(players) - 1, 'turn');
  assertVariant(variant);
  const lap = (Math.floor(turn / players) + 1) as 1 | 2 | 3 | 4;
  const seat = seatAfter(players, firstSeat, lap - 1 + (turn % players));
  const route: Route = variant === 'young' ? 1 : lap;
  return { lap, seat, route, partner: seatAfter(players, seat, ROUTE_OFFSETS[route]) };
}

/** P7: variant games and games with a replayed lap never set a best. */
export function parcelComparable(variant: ParcelVariant, replayedLap: boolean): boolean {
  assertVariant(variant);
  if (typeof replayedLap !== 'boolean') fail(`replayedLap ${show(replayedLap)} is not true or false`);
  return variant === 'standard' && !replayedLap;
}

function assertHand(hand: unknown, where: string): asserts hand is Parcel[] {
  assertArray(hand, where);
  hand.forEach((p, i) => assertParcel(p, `${where} card ${i + 1}`));
}

/** True when a four-card hand holds SUN, MOON, LEAF and KEY. Throws on another size or a bad symbol. */
export function parcelIsComplete(hand: Parcel[]): boolean {
  assertHand(hand, 'hand');
  if (hand.length !== PARCEL_HAND_SIZE)
    fail(`hand ${show(hand)} has ${hand.length} cards; a hand holds ${PARCEL_HAND_SIZE}`);
  return new Set(hand).size === PARCEL_HAND_SIZE;
}

/** How many of each symbol the hands hold together. Bad symbols throw. */
export function parcelDeckCounts(hands: Parcel[][]): Record<Parcel, number> {
  assertArray(hands, 'hands');
  const counts: Record<Parcel, number> = { SUN: 0, MOON: 0, LEAF: 0, KEY: 0 };
  hands.forEach((h, i) => {
    assertHand(h, `hand of seat ${i}`);
    for (const p of h) counts[p] += 1;
  });
  return counts;
}

/** P1: what is wrong with a deal, as facts (seats are indices). The game's words turn them into sentences. */
export type ParcelDealProblem =
  | { code: 'parcel/player-count'; facts: { hands: number; min: number; max: number } }
  | { code: 'parcel/hand-size'; facts: { seat: Seat; cards: number; size: number } }
  /** `seats`: who holds more than one of `parcel` (`heavy`), or else everyone who holds one. */
  | { code: 'parcel/too-many'; facts: { parcel: Parcel; have: number; need: number; seats: Seat[]; heavy: boolean } }
  | { code: 'parcel/missing'; facts: { parcel: Parcel; have: number; need: number } };

/**
 * P1/P6 deal check as facts; [] when the deal is right (3..8 hands of four
 * cards, N of each symbol). Works on partly entered hands too (a hand of fewer
 * cards is a `hand-size` problem). Unknown symbols throw.
 */
export function parcelDealProblems(hands: Parcel[][]): ParcelDealProblem[] {
  const counts = parcelDeckCounts(hands);
  const n = hands.length;
  const { min, max } = RULES_LIMITS.parcel;
  const out: ParcelDealProblem[] = [];
  if (n < min || n > max) out.push({ code: 'parcel/player-count', facts: { hands: n, min, max } });
  hands.forEach((h, seat) => {
    if (h.length !== PARCEL_HAND_SIZE)
      out.push({ code: 'parcel/hand-size', facts: { seat, cards: h.length, size: PARCEL_HAND_SIZE } });
  });
  for (const parcel of PARCELS) {
    const have = counts[parcel];
    if (have > n) {
      const heavySeats = hands.flatMap((h, i) => (h.filter((x) => x === parcel).length > 1 ? [i] : []));
      const heavy = heavySeats.length > 0;
      const seats = heavy ? heavySeats : hands.flatMap((h, i) => (h.includes(parcel) ? [i] : []));
      out.push({ code: 'parcel/too-many', facts: { parcel, have, need: n, seats, heavy } });
    } else if (have < n) {
      out.push({ code: 'parcel/missing', facts: { parcel, have, need: n } });
    }
  }
  return out;
}

/**
 * P1/P6 deal check in plain words; [] when the deal is right. Hands are called
 * by `names[seat]` when given, else "seat 1".. (seat index + 1). Unknown
 * symbols throw. (The words of `parcelDealProblems`, kept for the published API.)
 */
export function parcelCheckDeal(hands: Parcel[][], names?: readonly string[]): string[] {
  return parcelDealProblems(hands).map(({ code, facts }) => {
    switch (code) {
      case 'parcel/player-count':
        return `There are ${facts.hands} hands, but Parcel Parade is for ${facts.min} to ${facts.max} players.`;
      case 'parcel/hand-size':
        return `${capital(seatLabel(facts.seat, names))} has ${countWord(facts.cards)} card${facts.cards === 1 ? '' : 's'}; every hand holds ${facts.size}.`;
      case 'parcel/too-many': {
        const { parcel, have, need, seats, heavy } = facts;
        const holders = seats.map((i) => seatLabel(i, names));
        return (
          `${capital(countWord(have - need))} ${parcel} too many: there are ${have} ${parcel} for ${need} players, and the deck needs exactly ${need}. ` +
          `Check ${andList(holders)}, ${holders.length === 1 ? 'who holds' : 'who hold'} ${heavy ? `more than one ${parcel}` : parcel}.`
        );
      }
      case 'parcel/missing':
        return `${capital(countWord(facts.need - facts.have))} ${facts.parcel} missing: there ${facts.have === 1 ? 'is' : 'are'} ${facts.have} ${facts.parcel} for ${facts.need} players, and the deck needs exactly ${facts.need}.`;
    }
  });
}

/** Throws a RangeError naming the first problem when the hands are not a correct deal. */
function assertDeal(hands: unknown): asserts hands is Parcel[][] {
  assertArray(hands, 'hands');
  assertParcelPlayers(hands.length);
  const problems = parcelCheckDeal(hands as Parcel[][]);
  if (problems.length > 0) fail(`hands ${show(hands)} are not a correct deal: ${problems.join(' ')}`);
}

/** P4: a swap hands over two different symbols; the same symbol both ways is a pass. */
export function parcelIsSwap(give: Parcel, receive: Parcel): boolean {
  assertParcel(give, 'given card');
  assertParcel(receive, 'received card');
  return give !== receive;
}

/** P4: whether seat a and seat b can swap at all (each holds a symbol the other could take in return). */
export function parcelSwapPossible(hands: Parcel[][], a: Seat, b: Seat): boolean {
  assertArray(hands, 'hands');
  assertSeat(hands.length, a);
  assertSeat(hands.length, b);
  const ha = hands[a] as Parcel[];
  const hb = hands[b] as Parcel[];
  return ha.some((g) => hb.some((r) => parcelIsSwap(g, r)));
}

/** Refusal codes of `parcelSwap` (a `RulesRefusal`); facts name the seats (indices) and symbols. */
export type ParcelSwapRefusal =
  | { code: 'parcel/same-symbol'; facts: { seat: Seat; partner: Seat; parcel: Parcel } }
  | { code: 'parcel/not-held'; facts: { seat: Seat; parcel: Parcel } };

/**
 * P4: seat a gives one `give` to seat b and receives one `receive`. Returns new
 * hands (each card keeps its position). Throws a plain RangeError when the
 * hands are not a correct deal or a seat swaps with itself; refuses (a
 * RulesRefusal, see `ParcelSwapRefusal`) when the two symbols are the same
 * (that is a pass, not a swap) or a seat lacks the card it gives. Undo (P8)
 * is the same call with give and receive exchanged.
 */
export function parcelSwap(hands: Parcel[][], a: Seat, give: Parcel, b: Seat, receive: Parcel): Parcel[][] {
  assertDeal(hands);
  const n = hands.length;
  assertSeat(n, a);
  assertSeat(n, b);
  if (a === b) fail(`seat ${a} cannot swap with itself`);
  if (!parcelIsSwap(give, receive))
    refuse(
      'parcel/same-symbol',
      { seat: a, partner: b, parcel: give },
      `swapping ${give} for ${receive} is not a swap: identical symbols are a pass`,
    );
  const ha = hands[a] as Parcel[];
  const hb = hands[b] as Parcel[];
  const ia = ha.indexOf(give);
  const ib = hb.indexOf(receive);
  if (ia < 0)
    refuse('parcel/not-held', { seat: a, parcel: give }, `seat ${a} does not hold ${give} to give (hand ${show(ha)})`);
  if (ib < 0)
    refuse(
      'parcel/not-held',
      { seat: b, parcel: receive },
      `seat ${b} does not hold ${receive} to give back (hand ${show(hb)})`,
    );
  return hands.map((h, i) => {
    const copy = h.slice();
    if (i === a) copy[ia] = receive;
    if (i === b) copy[ib] = give;
    return copy;
  });
}

/** P6: number of complete hands (0..N, never N-1). Throws unless the hands are a correct deal. */
export function parcelGroupScore(hands: Parcel[][]): number {
  assertDeal(hands);
  return hands.filter(parcelIsComplete).length;
}

/**
 * P6 with untracked hands: the table counts its complete hands after lap 4.
 * N-1 of N cannot happen with a correct deck: refused as 'parcel/deck-error'
 * (facts: players, complete). A count outside 0..N throws a plain RangeError.
 */
export function parcelDeclaredScore(players: number, complete: number): { complete: boolean; score: number } {
  assertParcelPlayers(players);
  assertIntIn(complete, 0, players, 'complete hands');
  if (complete === players - 1) refuse('parcel/deck-error', { players, complete });
  return { complete: complete === players, score: complete };
}

/**
 * Which lap a turn index belongs to, 1..4, for turn 0..4N (4N, after the last
 * turn, still counts as lap 4), and its place in that lap (0..N-1; N at 4N).
 */
export function parcelLapOfTurn(players: number, turn: number): { lap: 1 | 2 | 3 | 4; index: number } {
  assertParcelPlayers(players);
  assertIntIn(turn, 0, PARCEL_LAPS * players, 'turn');
  const lap = Math.min(PARCEL_LAPS, Math.floor(turn / players) + 1) as 1 | 2 | 3 | 4;
  return { lap, index: turn - (lap - 1) * players };
}

/** P3: whether a turn (0..4N-1) is the last of its lap. */
export function parcelIsLastOfLap(players: number, turn: number): boolean {
  return parcelLapOfTurn(players, turn).index === players - 1;
}

/**
 * P2: the one-seat route the other way that reaches the same partner as `route`
 * at this table size, or null. At three players a two-seat route reaches the
 * neighbour on the other side.
 */
export function parcelSamePartnerRoute(players: number, route: Route): Route | null {
  assertParcelPlayers(players);
  const offset = ROUTE_OFFSETS[route];
  if (Math.abs(offset) === 1) return null;
  const other = ROUTES.find((r) => ROUTE_OFFSETS[r] === (offset > 0 ? -1 : 1))!;
  return (offset - ROUTE_OFFSETS[other]) % players === 0 ? other : null;
}

/** The index of a lap's first turn (P3: N turns a lap). */
export function parcelLapFirstTurn(players: number, lap: number): number {
  assertParcelPlayers(players);
  assertIntIn(lap, 1, PARCEL_LAPS, 'lap');
  return (lap - 1) * players;
}

/**
 * P5/P7: whether a finished parade may set a personal best. Variant games and
 * games with a replayed lap never do (P7); nor does a parade complete straight
 * from the deal (P5 ends it with 0 swaps, but nothing was played: no played
 * game could ever beat it).
 */
export function parcelSetsBest(variant: ParcelVariant, replayedLap: boolean, turnsPlayed: number): boolean {
  if (!isInteger(turnsPlayed) || turnsPlayed < 0)
    fail(`turnsPlayed ${show(turnsPlayed)} is not a whole number of turns`);
  return parcelComparable(variant, replayedLap) && turnsPlayed > 0;
}

/** P5: true when every hand is complete (the parade ends at once). Throws unless a correct deal. */
export function parcelAllComplete(hands: Parcel[][]): boolean {
  return parcelGroupScore(hands) === hands.length;
}

/** One printed parcel card: its symbol and its copy number (1..N, for sorting only; P1). */
export interface ParcelCard {
  parcel: Parcel;
  copy: number;
}

/** P1: the deck for `players` (3..8): N copies of each symbol, symbol by symbol, copies numbered from 1. */
export function parcelDeck(players: number): ParcelCard[] {
  assertParcelPlayers(players);
  return PARCELS.flatMap((parcel) => Array.from({ length: players }, (_, i) => ({ parcel, copy: i + 1 })));
}

/** A correct deal for `players` from the given random(): N of each symbol, four each. */
export function parcelDeal(players: number, random: () => number): Parcel[][] {
  assertParcelPlayers(players);
  const deck = shuffle(
    parcelDeck(players).map((c) => c.parcel),
    random,
  );
  return Array.from({ length: players }, (_, i) => deck.slice(i * PARCEL_HAND_SIZE, (i + 1) * PARCEL_HAND_SIZE));
}
