import type { ComponentChildren } from 'preact';

/** A table that may be wider than the screen: it scrolls in its own box (reachable by keyboard), the page does not. */
export function TableWrap({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
