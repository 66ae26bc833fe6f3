import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { PARCEL_HAND_SIZE, PARCEL_LAPS, ROUTE_OFFSETS, parcelSamePartnerRoute } from '../../rules/parcel';
import type { Parcel, ParcelDealProblem, ParcelTurn, ParcelVariant, Route } from '../../rules/parcel';
import { i18n } from '../../text/i18n';
import { andList, isolate } from '../../text/words';
import { parcelWord } from '../../ui/terms';
import type { RulesRefusal } from '../session';
import type { LastTurn } from './types';

const VARIANT_NAMES: Record<ParcelVariant, MessageDescriptor> = {
  standard: msg({ comment: 'Parcel Parade variant', message: 'Standard' }),
  young: msg({ comment: 'Parcel Parade variant', message: 'Younger groups' }),
  tougher: msg({ comment: 'Parcel Parade variant', message: 'Tougher replay' }),
};
export const variantName = (v: ParcelVariant): string => i18n._(VARIANT_NAMES[v]);

const VARIANT_HINTS: Record<ParcelVariant, MessageDescriptor> = {
  standard: msg`The four routes in order.`,
  young: msg`Clockwise one every lap.`,
  tougher: msg`Only the trading pair may suggest a swap.`,
};
export const variantHint = (v: ParcelVariant): string => i18n._(VARIANT_HINTS[v]);

export const routeDirection = (route: Route): 'clockwise' | 'counterclockwise' =>
  ROUTE_OFFSETS[route] > 0 ? 'clockwise' : 'counterclockwise';

/** "one seat clockwise", "two seats counterclockwise" (P2: counting others, never yourself; from the core's offsets). */
export function distance(route: Route): string {
  const offset = ROUTE_OFFSETS[route];
  if (offset === 1) return t`one seat clockwise`;
  if (offset === -1) return t`one seat counterclockwise`;
  if (offset === 2) return t`two seats clockwise`;
  return t`two seats counterclockwise`;
}

/** At three players a two-seat route reaches the neighbour on the other side. */
export function threeNote(players: number, route: Route): string | null {
  const other = parcelSamePartnerRoute(players, route);
  if (other === null) return null;
  const [here, there] = [distance(route), distance(other)];
  return plural(players, {
    3: `At three players, ${here} reaches the same person as ${there}: that is intended.`,
    other: `At # players, ${here} reaches the same person as ${there}: that is intended.`,
  });
}

/** The caller's sentence: "Ana, trade with Ben, two seats clockwise." */
export function callLine(names: readonly string[], turn: ParcelTurn): string {
  const [name, partner, way] = [seatWord(names, turn.seat), seatWord(names, turn.partner), distance(turn.route)];
  return t`${name}, trade with ${partner}, ${way}.`;
}

/** What the table does to take back the last turn, in the players' words. */
export function reverseLine(names: readonly string[], last: LastTurn): string {
  const a = seatWord(names, last.seat);
  const b = seatWord(names, last.partner);
  if (!last.swap) return t`${a} passed: no cards move back.`;
  if (last.give && last.receive) {
    const [given, received] = [parcelWord(last.give), parcelWord(last.receive)];
    return t`${a} takes the ${given} back from ${b}, and ${b} takes the ${received} back from ${a}.`;
  }
  return t`${a} and ${b} swap back the two cards they exchanged.`;
}

export const swapsWord = (n: number): string => plural(n, { one: '# swap', other: '# swaps' });

/** A player's name, or "Seat 3" while the name is still blank. */
export function seatName(names: readonly string[], i: number): string {
  const seat = i + 1;
  return names[i]?.trim() || t`Seat ${seat}`;
}
/** The same, isolated, for a sentence. */
const seatWord = (names: readonly string[], i: number): string => isolate(seatName(names, i));

