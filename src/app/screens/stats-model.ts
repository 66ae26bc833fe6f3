import type { GameId, GameSummary, HistoryRecord, PlayerSummary, Summary } from '../../storage/types';
import { seatScore } from '../../storage/summaries';

/*
 * Stats from the summaries (instant at any history size) plus, for what
 * depends on order (last score, streaks, the chart, Royal Draft series), the
 * newest games read through the History index.
 */

export const pct = (wins: number, played: number) => (played ? `${Math.round((100 * wins) / played)}%` : '–');
export const num = (v: number | null) => (v === null ? '–' : Number.isInteger(v) ? String(v) : v.toFixed(1));

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
  return [...by].map(([name, list]) => {
    const line = combine(list);
    return { name, ...line, ...(game ? {} : { best: null, average: null }) };
  }).sort((a, b) => b.played - a.played || a.name.localeCompare(b.name));
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
  return [...sums].map(([name, [ahead, behind, level]]) => ({ name, ahead, behind, level }))
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
  return Object.entries(g.swaps).map(([key, counts]) => {
    const [n, variant = ''] = key.split('|');
    const swaps = Object.keys(counts).map(Number);
    return { players: Number(n), variant, best: Math.min(...swaps), games: Object.values(counts).reduce((a, b) => a + b, 0) };
  }).sort((a, b) => a.players - b.players || a.variant.localeCompare(b.variant));
}

export interface Recent {
  last: number | null;
  /** Wins in a row up to the newest game (0 after a game not won). */
  current: number;
  /** The longest run of wins among these games. */
  longest: number;
  /** Oldest first, for the chart. */
  points: { at: number; score: number }[];
}

/** From the newest games a player played (newest first). */
export function recentFor(records: readonly HistoryRecord[], player: string): Recent {
  const seats = records.map((r) => r.players.indexOf(player));
  let current = 0;
  while (current < records.length && records[current]!.winners.includes(seats[current]!)) current++;
  let longest = 0;
  let run = 0;
  records.forEach((r, i) => {
    run = r.winners.includes(seats[i]!) ? run + 1 : 0;
    longest = Math.max(longest, run);
  });
  const points = records
    .map((r, i) => ({ at: r.finishedAt, score: seatScore(r, seats[i]!) }))
    .filter((p): p is { at: number; score: number } => p.score !== undefined)
    .reverse();
  return { last: points.at(-1)?.score ?? null, current, longest, points };
}

export interface Series {
  id: string;
  players: string[];
  plays: number;
  totals: number[];
  at: number;
}

/** Royal Draft series among the newest Royal Draft games: the standings after each series' latest play. */
export function royalSeries(records: readonly HistoryRecord[]): Series[] {
  const out = new Map<string, Series>();
  for (const r of records) {
    const setup = (r.detail as { setup?: { seriesId?: unknown; seriesGame?: unknown; seriesBefore?: unknown } } | null)?.setup;
    if (!setup || typeof setup.seriesId !== 'string' || !Number.isInteger(setup.seriesGame) || !Array.isArray(setup.seriesBefore)) continue;
    const before = setup.seriesBefore as unknown[];
    if (out.has(setup.seriesId) || (setup.seriesGame as number) < 2) continue;
    out.set(setup.seriesId, {
      id: setup.seriesId, players: r.players, plays: setup.seriesGame as number, at: r.finishedAt,
      totals: r.scores.map((s, i) => s + (Number(before[i]) || 0)),
    });
  }
  return [...out.values()];
}
