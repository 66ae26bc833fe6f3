import { t } from '@lingui/core/macro';
import {
  parcelAllComplete,
  parcelComparable,
  parcelDealProblems,
  parcelDeclaredScore,
  parcelGroupScore,
  parcelLapFirstTurn,
  parcelLapOfTurn,
  parcelSwap,
  parcelTotalTurns,
  parcelTurn,
} from '../../rules/parcel';
import type { Parcel, ParcelTurn } from '../../rules/parcel';
import { Refusal } from '../session';
import type { GameDef } from '../session';
import { readParcelAction, readParcelSetup } from './read';
import { describeRefusal } from './words';
import { isolate, commaList } from '../../text/words';
import type { LastTurn, ParcelAction, ParcelSetup, ParcelState } from './types';

export type { ParcelAction, ParcelSetup, ParcelState } from './types';

export type Phase = 'lap' | 'turn' | 'score' | 'over';

/** The lap a turn index belongs to (4 once all turns are played). */
export const lapOf = (turn: number, n: number): number => parcelLapOfTurn(n, turn).lap;

export function phase(s: ParcelState, setup: ParcelSetup): Phase {
  const n = setup.names.length;
  if (s.end) return 'over';
  if (s.turn >= parcelTotalTurns(n)) return 'score';
  return s.opened < lapOf(s.turn, n) ? 'lap' : 'turn';
}

/** The turn now being played (P2, P3, P7). */
export function turnInfo(s: ParcelState, setup: ParcelSetup): ParcelTurn {
  const n = setup.names.length;
  return parcelTurn(n, setup.first, Math.min(s.turn, parcelTotalTurns(n) - 1), setup.variant);
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
    again: false,
    since: at,
    last: null,
    end: done ? { complete: true, score: hands.length } : null,
  };
}

/** P1: a corrected deck must be a right deal for these players. */
function checkHands(hands: Parcel[][] | null, players: number): void {
  if (hands === null) return;
  if (hands.length !== players) throw new Refusal('parcel/hands-count', { players, hands: hands.length });
  const problems = parcelDealProblems(hands);
  if (problems.length) throw new Refusal('parcel/bad-deal', { problems });
}

function need(ok: boolean, code: string, facts: object = {}): void {
  if (!ok) throw new Refusal(code, facts);
}

function takeTurn(s: ParcelState, a: ParcelAction & { t: 'swap' | 'pass' }, setup: ParcelSetup): ParcelState {
  const t = turnInfo(s, setup);
  let hands = s.hands;
  const last: LastTurn = { seat: t.seat, partner: t.partner, swap: a.t === 'swap' };
  if (a.t === 'swap' && hands) {
    const { give, receive } = a;
    if (!give || !receive) throw new Refusal('parcel/choose-cards', { seat: t.seat, partner: t.partner });
    // P4: the core refuses identical symbols and a card not held.
    hands = parcelSwap(hands, t.seat, give, t.partner, receive);
    Object.assign(last, { give, receive });
  }
  const turn = s.turn + 1;
  const swaps = s.swaps + (a.t === 'swap' ? 1 : 0);
  let end = s.end;
  if (hands && parcelAllComplete(hands)) end = { complete: true, score: hands.length };
  else if (hands && turn >= parcelTotalTurns(setup.names.length))
    end = { complete: false, score: parcelGroupScore(hands) };
  return { ...s, turn, hands, swaps, since: a.at, last, end };
}

export const parcelDef: GameDef<ParcelSetup, ParcelAction, ParcelState> = {
  game: 'parcel',
  readSetup: readParcelSetup,
  readAction: readParcelAction,
  init: (setup) => dealt(setup.hands, setup.startedAt),
  apply(s, a, setup) {
    const n = setup.names.length;
    const p = phase(s, setup);
    if (a.t === 'redeal') {
      checkHands(a.hands, n);
      return dealt(a.hands, a.at);
    }
    need(p !== 'over', 'parcel/over');
    switch (a.t) {
      case 'lap':
        need(p === 'lap', 'parcel/lap-begun');
        return { ...s, opened: lapOf(s.turn, n), since: a.at, again: false };
      case 'swap':
      case 'pass':
        need(p === 'turn', p === 'lap' ? 'parcel/start-lap' : 'parcel/laps-played');
        return takeTurn(s, a, setup);
      case 'complete':
        need(!s.hands, 'parcel/tracked-complete');
        return { ...s, end: { complete: true, score: n } };
      case 'score':
        need(p === 'score' && !s.hands, 'parcel/score-early');
        // P6: the core refuses N-1 of N (a deck error).
        return { ...s, end: parcelDeclaredScore(n, a.complete) };
      case 'replayLap': {
        const { lap, index } = parcelLapOfTurn(n, s.turn);
        need(p === 'turn' && index > 0, 'parcel/nothing-to-replay', { lap });
        return {
          ...s,
          turn: parcelLapFirstTurn(n, lap),
          opened: lap - 1,
          replayed: true,
          again: true,
          since: a.at,
          last: null,
        };
      }
    }
  },
  label(s, setup) {
    const n = setup.names.length;
    const who = commaList(setup.names.map(isolate));
    if (s.end) {
      const score = s.end.score;
      return t`${who} - finished, ${score} of ${n} complete`;
    }
    if (s.turn >= parcelTotalTurns(n)) return t`${who} - counting complete hands`;
    const { lap, index } = parcelLapOfTurn(n, s.turn);
    const turn = index + 1;
    return t`${who} - lap ${lap}, turn ${turn} of ${n}`;
  },
  describe: (refusal, setup) => describeRefusal(refusal, setup.names),
};
