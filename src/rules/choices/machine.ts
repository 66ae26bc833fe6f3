// The Pattern of Choices table as one pure machine, for both ways of playing:
// readers one after another on one shared phone (`in-turn`: the device is
// handed on at a gate before every turn, C9), or each on their own phone at
// once (`together`: one readers' deadline for all). Clock-free: every action
// that starts or ends a phase carries its time `at` (ms), and every phase
// holds its own deadlines as absolute times (C8), so a reload or a server
// recomputes the time left, and a phase that ran out meanwhile is ended by an
// `expire` exactly like a live timeout. A move the rules refuse throws a
// RulesRefusal: a code and its facts, never words.
import type { Seat } from '../common';
import { RULES_LIMITS, fail, refuse, shuffle, winners } from '../common';
import {
  CHOICES_TILES,
  CHOICES_TIMINGS,
  ZONES,
  choicesAuthorOrder,
  choicesPatternIssues,
  choicesReaders,
  choicesScoreRound,
} from './score';
import type { ChoicesPattern, ChoicesPatternIssue, ChoicesResult, Zone } from './score';
import type { Prompt } from './deck';

export interface ChoicesSetup {
  v: 1;
  /** Names in seat order, clockwise. */
  players: string[];
  /** C1: the shuffled author order, one round per seat. */
  order: Seat[];
  /** C2: the prompt of each round, drawn at setup (a copy, so a later deck edit cannot change a game). */
  prompts: Prompt[];
}

export type ChoicesTimings = { authorMs: number; readerMs: number; revealMaxMs: number; revealMinMs: number };

/** How the table plays: readers in turn on one phone, or together on their own phones; and how long each phase lasts. */
export interface ChoicesTableRules {
  reading: 'in-turn' | 'together';
  timings: ChoicesTimings;
}

export type Phase =
  | { k: 'order' }
  /** In turn: hand the device on, to the round's author (reader null) or to reader number `reader`. */
  | { k: 'gate'; round: number; reader: number | null }
  | { k: 'author'; round: number; deadline: number }
  /** In turn: the anchor is shown to everyone before the first reader. */
  | { k: 'anchor'; round: number }
  /** In turn: reader number `reader` (reading order) sorts. */
  | { k: 'reader'; round: number; reader: number; deadline: number }
  /** Together: every reader sorts at once, until one deadline. */
  | { k: 'readers'; round: number; deadline: number }
  /** C7: the round's result; it may be left from `continueAt` and ends by itself at `deadline`. */
  | { k: 'reveal'; round: number; start: number; continueAt: number; deadline: number }
  | { k: 'done' };

export interface RoundRecord {
  /** null: the author ran out of time (C3). */
  pattern: ChoicesPattern | null;
  anchor: string | null;
  /** One per reader, in reading order; null = missing (C4). Complete once the round has ended. */
  predictions: (ChoicesPattern | null)[];
}

/** A finished round's results (C5, C6): derived from its record, never stored beside it. */
export interface RoundScore {
  readers: ChoicesResult[];
  authorAward: number;
}

export type Draft = Partial<Record<string, Zone>>;

export interface ChoicesState {
  rules: ChoicesTableRules;
  phase: Phase;
  /** A round's record is written when its author locks (pattern and anchor: secret until the reveal, C9). */
  rounds: RoundRecord[];
  /** The tiles each seat has placed so far this turn: secret to that seat (C9). */
  drafts: Partial<Record<Seat, Draft>>;
  /** Together: the predictions confirmed this round, by seat; each counts once and stays hidden until the reveal. */
  confirmed: Partial<Record<Seat, ChoicesPattern>>;
}

/** Who does a move: on one phone the seat whose turn it is (none given); together the phone's own seat. */
type By = { seat?: Seat };

