import { t } from '@lingui/core/macro';
import { Tagged } from '../../ui/Tagged';
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { canReopen, reopenFromHistory } from '../../games/reopen';
import type { HistoryRecord } from '../../storage/types';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';

/**
 * "Correct this game": puts a saved game back in play (its last step taken back) after a
 * confirmation that says what happens; finishing it again replaces this
 * history entry. Shown only for records that kept their session.
 */
export function CorrectGame({ record }: { record: HistoryRecord }) {
  const asking = useSignal(false);
  const busy = useSignal(false);
  const failed = useSignal<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking.value) question.current?.focus();
  }, [asking.value]);
  if (!canReopen(record)) return null;
  const go = async () => {
    busy.value = true;
    failed.value = null;
    const ok = await reopenFromHistory(record).catch(() => false);
    busy.value = false;
    if (!ok) {
      failed.value = t`This game could not be put back in play: it may already be open for correcting, or another tab changed it. Open it from Resume on the home screen.`;
    }
  };
  if (!asking.value) {
    return (
      <p class="row">
        <Button onClick={() => (asking.value = true)}>{t`Correct this game`}</Button>
      </p>
    );
  }
  return (
    <div class="notice stack" role="group" aria-labelledby="correct-q">
      <p id="correct-q" ref={question} tabIndex={-1}>
        <Tagged
          text={t`<0>Correct this game?</0> It goes back into play with its last step taken back (Undo goes further). Change what was wrong and finish it again: the new result then replaces this entry in the history (it is not saved twice), and the stats follow. Until you finish it, this entry stays as it is.`}
          parts={{ 0: <strong /> }}
        />
      </p>
      <p class="row">
        <Button variant="primary" disabled={busy.value} onClick={() => void go()}>
          {t`Yes, correct it`}
        </Button>
        <Button onClick={() => (asking.value = false)}>{t`Cancel`}</Button>
      </p>
      <ErrorNotice message={failed.value} />
    </div>
  );
}
