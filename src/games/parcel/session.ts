import {
  PARCEL_LAPS,
  parcelAllComplete,
  parcelCheckDeal,
  parcelComparable,
  parcelGroupScore,
  parcelSwap,
  parcelTurn,
} from '../../rules/parcel';
import type { Parcel, ParcelTurn, ParcelVariant } from '../../rules/parcel';
import type { Seat } from '../../rules/common';
import { Refusal } from '../session';
import type { GameDef } from '../session';

export interface ParcelSetup {
  names: string[];
  /** Who starts lap 1 (P3), drawn or chosen at setup. */
  first: Seat;
  variant: ParcelVariant;
  /** The dealt hands when the table tracks them (P9: optional). */
  hands: Parcel[][] | null;
  /** P10: show the soft 30 s turn timer. */
  brisk: boolean;
  startedAt: number;
}

/** `at` is the time of the tap: the next turn's timer starts there (P10). */
export type ParcelAction =
  | { type: 'lap'; at: number }
  | { type: 'swap'; at: number; give?: Parcel; receive?: Parcel }
  | { type: 'pass'; at: number }
  | { type: 'complete'; at: number }
  | { type: 'score'; at: number; complete: number }
  | { type: 'replayLap'; at: number }
  | { type: 'redeal'; at: number; hands: Parcel[][] | null };

export interface LastTurn {
  seat: Seat;
  partner: Seat;
  /** The current player's card and the partner's card, when hands are tracked. */
  give?: Parcel;
  receive?: Parcel;
  swap: boolean;
}

export interface ParcelState {
  /** Turns taken (0..4N); the next turn's index. */
  turn: number;
  /** Laps whose route card the table has seen. */
  opened: number;
  hands: Parcel[][] | null;
  /** P4: only swaps count. */
  swaps: number;
  replayed: boolean;
  /** When the current turn started (ms). */
  since: number;
  last: LastTurn | null;
  end: null | { complete: boolean; score: number };
}

export type Phase = 'lap' | 'turn' | 'score' | 'over';

export const lapOf = (turn: number, n: number): number => Math.min(PARCEL_LAPS, Math.floor(turn / n) + 1);

export function phase(s: ParcelState, setup: ParcelSetup): Phase {
  const n = setup.names.length;
  if (s.end) return 'over';
  if (s.turn >= PARCEL_LAPS * n) return 'score';
  return s.opened < lapOf(s.turn, n) ? 'lap' : 'turn';
}

/** The turn now being played (P2, P3, P7). */
export function turnInfo(s: ParcelState, setup: ParcelSetup): ParcelTurn {
  return parcelTurn(setup.names.length, setup.first, Math.min(s.turn, PARCEL_LAPS * setup.names.length - 1), setup.variant);
}

export const comparable = (s: ParcelState, setup: ParcelSetup): boolean => parcelComparable(setup.variant, s.replayed);

/** P5: the game ends at once when every tracked hand is complete, right after the deal too. */
function dealt(hands: Parcel[][] | null, at: number): ParcelState {
  const done = hands !== null && parcelAllComplete(hands);
  return {
    turn: 0,
    opened: 0,
    hands,
    swaps: 0,
    replayed: false,
    since: at,
    last: null,
    end: done ? { complete: true, score: hands.length } : null,
  };
}

function checkHands(hands: Parcel[][] | null, names: string[]): void {
  if (hands === null) return;
  if (hands.length !== names.length) throw new Refusal(`Enter hands for all ${names.length} players.`);
  const problems = parcelCheckDeal(hands, names);
  if (problems.length) throw new Refusal(problems.join(' '));
}

function need(ok: boolean, message: string): void {
  if (!ok) throw new Refusal(message);
}

function takeTurn(s: ParcelState, a: ParcelAction & { type: 'swap' | 'pass' }, setup: ParcelSetup): ParcelState {
  const { names } = setup;
  const t = turnInfo(s, setup);
  const who = names[t.seat]!;
  const partner = names[t.partner]!;
  let hands = s.hands;
  const last: LastTurn = { seat: t.seat, partner: t.partner, swap: a.type === 'swap' };
  if (a.type === 'swap' && hands) {
    const { give, receive } = a;
    need(!!give && !!receive, `Choose the card ${who} gives and the card ${partner} gives back.`);
    need(give !== receive, `${who} and ${partner} would both hand over ${give}: identical symbols are a pass, not a swap. Choose two different symbols, or pass.`);
    need(hands[t.seat]!.includes(give!), `${who} holds no ${give} to give.`);
    need(hands[t.partner]!.includes(receive!), `${partner} holds no ${receive} to give back.`);
    hands = parcelSwap(hands, t.seat, give!, t.partner, receive!);
    Object.assign(last, { give, receive });
  }
  const turn = s.turn + 1;
  const swaps = s.swaps + (a.type === 'swap' ? 1 : 0);
  let end = s.end;
  if (hands && parcelAllComplete(hands)) end = { complete: true, score: hands.length };
  else if (hands && turn >= PARCEL_LAPS * names.length) end = { complete: false, score: parcelGroupScore(hands) };
  return { ...s, turn, hands, swaps, since: a.at, last, end };
}

export const parcelDef: GameDef<ParcelSetup, ParcelAction, ParcelState> = {
  game: 'parcel',
  init: (setup) => dealt(setup.hands, setup.startedAt),
  apply(s, a, setup) {
    const n = setup.names.length;
    const p = phase(s, setup);
    if (a.type === 'redeal') {
      checkHands(a.hands, setup.names);
      return dealt(a.hands, a.at);
    }
    need(p !== 'over', 'The parade is over: undo to change the last step, or start a new game.');
    switch (a.type) {
      case 'lap':
        need(p === 'lap', 'This lap has already begun.');
        return { ...s, opened: lapOf(s.turn, n), since: a.at };
      case 'swap':
      case 'pass':
        need(p === 'turn', p === 'lap' ? 'Start the lap first.' : 'All four laps are played.');
        return takeTurn(s, a, setup);
      case 'complete':
        need(!s.hands, 'The app checks the tracked hands and ends the parade by itself when every hand is complete.');
        return { ...s, end: { complete: true, score: n } };
      case 'score':
        need(p === 'score' && !s.hands, 'The group score is counted after the fourth lap.');
        need(Number.isInteger(a.complete) && a.complete >= 0 && a.complete <= n, `Choose a number from 0 to ${n}.`);
        need(
          a.complete !== n - 1,
          `${n - 1} complete hands out of ${n} cannot happen with a correct deck, so the deck is wrong. ` +
            `Count the cards: there must be exactly ${n} SUN, ${n} MOON, ${n} LEAF and ${n} KEY, four in every hand. ` +
            'Fix the deck and restart, or count the complete hands again.',
        );
        return { ...s, end: { complete: a.complete === n, score: a.complete } };
      case 'replayLap': {
        const lap = lapOf(s.turn, n);
        need(p === 'turn' && s.turn % n !== 0, `Lap ${lap} has had no turn yet: there is nothing to replay.`);
        return { ...s, turn: (lap - 1) * n, opened: lap - 1, replayed: true, since: a.at, last: null };
      }
    }
    return s;
  },
  label(s, setup) {
    const n = setup.names.length;
    const who = setup.names.join(', ');
    if (s.end) return `${who} - finished, ${s.end.score} of ${n} complete`;
    if (s.turn >= PARCEL_LAPS * n) return `${who} - counting complete hands`;
    return `${who} - lap ${lapOf(s.turn, n)}, turn ${(s.turn % n) + 1} of ${n}`;
  },
};
