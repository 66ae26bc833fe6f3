import type { GameId, GameSummary, HistoryRecord, HistoryQuery, PlayerSummary, Summary } from './types';

/*
 * Per-game and per-player summaries, kept up to date as finished games are
 * saved, deleted or restored. Adding a game and then taking it out again
 * gives back exactly the summaries from before, so the running totals always
 * equal a rebuild from the history (tests/storage/summaries.test.ts).
 */

export const gameSummaryId = (game: GameId) => `g|${game}`;
export const playerSummaryId = (game: GameId, player: string) => `p|${game}|${player}`;

/** The summaries a finished game counts in. */
export function summaryIds(r: HistoryRecord): string[] {
  return [gameSummaryId(r.game), ...new Set(r.players.map((p) => playerSummaryId(r.game, p)))];
}

/** The seat's own score; in a cooperative game (one group score) the group's. */
export function seatScore(r: HistoryRecord, seat: number): number | undefined {
  return r.scores.length === r.players.length ? r.scores[seat] : r.scores[0];
}

/** Head-to-head counts only where every seat has its own score. */
const competitive = (r: HistoryRecord) => r.players.length > 1 && r.scores.length === r.players.length;

function bump<K extends string>(counts: Record<K, number>, key: K, by: number): void {
  const n = (counts[key] ?? 0) + by;
  if (n === 0) delete counts[key];
  else counts[key] = n;
}

interface ParcelFacts {
  players: number;
  variant: string;
  swaps: number;
}

/** The complete, comparable parade a Parcel Parade record describes, or null (P7). */
export function parcelFacts(r: HistoryRecord): ParcelFacts | null {
  if (r.game !== 'parcel') return null;
  const d = r.detail as Record<string, unknown> | null;
  if (!d || typeof d !== 'object' || d.complete !== true || d.comparable !== true) return null;
  const { players, swaps, variant } = d;
  if (!Number.isInteger(players) || !Number.isInteger(swaps) || typeof variant !== 'string') return null;
  return { players: players as number, swaps: swaps as number, variant };
}

function emptyFor(id: string, r: HistoryRecord, player?: string): Summary {
  return player === undefined
    ? { id, kind: 'game', game: r.game, played: 0, swaps: {} }
    : { id, kind: 'player', game: r.game, player, played: 0, wins: 0, scores: {}, vs: {} };
}

function touchGame(s: GameSummary, r: HistoryRecord, sign: 1 | -1): void {
  s.played += sign;
  const p = parcelFacts(r);
  if (!p) return;
  const key = `${p.players}|${p.variant}`;
  const counts = (s.swaps[key] ??= {});
  bump(counts, String(p.swaps), sign);
  if (Object.keys(counts).length === 0) delete s.swaps[key];
}

function touchPlayer(s: PlayerSummary, r: HistoryRecord, sign: 1 | -1): void {
  r.players.forEach((name, seat) => {
    if (name !== s.player) return;
    s.played += sign;
    if (r.winners.includes(seat)) s.wins += sign;
    const score = seatScore(r, seat);
    if (score !== undefined) bump(s.scores, String(score), sign);
    if (!competitive(r)) return;
    r.players.forEach((other, j) => {
      if (j === seat || other === name) return;
      const mine = r.scores[seat] ?? 0;
      const theirs = r.scores[j] ?? 0;
      const row = (s.vs[other] ??= [0, 0, 0]);
      row[mine > theirs ? 0 : mine < theirs ? 1 : 2] += sign;
      if (row[0] === 0 && row[1] === 0 && row[2] === 0) delete s.vs[other];
    });
  });
}

/**
 * Counts a finished game in (sign 1) or out of (sign -1) the summaries in
 * `held`, which must hold the current value (or undefined) of every id in
 * `summaryIds(r)`. The summaries are changed in place (they belong to the
 * caller's transaction or store, never to a screen); a summary whose count
 * falls to 0 becomes undefined.
 */
export function touchSummaries(held: Map<string, Summary | undefined>, r: HistoryRecord, sign: 1 | -1): void {
  for (const id of summaryIds(r)) {
    const player = id.startsWith('p|') ? id.slice(3 + r.game.length) : undefined;
    const s = held.get(id) ?? emptyFor(id, r, player);
    if (s.kind === 'game') touchGame(s, r, sign);
    else touchPlayer(s, r, sign);
    held.set(id, s.played > 0 ? s : undefined);
  }
}

/** Every summary, built from scratch (the upgrade step, and the check). */
export function buildSummaries(records: Iterable<HistoryRecord>): Summary[] {
  const held = new Map<string, Summary | undefined>();
  for (const r of records) touchSummaries(held, r, 1);
  return [...held.values()].filter((s): s is Summary => s !== undefined);
}

/** Index keys for History's filters (see schema step 3): by game, by player, by both, each by time. */
export function facetsOf(r: HistoryRecord): (string | number)[][] {
  const t = r.finishedAt;
  const names = [...new Set(r.players)];
  return [['g', r.game, t], ...names.map((p) => ['p', p, t]), ...names.map((p) => ['gp', r.game, p, t])];
}

/** The facet key prefix a query reads, or null for the plain newest-first list. */
export function facetPrefix(q: HistoryQuery): (string | number)[] | null {
  if (q.game && q.player !== undefined) return ['gp', q.game, q.player];
  if (q.game) return ['g', q.game];
  if (q.player !== undefined) return ['p', q.player];
  return null;
}

/** The same order as the IndexedDB index read backwards: newest first, then by id descending. */
export function newestFirst(a: HistoryRecord, b: HistoryRecord): number {
  return b.finishedAt - a.finishedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

export function matches(q: HistoryQuery, r: HistoryRecord): boolean {
  if (q.game && r.game !== q.game) return false;
  if (q.player !== undefined && !r.players.includes(q.player)) return false;
  return q.before === undefined || r.finishedAt < q.before;
}
