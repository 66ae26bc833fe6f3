import { t } from '@lingui/core/macro';
import { relayGameTotal } from '../../rules/relay';
import { winners } from '../../rules/common';
import type { RelayPartialDisplay } from '../../rules/relay';
import { isolate, listNames } from '../../text/words';
import type { HistoryRecord } from '../../storage/types';
import { seatScores } from '../record-words';
import type { RelaySetup } from './session';

export type Rounds = [number[], number[]];

/** What a finished game keeps in history: enough to show the results and the displays again, and to rematch. */
export interface RelayDetail {
  setup: RelaySetup;
  /** [round 1, round 2], one score per seat. */
  rounds: Rounds;
  /** displays[round - 1][seat] */
  displays: RelayPartialDisplay[][];
}

export interface RelayResults {
  names: string[];
  rounds: Rounds;
  totals: number[];
  winners: number[];
}

/** R9: game total = round 1 + round 2; the highest total wins, ties share. */
export function results(names: string[], rounds: Rounds): RelayResults {
  const totals = names.map((_, i) => relayGameTotal(rounds[0][i] ?? 0, rounds[1][i] ?? 0));
  return { names, rounds, totals, winners: winners(totals) };
}

export function winnerLine(r: RelayResults): string {
  const who = listNames(r.winners.map((w) => r.names[w] ?? ''));
  const top = r.totals[r.winners[0] ?? 0] ?? 0;
  return r.winners.length > 1 ? t`Shared win: ${who} with ${top}` : t`Winner: ${who} with ${top}`;
}

export function roundLine(r: RelayResults, round: 0 | 1): string {
  const [number, scores] = [round + 1, seatScores(r.names, r.rounds[round])];
  return t`Round ${number}: ${scores}`;
}

export function historyRecord(detail: RelayDetail, finishedAt: number): Omit<HistoryRecord, 'id'> {
  const r = results(detail.setup.players, detail.rounds);
  return {
    game: 'relay',
    finishedAt,
    players: r.names,
    scores: r.totals,
    winners: r.winners,
    detail,
  };
}

export function shareLines(r: RelayResults, when: string): string {
  const rows = r.names.map((n, i) => {
    const [name, first, second, total] = [isolate(n), r.rounds[0][i] ?? 0, r.rounds[1][i] ?? 0, r.totals[i] ?? 0];
    return r.winners.includes(i)
      ? t`${name}: ${first} + ${second} = ${total} (win)`
      : t`${name}: ${first} + ${second} = ${total}`;
  });
  return [t`Pattern Relay, ${when}`, ...rows, winnerLine(r)].join('\n');
}
