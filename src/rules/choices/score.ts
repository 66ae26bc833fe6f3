// Pattern of Choices (pattern-of-choices.txt, RULINGS C1-C10).
import type { Seat } from '../common';
import {
  RULES_LIMITS,
  assertArray,
  assertPlayers,
  assertSeat,
  fail,
  seatAfter,
  seatsFrom,
  show,
  shuffle,
} from '../common';

export type Zone = 'pick' | 'reserve' | 'pass';
/** Six tile ids, two per zone. */
export type ChoicesPattern = Record<string, Zone>;
export interface ChoicesResult {
  correct: number;
  award: number;
}

export const ZONES: readonly Zone[] = Object.freeze(['pick', 'reserve', 'pass'] as const);
export const CHOICES_TILES = 6;
export const CHOICES_PER_ZONE = 2;
/** C5: 60 per correct non-anchor tile. */
export const CHOICES_TILE_POINTS = 60;
/** C5: bonus for all five correct. */
export const CHOICES_PERFECT_BONUS = 100;
/** C5: every possible reader award. */
export const CHOICES_AWARDS: readonly number[] = Object.freeze([0, 60, 120, 180, 400]);
/** C3, C4, C7: phase lengths in milliseconds (deadlines are absolute times, C8). */
export const CHOICES_TIMINGS = Object.freeze({
  authorMs: 35_000,
  readerMs: 40_000,
  revealMaxMs: 15_000,
  revealMinMs: 4_000,
});

const ZONE_SET = new Set<string>(ZONES);

function hasOwn(o: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, key);
}

/**
 * What stops a draft sort from being a valid 2/2/2 sort (C3/C4), as a code and
 * its facts; the game layer words them. In this order: tiles in no known zone,
 * tiles not yet sorted, tiles that are not this round's, a wrong tile count,
 * then each zone whose count is off.
 */
export type ChoicesPatternIssue =
  | { code: 'choices/unknown-zone'; facts: { tile: string; zone: unknown } }
  | { code: 'choices/unsorted'; facts: { tiles: string[] } }
  | { code: 'choices/foreign-tiles'; facts: { tiles: string[] } }
  | { code: 'choices/tile-count'; facts: { count: number; needed: number } }
  | { code: 'choices/zone-count'; facts: { zone: Zone; count: number; needed: number } };

/**
 * Structured problems with a draft sort, [] when it is a valid 2/2/2 sort of
 * six tiles (and of exactly `tileIds` when given). The game layer words them.
 */
export function choicesPatternIssues(
  pattern: Readonly<Record<string, Zone | undefined>>,
  tileIds?: readonly string[],
): ChoicesPatternIssue[] {
  if (typeof pattern !== 'object' || pattern === null || Array.isArray(pattern))
    fail(`pattern ${show(pattern)} is not a pattern`);
  const out: ChoicesPatternIssue[] = [];
  const ids = Object.keys(pattern).filter((id) => pattern[id] !== undefined);
  const counts = choicesZoneCounts(pattern);
  for (const id of ids) {
    const z = pattern[id];
    if (typeof z !== 'string' || !ZONE_SET.has(z))
      out.push({ code: 'choices/unknown-zone', facts: { tile: id, zone: z } });
  }
  if (tileIds) {
    assertArray(tileIds, 'tile ids');
    const missing = tileIds.filter((t) => !ids.includes(t));
    const extra = ids.filter((t) => !tileIds.includes(t));
    if (missing.length > 0) out.push({ code: 'choices/unsorted', facts: { tiles: missing } });
    if (extra.length > 0) out.push({ code: 'choices/foreign-tiles', facts: { tiles: extra } });
  } else if (ids.length !== CHOICES_TILES) {
    out.push({ code: 'choices/tile-count', facts: { count: ids.length, needed: CHOICES_TILES } });
  }
  for (const z of ZONES) {
    if (counts[z] !== CHOICES_PER_ZONE)
      out.push({ code: 'choices/zone-count', facts: { zone: z, count: counts[z], needed: CHOICES_PER_ZONE } });
  }
  return out;
}

/** How many tiles a (draft) sort puts in each zone; unknown zones and unplaced tiles are not counted. */
export function choicesZoneCounts(pattern: Readonly<Record<string, Zone | undefined>>): Record<Zone, number> {
  const counts: Record<Zone, number> = { pick: 0, reserve: 0, pass: 0 };
  for (const z of Object.values(pattern)) if (typeof z === 'string' && ZONE_SET.has(z)) counts[z] += 1;
  return counts;
}

