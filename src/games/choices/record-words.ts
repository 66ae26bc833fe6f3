import { t } from '@lingui/core/macro';
import { authorOf, promptOf, readersOf, roundScore } from '../../rules/choices';
import type { ChoicesSetup, RoundRecord } from '../../rules/choices';
import type { HistoryRecord } from '../../storage/types';
import { commaList, isolate } from '../../text/words';
import { readChoicesSetup, readPattern } from './read';
import { promptWords } from './prompts';

function readRound(v: unknown): RoundRecord | null {
  const r = v as { pattern?: unknown; anchor?: unknown; predictions?: unknown } | null;
  if (!r || typeof r !== 'object' || !Array.isArray(r.predictions)) return null;
  const pattern = r.pattern === null ? null : readPattern(r.pattern);
  if (pattern === null && r.pattern !== null) return null;
  if (r.anchor !== null && typeof r.anchor !== 'string') return null;
  const raw: unknown[] = r.predictions;
  const predictions = raw.map((p) => (p === null ? null : readPattern(p)));
  if (predictions.some((p, i) => p === null && raw[i] !== null)) return null;
  return { pattern, anchor: r.anchor, predictions };
}

/** C5, C6: each round's author and prompt, then the author's award and each reader's (none when the author ran out of time, C3). */
function roundLine(setup: ChoicesSetup, round: number, r: RoundRecord): string {
  const name = (seat: number) => isolate(setup.players[seat] ?? '');
  const n = round + 1;
  const author = name(authorOf(setup, round));
  const prompt = promptWords(promptOf(setup, round)).text;
  const score = roundScore(setup, round, r);
  if (!r.pattern || !score) return t`Round ${n}, ${author} wrote “${prompt}”: ran out of time, no points.`;
  const award = score.authorAward;
  const awards = commaList(readersOf(setup, round).map((seat, i) => `${name(seat)} ${score.readers[i]?.award ?? 0}`));
  return t`Round ${n}, ${author} wrote “${prompt}”: author ${award}, ${awards}.`;
}

export function recordLines(r: HistoryRecord): string[] {
  const d = r.detail as { setup?: unknown; rounds?: unknown } | null;
  const setup = readChoicesSetup(d?.setup);
  if (!setup || setup.players.length !== r.players.length || !Array.isArray(d?.rounds)) return [];
  const rounds = d.rounds.map(readRound);
  if (rounds.some((x) => x === null) || rounds.length > setup.order.length) return [];
  try {
    return (rounds as RoundRecord[]).map((x, i) => roundLine({ ...setup, players: r.players }, i, x));
  } catch {
    return [];
  }
}
