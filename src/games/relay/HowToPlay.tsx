import { HOW_TO_PLAY } from './words';

/** A short "How to play" in our own words, folded away beside the rules notes. */
export function HowToPlay({ open = false }: { open?: boolean }) {
  return (
    <details class="card relay-how" open={open}>
      <summary>
        <strong>How to play</strong>: the game in six lines
      </summary>
      <ol>
        {HOW_TO_PLAY.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </details>
  );
}
