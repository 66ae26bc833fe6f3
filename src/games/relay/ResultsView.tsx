import { useSignal } from '@preact/signals';
import { Button } from '../../ui/Button';
import { ScoreTable } from '../../ui/ScoreTable';
import { SHARE_WORDS, shareOutcome } from '../../ui/share';
import type { ShareOutcome } from '../../ui/share';
import { shareLines } from './results';
import type { RelayResults } from './results';

/** Round scores and totals with the winners marked (R9; the walker's sentence names them), and the score sheet to share. */
export function ResultsView({ r, when }: { r: RelayResults; when: string }) {
  const shared = useSignal<ShareOutcome | null>(null);
  const sheet = shareLines(r, when);
  return (
    <div class="stack">
      <ScoreTable
        class="relay-scores"
        caption="Scores by round"
        hideCaption
        columns={['Round 1', 'Round 2', 'Total']}
        rows={r.names.map((n, i) => ({
          key: i,
          name: n,
          mark: r.winners.includes(i) ? ' ★ win' : '',
          cells: [r.rounds[0][i], r.rounds[1][i], <strong key="t">{r.totals[i]}</strong>],
        }))}
      />
      <div class="row">
        <Button onClick={() => void shareOutcome('Pattern Relay scores', sheet).then((o) => (shared.value = o))}>Share the score sheet</Button>
        <span role="status">{shared.value && SHARE_WORDS[shared.value]}</span>
      </div>
      {/* Neither Web Share nor the clipboard: the sheet itself, to select and copy by hand. */}
      {shared.value === 'failed' && <pre class="relay-sheet-text">{sheet}</pre>}
    </div>
  );
}
