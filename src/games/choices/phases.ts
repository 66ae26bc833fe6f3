// The Pattern of Choices phase machine: pure, clock-free. Every action that
// starts or ends a phase carries its time `at` (ms), so each deadline is plain
// data (C8): a reload recomputes the time left from it, and a phase that ran
// out meanwhile is ended by an `expire` exactly like a live timeout.
import { CHOICES_TIMINGS, choicesPatternProblems, choicesScoreRound } from '../../rules/choices';
import { ZONES } from '../../rules/choices';
import type { ChoicesPattern, ChoicesResult, Zone } from '../../rules/choices';
import type { Seat } from '../../rules/common';
import { Refusal } from '../session';
import type { Prompt } from './prompts';

export interface ChoicesSetup {
  v: 1;
  /** Names in seat order, clockwise. */
  players: string[];
  /** C1: the shuffled author order, one round per seat. */
  order: Seat[];
  /** C2: the prompt of each round, drawn at setup (a copy, so a later deck edit cannot change a game). */
  prompts: Prompt[];
}

export type Phase =
  | { k: 'order' }
  /** Hand the device on: to the round's author (reader null) or to reader number `reader`. */
  | { k: 'gate'; round: number; reader: number | null }
  | { k: 'author'; round: number; deadline: number }
  | { k: 'anchor'; round: number }
  | { k: 'reader'; round: number; reader: number; deadline: number }
  | { k: 'reveal'; round: number; start: number }
  | { k: 'done' };

export interface RoundRecord {
  /** null: the author ran out of time (C3). */
  pattern: ChoicesPattern | null;
  anchor: string | null;
  /** One per reader, in reading order, as they finish; null = missing (C4). */
  predictions: (ChoicesPattern | null)[];
  /** Set exactly once, when the round ends (C8). */
  scored: { readers: ChoicesResult[]; authorAward: number } | null;
}

export interface ChoicesState {
  phase: Phase;
  rounds: RoundRecord[];
  /** The tiles placed so far in the current author or reader turn: secret, never in a public view (C9). */
  draft?: Partial<Record<string, Zone>>;
}

export type ChoicesAction =
  /** Order screen -> first gate; anchor screen -> first reader's gate; reveal -> next round. */
  | { t: 'next'; at: number }
  /** "I am NAME" on a gate: starts that player's timed phase. */
  | { t: 'claim'; at: number }
  /** One tile moved during a turn, kept so a reload restores the board; refused after the deadline. */
  | { t: 'place'; at: number; id: string; zone: Zone }
  | { t: 'sort'; at: number; pattern: ChoicesPattern; anchor: string }
  | { t: 'predict'; at: number; pattern: ChoicesPattern }
  /** The screen saw a deadline pass. Refused when nothing is due, so it can never act twice. */
  | { t: 'expire'; at: number };

export const tileIds = (prompt: Prompt): string[] => prompt.tiles.map((_, i) => String(i));

export const authorOf = (setup: ChoicesSetup, round: number): Seat => setup.order[round]!;

/** Readers of a round: every other seat, clockwise from the author's left. */
export function readersOf(setup: ChoicesSetup, round: number): Seat[] {
  const n = setup.players.length;
  const author = authorOf(setup, round);
  return Array.from({ length: n - 1 }, (_, i) => (author + 1 + i) % n);
}

/** When the current phase ends by itself, or null for untimed screens. */
export function deadlineOf(phase: Phase): number | null {
  if (phase.k === 'author' || phase.k === 'reader') return phase.deadline;
  if (phase.k === 'reveal') return phase.start + CHOICES_TIMINGS.revealMaxMs;
  return null;
}

/** True when the screen should dispatch an `expire` now. */
export function overdue(state: ChoicesState, now: number): boolean {
  const d = deadlineOf(state.phase);
  return d !== null && now >= d;
}

/** C7: when the reveal may be left; a void round has nothing to study. */
export function continueAt(state: ChoicesState): number | null {
  const p = state.phase;
  if (p.k !== 'reveal') return null;
  return state.rounds[p.round]?.pattern === null ? p.start : p.start + CHOICES_TIMINGS.revealMinMs;
}

export function initChoices(): ChoicesState {
  return { phase: { k: 'order' }, rounds: [] };
}

function checkTime(at: unknown): number {
  if (typeof at !== 'number' || !Number.isFinite(at)) throw new Refusal('That step has no valid time; try again.');
  return at;
}

export function sortProblem(setup: ChoicesSetup, round: number, pattern: ChoicesPattern, anchor: string): string | null {
  const problems = choicesPatternProblems(pattern, tileIds(setup.prompts[round]!));
  if (problems.length > 0) return 'The pattern needs exactly two tiles in each zone.';
  if (pattern[anchor] !== 'pick') return 'The anchor must be one of the two Pick first tiles.';
  return null;
}

function endRound(state: ChoicesState, setup: ChoicesSetup, round: number, record: RoundRecord, at: number): ChoicesState {
  if (state.rounds[round]?.scored) throw new Refusal('This round has already been scored.');
  const predictions = readersOf(setup, round).map((_, i) => record.predictions[i] ?? null);
  const scored = choicesScoreRound(record.pattern, record.anchor, predictions);
  const rounds = state.rounds.slice();
  rounds[round] = { ...record, predictions, scored };
  return { phase: { k: 'reveal', round, start: at }, rounds };
}

