import type { HistoryRecord } from '../../storage/types';
import { results, roundLine, winnerLine } from './results';
import type { Rounds } from './results';

const isScores = (v: unknown, seats: number): v is number[] =>
  Array.isArray(v) && v.length === seats && v.every((x) => typeof x === 'number' && Number.isFinite(x));

function readRounds(detail: unknown, seats: number): Rounds | null {
  const rounds = (detail as { rounds?: unknown } | null)?.rounds;
  if (!Array.isArray(rounds) || rounds.length !== 2) return null;
  const [first, second] = rounds as unknown[];
  return isScores(first, seats) && isScores(second, seats) ? [first, second] : null;
}

/** R9: each round's scores, then the winners and their total (round 1 + round 2). */
export function recordLines(r: HistoryRecord): string[] {
  const rounds = readRounds(r.detail, r.players.length);
  if (!rounds) return [];
  const res = results(r.players, rounds);
  return [roundLine(res, 0), roundLine(res, 1), winnerLine(res)];
}
