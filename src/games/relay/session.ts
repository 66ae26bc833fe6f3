import { RELAY_PICKS, relayCheckRound, relayEmptyDisplay, relayFaceKey, relayPartialPreview, relayPlacementRefusal } from '../../rules/relay';
import type { RelayDisplay, RelayPartialDisplay, RelayRow, RelayTile } from '../../rules/relay';
import type { Seat } from '../../rules/common';
import { Refusal } from '../session';
import type { GameDef } from '../session';

export interface RelaySetup {
  /** Names in seat order, clockwise. */
  players: string[];
  /** R4: the round-1 reader. */
  firstReader: Seat;
  /** R5: the first placer of round 1, pick 1. */
  firstPlacer: Seat;
}

/** The walker's steps for one pick, plus the round's start and end. */
export type RelayStep = 'deal' | 'choose' | 'ready' | 'count' | 'place' | 'pass' | 'discard' | 'score' | 'results';
export type Round = 1 | 2;

export type RelayAction =
  | { t: 'next' }
  | { t: 'ready'; seat: Seat }
  | { t: 'allReady' }
  /** The reader starts the reveal count; `at` is the time it started (ms), passed in as data. */
  | { t: 'count'; at: number }
  /** Enter (or clear, with tile null) one box of one display. */
  | { t: 'set'; round: Round; seat: Seat; row: RelayRow; col: number; tile: RelayTile | null }
  | { t: 'confirm'; round: Round }
  | { t: 'reopen'; round: Round };

export interface RelayState {
  round: Round;
  /** 1..6 */
  pick: number;
  step: RelayStep;
  ready: boolean[];
  countAt: number | null;
  /** displays[round - 1][seat] */
  displays: RelayPartialDisplay[][];
  /** Confirmed round scores per seat, null until the round is confirmed. */
  scores: (number[] | null)[];
}

const ORDER: Partial<Record<RelayStep, RelayStep>> = { deal: 'choose', choose: 'ready', count: 'place', discard: 'score' };

export function tileCount(d: RelayPartialDisplay): number {
  return [...d.top, ...d.bottom].filter((t) => t !== null).length;
}

/** R8 in the players' words: "Ana's display already has all four SUN/DOTS." */
export function refusalFor(displays: readonly RelayPartialDisplay[], seat: Seat, tile: RelayTile, names: readonly string[]): string | null {
  const refusal = relayPlacementRefusal(displays, seat, tile);
  if (refusal === null) return null;
  const face = relayFaceKey(tile);
  const own = relayPlacementRefusal([displays[seat]!], 0, tile) !== null;
  if (own) return `${names[seat]}'s display already has all four ${face}; there is no fifth.`;
  const holders = names.filter((_, i) => [...displays[i]!.top, ...displays[i]!.bottom].some((t) => t && relayFaceKey(t) === face));
  return `All four ${face} are already on the table this round (${holders.join(', ')}); there is no fifth.`;
}

function setBox(state: RelayState, a: Extract<RelayAction, { t: 'set' }>, setup: RelaySetup): RelayState {
  const r = a.round - 1;
  if (a.round > state.round) throw new Refusal(`Round ${a.round} has not started yet.`);
  if (state.scores[r]) throw new Refusal(`Round ${a.round} is confirmed: reopen it to change a box.`);
  const round = state.displays[r]!.map((d) => ({ top: [...d.top], bottom: [...d.bottom] }));
  const own = round[a.seat];
  if (!own) throw new Refusal(`There is no seat ${a.seat + 1}.`);
  // Corrections are allowed until the round is confirmed, so the box is emptied first; R8 is checked on the rest.
  own[a.row][a.col] = null;
  if (a.tile) {
    const why = refusalFor(round, a.seat, a.tile, setup.players);
    if (why) throw new Refusal(why);
    own[a.row][a.col] = { ...a.tile };
  }
  const displays = state.displays.map((d, i) => (i === r ? round : d));
  return { ...state, displays };
}

