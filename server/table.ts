// The online table of Pattern of Choices: pure and clock-free, like the
// one-phone phase machine, but readers play in parallel (one 40 s deadline for
// all of them). Every rule comes from the rules core and the game's pure
// logic: the author order and prompts (createSetup, C1/C2), the 2/2/2 check
// (sortProblem, C3/C4), the scoring (roundScore, C5/C6), the timings
// (CHOICES_TIMINGS, C3/C4/C7). Time enters as `now` (ms), so the room holds the
// deadlines and tests drive them.
import { CHOICES_TIMINGS, ZONES } from '../src/rules/choices';
import type { ChoicesPattern, Zone } from '../src/rules/choices';
import { RULES_LIMITS, RulesRefusal } from '../src/rules/common';
import { authorOf, readersOf, sortProblem, tileIds } from '../src/games/choices/phases';
import type { ChoicesSetup, RoundRecord, SortProblem } from '../src/games/choices/phases';
import { createSetup } from '../src/games/choices/session';
import { describeChoices } from '../src/games/choices/words';
import type { Draft } from '../src/games/choices/online/protocol';

export type Timings = { authorMs: number; readerMs: number; revealMaxMs: number; revealMinMs: number };
export const REAL_TIMINGS: Timings = { ...CHOICES_TIMINGS };

export type TablePhase =
  | { k: 'lobby' }
  | { k: 'author'; round: number; deadline: number }
  | { k: 'readers'; round: number; deadline: number }
  | { k: 'reveal'; round: number; start: number }
  | { k: 'done' };

export interface Table {
  setup: ChoicesSetup | null;
  phase: TablePhase;
  /** Scored rounds, each written exactly once (C8). */
  rounds: RoundRecord[];
  /** This turn's draft per seat: private to that seat. */
  drafts: Map<number, Draft>;
  /** The locked pattern and anchor of the current round (author), hidden until the reveal. */
  locked: { pattern: ChoicesPattern; anchor: string } | null;
  /** Confirmed predictions of the current round by seat, hidden until the reveal. */
  predictions: Map<number, ChoicesPattern>;
  timings: Timings;
}

/** A move the table refuses; `message` goes to that phone only. */
export class TableRefusal extends Error {}
const refuse = (message: string): never => {
  throw new TableRefusal(message);
};
/** A 2/2/2 or anchor problem from the game's pure logic, in the game's own words. */
const refuseSort = (setup: ChoicesSetup, problem: SortProblem | null): void => {
  if (problem) refuse(describeChoices(new RulesRefusal(problem.code, problem.facts), setup));
};

export function newTable(timings: Timings = REAL_TIMINGS): Table {
  return { setup: null, phase: { k: 'lobby' }, rounds: [], drafts: new Map(), locked: null, predictions: new Map(), timings };
}

/** C1: the server shuffles the author order (and draws the prompts, C2) once, at the start. */
export function startTable(t: Table, names: string[], now: number, random: () => number = Math.random): void {
  if (t.phase.k !== 'lobby') refuse('The game has already started.');
  const { min, max } = RULES_LIMITS.choices;
  if (names.length < min) refuse(`The game needs at least ${min} players; ${names.length} so far.`);
  if (names.length > max) refuse(`The game takes at most ${max} players.`);
  t.setup = createSetup(names, random);
  beginRound(t, 0, now);
}

function beginRound(t: Table, round: number, now: number): void {
  t.drafts = new Map();
  t.locked = null;
  t.predictions = new Map();
  t.phase = { k: 'author', round, deadline: now + t.timings.authorMs };
}

export const deadlineOf = (t: Table): number | null =>
  t.phase.k === 'author' || t.phase.k === 'readers' ? t.phase.deadline : t.phase.k === 'reveal' ? t.phase.start + t.timings.revealMaxMs : null;

/** C7: the reveal may be left after 4 s; a void round at once (nothing to study). */
export function continueAt(t: Table): number | null {
  if (t.phase.k !== 'reveal') return null;
  return t.rounds[t.phase.round]?.pattern === null ? t.phase.start : t.phase.start + t.timings.revealMinMs;
}

export const readerSeats = (t: Table): number[] => (t.setup && t.phase.k !== 'lobby' && t.phase.k !== 'done' ? readersOf(t.setup, t.phase.round) : []);
export const authorSeat = (t: Table): number | null => (t.setup && 'round' in t.phase ? authorOf(t.setup, t.phase.round) : null);

/** Whose turn it is for `seat` right now: 'author', 'reader' or null. */
export function roleOf(t: Table, seat: number): 'author' | 'reader' | null {
  if (t.phase.k === 'author' && authorSeat(t) === seat) return 'author';
  if (t.phase.k === 'readers' && readerSeats(t).includes(seat)) return 'reader';
  return null;
}

