import { recordKind } from './record-kind';
import type { GameId, GameSummary, HistoryRecord, Kept, PlayerSummary } from './types';
import type { SeriesPlay, SeriesSummary, Timeline } from './types';

// Stats' running totals. Counting a game out undoes counting it in, so they always equal a rebuild from the history.

export const gameSummaryId = (game: GameId) => `g|${game}`;
export const playerSummaryId = (game: GameId, player: string) => `p|${game}|${player}`;
const yearOf = (t: number) => new Date(t).getUTCFullYear();
const timelineId = (game: GameId, player: string, year: number) =>
  `t|${game}|${player}|${String(year).padStart(4, '0')}`;
/** The key range of a player's timelines in one game (a longer name starting the same way falls in it: readers check). */
export const timelineRange = (game: GameId, player: string) =>
  IDBKeyRange.bound(`t|${game}|${player}|`, `t|${game}|${player}|\uffff`);

/** Series of plays (a game's record kind finds them); after 't|' so that reading the counts never reads them. */
const seriesId = (game: GameId, series: string) => `u|${game}|${series}`;
export const SERIES_RANGE = ['u|', 'u|\uffff'] as const;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The seat's own score; in a cooperative game (one group score) the group's. */
export function seatScore(r: HistoryRecord, seat: number): number | undefined {
  return r.scores.length === r.players.length ? r.scores[seat] : r.scores[0];
}

function bump<K extends string>(counts: Record<K, number>, key: K, by: number): void {
  const n = (counts[key] ?? 0) + by;
  if (n === 0) delete counts[key];
  else counts[key] = n;
}

function touchGame(s: GameSummary, r: HistoryRecord, sign: 1 | -1): void {
  s.played += sign;
  // The game's own tallies, as its record kind finds them in the record.
  for (const [table, value] of recordKind(r.game).tallies?.(r) ?? []) {
    const counts = (s.tallies[table] ??= {});
    bump(counts, value, sign);
    if (Object.keys(counts).length === 0) delete s.tallies[table];
  }
}

function touchPlayer(s: PlayerSummary, r: HistoryRecord, sign: 1 | -1): void {
  r.players.forEach((name, seat) => {
    if (name !== s.player) return;
    s.played += sign;
    if (r.winners.includes(seat)) s.wins += sign;
    const score = seatScore(r, seat);
    if (score !== undefined) bump(s.scores, String(score), sign);
    if (r.players.length < 2 || r.scores.length !== r.players.length) return; // head-to-head: every seat scored
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

function touchTimeline(t: Timeline, r: HistoryRecord, sign: 1 | -1, unsorted: boolean): void {
  // Oldest first, then by id: i is where (at, id) goes; the entry to take out, when present, is just before it.
  const at = r.finishedAt;
  let i = t.at.length;
  if (!unsorted) while (i > 0 && (t.at[i - 1]! > at || (t.at[i - 1] === at && t.ids[i - 1]! > r.id))) i--;
  if (sign === -1) {
    const found = i > 0 && t.ids[i - 1] === r.id && t.at[i - 1] === at;
    if (found) for (const list of [t.at, t.ids, t.scores, t.won]) list.splice(i - 1, 1);
    return;
  }
  const seat = r.players.indexOf(t.player);
  t.at.splice(i, 0, at);
  t.ids.splice(i, 0, r.id);
  t.scores.splice(i, 0, seatScore(r, seat) ?? null);
  t.won.splice(i, 0, r.winners.includes(seat) ? 1 : 0);
}

function touchSeries(s: SeriesSummary, play: SeriesPlay, sign: 1 | -1): void {
  const i = s.plays.findIndex((p) => p.id === play.id);
  if (sign === -1) {
    if (i >= 0) s.plays.splice(i, 1);
    return;
  }
  // In order of play, then finish time, then id.
  const at = s.plays.findIndex((p) => (play.play - p.play || play.at - p.at || byText(play.id, p.id)) < 0);
  s.plays.splice(at < 0 ? s.plays.length : at, 0, play);
}

const isEmpty = (s: Kept) =>
  s.kind === 'timeline' ? s.at.length === 0 : s.kind === 'series' ? s.plays.length === 0 : s.played <= 0;

/**
 * Counts a finished game in (sign 1) or out of (-1) the summaries in `held`, which holds each of `summaryIds(r)`
 * (undefined when absent). They change in place; one that counts no game any more becomes undefined.
 */
export function touchSummaries(held: Map<string, Kept | undefined>, r: HistoryRecord, sign: 1 | -1, unsorted = false) {
  const touch = <K extends Kept>(fresh: K, change: (s: K) => void) => {
    const s = (held.get(fresh.id) as K | undefined) ?? fresh;
    change(s);
    held.set(s.id, isEmpty(s) ? undefined : s);
  };
  const { game } = r;
  touch<GameSummary>({ id: gameSummaryId(game), kind: 'game', game, played: 0, tallies: {} }, (s) =>
    touchGame(s, r, sign),
  );
  // A game this device only watched is counted in History's number of games, and in no player's stats.
  if (r.watched) return;
  const found = recordKind(game).seriesPlay?.(r);
  if (found) {
    const { series, play } = found;
    const fresh: SeriesSummary = { id: seriesId(game, series), kind: 'series', game, series, plays: [] };
    touch(fresh, (s) => touchSeries(s, play, sign));
  }
  const year = yearOf(r.finishedAt);
  for (const player of new Set(r.players)) {
    const id = playerSummaryId(game, player);
    touch<PlayerSummary>({ id, kind: 'player', game, player, played: 0, wins: 0, scores: {}, vs: {} }, (s) =>
      touchPlayer(s, r, sign),
    );
    const line = timelineId(game, player, year);
    touch<Timeline>({ id: line, kind: 'timeline', game, player, year, at: [], ids: [], scores: [], won: [] }, (t) =>
      touchTimeline(t, r, sign, unsorted),
    );
  }
}

/** The summaries a finished game counts in: the ones touchSummaries changes. */
export function summaryIds(r: HistoryRecord): string[] {
  const held = new Map<string, Kept | undefined>();
  touchSummaries(held, r, 1);
  return [...held.keys()];
}

/** After games were counted in with `unsorted` (a bulk build): puts every timeline in order. */
export function sortTimelines(held: Map<string, Kept | undefined>): void {
  for (const t of held.values()) {
    if (t?.kind !== 'timeline') continue;
    const order = t.at.map((_, i) => i).sort((a, b) => t.at[a]! - t.at[b]! || byText(t.ids[a]!, t.ids[b]!));
    t.at = order.map((i) => t.at[i]!);
    t.ids = order.map((i) => t.ids[i]!);
    t.scores = order.map((i) => t.scores[i]!);
    t.won = order.map((i) => t.won[i]!);
  }
}
