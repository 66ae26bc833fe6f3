// The Pattern of Choices phase machine: pure, clock-free. Every action that
// starts or ends a phase carries its time `at` (ms), so each deadline is plain
// data (C8): a reload recomputes the time left from it, and a phase that ran
// out meanwhile is ended by an `expire` exactly like a live timeout.
import { CHOICES_TIMINGS, ZONES, choicesPatternIssues, choicesReaders, choicesScoreRound } from '../../rules/choices';
import type { ChoicesPattern, ChoicesPatternIssue, ChoicesResult, Zone } from '../../rules/choices';
import { fail } from '../../rules/common';
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
  /** One per reader, in reading order, as they finish; null = missing (C4). Complete once the round has ended. */
  predictions: (ChoicesPattern | null)[];
}

/** A finished round's results (C5, C6): derived from its record, never stored beside it. */
export interface RoundScore {
  readers: ChoicesResult[];
  authorAward: number;
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

/** The prompt of a round; a round the setup does not have is a bug, not a refusal. */
export function promptOf(setup: ChoicesSetup, round: number): Prompt {
  return setup.prompts[round] ?? fail(`round ${round} is not in this game`);
}

export function authorOf(setup: ChoicesSetup, round: number): Seat {
  return setup.order[round] ?? fail(`round ${round} is not in this game`);
}

/** Readers of a round, in reading order (C4, C9: the core's choicesReaders). */
export const readersOf = (setup: ChoicesSetup, round: number): Seat[] => choicesReaders(setup.players.length, authorOf(setup, round));

/** C3-C6: the scores of a round that has ended; null while readers are still to read. */
export function roundScore(setup: ChoicesSetup, round: number, record: RoundRecord): RoundScore | null {
  if (record.predictions.length < readersOf(setup, round).length) return null;
  return choicesScoreRound(record.pattern, record.anchor, record.predictions);
}

/** When the current phase ends by itself, or null for untimed screens. */
export function deadlineOf(phase: Phase): number | null {
  if (phase.k === 'author' || phase.k === 'reader') return phase.deadline;
  if (phase.k === 'reveal') return phase.start + CHOICES_TIMINGS.revealMaxMs;
  return null;
}

/** The whole length of the current timed phase (the most a countdown ever shows), or null. */
export function lengthOf(phase: Phase): number | null {
  if (phase.k === 'author') return CHOICES_TIMINGS.authorMs;
  if (phase.k === 'reader') return CHOICES_TIMINGS.readerMs;
  if (phase.k === 'reveal') return CHOICES_TIMINGS.revealMaxMs;
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

/** The latest time any stored action carries: the game's own clock never runs behind it (a clock set back). */
export function latestAt(actions: readonly ChoicesAction[]): number {
  return actions.reduce((t, a) => Math.max(t, a.at), -Infinity);
}

export function initChoices(): ChoicesState {
  return { phase: { k: 'order' }, rounds: [] };
}

function checkTime(at: unknown): number {
  if (typeof at !== 'number' || !Number.isFinite(at)) throw new Refusal('choices/no-time', {});
  return at;
}

export type SortProblem =
  | { code: 'choices/bad-sort'; facts: { issues: ChoicesPatternIssue[] } }
  | { code: 'choices/anchor-not-pick'; facts: { anchor: string } };

/** C3/C4: what stops a pattern with this anchor from being locked or confirmed, or null. */
export function sortProblem(setup: ChoicesSetup, round: number, pattern: ChoicesPattern, anchor: string): SortProblem | null {
  const issues = choicesPatternIssues(pattern, tileIds(promptOf(setup, round)));
  if (issues.length > 0) return { code: 'choices/bad-sort', facts: { issues } };
  if (pattern[anchor] !== 'pick') return { code: 'choices/anchor-not-pick', facts: { anchor } };
  return null;
}

function refuseSort(problem: SortProblem | null): void {
  if (problem) throw new Refusal(problem.code, problem.facts);
}

/** The round ends: every reader without a prediction is missing (C4); its scores follow from the record. */
function endRound(state: ChoicesState, setup: ChoicesSetup, round: number, record: RoundRecord, at: number): ChoicesState {
  const predictions = readersOf(setup, round).map((_, i) => record.predictions[i] ?? null);
  const rounds = state.rounds.slice();
  rounds[round] = { ...record, predictions };
  return { phase: { k: 'reveal', round, start: at }, rounds };
}

type ReaderPhase = Extract<Phase, { k: 'reader' }>;

function readerDone(state: ChoicesState, setup: ChoicesSetup, p: ReaderPhase, prediction: ChoicesPattern | null, at: number): ChoicesState {
  const record = recordOf(state, p.round);
  const next = { ...record, predictions: [...record.predictions, prediction] };
  if (p.reader + 1 < readersOf(setup, p.round).length) {
    const rounds = state.rounds.slice();
    rounds[p.round] = next;
    return { phase: { k: 'gate', round: p.round, reader: p.reader + 1 }, rounds };
  }
  return endRound(state, setup, p.round, next, at);
}

function recordOf(state: ChoicesState, round: number): RoundRecord {
  return state.rounds[round] ?? fail(`round ${round} has no locked pattern`);
}

function anchorOf(state: ChoicesState, round: number): string {
  return recordOf(state, round).anchor ?? fail(`round ${round} has no anchor`);
}

function authorTimeout(state: ChoicesState, setup: ChoicesSetup, round: number, at: number): ChoicesState {
  return endRound(state, setup, round, { pattern: null, anchor: null, predictions: [] }, at);
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
        if (wait > 0) throw new Refusal('choices/reveal-wait', { seconds: Math.ceil(wait / 1000) });
        return leaveReveal(state, setup, p.round);
      }
      throw new Refusal('choices/nothing-next', { phase: p.k });
    case 'claim':
      if (p.k !== 'gate') throw new Refusal('choices/no-gate', { phase: p.k });
      if (p.reader === null) return { ...state, draft: {}, phase: { k: 'author', round: p.round, deadline: at + CHOICES_TIMINGS.authorMs } };
      return { ...state, draft: {}, phase: { k: 'reader', round: p.round, reader: p.reader, deadline: at + CHOICES_TIMINGS.readerMs } };
    case 'place': {
      if (p.k !== 'author' && p.k !== 'reader') throw new Refusal('choices/not-in-turn', { phase: p.k });
      if (at >= p.deadline) throw new Refusal('choices/too-late', {});
      if (!tileIds(promptOf(setup, p.round)).includes(action.id) || !ZONES.includes(action.zone)) {
        throw new Refusal('choices/no-such-tile', { tile: action.id, zone: action.zone });
      }
      if (p.k === 'reader' && action.id === anchorOf(state, p.round)) throw new Refusal('choices/anchor-locked', { round: p.round, tile: action.id });
      return { ...state, draft: { ...state.draft, [action.id]: action.zone } };
    }
    case 'sort': {
      if (p.k !== 'author') throw new Refusal('choices/not-author-turn', { phase: p.k });
      if (at >= p.deadline) return authorTimeout(state, setup, p.round, at);
      refuseSort(sortProblem(setup, p.round, action.pattern, action.anchor));
      const rounds = state.rounds.slice();
      rounds[p.round] = { pattern: { ...action.pattern }, anchor: action.anchor, predictions: [] };
      return { phase: { k: 'anchor', round: p.round }, rounds };
    }
    case 'predict': {
      if (p.k !== 'reader') throw new Refusal('choices/not-reader-turn', { phase: p.k });
      if (at >= p.deadline) return readerDone(state, setup, p, null, at);
      refuseSort(sortProblem(setup, p.round, action.pattern, anchorOf(state, p.round)));
      return readerDone(state, setup, p, { ...action.pattern }, at);
    }
    case 'expire': {
      const d = deadlineOf(p);
      if (d === null || at < d) throw new Refusal('choices/not-due', { phase: p.k });
      if (p.k === 'author') return authorTimeout(state, setup, p.round, at);
      if (p.k === 'reader') return readerDone(state, setup, p, null, at);
      if (p.k === 'reveal') return leaveReveal(state, setup, p.round);
      throw new Refusal('choices/not-due', { phase: p.k });
    }
    default:
      throw new Refusal('choices/unknown-action', { t: (action as { t?: unknown }).t });
  }
}

/** The current turn's placed tiles; empty outside a turn. */
export const draftOf = (state: ChoicesState): Partial<Record<string, Zone>> =>
  (state.phase.k === 'author' || state.phase.k === 'reader') && state.draft ? state.draft : {};

/** C10 input: each seat's total so far, from the rounds that have ended (derived, never stored). */
export function totalsOf(state: Pick<ChoicesState, 'rounds'>, setup: ChoicesSetup): number[] {
  const totals = setup.players.map(() => 0);
  const add = (seat: number, points: number) => (totals[seat] = (totals[seat] ?? 0) + points);
  state.rounds.forEach((record, round) => {
    const score = roundScore(setup, round, record);
    if (!score) return;
    add(authorOf(setup, round), score.authorAward);
    readersOf(setup, round).forEach((seat, i) => add(seat, score.readers[i]?.award ?? 0));
  });
  return totals;
}