export type ChoicesAction =
  /** Order screen -> first turn; anchor screen -> first reader's gate; reveal -> next round. */
  | { t: 'next'; at: number }
  /** In turn: "I am NAME" on a gate starts that player's timed phase. */
  | { t: 'claim'; at: number }
  /** One tile moved during a turn, kept so a reload restores the board; refused after the deadline. */
  | ({ t: 'place'; at: number; id: string; zone: Zone } & By)
  | ({ t: 'sort'; at: number; pattern: ChoicesPattern; anchor: string } & By)
  | ({ t: 'predict'; at: number; pattern: ChoicesPattern } & By)
  /** A deadline was seen to pass. Refused when nothing is due, so it can never act twice. */
  | { t: 'expire'; at: number };

export type SortProblem =
  | { code: 'choices/bad-sort'; facts: { issues: ChoicesPatternIssue[] } }
  | { code: 'choices/anchor-not-pick'; facts: { anchor: string } };

export const IN_TURN: ChoicesTableRules = Object.freeze({ reading: 'in-turn', timings: CHOICES_TIMINGS });

/** A prompt as a setup keeps it: a copy, so a later change to the deck cannot change a game. */
const copyPrompt = (p: Prompt): Prompt => ('tiles' in p ? { text: p.text, tiles: [...p.tiles] } : { id: p.id });

/**
 * C1, C2: a table of these players: the author order and one distinct prompt of `deck` per round, drawn once with
 * `random`. The deck is passed in (`PROMPTS` of deck.ts) so that the app loads its text only when a game starts.
 */
export function choicesSetup(players: readonly string[], random: () => number, deck: readonly Prompt[]): ChoicesSetup {
  const { min, max } = RULES_LIMITS.choices;
  if (players.length < min || players.length > max) refuse('choices/player-count', { count: players.length, min, max });
  if (deck.length < players.length)
    fail(`a deck of ${deck.length} prompts cannot give ${players.length} rounds one each`);
  const order = choicesAuthorOrder(players.length, random);
  const drawn = shuffle(deck, random).slice(0, players.length);
  return { v: 1, players: [...players], order, prompts: drawn.map(copyPrompt) };
}

export function initChoices(rules: ChoicesTableRules = IN_TURN): ChoicesState {
  return { rules, phase: { k: 'order' }, rounds: [], drafts: {}, confirmed: {} };
}

/** A prompt's tile ids: '0' to '5' (C2: six tiles), in the prompt's order. */
export const tileIds = (prompt: Prompt): string[] =>
  Array.from({ length: 'tiles' in prompt ? prompt.tiles.length : CHOICES_TILES }, (_, i) => String(i));

/** The prompt of a round; a round the setup does not have is a bug, not a refusal. */
export function promptOf(setup: ChoicesSetup, round: number): Prompt {
  return setup.prompts[round] ?? fail(`round ${round} is not in this game`);
}

export function authorOf(setup: ChoicesSetup, round: number): Seat {
  return setup.order[round] ?? fail(`round ${round} is not in this game`);
}

/** Readers of a round, in reading order (C4, C9). */
export const readersOf = (setup: ChoicesSetup, round: number): Seat[] =>
  choicesReaders(setup.players.length, authorOf(setup, round));

/** C3-C6: the scores of a round that has ended; null while readers are still to read. */
export function roundScore(setup: ChoicesSetup, round: number, record: RoundRecord): RoundScore | null {
  if (record.predictions.length < readersOf(setup, round).length) return null;
  return choicesScoreRound(record.pattern, record.anchor, record.predictions);
}

/** When the current phase ends by itself, or null for untimed steps. */
export function deadlineOf(phase: Phase): number | null {
  return phase.k === 'author' || phase.k === 'reader' || phase.k === 'readers' || phase.k === 'reveal'
    ? phase.deadline
    : null;
}

/** The whole length of the current timed phase (the most a countdown ever shows), or null. */
export function lengthOf(state: ChoicesState): number | null {
  const t = state.rules.timings;
  const k = state.phase.k;
  return k === 'author'
    ? t.authorMs
    : k === 'reader' || k === 'readers'
      ? t.readerMs
      : k === 'reveal'
        ? t.revealMaxMs
        : null;
}

/** True when an `expire` is due at `now`. */
export function overdue(state: ChoicesState, now: number): boolean {
  const d = deadlineOf(state.phase);
  return d !== null && now >= d;
}