/** Seats that have confirmed in this phase (public: who, never what). */
export function confirmedSeats(t: Table): number[] {
  if (t.phase.k === 'readers') return [...t.predictions.keys()].sort((a, b) => a - b);
  if (t.phase.k === 'author' && t.locked) return [authorSeat(t)!];
  return [];
}

function turnOf(t: Table, seat: number, now: number): { round: number; deadline: number } {
  const p = t.phase;
  if (p.k !== 'author' && p.k !== 'readers') return refuse('Tiles can only be moved during a turn.');
  if (roleOf(t, seat) === null) return refuse(p.k === 'author' ? 'Only this round’s author sorts now; wait for the readers’ turn.' : 'The author does not read their own pattern.');
  if (now >= p.deadline) return refuse('Time is up: that came too late.');
  return p;
}

export function place(t: Table, seat: number, id: string, zone: Zone, now: number): void {
  const { round } = turnOf(t, seat, now);
  if (!tileIds(t.setup!.prompts[round]!).includes(id) || !ZONES.includes(zone)) refuse('There is no such tile or zone in this round.');
  if (t.phase.k === 'readers' && id === t.locked!.anchor) refuse('The anchor stays in Pick first.');
  if (t.phase.k === 'readers' ? t.predictions.has(seat) : t.locked) refuse('Your answer is already locked in.');
  t.drafts.set(seat, { ...t.drafts.get(seat), [id]: zone });
}

/** C3: the author locks a 2/2/2 sort and an anchor; the readers start at once, all together. */
export function sort(t: Table, seat: number, pattern: ChoicesPattern, anchor: string, now: number): void {
  if (t.phase.k !== 'author' || authorSeat(t) !== seat) refuse('Only this round’s author can lock a pattern, during their turn.');
  const { round } = turnOf(t, seat, now);
  refuseSort(t.setup!, sortProblem(t.setup!, round, pattern, anchor));
  t.locked = { pattern: { ...pattern }, anchor };
  t.drafts = new Map();
  t.phase = { k: 'readers', round, deadline: now + t.timings.readerMs };
}

/** C4: a reader's prediction, accepted once; the last one in ends the phase. */
export function predict(t: Table, seat: number, pattern: ChoicesPattern, now: number): void {
  if (t.phase.k !== 'readers') refuse('A prediction can only be confirmed during the readers’ turn.');
  const { round } = turnOf(t, seat, now);
  if (t.predictions.has(seat)) refuse('Your prediction is already locked in; it counts once.');
  refuseSort(t.setup!, sortProblem(t.setup!, round, pattern, t.locked!.anchor));
  t.predictions.set(seat, { ...pattern });
  t.drafts.delete(seat);
  if (t.predictions.size === readerSeats(t).length) endRound(t, now);
}

/** C3-C6, C8: scores the round exactly once and opens its reveal. */
function endRound(t: Table, now: number): void {
  const p = t.phase as Extract<TablePhase, { k: 'author' | 'readers' }>;
  if (t.rounds[p.round]) throw new Error(`round ${p.round} scored twice`);
  const predictions = readersOf(t.setup!, p.round).map((seat) => t.predictions.get(seat) ?? null);
  const pattern = p.k === 'readers' ? t.locked!.pattern : null;
  const anchor = p.k === 'readers' ? t.locked!.anchor : null;
  t.rounds[p.round] = { pattern, anchor, predictions };
  t.drafts = new Map();
  t.phase = { k: 'reveal', round: p.round, start: now };
}

function leaveReveal(t: Table, now: number): void {
  const round = (t.phase as Extract<TablePhase, { k: 'reveal' }>).round;
  if (round + 1 < t.setup!.order.length) beginRound(t, round + 1, now);
  else t.phase = { k: 'done' };
}

/** C7: the table screen moves on from a reveal after 4 s. */
export function continueReveal(t: Table, now: number): void {
  const at = continueAt(t);
  if (at === null) refuse('There is nothing to move on from right now.');
  if (now < at!) refuse(`Everyone gets a look first: you can go on in ${Math.ceil((at! - now) / 1000)} s.`);
  leaveReveal(t, now);
}

/**
 * A deadline passed (C3, C4, C7): an author who did not lock voids the round,
 * missing readers score 0, a reveal ends. Returns false when nothing was due,
 * so a late or repeated timer never acts twice.
 */
export function expire(t: Table, now: number): boolean {
  const d = deadlineOf(t);
  if (d === null || now < d) return false;
  if (t.phase.k === 'reveal') leaveReveal(t, now);
  else endRound(t, now);
  return true;
}
