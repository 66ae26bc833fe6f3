import { t } from '@lingui/core/macro';
import { RulesNotes } from '../../ui/RulesNotes';
import { Tagged } from '../../ui/Tagged';
import { royalHowTo, royalNotes } from './notes';
import '../../ui/RulesNotes.css';

/** How to play in a few lines, then the rules notes (how the app settles what the text leaves open). */
export function HowToPlay({ open = false }: { open?: boolean }) {
  return (
    <div class="stack rd-notes">
      <details class="card rules-notes" open={open}>
        <summary>
          <Tagged text={t`<0>How to play</0>: the game in a minute`} parts={[<strong key="0" />]} />
        </summary>
        {royalHowTo().map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </details>
      <RulesNotes notes={royalNotes()} />
    </div>
  );
}