/** C7: when the reveal may be left (a void round at once: nothing to study); null outside a reveal. */
export const continueAt = (state: ChoicesState): number | null =>
  state.phase.k === 'reveal' ? state.phase.continueAt : null;

/** Whose move it is for `seat` now: 'author', 'reader' or null (in turn, the seat holding the device). */
export function roleOf(state: ChoicesState, setup: ChoicesSetup, seat: Seat): 'author' | 'reader' | null {
  const p = state.phase;
  if (p.k === 'author') return authorOf(setup, p.round) === seat ? 'author' : null;
  if (p.k === 'reader') return readersOf(setup, p.round)[p.reader] === seat ? 'reader' : null;
  if (p.k === 'readers') return readersOf(setup, p.round).includes(seat) ? 'reader' : null;
  return null;
}

/** The seat whose turn it is on one phone, or null outside a turn. */
function actorOf(state: ChoicesState, setup: ChoicesSetup): Seat | null {
  const p = state.phase;
  if (p.k === 'author') return authorOf(setup, p.round);
  if (p.k === 'reader') return readersOf(setup, p.round)[p.reader] ?? null;
  return null;
}

/** What `seat` has placed so far this turn (on one phone, the seat whose turn it is); empty outside a turn. */
export function draftOf(state: ChoicesState, setup: ChoicesSetup, seat: Seat | null = actorOf(state, setup)): Draft {
  if (seat === null || roleOf(state, setup, seat) === null) return {};
  return state.drafts[seat] ?? {};
}

/** Together: what `seat` locked this turn (the author's pattern, a reader's prediction), or null. */
export function lockedBy(state: ChoicesState, setup: ChoicesSetup, seat: Seat): ChoicesPattern | null {
  const p = state.phase;
  if (p.k === 'readers') return state.confirmed[seat] ?? null;
  if (p.k === 'author' && authorOf(setup, p.round) === seat) return state.rounds[p.round]?.pattern ?? null;
  return null;
}

/** Seats that have confirmed in the readers' phase, ascending (public: who, never what). */
export const confirmedSeats = (state: ChoicesState): Seat[] =>
  Object.keys(state.confirmed)
    .map(Number)
    .sort((a, b) => a - b);

/** The latest time any action carries: a game's own clock never runs behind it (a clock set back). */
export function latestAt(actions: readonly { at: number }[]): number {
  return actions.reduce((t, a) => Math.max(t, a.at), -Infinity);
}

/** C3/C4: what stops a pattern with this anchor from being locked or confirmed, or null. */
export function sortProblem(
  setup: ChoicesSetup,
  round: number,
  pattern: ChoicesPattern,
  anchor: string,
): SortProblem | null {
  const issues = choicesPatternIssues(pattern, tileIds(promptOf(setup, round)));
  if (issues.length > 0) return { code: 'choices/bad-sort', facts: { issues } };
  if (pattern[anchor] !== 'pick') return { code: 'choices/anchor-not-pick', facts: { anchor } };
  return null;
}

function refuseSort(problem: SortProblem | null): void {
  if (problem) refuse(problem.code, problem.facts);
}

function checkTime(at: unknown): number {
  if (typeof at !== 'number' || !Number.isFinite(at)) refuse('choices/no-time', {});
  return at as number;
}

function recordOf(state: ChoicesState, round: number): RoundRecord {
  return state.rounds[round] ?? fail(`round ${round} has no locked pattern`);
}

function anchorOf(state: ChoicesState, round: number): string {
  return recordOf(state, round).anchor ?? fail(`round ${round} has no anchor`);
}

function startTurn(state: ChoicesState, phase: Phase): ChoicesState {
  return { ...state, phase, drafts: {}, confirmed: {} };
}

/** The first step of a round: on one phone the author's gate, together the author's turn at once. */
function openRound(state: ChoicesState, round: number, at: number): ChoicesState {
  if (state.rules.reading === 'in-turn') return startTurn(state, { k: 'gate', round, reader: null });
  return startTurn(state, { k: 'author', round, deadline: at + state.rules.timings.authorMs });
}