function readerDone(state: ChoicesState, setup: ChoicesSetup, prediction: ChoicesPattern | null, at: number): ChoicesState {
  const p = state.phase as Extract<Phase, { k: 'reader' }>;
  const record = state.rounds[p.round]!;
  const next = { ...record, predictions: [...record.predictions, prediction] };
  if (p.reader + 1 < readersOf(setup, p.round).length) {
    const rounds = state.rounds.slice();
    rounds[p.round] = next;
    return { phase: { k: 'gate', round: p.round, reader: p.reader + 1 }, rounds };
  }
  return endRound(state, setup, p.round, next, at);
}

function authorTimeout(state: ChoicesState, setup: ChoicesSetup, round: number, at: number): ChoicesState {
  return endRound(state, setup, round, { pattern: null, anchor: null, predictions: [], scored: null }, at);
}

function leaveReveal(state: ChoicesState, setup: ChoicesSetup, round: number): ChoicesState {
  const phase: Phase = round + 1 < setup.order.length ? { k: 'gate', round: round + 1, reader: null } : { k: 'done' };
  return { ...state, phase };
}

export function applyChoices(state: ChoicesState, action: ChoicesAction, setup: ChoicesSetup): ChoicesState {
  const p = state.phase;
  const at = checkTime(action.at);
  switch (action.t) {
    case 'next':
      if (p.k === 'order') return { ...state, phase: { k: 'gate', round: 0, reader: null } };
      if (p.k === 'anchor') return { ...state, phase: { k: 'gate', round: p.round, reader: 0 } };
      if (p.k === 'reveal') {
        const wait = (continueAt(state) ?? 0) - at;
        if (wait > 0) throw new Refusal(`Everyone gets a look first: you can go on in ${Math.ceil(wait / 1000)} s.`);
        return leaveReveal(state, setup, p.round);
      }
      throw new Refusal('There is nothing to move on to from here.');
    case 'claim':
      if (p.k !== 'gate') throw new Refusal('Nobody is being handed the device right now.');
      if (p.reader === null) return { ...state, draft: {}, phase: { k: 'author', round: p.round, deadline: at + CHOICES_TIMINGS.authorMs } };
      return { ...state, draft: {}, phase: { k: 'reader', round: p.round, reader: p.reader, deadline: at + CHOICES_TIMINGS.readerMs } };
    case 'place': {
      if (p.k !== 'author' && p.k !== 'reader') throw new Refusal('Tiles can only be moved during a turn.');
      if (at >= p.deadline) throw new Refusal('Time is up: that move came too late.');
      if (!tileIds(setup.prompts[p.round]!).includes(action.id) || !ZONES.includes(action.zone)) throw new Refusal('There is no such tile or zone.');
      if (p.k === 'reader' && action.id === state.rounds[p.round]!.anchor) throw new Refusal('The anchor stays in Pick first.');
      return { ...state, draft: { ...state.draft, [action.id]: action.zone } };
    }
    case 'sort': {
      if (p.k !== 'author') throw new Refusal('Only the author can lock a pattern, during their turn.');
      if (at >= p.deadline) return authorTimeout(state, setup, p.round, at);
      const problem = sortProblem(setup, p.round, action.pattern, action.anchor);
      if (problem) throw new Refusal(problem);
      const rounds = state.rounds.slice();
      rounds[p.round] = { pattern: { ...action.pattern }, anchor: action.anchor, predictions: [], scored: null };
      return { phase: { k: 'anchor', round: p.round }, rounds };
    }
    case 'predict': {
      if (p.k !== 'reader') throw new Refusal('A prediction can only be confirmed during a reader’s turn.');
      if (at >= p.deadline) return readerDone(state, setup, null, at);
      const problem = sortProblem(setup, p.round, action.pattern, state.rounds[p.round]!.anchor!);
      if (problem) throw new Refusal(problem);
      return readerDone(state, setup, { ...action.pattern }, at);
    }
    case 'expire': {
      const d = deadlineOf(p);
      if (d === null || at < d) throw new Refusal('The time is not up yet.');
      if (p.k === 'author') return authorTimeout(state, setup, p.round, at);
      if (p.k === 'reader') return readerDone(state, setup, null, at);
      return leaveReveal(state, setup, (p as Extract<Phase, { k: 'reveal' }>).round);
    }
    default:
      throw new Refusal('That step is not part of this game.');
  }
}

/** The current turn's placed tiles; empty outside a turn. */
export const draftOf = (state: ChoicesState): Partial<Record<string, Zone>> =>
  (state.phase.k === 'author' || state.phase.k === 'reader') && state.draft ? state.draft : {};

/** C10 input: each seat's total so far, from the rounds scored (never stored beside them). */
export function totalsOf(state: ChoicesState, setup: ChoicesSetup): number[] {
  const totals = setup.players.map(() => 0);
  state.rounds.forEach((r, round) => {
    if (!r?.scored) return;
    totals[authorOf(setup, round)]! += r.scored.authorAward;
    readersOf(setup, round).forEach((seat, i) => (totals[seat]! += r.scored!.readers[i]!.award));
  });
  return totals;
}