function assertPattern(pattern: unknown, what: string): asserts pattern is ChoicesPattern {
  if (typeof pattern !== 'object' || pattern === null || Array.isArray(pattern))
    fail(`${what} ${show(pattern)} is not a pattern`);
  const issues = choicesPatternIssues(pattern as ChoicesPattern);
  if (issues.length > 0)
    fail(
      `${what} ${show(pattern)} is not a 2/2/2 sort of six tiles: ${issues.map((i) => `${i.code} ${show(i.facts)}`).join(', ')}`,
    );
}

/**
 * C5: 60 per non-anchor tile in the author's zone, plus 100 when all five are
 * right; correct is 0, 1, 2, 3 or 5 and the award 0, 60, 120, 180 or 400.
 * A missing prediction (null) scores 0. Throws when either pattern is not a
 * 2/2/2 sort of the same six tiles, or the anchor is not in pick in both.
 */
export function scoreChoicesPrediction(
  author: ChoicesPattern,
  anchor: string,
  prediction: ChoicesPattern | null,
): ChoicesResult {
  assertPattern(author, 'author pattern');
  if (typeof anchor !== 'string' || !hasOwn(author, anchor))
    fail(`anchor ${show(anchor)} is not one of the author's tiles`);
  if (author[anchor] !== 'pick')
    fail(`anchor ${show(anchor)} is in ${show(author[anchor])}, not pick, in the author pattern`);
  if (prediction === null) return { correct: 0, award: 0 };
  assertPattern(prediction, 'prediction');
  const ids = Object.keys(author);
  for (const id of Object.keys(prediction)) {
    if (!hasOwn(author, id)) fail(`prediction tile ${show(id)} is not one of the author's tiles ${show(ids)}`);
  }
  if (prediction[anchor] !== 'pick')
    fail(`anchor ${show(anchor)} is in ${show(prediction[anchor])}, not pick, in the prediction`);
  let correct = 0;
  for (const id of ids) {
    if (id !== anchor && prediction[id] === author[id]) correct += 1;
  }
  return {
    correct,
    award: correct * CHOICES_TILE_POINTS + (correct === CHOICES_TILES - 1 ? CHOICES_PERFECT_BONUS : 0),
  };
}

/**
 * The median of a list of numbers; with an even count, the mean of the two
 * middle values. An empty list gives 0. Values must be finite.
 */
export function choicesMedian(values: number[]): number {
  assertArray(values, 'values');
  for (const v of values)
    if (typeof v !== 'number' || !Number.isFinite(v)) fail(`value ${show(v)} is not a finite number`);
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * C6: the author gets the median of all readers' awards, zeros for missing
 * readers included; an even count averages the two middle values. Awards must
 * be finite and not negative. No readers (empty list) gives 0.
 */
export function choicesAuthorAward(readerAwards: number[]): number {
  assertArray(readerAwards, 'reader awards');
  for (const a of readerAwards) {
    if (typeof a !== 'number' || !Number.isFinite(a) || a < 0)
      fail(`reader award ${show(a)} is not a finite number of at least 0`);
  }
  return choicesMedian(readerAwards);
}

/**
 * C3-C6 for a whole round: each reader's result and the author's award.
 * author null = the author did not confirm in time (C3): nobody scores.
 * predictions[i] null = reader i is missing (C4): 0.
 */
export function choicesScoreRound(
  author: ChoicesPattern | null,
  anchor: string | null,
  predictions: (ChoicesPattern | null)[],
): { readers: ChoicesResult[]; authorAward: number } {
  assertArray(predictions, 'predictions');
  if (author === null) return { readers: predictions.map(() => ({ correct: 0, award: 0 })), authorAward: 0 };
  if (anchor === null) fail('anchor null is missing for a confirmed author pattern');
  const readers = predictions.map((p) => scoreChoicesPrediction(author, anchor, p));
  return { readers, authorAward: choicesAuthorAward(readers.map((r) => r.award)) };
}

/**
 * C4, C9: the readers of a round, one after another, clockwise from the
 * author's left; every seat but the author's.
 */
export function choicesReaders(players: number, author: Seat): Seat[] {
  assertPlayers(players, RULES_LIMITS.choices.min, RULES_LIMITS.choices.max);
  assertSeat(players, author);
  return seatsFrom(players, seatAfter(players, author, 1)).slice(0, players - 1);
}

/** C1: the author order, shuffled once (Fisher-Yates with the given random() in [0, 1)). */
export function choicesAuthorOrder(players: number, random: () => number): Seat[] {
  assertPlayers(players, RULES_LIMITS.choices.min, RULES_LIMITS.choices.max);
  return shuffle(
    Array.from({ length: players }, (_, i) => i),
    random,
  );
}