/** One deal problem (P1) in the table's words, naming the players. */
export function dealProblemLine({ code, facts }: ParcelDealProblem, names: readonly string[]): string {
  switch (code) {
    case 'parcel/player-count': {
      const { min, max, hands } = facts;
      return t`Parcel Parade needs ${min} to ${max} players, and there are ${hands}.`;
    }
    case 'parcel/hand-size': {
      const [name, size] = [seatWord(names, facts.seat), facts.size];
      return plural(facts.cards, {
        one: `${name} has # card: every hand is ${size}.`,
        other: `${name} has # cards: every hand is ${size}.`,
      });
    }
    case 'parcel/too-many': {
      const who = andList(facts.seats.map((i) => seatWord(names, i)));
      const [symbol, have, need] = [parcelWord(facts.parcel), facts.have, facts.need];
      const extra = have - need;
      if (facts.heavy)
        return facts.seats.length === 1
          ? plural(extra, {
              one: `One ${symbol} too many (${have} for ${need} players). Check ${who}, who holds more than one ${symbol}.`,
              other: `# ${symbol} too many (${have} for ${need} players). Check ${who}, who holds more than one ${symbol}.`,
            })
          : plural(extra, {
              one: `One ${symbol} too many (${have} for ${need} players). Check ${who}, who hold more than one ${symbol}.`,
              other: `# ${symbol} too many (${have} for ${need} players). Check ${who}, who hold more than one ${symbol}.`,
            });
      return facts.seats.length === 1
        ? plural(extra, {
            one: `One ${symbol} too many (${have} for ${need} players). Check ${who}, who holds a ${symbol}.`,
            other: `# ${symbol} too many (${have} for ${need} players). Check ${who}, who holds a ${symbol}.`,
          })
        : plural(extra, {
            one: `One ${symbol} too many (${have} for ${need} players). Check ${who}, who hold a ${symbol}.`,
            other: `# ${symbol} too many (${have} for ${need} players). Check ${who}, who hold a ${symbol}.`,
          });
    }
    case 'parcel/missing': {
      const [symbol, have, need] = [parcelWord(facts.parcel), facts.have, facts.need];
      return plural(need - have, {
        one: `One ${symbol} missing (${have} for ${need} players).`,
        other: `# ${symbol} missing (${have} for ${need} players).`,
      });
    }
  }
}

type Facts = Record<string, unknown>;
const seatOf = (names: readonly string[], v: unknown): string => seatWord(names, typeof v === 'number' ? v : -1);
const symbolOf = (v: unknown): string => (typeof v === 'string' ? parcelWord(v as Parcel) : '?');

/** A refused move (the rules core's or the session's) in the players' words. */
export function describeRefusal(refusal: RulesRefusal, names: readonly string[]): string {
  const f = refusal.facts as Facts;
  const n = names.length;
  switch (refusal.code) {
    case 'parcel/same-symbol': {
      const [name, partner, symbol] = [seatOf(names, f.seat), seatOf(names, f.partner), symbolOf(f.parcel)];
      return t`${name} and ${partner} would both hand over ${symbol}: the same symbol both ways is a pass, not a swap. Choose two different symbols, or pass.`;
    }
    case 'parcel/not-held': {
      const [name, symbol] = [seatOf(names, f.seat), symbolOf(f.parcel)];
      return t`${name} holds no ${symbol} to hand over.`;
    }
    case 'parcel/choose-cards': {
      const [name, partner] = [seatOf(names, f.seat), seatOf(names, f.partner)];
      return t`Choose the card ${name} gives and the card ${partner} gives back.`;
    }
    case 'parcel/deck-error': {
      const [complete, size] = [n - 1, PARCEL_HAND_SIZE];
      const [sun, moon, leaf, key] = [parcelWord('SUN'), parcelWord('MOON'), parcelWord('LEAF'), parcelWord('KEY')];
      return t`${complete} complete hands out of ${n} cannot happen with a right deck, so the deck is wrong. Count the cards: there must be ${n} ${sun}, ${n} ${moon}, ${n} ${leaf} and ${n} ${key}, ${size} in every hand. Fix the deck and restart, or count the complete hands again.`;
    }
    case 'parcel/bad-deal':
      return (f.problems as ParcelDealProblem[]).map((p) => dealProblemLine(p, names)).join(' ');
    case 'parcel/hands-count':
      return t`Enter hands for all ${n} players.`;
    case 'parcel/over':
      return t`The parade is over: undo to change the last step, or start a new game.`;
    case 'parcel/lap-begun':
      return t`This lap has already begun.`;
    case 'parcel/start-lap':
      return t`Start the lap first.`;
    case 'parcel/laps-played': {
      const laps = PARCEL_LAPS;
      return t`All ${laps} laps are played.`;
    }
    case 'parcel/tracked-complete':
      return t`The app checks the entered hands and ends the parade by itself when every hand is complete.`;
    case 'parcel/score-early': {
      const laps = PARCEL_LAPS;
      return plural(laps, { other: 'The complete hands are counted after lap #.' });
    }
    case 'parcel/nothing-to-replay': {
      const lap = String(f.lap);
      return t`Lap ${lap} has had no turn yet: there is nothing to replay.`;
    }
    default:
      return t`That step is not possible now.`;
  }
}
