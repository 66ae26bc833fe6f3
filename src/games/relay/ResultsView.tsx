import { useSignal } from '@preact/signals';
import { Button } from '../../ui/Button';
import { Name } from '../../ui/Name';
import { SHARE_WORDS, shareOutcome } from '../../ui/share';
import type { ShareOutcome } from '../../ui/share';
import { shareLines, winnerLine } from './results';
import type { RelayResults } from './results';

/** Round scores, totals and the winners (R9), with the score sheet to share. */
export function ResultsView({ r, when }: { r: RelayResults; when: string }) {
  const shared = useSignal<ShareOutcome | null>(null);
  const sheet = shareLines(r, when);
  return (
    <div class="stack">
      <p class="relay-say">{winnerLine(r)}</p>
      <table class="score-table relay-scores">
        <caption class="visually-hidden">Scores by round</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Round 1</th>
            <th scope="col">Round 2</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {r.names.map((n, i) => (
            <tr key={i}>
              <th scope="row">
                <Name>{n}</Name>
                {r.winners.includes(i) ? ' ★ win' : ''}
              </th>
              <td>{r.rounds[0][i]}</td>
              <td>{r.rounds[1][i]}</td>
              <td>
                <strong>{r.totals[i]}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="row">
        <Button onClick={() => void shareOutcome('Pattern Relay scores', sheet).then((o) => (shared.value = o))}>Share the score sheet</Button>
        <span role="status">{shared.value && SHARE_WORDS[shared.value]}</span>
      </div>
      {/* Neither Web Share nor the clipboard: the sheet itself, to select and copy by hand. */}
      {shared.value === 'failed' && <pre class="relay-sheet-text">{sheet}</pre>}
    </div>
  );
}
