import { useSignal } from '@preact/signals';
import { Button } from './Button';
import { SHARE_WORDS, shareOutcome } from './share';
import type { ShareOutcome } from './share';
import { t } from '@lingui/core/macro';
import { i18n } from '../text/i18n';
import './ShareSheet.css';

interface Props {
  /** The share sheet's title, e.g. "Royal Draft scores". */
  title: string;
  /** The result as text, a line each, names isolated as the words make them (shown so; shared without the marks). */
  sheet: string;
  label?: string;
}

/**
 * A finished game's result to pass on: Web Share where the phone has it, else
 * the clipboard; the same text to select by hand, opened by itself where
 * neither works. Every game's result screen uses this one.
 */
export function ShareSheet({ title, sheet, label = t`Share the score sheet` }: Props) {
  const outcome = useSignal<ShareOutcome | null>(null);
  return (
    <div class="share stack">
      <div class="row">
        <Button onClick={() => void shareOutcome(title, sheet).then((o) => (outcome.value = o))}>{label}</Button>
        <span role="status">{outcome.value && i18n._(SHARE_WORDS[outcome.value])}</span>
      </div>
      <details class="share-text" open={outcome.value === 'failed'}>
        <summary>{t`The result as text, to copy by hand`}</summary>
        <pre>{sheet}</pre>
      </details>
    </div>
  );
}
