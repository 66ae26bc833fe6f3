import { winners } from '../../rules/common';
import type { HistoryRecord } from '../../storage/types';
import { authorOf, readersOf, totalsOf } from './phases';
import type { ChoicesSetup, ChoicesState } from './phases';

/** The finished game as a history record: totals, shared winners (C10) and one line per round. */
export function historyRecord(setup: ChoicesSetup, state: ChoicesState, finishedAt: number): Omit<HistoryRecord, 'id'> {
  const scores = totalsOf(state, setup);
  const name = (seat: number) => setup.players[seat]!;
  const lines = state.rounds.map((r, round) => {
    const prompt = setup.prompts[round]!;
    const head = `Round ${round + 1}, ${name(authorOf(setup, round))} wrote “${prompt.text}”`;
    if (!r.pattern || !r.scored) return `${head}: ran out of time, no points.`;
    const awards = readersOf(setup, round).map((seat, i) => `${name(seat)} ${r.scored!.readers[i]!.award}`);
    return `${head}: author ${r.scored.authorAward}, ${awards.join(', ')}.`;
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
