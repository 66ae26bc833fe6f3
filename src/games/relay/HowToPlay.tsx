import { t } from '@lingui/core/macro';
import { i18n } from '../../text/i18n';
import { Tagged } from '../../ui/Tagged';
import { HOW_TO_PLAY } from './words';

/** A short "How to play" in our own words, folded away beside the rules notes. */
export function HowToPlay({ open = false }: { open?: boolean }) {
  const lines = HOW_TO_PLAY.length;
  return (
    <details class="card relay-how" open={open}>
      <summary>
        <Tagged text={t`<0>How to play</0>: the game in ${lines} lines`} parts={{ 0: <strong /> }} />
      </summary>
      <ol>
        {HOW_TO_PLAY.map((line, i) => (
          <li key={i}>{i18n._(line)}</li>
        ))}
      </ol>
    </details>
  );
}
