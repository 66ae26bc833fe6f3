import type {
  GameId,
  GameSummary,
  HistoryRecord,
  HistoryQuery,
  Kept,
  PlayerSummary,
  SeriesPlay,
  SeriesSummary,
  Timeline,
} from './types';

/*
 * Per-game and per-player summaries, kept up to date as finished games are
 * saved, deleted or restored. Adding a game and then taking it out again
 * gives back exactly the summaries from before, so the running totals always
 * equal a rebuild from the history (tests/storage/summaries.test.ts).
 */

export const gameSummaryId = (game: GameId) => `g|${game}`;
export const playerSummaryId = (game: GameId, player: string) => `p|${game}|${player}`;
const yearOf = (t: number) => new Date(t).getUTCFullYear();
const timelineId = (game: GameId, player: string, year: number) =>
  `t|${game}|${player}|${String(year).padStart(4, '0')}`;
/** The key range of a player's timelines in one game (other names starting the same way are filtered out by the reader). */
export const timelinePrefix = (game: GameId, player: string) => `t|${game}|${player}|`;

/** Royal Draft series (schema step 5); after 't|' so that reading the counts never reads them. */
const seriesId = (series: string) => `u|royal|${series}`;
export const SERIES_RANGE = ['u|royal|', 'u|royal|\uffff'] as const;

/** Which summaries a touch changes: the counts (schema step 3), the timelines (step 4), the series (step 5), or all (every save). */
export type Part = 'counts' | 'timelines' | 'series' | 'all';

const names = (r: HistoryRecord) => [...new Set(r.players)];

/** A Royal Draft game's place in its series, from the second play on (the first has nothing to add up); else null. */
function seriesPlay(r: HistoryRecord): (SeriesPlay & { series: string }) | null {
  if (r.game !== 'royal') return null;
  const setup = (r.detail as { setup?: { seriesId?: unknown; seriesGame?: unknown; seriesBefore?: unknown } } | null)
    ?.setup;
  if (!setup || typeof setup !== 'object') return null;
  const { seriesId: series, seriesGame: play, seriesBefore: before } = setup;
  if (
    typeof series !== 'string' ||
    !series ||
    !Number.isInteger(play) ||
    (play as number) < 2 ||
    !Array.isArray(before)
  )
    return null;
  const totals = r.players.map((_, i) => (r.scores[i] ?? 0) + (Number(before[i]) || 0));
  return { series, id: r.id, at: r.finishedAt, play: play as number, players: [...r.players], totals };
}

