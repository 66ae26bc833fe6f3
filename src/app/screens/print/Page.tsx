import type { ComponentChildren } from 'preact';
import { PAPERS } from './paper';
import type { PaperId } from './paper';

/** One sheet of paper at its true size: an SVG whose units are millimetres. */
export function Page({ paper, label, children }: { paper: PaperId; label: string; children: ComponentChildren }) {
  const p = PAPERS[paper];
  return (
    <svg
      class={`pr-page pr-${paper}`}
      width={`${p.w}mm`}
      height={`${p.h}mm`}
      viewBox={`0 0 ${p.w} ${p.h}`}
      role="img"
      aria-label={label}
    >
      {children}
    </svg>
  );
}
