import { RulesNotes } from '../../ui/RulesNotes';
import { ROYAL_HOW_TO, ROYAL_NOTES } from './notes';

/** How to play in a few lines, then the rules notes (how the app settles what the text leaves open). */
export function HowToPlay({ open = false }: { open?: boolean }) {
  return (
    <div class="stack rd-notes">
      <details class="card rules-notes" open={open}>
        <summary>
          <strong>How to play</strong>: the game in a minute
        </summary>
        {ROYAL_HOW_TO.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </details>
      <RulesNotes notes={ROYAL_NOTES} />
    </div>
  );
}