/** The round ends: every reader without a prediction is missing (C4); its scores follow from the record (C8: once). */
function endRound(
  state: ChoicesState,
  setup: ChoicesSetup,
  round: number,
  record: RoundRecord,
  at: number,
): ChoicesState {
  const predictions = readersOf(setup, round).map((_, i) => record.predictions[i] ?? null);
  const rounds = state.rounds.slice();
  rounds[round] = { ...record, predictions };
  const t = state.rules.timings;
  const continueAt = record.pattern === null ? at : at + t.revealMinMs;
  return startTurn({ ...state, rounds }, { k: 'reveal', round, start: at, continueAt, deadline: at + t.revealMaxMs });
}

function authorTimeout(state: ChoicesState, setup: ChoicesSetup, round: number, at: number): ChoicesState {
  return endRound(state, setup, round, { pattern: null, anchor: null, predictions: [] }, at);
}

type ReaderPhase = Extract<Phase, { k: 'reader' }>;

function readerDone(
  state: ChoicesState,
  setup: ChoicesSetup,
  p: ReaderPhase,
  prediction: ChoicesPattern | null,
  at: number,
): ChoicesState {
  const record = recordOf(state, p.round);
  const next = { ...record, predictions: [...record.predictions, prediction] };
  if (p.reader + 1 < readersOf(setup, p.round).length) {
    const rounds = state.rounds.slice();
    rounds[p.round] = next;
    return startTurn({ ...state, rounds }, { k: 'gate', round: p.round, reader: p.reader + 1 });
  }
  return endRound(state, setup, p.round, next, at);
}

/** Together: the readers' phase ends; predictions in reading order, missing ones null. */
function readersDone(state: ChoicesState, setup: ChoicesSetup, round: number, at: number): ChoicesState {
  const predictions = readersOf(setup, round).map((seat) => state.confirmed[seat] ?? null);
  return endRound(state, setup, round, { ...recordOf(state, round), predictions }, at);
}

function leaveReveal(state: ChoicesState, setup: ChoicesSetup, round: number, at: number): ChoicesState {
  return round + 1 < setup.order.length ? openRound(state, round + 1, at) : startTurn(state, { k: 'done' });
}

/** The seat a move is made by, checked against the turn: refused when it is not that seat's move now. */
function moverOf(
  state: ChoicesState,
  setup: ChoicesSetup,
  by: Seat | undefined,
  role: 'author' | 'reader' | null,
): Seat {
  const p = state.phase;
  const seat = state.rules.reading === 'in-turn' ? actorOf(state, setup) : by;
  if (
    seat === undefined ||
    seat === null ||
    roleOf(state, setup, seat) === null ||
    (role !== null && roleOf(state, setup, seat) !== role)
  ) {
    refuse('choices/not-your-turn', { phase: p.k, seat: seat ?? null });
  }
  return seat as Seat;
}

type TurnPhase = Extract<Phase, { k: 'author' | 'reader' | 'readers' }>;
const inTurn = (p: Phase): p is TurnPhase => p.k === 'author' || p.k === 'reader' || p.k === 'readers';

