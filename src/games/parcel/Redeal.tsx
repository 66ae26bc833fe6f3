import { t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { appNow } from '../../platform/clock';
import { PARCEL_HAND_SIZE } from '../../rules/parcel';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { DeckCard } from './DeckCard';
import { HandsEntry, draftHands, draftProblems, emptyDraft } from './HandsEntry';
import type { ParcelController } from './types';
import { dealProblemLine } from './words';

/** The rule text's fix for a wrong deck: rebuild, deal again, start from lap 1. */
export function Redeal({ c, onDone }: { c: ParcelController; onDone: (message: string | null) => void }) {
  const { names } = c.setup;
  const tracked = c.state.value.hands !== null;
  const draft = useSignal(emptyDraft(names.length));
  const error = useSignal<string | null>(null);
  const restart = () => {
    const hands = tracked ? draftHands(draft.value) : null;
    const size = PARCEL_HAND_SIZE;
    if (tracked && !hands) return void (error.value = t`Enter every hand first: ${size} cards each.`);
    const problems = tracked ? draftProblems(draft.value) : [];
    if (problems.length) return void (error.value = problems.map((p) => dealProblemLine(p, names)).join(' '));
    if (c.dispatch({ t: 'redeal', at: appNow(), hands }))
      onDone(t`Restarted with the corrected deck: lap 1, no swaps yet. Undo brings the old game back.`);
    else error.value = c.error.value;
  };
  return (
    <Screen
      title="Parcel Parade"
      where={t`Restart with a corrected deck`}
      footer={
        <>
          <Button variant="primary" onClick={restart}>
            {t`Restart from lap 1`}
          </Button>
          <Button variant="quiet" onClick={() => onDone(null)}>
            {t`Back to the game`}
          </Button>
        </>
      }
    >
      <div class="stack pp">
        <DeckCard players={names.length} />
        {tracked ? (
          <HandsEntry names={names} draft={draft.value} onChange={(d) => (draft.value = d)} />
        ) : (
          <p>{t`Swaps and laps go back to zero; the players stay in their seats.`}</p>
        )}
        <ErrorNotice message={error.value} onDismiss={() => (error.value = null)} />
      </div>
    </Screen>
  );
}
