import { t } from '@lingui/core/macro';
import {
  RELAY_DISPLAY_SIZE,
  RELAY_PICKS,
  relayCheckPlacement,
  relayEmptyDisplay,
  relayRoundProblems,
  relayRoundTotals,
} from '../../rules/relay';
import type { RelayDisplay, RelayPartialDisplay } from '../../rules/relay';
import { fail, refuse } from '../../rules/common';
import type { GameDef } from '../session';
import { readRelayAction, readRelaySetup } from './read';
import { describeRelay } from './words';
import type { RelayAction, RelaySetup, RelayState, RelayStep, Round } from './types';

export type { RelayAction, RelaySetup, RelayState, Round } from './types';
import { isolate, commaList } from '../../text/words';

const ORDER: Partial<Record<RelayStep, RelayStep>> = {
  deal: 'choose',
  choose: 'ready',
  count: 'place',
  discard: 'score',
};

export function tileCount(d: RelayPartialDisplay): number {
  return [...d.top, ...d.bottom].filter((t) => t !== null).length;
}

/** R7: a confirmed round's scores per seat, derived from its displays; null until it is confirmed. */
export function roundScores(s: RelayState, round: Round): number[] | null {
  const displays = s.displays[round - 1];
  return s.confirmed[round - 1] && displays ? relayRoundTotals(displays as RelayDisplay[]) : null;
}

/** Both rounds' scores once the game is over (R9 adds them up), else null. */
export function finalRounds(s: RelayState): [number[], number[]] | null {
  const one = roundScores(s, 1);
  const two = roundScores(s, 2);
  return s.step === 'results' && one && two ? [one, two] : null;
}

function roundDisplays(s: RelayState, round: Round): RelayPartialDisplay[] {
  const displays = s.displays[round - 1];
  if (!displays) refuse('relay/round-not-started', { round });
  return displays;
}

function setBox(state: RelayState, a: Extract<RelayAction, { t: 'set' }>, setup: RelaySetup): RelayState {
  if (a.seat >= setup.players.length) fail(`seat ${a.seat} does not exist at ${setup.players.length} players`);
  const displays = roundDisplays(state, a.round);
  if (state.confirmed[a.round - 1]) refuse('relay/round-confirmed', { round: a.round });
  const round = displays.map((d) => ({ top: [...d.top], bottom: [...d.bottom] }));
  const own = round[a.seat] as RelayPartialDisplay;
  // Corrections are allowed until the round is confirmed, so the box is emptied first; R8 is checked on the rest.
  own[a.row][a.col] = null;
  if (a.tile) {
    relayCheckPlacement(round, a.seat, a.tile);
    own[a.row][a.col] = { motif: a.tile.motif, texture: a.tile.texture };
  }
  return { ...state, displays: state.displays.map((d, i) => (i === a.round - 1 ? round : d)) };
}

function confirm(state: RelayState, round: Round, setup: RelaySetup): RelayState {
  const displays = roundDisplays(state, round);
  if (round === state.round && state.step !== 'score') refuse('relay/round-on', { round });
  const short = displays.flatMap((d, seat) =>
    tileCount(d) < RELAY_DISPLAY_SIZE ? [{ seat, tiles: tileCount(d) }] : [],
  );
  if (short.length) refuse('relay/displays-short', { round, short });
  // The rules core checks the whole round (R7 rows, R8 copies) as a safety net behind the per-entry refusals,
  // e.g. for a session stored by an older version.
  const problems = relayRoundProblems(displays);
  if (problems.length) refuse('relay/round-problems', { round, problems });
  const confirmed: [boolean, boolean] = round === 1 ? [true, state.confirmed[1]] : [state.confirmed[0], true];
  const next = { ...state, confirmed };
  if (round !== state.round) return next;
  if (round === 1) return newRound(next, 2, setup);
  if (!confirmed[0]) refuse('relay/confirm-round-1', {});
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
  if (state.step === 'count' && state.countAt === null) refuse('relay/count-first', {});
  if (plain) return { ...state, step: plain };
  if (state.step === 'place') return { ...state, step: state.pick < RELAY_PICKS ? 'pass' : 'discard' };
  if (state.step === 'pass') {
    return { ...state, step: 'choose', pick: state.pick + 1, ready: state.ready.map(() => false), countAt: null };
  }
  if (state.step === 'ready') refuse('relay/wait-ready', {});
  if (state.step === 'score') refuse('relay/confirm-first', { round: state.round });
  return refuse('relay/game-over', {});
}

function ready(state: RelayState, a: Extract<RelayAction, { t: 'ready' | 'allReady' }>, setup: RelaySetup): RelayState {
  if (state.step !== 'ready' && state.step !== 'choose') refuse('relay/not-choosing', {});
  if (a.t === 'ready' && a.seat >= setup.players.length)
    fail(`seat ${a.seat} does not exist at ${setup.players.length} players`);
  return { ...state, ready: state.ready.map((r, i) => (a.t === 'allReady' ? true : i === a.seat ? !r : r)) };
}

function count(state: RelayState, a: Extract<RelayAction, { t: 'count' }>): RelayState {
  // The count can always be started again once the tiles are to be revealed (a clock jump, a missed moment).
  if (state.step === 'count' || state.step === 'place') return { ...state, countAt: a.at };
  if (state.step !== 'ready') refuse('relay/not-choosing', {});
  const waiting = state.ready.flatMap((r, seat) => (r ? [] : [seat]));
  if (waiting.length) refuse('relay/still-waiting', { seats: waiting });
  return { ...state, step: 'count', countAt: a.at };
}

function reveal(state: RelayState, at: number): RelayState {
  if (state.step !== 'choose' && state.step !== 'ready') refuse('relay/not-choosing', {});
  return { ...state, step: 'place', ready: state.ready.map(() => true), countAt: at };
}

export const relayDef: GameDef<RelaySetup, RelayAction, RelayState> = {
  game: 'relay',
  readSetup: readRelaySetup,
  readAction: readRelayAction,
  describe: describeRelay,
  init: (setup) =>
    newRound(
      { round: 1, pick: 1, step: 'deal', ready: [], countAt: null, displays: [], confirmed: [false, false] },
      1,
      setup,
    ),
  apply(state, a, setup) {
    switch (a.t) {
      case 'next':
        return next(state);
      case 'ready':
      case 'allReady':
        return ready(state, a, setup);
      case 'reveal':
        return reveal(state, a.at);
      case 'count':
        return count(state, a);
      case 'set':
        return setBox(state, a, setup);
      case 'confirm':
        return confirm(state, a.round, setup);
      case 'reopen': {
        if (!state.confirmed[a.round - 1]) refuse('relay/not-confirmed', { round: a.round });
        const confirmed: [boolean, boolean] = a.round === 1 ? [false, state.confirmed[1]] : [state.confirmed[0], false];
        return { ...state, confirmed, step: state.step === 'results' ? 'score' : state.step };
      }
    }
  },
  label(state, setup) {
    const who = commaList(setup.players.map(isolate));
    const { round, pick } = state;
    if (state.step === 'results') return t`${who} - results`;
    if (state.step === 'score') return t`${who} - round ${round} scores`;
    return t`${who} - round ${round}, pick ${pick}`;
  },
};
