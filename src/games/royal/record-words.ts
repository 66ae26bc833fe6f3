import { plural, t } from '@lingui/core/macro';
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
  const who = (seat: number) => {
    const name = names[seat];
    if (name !== undefined) return isolate(name);
    const n = seat + 1;
    return t`seat ${n}`;
  };
  const plays = d.setup.seriesGame;
  const seriesScores = seatScores(names, series);
  const dealers = andList(
    d.rounds.map((r, i) => {
      const round = i + 1;
      const dealer = who(r.dealer);
      return t({ comment: 'one entry of the list of dealers', message: `round ${round} ${dealer}` });
    }),
  );
  return [
    ...scores.map((s, i) => {
      const player = who(i);
      const { royal, joker, sets, total } = s;
      return t`${player}: royal ${royal} + joker ${joker} + sets ${sets} = ${total}`;
    }),
    ...(plays > 1
      ? [plural(plays, { one: `Series after # play: ${seriesScores}`, other: `Series after # plays: ${seriesScores}` })]
      : []),
    t`Dealers: ${dealers}`,
    detailEndWords(d, names),
  ].filter(Boolean);
}

export function recordLines(r: HistoryRecord): string[] {
  const d = readDetail(r.detail, r.players);
  return d ? detailLines(r.players, d) : [];
}
