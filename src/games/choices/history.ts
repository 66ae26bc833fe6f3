import { winners } from '../../rules/common';
import type { HistoryRecord } from '../../storage/types';
import { authorOf, promptOf, readersOf, roundScore, totalsOf } from '../../rules/choices';
import type { ChoicesSetup, ChoicesState } from '../../rules/choices';

/** The finished game as a history record: totals, shared winners (C10) and one line per round. */
export function historyRecord(setup: ChoicesSetup, state: ChoicesState, finishedAt: number): Omit<HistoryRecord, 'id'> {
  const scores = totalsOf(state, setup);
  const name = (seat: number) => setup.players[seat] ?? '';
  const lines = state.rounds.map((r, round) => {
    const head = `Round ${round + 1}, ${name(authorOf(setup, round))} wrote “${promptOf(setup, round).text}”`;
    const score = roundScore(setup, round, r);
    if (!r.pattern || !score) return `${head}: ran out of time, no points.`;
    const awards = readersOf(setup, round).map((seat, i) => `${name(seat)} ${score.readers[i]?.award ?? 0}`);
    return `${head}: author ${score.authorAward}, ${awards.join(', ')}.`;
  });
  return {
    game: 'choices',
    finishedAt,
    players: [...setup.players],
    scores,
    winners: winners(scores),
    summary: setup.players.map((p, i) => `${p} ${scores[i]}`).join(', '),
    lines,
    detail: { setup, rounds: state.rounds },
  };
}
