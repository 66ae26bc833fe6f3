import { t } from '@lingui/core/macro';
import { ScoreTable } from '../../ui/ScoreTable';
import { ShareSheet } from '../../ui/ShareSheet';
import { shareLines } from './results';
import type { RelayResults } from './results';

/** Round scores and totals with the winners marked (R9; the walker's sentence names them), and the score sheet to share. */
export function ResultsView({ r, when }: { r: RelayResults; when: string }) {
  return (
    <div class="stack">
      <ScoreTable
        class="relay-scores"
        caption={t`Scores by round`}
        hideCaption
        columns={[t`Round 1`, t`Round 2`, t`Total`]}
        rows={r.names.map((n, i) => ({
          key: i,
          name: n,
          mark: r.winners.includes(i) ? ` ★ ${t({ comment: 'beside a winner', message: 'win' })}` : '',
          cells: [r.rounds[0][i], r.rounds[1][i], <strong key="t">{r.totals[i]}</strong>],
        }))}
      />
      <ShareSheet title={t`Pattern Relay scores`} sheet={shareLines(r, when)} />
    </div>
  );
}
