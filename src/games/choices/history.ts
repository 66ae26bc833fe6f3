import { winners } from '../../rules/common';
import type { HistoryRecord } from '../../storage/types';
import { totalsOf } from '../../rules/choices';
import type { ChoicesSetup, ChoicesState } from '../../rules/choices';

/** The finished game as a history record: totals, shared winners (C10), and the setup and rounds it was played with. */
export function historyRecord(setup: ChoicesSetup, state: ChoicesState, finishedAt: number): Omit<HistoryRecord, 'id'> {
  const scores = totalsOf(state, setup);
  return {
    game: 'choices',
    finishedAt,
    players: [...setup.players],
    scores,
    winners: winners(scores),
    detail: { setup, rounds: state.rounds },
  };
}