export function applyChoices(state: ChoicesState, action: ChoicesAction, setup: ChoicesSetup): ChoicesState {
  const p = state.phase;
  const at = checkTime(action.at);
  const timings = state.rules.timings;
  switch (action.t) {
    case 'next':
      if (p.k === 'order') return openRound(state, 0, at);
      if (p.k === 'anchor') return { ...state, phase: { k: 'gate', round: p.round, reader: 0 } };
      if (p.k === 'reveal') {
        const wait = p.continueAt - at;
        if (wait > 0) refuse('choices/reveal-wait', { seconds: Math.ceil(wait / 1000) });
        return leaveReveal(state, setup, p.round, at);
      }
      return refuse('choices/nothing-next', { phase: p.k });
    case 'claim':
      if (p.k !== 'gate') return refuse('choices/no-gate', { phase: p.k });
      if (p.reader === null) return startTurn(state, { k: 'author', round: p.round, deadline: at + timings.authorMs });
      return startTurn(state, { k: 'reader', round: p.round, reader: p.reader, deadline: at + timings.readerMs });
    case 'place': {
      if (!inTurn(p)) return refuse('choices/not-in-turn', { phase: p.k });
      const seat = moverOf(state, setup, action.seat, null);
      if (at >= p.deadline) refuse('choices/too-late', {});
      if (!tileIds(promptOf(setup, p.round)).includes(action.id) || !ZONES.includes(action.zone)) {
        refuse('choices/no-such-tile', { tile: action.id, zone: action.zone });
      }
      if (p.k !== 'author' && action.id === anchorOf(state, p.round))
        refuse('choices/anchor-locked', { round: p.round, tile: action.id });
      if (lockedBy(state, setup, seat)) refuse('choices/already-locked', { seat });
      return { ...state, drafts: { ...state.drafts, [seat]: { ...state.drafts[seat], [action.id]: action.zone } } };
    }
    case 'sort': {
      if (p.k !== 'author') return refuse('choices/not-author-turn', { phase: p.k });
      moverOf(state, setup, action.seat, 'author');
      if (at >= p.deadline) return authorTimeout(state, setup, p.round, at);
      refuseSort(sortProblem(setup, p.round, action.pattern, action.anchor));
      const rounds = state.rounds.slice();
      rounds[p.round] = { pattern: { ...action.pattern }, anchor: action.anchor, predictions: [] };
      const next =
        state.rules.reading === 'in-turn'
          ? ({ k: 'anchor', round: p.round } as const)
          : ({ k: 'readers', round: p.round, deadline: at + timings.readerMs } as const);
      return startTurn({ ...state, rounds }, next);
    }
    case 'predict': {
      if (p.k !== 'reader' && p.k !== 'readers') return refuse('choices/not-reader-turn', { phase: p.k });
      const seat = moverOf(state, setup, action.seat, 'reader');
      if (p.k === 'reader') {
        if (at >= p.deadline) return readerDone(state, setup, p, null, at);
        refuseSort(sortProblem(setup, p.round, action.pattern, anchorOf(state, p.round)));
        return readerDone(state, setup, p, { ...action.pattern }, at);
      }
      if (at >= p.deadline) refuse('choices/too-late', {});
      if (state.confirmed[seat]) refuse('choices/already-locked', { seat });
      refuseSort(sortProblem(setup, p.round, action.pattern, anchorOf(state, p.round)));
      const drafts = { ...state.drafts };
      delete drafts[seat];
      const next = { ...state, drafts, confirmed: { ...state.confirmed, [seat]: { ...action.pattern } } };
      return confirmedSeats(next).length === readersOf(setup, p.round).length
        ? readersDone(next, setup, p.round, at)
        : next;
    }
    case 'expire': {
      const d = deadlineOf(p);
      if (d === null || at < d) return refuse('choices/not-due', { phase: p.k });
      if (p.k === 'author') return authorTimeout(state, setup, p.round, at);
      if (p.k === 'reader') return readerDone(state, setup, p, null, at);
      if (p.k === 'readers') return readersDone(state, setup, p.round, at);
      if (p.k === 'reveal') return leaveReveal(state, setup, p.round, at);
      return refuse('choices/not-due', { phase: p.k });
    }
    default:
      return refuse('choices/unknown-action', { t: (action as { t?: unknown }).t });
  }
}

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

export interface Standing {
  seat: number;
  name: string;
  total: number;
  place: number;
  shared: boolean;
  winner: boolean;
}

/** C10: places with shared ties, best first (seat order within a tie). */
export function standingsOf(state: Pick<ChoicesState, 'rounds'>, setup: ChoicesSetup): Standing[] {
  const totals = totalsOf(state, setup);
  const top = winners(totals);
  return totals
    .map((total, seat) => ({
      seat,
      name: setup.players[seat] ?? fail(`seat ${seat} is not in this game`),
      total,
      place: 1 + totals.filter((t) => t > total).length,
      shared: totals.filter((t) => t === total).length > 1,
      winner: top.includes(seat),
    }))
    .sort((a, b) => b.total - a.total || a.seat - b.seat);
}
