import { useSignal } from '@preact/signals';
import { Button } from '../../ui/Button';
import { shareText } from '../../ui/share';

/**
 * Share the score sheet (Web Share, else the clipboard), and the same text to
 * select by hand, for a browser that allows neither.
 */
export function ShareResults({ sheet }: { sheet: string }) {
  const said = useSignal('');
  return (
    <div class="rd-share stack">
      <div class="row">
        <Button onClick={() => void shareText('Royal Draft scores', sheet).then((s) => (said.value = s))}>Share the score sheet</Button>
        <span role="status">{said.value}</span>
      </div>
      <details>
        <summary>The score sheet as text</summary>
        <pre class="rd-sheet">{sheet}</pre>
      </details>
    </div>
  );
}
