import { capital, countWord } from '../../rules/common';
import { PARCEL_HAND_SIZE, ROUTE_OFFSETS, parcelSamePartnerRoute } from '../../rules/parcel';
import type { ParcelDealProblem, ParcelTurn, ParcelVariant, Route } from '../../rules/parcel';
import { isolate, plural } from '../../text/words';
import type { RulesRefusal } from '../session';
import type { LastTurn } from './types';

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

/** P2: how many seats away a route reaches, and which way (from the core's offsets). */
const routeSteps = (route: Route): number => Math.abs(ROUTE_OFFSETS[route]);
export const routeDirection = (route: Route): 'clockwise' | 'counterclockwise' =>
  ROUTE_OFFSETS[route] > 0 ? 'clockwise' : 'counterclockwise';

/** "one seat clockwise", "two seats counterclockwise" (P2: counting others, never yourself). */
export function distance(route: Route): string {
  const steps = routeSteps(route);
  return `${countWord(steps)} seat${steps === 1 ? '' : 's'} ${routeDirection(route)}`;
}

/** At three players a two-seat route reaches the neighbour on the other side. */
export function threeNote(players: number, route: Route): string | null {
  const other = parcelSamePartnerRoute(players, route);
  if (other === null) return null;
  return `At ${countWord(players)} players, ${distance(route)} reaches the same person as ${distance(other)}: that is intended.`;
}

/** The caller's sentence: "Ana, trade with Ben, two seats clockwise." */
export function callLine(names: readonly string[], t: ParcelTurn): string {
  return `${seatWord(names, t.seat)}, trade with ${seatWord(names, t.partner)}, ${distance(t.route)}.`;
}

/** What the table does to take back the last turn, in the players' words. */
export function reverseLine(names: readonly string[], last: LastTurn): string {
  const a = seatWord(names, last.seat);
  const b = seatWord(names, last.partner);
  if (!last.swap) return `${a} passed: no cards move back.`;
  if (last.give && last.receive)
    return `${a} takes the ${last.give} back from ${b}, and ${b} takes the ${last.receive} back from ${a}.`;
  return `${a} and ${b} swap back the two cards they exchanged.`;
}

export const swapsWord = (n: number): string => plural(n, 'swap');

/** A player's name, or "Seat 3" while the name is still blank. */
export const seatName = (names: readonly string[], i: number): string => names[i]?.trim() || `Seat ${i + 1}`;
/** The same, isolated, for a sentence. */
const seatWord = (names: readonly string[], i: number): string => isolate(seatName(names, i));

const list = (parts: readonly string[]): string => new Intl.ListFormat('en', { type: 'conjunction' }).format(parts);

/** One deal problem (P1) in the table's words, naming the players. */
export function dealProblemLine({ code, facts }: ParcelDealProblem, names: readonly string[]): string {
  switch (code) {
    case 'parcel/player-count':
      return `Parcel Parade needs ${facts.min} to ${facts.max} players, and there are ${facts.hands}.`;
    case 'parcel/hand-size':
      return `${seatWord(names, facts.seat)} has ${countWord(facts.cards)} card${facts.cards === 1 ? '' : 's'}: every hand is ${facts.size}.`;
    case 'parcel/too-many': {
      const who = list(facts.seats.map((i) => seatWord(names, i)));
      const what = facts.heavy ? `more than one ${facts.parcel}` : `a ${facts.parcel}`;
      return `${capital(countWord(facts.have - facts.need))} ${facts.parcel} too many (${facts.have} for ${facts.need} players). Check ${who}, who ${facts.seats.length === 1 ? 'holds' : 'hold'} ${what}.`;
    }
    case 'parcel/missing':
      return `${capital(countWord(facts.need - facts.have))} ${facts.parcel} missing (${facts.have} for ${facts.need} players).`;
  }
}

type Facts = Record<string, unknown>;
const seatOf = (names: readonly string[], v: unknown): string => seatWord(names, typeof v === 'number' ? v : -1);

/** A refused move (the rules core's or the session's) in the players' words. */
export function describeRefusal(refusal: RulesRefusal, names: readonly string[]): string {
  const f = refusal.facts as Facts;
  const n = names.length;
  switch (refusal.code) {
    case 'parcel/same-symbol':
      return `${seatOf(names, f.seat)} and ${seatOf(names, f.partner)} would both hand over ${String(f.parcel)}: the same symbol both ways is a pass, not a swap. Choose two different symbols, or pass.`;
    case 'parcel/not-held':
      return `${seatOf(names, f.seat)} holds no ${String(f.parcel)} to hand over.`;
    case 'parcel/choose-cards':
      return `Choose the card ${seatOf(names, f.seat)} gives and the card ${seatOf(names, f.partner)} gives back.`;
    case 'parcel/deck-error':
      return (
        `${n - 1} complete hands out of ${n} cannot happen with a right deck, so the deck is wrong. ` +
        `Count the cards: there must be ${n} SUN, ${n} MOON, ${n} LEAF and ${n} KEY, ${PARCEL_HAND_SIZE} in every hand. ` +
        'Fix the deck and restart, or count the complete hands again.'
      );
    case 'parcel/bad-deal':
      return (f.problems as ParcelDealProblem[]).map((p) => dealProblemLine(p, names)).join(' ');
    case 'parcel/hands-count':
      return `Enter hands for all ${n} players.`;
    case 'parcel/over':
      return 'The parade is over: undo to change the last step, or start a new game.';
    case 'parcel/lap-begun':
      return 'This lap has already begun.';
    case 'parcel/start-lap':
      return 'Start the lap first.';
    case 'parcel/laps-played':
      return 'All four laps are played.';
    case 'parcel/tracked-complete':
      return 'The app checks the entered hands and ends the parade by itself when every hand is complete.';
    case 'parcel/score-early':
      return 'The complete hands are counted after the fourth lap.';
    case 'parcel/nothing-to-replay':
      return `Lap ${String(f.lap)} has had no turn yet: there is nothing to replay.`;
    default:
      return 'That step is not possible now.';
  }
}
