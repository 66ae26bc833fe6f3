import { decimal, percent } from '../../text/words';
import type { GameId, GameSummary, PlayerSummary, SeriesSummary, Summary, Timeline } from '../../storage/types';

/*
 * Stats from the summaries (instant at any history size): counts per game and
 * player, and each player's timelines (every game in order) for what depends
 * on order (last score, streaks, the chart), and the Royal Draft series kept
 * one record each.
 */

/** A share as the reader writes it ("67%", "67 %"), or a dash for none. */
export const pct = (wins: number, played: number) => (played ? percent(wins / played) : '–');
/** A score or an average (one decimal) as the reader writes it, or a dash for none. */
export const num = (v: number | null | undefined) => (v === null || v === undefined ? '–' : decimal(v));

export interface ScoreLine {
  played: number;
  wins: number;
  best: number | null;
  average: number | null;
}

/** Sums player summaries (of one game, or of one player across games when the scores compare). */
export function combine(list: readonly PlayerSummary[]): ScoreLine {
  let played = 0;
  let wins = 0;
  let n = 0;
  let sum = 0;
  let best: number | null = null;
  for (const s of list) {
    played += s.played;
    wins += s.wins;
    for (const [score, count] of Object.entries(s.scores)) {
      const v = Number(score);
      n += count;
      sum += v * count;
      if (best === null || v > best) best = v;
    }
  }
  return { played, wins, best, average: n ? sum / n : null };
}

export const players = (all: readonly Summary[], game?: GameId) =>
  all.filter((s): s is PlayerSummary => s.kind === 'player' && (!game || s.game === game));

export interface PlayerRow extends ScoreLine {
  name: string;
}

/** One row per player, most games first. Best and average only within one game (scores of different games do not compare). */
export function playerRows(all: readonly Summary[], game?: GameId): PlayerRow[] {
  const by = new Map<string, PlayerSummary[]>();
  for (const s of players(all, game)) by.set(s.player, [...(by.get(s.player) ?? []), s]);
  return [...by]
    .map(([name, list]) => {
      const line = combine(list);
      return { name, ...line, ...(game ? {} : { best: null, average: null }) };
    })
    .sort((a, b) => b.played - a.played || a.name.localeCompare(b.name));
}

export interface Versus {
  name: string;
  ahead: number;
  behind: number;
  level: number;
}

export function headToHead(all: readonly Summary[], player: string, game?: GameId): Versus[] {
  const sums = new Map<string, [number, number, number]>();
  for (const s of players(all, game)) {
    if (s.player !== player) continue;
    for (const [name, [a, b, l]] of Object.entries(s.vs)) {
      const row = sums.get(name) ?? [0, 0, 0];
      sums.set(name, [row[0] + a, row[1] + b, row[2] + l]);
    }
  }
  return [...sums]
    .map(([name, [ahead, behind, level]]) => ({ name, ahead, behind, level }))
    .sort((x, y) => y.ahead + y.behind + y.level - (x.ahead + x.behind + x.level) || x.name.localeCompare(y.name));
}

export interface ParcelBest {
  players: number;
  variant: string;
  best: number;
  games: number;
}

/** Parcel Parade: fewest swaps to a complete parade, per table size and variant (P7). */
export function parcelBests(all: readonly Summary[]): ParcelBest[] {
  const g = all.find((s): s is GameSummary => s.kind === 'game' && s.game === 'parcel');
  if (!g) return [];
  return Object.entries(g.tallies)
    .map(([key, counts]) => {
      const [n, variant = ''] = key.split('|');
      const swaps = Object.keys(counts).map(Number);
      return {
        players: Number(n),
        variant,
        best: Math.min(...swaps),
        games: Object.values(counts).reduce((a, b) => a + b, 0),
      };
    })
    .sort((a, b) => a.players - b.players || a.variant.localeCompare(b.variant));
}

export interface Point {
  at: number;
  score: number;
}

export interface Recent {
  /** Games counted (every game the player played, of one game or of all). */
  games: number;
  last: number | null;
  /** Wins in a row up to the newest game (0 after a game not won). */
  current: number;
  /** The longest run of wins over every game. */
  longest: number;
  /** Oldest first, for the chart: every game, or averages of `per` games in a row when there are many. */
  points: Point[];
  per: number;
}

/** Most points the chart draws; more games are averaged in runs of equal length. */
const CHART_POINTS = 120;

/** Streaks, the last score and the chart from a player's timelines (all years; one game, or several merged in time order). */
export function recentFor(timelines: readonly Timeline[]): Recent {
  const rows: { at: number; id: string; score: number | null; won: number }[] = [];
  for (const t of timelines)
    t.at.forEach((at, i) => rows.push({ at, id: t.ids[i]!, score: t.scores[i]!, won: t.won[i]! }));
  rows.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let longest = 0;
  let run = 0;
  for (const r of rows) {
    run = r.won ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  const scored = rows.filter((r): r is { at: number; id: string; score: number; won: number } => r.score !== null);
  const per = Math.max(1, Math.ceil(scored.length / CHART_POINTS));
  const points: Point[] = [];
  for (let i = 0; i < scored.length; i += per) {
    const run = scored.slice(i, i + per);
    points.push({ at: run[run.length - 1]!.at, score: run.reduce((a, r) => a + r.score, 0) / run.length });
  }
  return { games: rows.length, last: scored.at(-1)?.score ?? null, current: run, longest, points, per };
}

export interface Series {
  id: string;
  players: string[];
  plays: number;
  totals: number[];
  at: number;
}

/**
 * Every Royal Draft series of two plays or more (only those the player sat in, when one is chosen):
 * the standings after its latest play, the most recently played first.
 */
export function royalSeries(kept: readonly SeriesSummary[], player?: string): Series[] {
  return kept
    .flatMap((s) => {
      const last = s.plays.at(-1);
      if (!last || (player !== undefined && !last.players.includes(player))) return [];
      return [{ id: s.series, players: last.players, plays: last.play, totals: last.totals, at: last.at }];
    })
    .sort((a, b) => b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
