import type { ComponentChildren, Ref } from 'preact';
import { t } from '@lingui/core/macro';

interface Props {
  /** The sentence the reader says aloud, in the app's own words. */
  say: string;
  /** What happens next, in small type. */
  next?: ComponentChildren;
  /** The sentence's element, for a screen that moves focus to it when its step changes. */
  sayRef?: Ref<HTMLParagraphElement>;
  children?: ComponentChildren;
}

/** Reader mode: one thing per screen, large enough to read at arm's length. */
export function ReaderCard({ say, next, sayRef, children }: Props) {
  return (
    <section class="reader-card" aria-label={t`Say aloud`}>
      <p class="say" tabIndex={-1} ref={sayRef}>
        {say}
      </p>
      {children}
      {next && <p class="next">{next}</p>}
    </section>
  );
}