function confirm(state: RelayState, round: Round, setup: RelaySetup): RelayState {
  const displays = state.displays[round - 1];
  if (!displays) throw new Refusal(`Round ${round} has not started yet.`);
  if (round === state.round && state.step !== 'score') throw new Refusal(`Round ${round} is still on.`);
  const missing = displays.flatMap((d, i) => (tileCount(d) < 6 ? [`${setup.players[i]} ${tileCount(d)} of 6`] : []));
  if (missing.length) throw new Refusal(`Every display needs six tiles before the round is confirmed. So far: ${missing.join(', ')}.`);
  // The rules core checks the whole round (R7 rows, R8 copies) as a safety net behind the per-entry refusals,
  // e.g. for a session stored by an older version.
  const problems = relayCheckRound(displays as RelayDisplay[], setup.players);
  if (problems.length) throw new Refusal(`Round ${round} cannot be confirmed yet: ${problems.join(' ')}`);
  // For a full display the preview's secured points are the R7 total (same numbers as scoreRelayDisplay).
  const totals = displays.map((d) => relayPartialPreview(d).secured);
  const scores = state.scores.map((s, i) => (i === round - 1 ? totals : s));
  const next = { ...state, scores };
  if (round !== state.round) return next;
  if (round === 1) return newRound(next, 2, setup);
  if (!scores[0]) throw new Refusal('Confirm round 1 first: it was reopened for a change.');
  return { ...next, step: 'results' };
}

function newRound(state: RelayState, round: Round, setup: RelaySetup): RelayState {
  const n = setup.players.length;
  return {
    ...state,
    round,
    pick: 1,
    step: 'deal',
    ready: Array<boolean>(n).fill(false),
    countAt: null,
    displays: [...state.displays, Array.from({ length: n }, relayEmptyDisplay)],
  };
}

function next(state: RelayState): RelayState {
  const plain = ORDER[state.step];
  if (state.step === 'count' && state.countAt === null) throw new Refusal('Start the reveal count first.');
  if (plain) return { ...state, step: plain };
  if (state.step === 'place') return { ...state, step: state.pick < RELAY_PICKS ? 'pass' : 'discard' };
  if (state.step === 'pass') {
    return { ...state, step: 'choose', pick: state.pick + 1, ready: state.ready.map(() => false), countAt: null };
  }
  if (state.step === 'ready') throw new Refusal('Wait until everyone is ready, then start the reveal count.');
  if (state.step === 'score') throw new Refusal(`Confirm the round ${state.round} scores to go on.`);
  throw new Refusal('The game is over.');
}

export const relayDef: GameDef<RelaySetup, RelayAction, RelayState> = {
  game: 'relay',
  init: (setup) => newRound({ round: 1, pick: 1, step: 'deal', ready: [], countAt: null, displays: [], scores: [null, null] }, 1, setup),
  apply(state, a, setup) {
    switch (a.t) {
      case 'next':
        return next(state);
      case 'ready':
      case 'allReady': {
        if (state.step !== 'ready') throw new Refusal('Not the ready step.');
        const ready = state.ready.map((r, i) => (a.t === 'allReady' ? true : i === a.seat ? !r : r));
        return { ...state, ready };
      }
      case 'count':
        if (state.step !== 'ready' && state.step !== 'count') throw new Refusal('Not the ready step.');
        if (!state.ready.every(Boolean)) throw new Refusal(`Still waiting for ${setup.players.filter((_, i) => !state.ready[i]).join(', ')}.`);
        return { ...state, step: 'count', countAt: a.at };
      case 'set':
        return setBox(state, a, setup);
      case 'confirm':
        return confirm(state, a.round, setup);
      case 'reopen':
        if (!state.scores[a.round - 1]) throw new Refusal(`Round ${a.round} is not confirmed yet.`);
        return {
          ...state,
          scores: state.scores.map((s, i) => (i === a.round - 1 ? null : s)),
          step: state.step === 'results' ? 'score' : state.step,
        };
    }
  },
  label(state, setup) {
    const who = setup.players.join(', ');
    if (state.step === 'results') return `${who} - results`;
    if (state.step === 'score') return `${who} - round ${state.round} scores`;
    return `${who} - round ${state.round}, pick ${state.pick}`;
  },
};
