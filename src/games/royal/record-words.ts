import type { HistoryRecord } from '../../storage/types';
import { andList, isolate } from '../../text/words';
import { seatScores } from '../record-words';
import { scoreRoyalRow } from './core';
import type { RoyalDetail } from './finish';
import { detailEndWords, readDetail, seriesTotals } from './finish';

/** D8: each row's score in parts, the series so far (from the second play), the dealers and how the game ended. */
function detailLines(names: readonly string[], d: RoyalDetail): string[] {
  const scores = d.rows.map((row) => scoreRoyalRow(row));
  const series = seriesTotals(
    d.setup,
    scores.map((s) => s.total),
  );
  const who = (seat: number) => isolate(names[seat] ?? `seat ${seat + 1}`);
  return [
    ...scores.map((s, i) => `${who(i)}: royal ${s.royal} + joker ${s.joker} + sets ${s.sets} = ${s.total}`),
    ...(d.setup.seriesGame > 1 ? [`Series after ${d.setup.seriesGame} plays: ${seatScores(names, series)}`] : []),
    `Dealers: ${andList(d.rounds.map((r, i) => `round ${i + 1} ${who(r.dealer)}`))}`,
    detailEndWords(d, names),
  ].filter(Boolean);
}

export function recordLines(r: HistoryRecord): string[] {
  const d = readDetail(r.detail, r.players);
  return d ? detailLines(r.players, d) : [];
}
