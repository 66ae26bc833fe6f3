import { useState } from 'preact/hooks';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { DeckCard } from './DeckCard';
import { HandsEntry, draftHands, draftProblems, emptyDraft } from './HandsEntry';
import type { ParcelController } from './Play';

/** The rule text's fix for a wrong deck: rebuild, deal again, start from lap 1. */
export function Redeal({ c, onDone }: { c: ParcelController; onDone: (message: string | null) => void }) {
  const { names } = c.setup;
  const tracked = c.state.value.hands !== null;
  const [draft, setDraft] = useState(() => emptyDraft(names.length));
  const [error, setError] = useState<string | null>(null);
  const restart = () => {
    const problems = tracked ? draftProblems(draft, names) : [];
    if (problems.length) return setError(problems.join(' '));
    if (c.dispatch({ type: 'redeal', at: Date.now(), hands: tracked ? draftHands(draft) : null }))
      onDone('Restarted with the corrected deck: lap 1, no swaps yet. Undo brings the old game back.');
    else setError(c.error.value);
  };
  return (
    <Screen
      title="Parcel Parade"
      where="Restart with a corrected deck"
      footer={
        <>
          <Button variant="primary" onClick={restart}>
            Restart from lap 1
          </Button>
          <Button variant="quiet" onClick={() => onDone(null)}>
            Back to the game
          </Button>
        </>
      }
    >
      <div class="stack">
        <DeckCard players={names.length} />
        {tracked ? <HandsEntry names={names} draft={draft} onChange={setDraft} /> : <p>Swaps and laps go back to zero; the players stay in their seats.</p>}
        <ErrorNotice message={error} onDismiss={() => setError(null)} />
      </div>
    </Screen>
  );
}
