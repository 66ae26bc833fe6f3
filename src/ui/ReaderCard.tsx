import type { ComponentChildren } from 'preact';

interface Props {
  /** The sentence the reader says aloud, in the app's own words. */
  say: string;
  /** What happens next, in small type. */
  next?: ComponentChildren;
  children?: ComponentChildren;
}

/** Reader mode: one thing per screen, large enough to read at arm's length. */
export function ReaderCard({ say, next, children }: Props) {
  return (
    <section class="reader-card" aria-label="Say aloud">
      <p class="say">{say}</p>
      {children}
      {next && <p class="next">{next}</p>}
    </section>
  );
}