/** The summaries a finished game counts in. */
export function summaryIds(r: HistoryRecord, part: Part = 'all'): string[] {
  const has = (p: Part) => part === 'all' || part === p;
  if (r.watched) return has('counts') ? [gameSummaryId(r.game)] : []; // History counts it; no player's stats do
  const counts = has('counts') ? [gameSummaryId(r.game), ...names(r).map((p) => playerSummaryId(r.game, p))] : [];
  const year = yearOf(r.finishedAt);
  const lines = has('timelines') ? names(r).map((p) => timelineId(r.game, p, year)) : [];
  const play = has('series') ? seriesPlay(r) : null;
  return [...counts, ...lines, ...(play ? [seriesId(play.series)] : [])];
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
function parcelFacts(r: HistoryRecord): ParcelFacts | null {
  if (r.game !== 'parcel') return null;
  const d = r.detail as Record<string, unknown> | null;
  if (!d || typeof d !== 'object' || d.complete !== true || d.comparable !== true) return null;
  // Records saved before the P5 fix could call a complete deal (no laps played) comparable: never a best.
  if (typeof d.laps !== 'number' || d.laps <= 0) return null;
  const { players, swaps, variant } = d;
  if (!Number.isInteger(players) || !Number.isInteger(swaps) || typeof variant !== 'string') return null;
  return { players: players as number, swaps: swaps as number, variant };
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

/** The first position in `t` that sorts after (at, id): oldest first, then by id. */
function after(t: Timeline, at: number, id: string): number {
  let lo = 0;
  let hi = t.at.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const m = t.at[mid]!;
    if (m < at || (m === at && t.ids[mid]! <= id)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function touchTimeline(t: Timeline, r: HistoryRecord, sign: 1 | -1, unsorted: boolean): void {
  const i = unsorted ? t.at.length : after(t, r.finishedAt, r.id);
  if (sign === -1) {
    // The entry, when present, is just before where (at, id) would go.
    if (i > 0 && t.ids[i - 1] === r.id && t.at[i - 1] === r.finishedAt) {
      for (const list of [t.at, t.ids, t.scores, t.won]) list.splice(i - 1, 1);
    }
    return;
  }
  const seat = r.players.indexOf(t.player);
  t.at.splice(i, 0, r.finishedAt);
  t.ids.splice(i, 0, r.id);
  t.scores.splice(i, 0, seatScore(r, seat) ?? null);
  t.won.splice(i, 0, r.winners.includes(seat) ? 1 : 0);
}

/** Plays in order of play, then finish time, then id. */
const playOrder = (a: SeriesPlay, b: SeriesPlay) =>
  a.play - b.play || a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function touchSeries(s: SeriesSummary, play: SeriesPlay, sign: 1 | -1): void {
  const i = s.plays.findIndex((p) => p.id === play.id);
  if (sign === -1) {
    if (i >= 0) s.plays.splice(i, 1);
    return;
  }
  const at = s.plays.findIndex((p) => playOrder(play, p) < 0);
  s.plays.splice(at < 0 ? s.plays.length : at, 0, play);
}

/**
 * Counts a finished game in (sign 1) or out of (sign -1) the summaries in
 * `held`, which must hold the current value (or undefined) of every id in
 * `summaryIds(r, part)`. The summaries are changed in place (they belong to the
 * caller's transaction or store, never to a screen); a summary that no longer
 * counts any game becomes undefined.
 */
export function touchSummaries(
  held: Map<string, Kept | undefined>,
  r: HistoryRecord,
  sign: 1 | -1,
  part: Part = 'all',
  unsorted = false,
): void {
  const year = yearOf(r.finishedAt);
  const touch = <K extends Kept>(id: string, make: () => K, change: (s: K) => void, empty: (s: K) => boolean) => {
    const s = (held.get(id) as K | undefined) ?? make();
    change(s);
    held.set(id, empty(s) ? undefined : s);
  };
  const { game } = r;
  const has = (p: Part) => part === 'all' || part === p;
  const found = has('series') && !r.watched ? seriesPlay(r) : null;
  if (found) {
    const { series, ...play } = found;
    const id = seriesId(series);
    touch<SeriesSummary>(
      id,
      () => ({ id, kind: 'series', game: 'royal', series, plays: [] }),
      (s) => touchSeries(s, play, sign),
      (s) => s.plays.length === 0,
    );
  }
  if (has('counts')) {
    touch<GameSummary>(
      gameSummaryId(game),
      () => ({ id: gameSummaryId(game), kind: 'game', game, played: 0, swaps: {} }),
      (s) => touchGame(s, r, sign),
      (s) => s.played <= 0,
    );
  }
  // A game this device only watched is counted in History's number of games, and in no player's stats.
  if (r.watched) return;
  if (has('counts')) {
    for (const player of names(r)) {
      const id = playerSummaryId(game, player);
      touch<PlayerSummary>(
        id,
        () => ({ id, kind: 'player', game, player, played: 0, wins: 0, scores: {}, vs: {} }),
        (s) => touchPlayer(s, r, sign),
        (s) => s.played <= 0,
      );
    }
  }
  if (!has('timelines')) return;
  for (const player of names(r)) {
    const id = timelineId(game, player, year);
    touch<Timeline>(
      id,
      () => ({ id, kind: 'timeline', game, player, year, at: [], ids: [], scores: [], won: [] }),
      (t) => touchTimeline(t, r, sign, unsorted),
      (t) => t.at.length === 0,
    );
  }
}

/** After games were counted in with `unsorted` (a bulk build): puts every timeline in order. */
export function sortTimelines(held: Map<string, Kept | undefined>): void {
  for (const t of held.values()) {
    if (t?.kind !== 'timeline') continue;
    const order = t.at
      .map((_, i) => i)
      .sort((a, b) => t.at[a]! - t.at[b]! || (t.ids[a]! < t.ids[b]! ? -1 : t.ids[a]! > t.ids[b]! ? 1 : 0));
    t.at = order.map((i) => t.at[i]!);
    t.ids = order.map((i) => t.ids[i]!);
    t.scores = order.map((i) => t.scores[i]!);
    t.won = order.map((i) => t.won[i]!);
  }
}

/** Every summary and timeline, built from scratch (the upgrade steps, and the check). */
export function buildSummaries(records: Iterable<HistoryRecord>, part: Part = 'all'): Kept[] {
  const held = new Map<string, Kept | undefined>();
  for (const r of records) touchSummaries(held, r, 1, part, true);
  sortTimelines(held);
  return [...held.values()].filter((s): s is Kept => s !== undefined);
}

/** The index keys schema steps 3-5 kept for History's filters (by game, by player, by both, each by time); step 6 drops that index. */
export function facetsOf(r: HistoryRecord): (string | number)[][] {
  const t = r.finishedAt;
  const names = [...new Set(r.players)];
  return [['g', r.game, t], ...names.map((p) => ['p', p, t]), ...names.map((p) => ['gp', r.game, p, t])];
}

/** The names (from the summaries) a typed search matches: case-insensitive, anywhere in the name. */
export function namesMatching(names: readonly string[], typed: string): string[] {
  const t = typed.trim().toLocaleLowerCase();
  return t ? names.filter((n) => n.toLocaleLowerCase().includes(t)) : [];
}

/** The same order as the IndexedDB index read backwards: newest first, then by id descending. */
export function newestFirst(a: HistoryRecord, b: HistoryRecord): number {
  return b.finishedAt - a.finishedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

export function matches(q: HistoryQuery, r: HistoryRecord): boolean {
  if (q.game && r.game !== q.game) return false;
  if (q.player !== undefined && !r.players.includes(q.player)) return false;
  if (q.anyOf && !q.anyOf.some((n) => r.players.includes(n))) return false;
  return q.before === undefined || r.finishedAt < q.before;
}
