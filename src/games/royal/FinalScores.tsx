import type { RowCard } from './core';
import { scoreRoyalRow, winners } from './core';
import { formatWhen } from '../../platform/format';
import { isolate } from '../../text/words';
import { Name } from '../../ui/Name';
import { Breakdown } from './Breakdown';
import { seriesTotals } from './finish';
import type { RoundLog, RoyalSetup } from './session';
import { useStepStart } from '../../ui/step';
import { scoreSheet, winnerWords } from './words';
import { ShareSheet } from '../../ui/ShareSheet';

interface Props {
  setup: RoyalSetup;
  rows: RowCard[][];
  rounds: RoundLog[];
  /** Why the game ended, in words. */
  end: string;
  /** When it was saved (the share text says so); none before it is saved. */
  at?: number;
}

/** Winners (ties shared), the score table with series totals, the score sheet to share, dealers, and every row's breakdown. */
export function FinalScores({ setup, rows, rounds, end, at }: Props) {
  const names = setup.players;
  const totals = rows.map((r) => scoreRoyalRow(r).total);
  const top = winners(totals);
  const series = seriesTotals(setup, totals);
  const inSeries = setup.seriesGame > 1;
  const seriesTop = winners(series);
  const heading = useStepStart<HTMLHeadingElement>('results');
  const sheet = scoreSheet(names, rows, {
    top,
    series,
    seriesGame: setup.seriesGame,
    end,
    ...(at === undefined ? {} : { when: formatWhen(at) }),
  });
  return (
    <div class="stack">
      <h2 tabIndex={-1} ref={heading} class="rd-prompt">
        Results
      </h2>
      <p class="rd-winner" data-step-end="">
        {winnerWords(top, totals, names)}
      </p>
      <table class="score-table">
        <caption class="visually-hidden">Scores</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">This game</th>
            {inSeries && <th scope="col">Series, {setup.seriesGame} plays</th>}
          </tr>
        </thead>
        <tbody>
          {names.map((n, i) => (
            <tr key={i}>
              <th scope="row">
                <Name>{n}</Name>
                {top.includes(i) ? ' (winner)' : ''}
              </th>
              <td>{totals[i]}</td>
              {inSeries && (
                <td>
                  {series[i]}
                  {seriesTop.includes(i) ? ' (leads)' : ''}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {end && <p>{end}</p>}
      <ShareSheet title="Royal Draft scores" sheet={sheet} />
      {rounds.length > 0 && (
        <p class="muted">
          Dealers: {rounds.map((r, i) => `round ${i + 1} ${isolate(names[r.dealer] ?? '?')}`).join(', ')}.
        </p>
      )}
      {rows.map((row, i) => (
        <div class="card" key={i}>
          <Breakdown row={row} title={names[i] ?? `Seat ${i + 1}`} />
        </div>
      ))}
    </div>
  );
}
