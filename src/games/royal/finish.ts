import type { RowCard } from './core';
import { listWords, scoreRoyalRow, winners } from './core';
import type { HistoryRecord } from '../../storage/types';
import type { RoundLog, RoyalSetup, RoyalState } from './session';

/** What a finished game keeps in history (`detail`). */
export interface RoyalDetail {
  setup: RoyalSetup;
  rows: RowCard[][];
  rounds: RoundLog[];
  endReason: string;
}

/** Reads a stored detail back; null when it is not one (history records are untrusted). */
export function readDetail(v: unknown, players: string[]): RoyalDetail | null {
  const d = v as Partial<RoyalDetail> | null;
  if (!d || typeof d !== 'object' || !Array.isArray(d.rows) || d.rows.length !== players.length || !d.setup) return null;
  try {
    d.rows.forEach(scoreRoyalRow);
  } catch {
    return null;
  }
  const s = d.setup;
  if (typeof s.seriesId !== 'string' || !Number.isInteger(s.seriesGame) || !Array.isArray(s.seriesBefore)) return null;
  return { setup: s, rows: d.rows, rounds: Array.isArray(d.rounds) ? d.rounds : [], endReason: String(d.endReason ?? '') };
}

export function seriesTotals(setup: RoyalSetup, totals: number[]): number[] {
  return totals.map((t, i) => t + (Number(setup.seriesBefore[i]) || 0));
}

export function historyRecord(setup: RoyalSetup, state: RoyalState, now: number): Omit<HistoryRecord, 'id'> {
  const names = setup.players;
  const scores = state.rows.map((r) => scoreRoyalRow(r));
  const totals = scores.map((s) => s.total);
  const series = seriesTotals(setup, totals);
  const detail: RoyalDetail = { setup, rows: state.rows, rounds: state.rounds, endReason: state.endReason ?? '' };
  return {
    game: 'royal',
    finishedAt: now,
    players: names,
    scores: totals,
    winners: winners(totals),
    summary: names.map((n, i) => `${n} ${totals[i]}`).join(', '),
    lines: [
      ...names.map((n, i) => {
        const s = scores[i]!;
        return `${n}: royal ${s.royal} + joker ${s.joker} + sets ${s.sets} = ${s.total}`;
      }),
      ...(setup.seriesGame > 1 ? [`Series after ${setup.seriesGame} plays: ${names.map((n, i) => `${n} ${series[i]}`).join(', ')}`] : []),
      `Dealers: ${listWords(state.rounds.map((r, i) => `round ${i + 1} ${names[r.dealer]}`))}`,
      state.endReason ?? '',
    ].filter(Boolean),
    detail,
  };
}
