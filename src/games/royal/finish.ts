import type { RowCard, Seat } from './core';
import { isCardCode, scoreRoyalRow, winners } from './core';
import type { HistoryRecord } from '../../storage/types';
import type { RoundLog, RoyalEnd, RoyalSetup, RoyalState } from './session';
import { readRoyalSetup } from './session';
import { endWords } from './words';

/** What a finished game keeps in history (`detail`): facts only; words are made when it is shown. */
export interface RoyalDetail {
  setup: RoyalSetup;
  rows: RowCard[][];
  rounds: RoundLog[];
  end: RoyalEnd | null;
  /** Games saved before the end was kept as facts stored it as a sentence; shown as it was. */
  endReason?: string;
}

const isSeat =
  (players: number) =>
  (v: unknown): v is Seat =>
    Number.isInteger(v) && (v as number) >= 0 && (v as number) < players;

function readRound(v: unknown, players: number): RoundLog | null {
  const r = v as Partial<RoundLog> | null;
  if (!r || typeof r !== 'object' || !isSeat(players)(r.dealer)) return null;
  const order = Array.isArray(r.order) && r.order.every(isSeat(players)) ? r.order : [];
  const keys = Array.isArray(r.keys) && r.keys.length === players && r.keys.every(isCardCode) ? { keys: r.keys } : {};
  return { dealer: r.dealer, order, ...keys };
}

function readEnd(v: unknown, players: number): RoyalEnd | null {
  const e = v as Partial<{ t: string; seats: unknown; deckLeft: unknown; offer: unknown }> | null;
  if (!e || typeof e !== 'object') return null;
  if (e.t === 'full-row' && Array.isArray(e.seats) && e.seats.every(isSeat(players)))
    return { t: 'full-row', seats: e.seats };
  if (e.t === 'short-deck' && Number.isInteger(e.deckLeft) && Number.isInteger(e.offer)) {
    return { t: 'short-deck', deckLeft: e.deckLeft as number, offer: e.offer as number };
  }
  return null;
}

/** Reads a stored detail back; null when it is not one (history records are untrusted). Old shapes still load. */
export function readDetail(v: unknown, players: string[]): RoyalDetail | null {
  const d = v as Partial<Record<keyof RoyalDetail, unknown>> | null;
  if (!d || typeof d !== 'object' || !Array.isArray(d.rows) || d.rows.length !== players.length) return null;
  const setup = readRoyalSetup(d.setup);
  if (!setup || setup.players.length !== players.length) return null;
  const rows = d.rows as RowCard[][];
  try {
    rows.forEach(scoreRoyalRow);
  } catch {
    return null;
  }
  const n = players.length;
  const rounds = Array.isArray(d.rounds)
    ? d.rounds.map((r) => readRound(r, n)).filter((r): r is RoundLog => r !== null)
    : [];
  const legacy = typeof d.endReason === 'string' && d.endReason ? { endReason: d.endReason } : {};
  return { setup, rows, rounds, end: readEnd(d.end, n), ...legacy };
}

/** The end in words: from the facts, or the sentence an older save kept. */
export const detailEndWords = (d: Pick<RoyalDetail, 'end' | 'endReason'>, names: readonly string[]): string =>
  d.end ? endWords(d.end, names) : (d.endReason ?? '');

export function seriesTotals(setup: RoyalSetup, totals: number[]): number[] {
  return totals.map((t, i) => t + (Number(setup.seriesBefore[i]) || 0));
}

export function historyRecord(setup: RoyalSetup, state: RoyalState, now: number): Omit<HistoryRecord, 'id'> {
  const totals = state.rows.map((r) => scoreRoyalRow(r).total);
  const detail: RoyalDetail = { setup, rows: state.rows, rounds: state.rounds, end: state.end };
  return {
    game: 'royal',
    finishedAt: now,
    players: setup.players,
    scores: totals,
    winners: winners(totals),
    detail,
  };
}
