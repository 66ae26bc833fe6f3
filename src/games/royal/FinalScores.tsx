import { plural, t } from '@lingui/core/macro';
import type { RowCard } from './core';
import { scoreRoyalRow, winners } from './core';
import { formatWhen } from '../../platform/format';
import { commaList, isolate } from '../../text/words';
import { Name } from '../../ui/Name';
import { Breakdown } from './Breakdown';
import { seriesTotals } from './finish';
import type { RoundLog, RoyalSetup } from './session';
import { useStepStart } from '../../ui/step';
import { scoreSheet, winnerWords } from './words';
import { ShareSheet } from '../../ui/ShareSheet';
import '../../ui/ScoreTable.css';

interface Props {
  setup: RoyalSetup;
  rows: RowCard[][];
  rounds: RoundLog[];
  /** Why the game ended, in words. */
  end: string;
  /** When it was saved (the share text says so); none before it is saved. */
  at?: number;
}

const seriesHeading = (plays: number): string => plural(plays, { one: 'Series, # play', other: 'Series, # plays' });

const seatTitle = (i: number): string => {
  const n = i + 1;
  return t`Seat ${n}`;
};

/** "Dealers: round 1 Cy, round 2 Ana." */
const dealersWords = (rounds: readonly RoundLog[], names: readonly string[]): string => {
  const list = commaList(
    rounds.map((r, i) => {
      const round = i + 1;
      const dealer = isolate(names[r.dealer] ?? '?');
      return t({ comment: 'one entry of the list of dealers', message: `round ${round} ${dealer}` });
    }),
  );
  return t`Dealers: ${list}.`;
};

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
        {t`Results`}
      </h2>
      <p class="rd-winner" data-step-end="">
        {winnerWords(top, totals, names)}
      </p>
      <table class="score-table">
        <caption class="visually-hidden">{t`Scores`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Player`}</th>
            <th scope="col">{t`This game`}</th>
            {inSeries && <th scope="col">{seriesHeading(setup.seriesGame)}</th>}
          </tr>
        </thead>
        <tbody>
          {names.map((n, i) => (
            <tr key={i}>
              <th scope="row">
                <Name>{n}</Name>
                {top.includes(i) ? ` ${t`(winner)`}` : ''}
              </th>
              <td>{totals[i]}</td>
              {inSeries && (
                <td>
                  {series[i]}
                  {seriesTop.includes(i) ? ` ${t`(leads)`}` : ''}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {end && <p>{end}</p>}
      <ShareSheet title={t`Royal Draft scores`} sheet={sheet} />
      {rounds.length > 0 && <p class="muted">{dealersWords(rounds, names)}</p>}
      {rows.map((row, i) => (
        <div class="card" key={i}>
          <Breakdown row={row} title={names[i] ?? seatTitle(i)} />
        </div>
      ))}
    </div>
  );
}
