import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * The screen's pinned parts, in viewport pixels: `top` is the bottom edge of the
 * sticky bar (the where-and-Undo bar, or a part marked `data-pinned-top` such as a
 * turn's countdown; 0 without one), `bottom` the top edge of the highest pinned
 * footer on screen (the window's height without one).
 */
export function pinnedEdges(): { top: number; bottom: number; bar: number } {
  const bar = document.querySelector('main .screen-bar, main [data-pinned-top]')?.getBoundingClientRect();
  let bottom = window.innerHeight;
  for (const foot of Array.from(document.querySelectorAll('main .screen-foot'))) {
    const box = foot.getBoundingClientRect();
    if (box.height > 0 && box.top < bottom && box.bottom > 0) bottom = box.top;
  }
  return { top: bar ? Math.max(0, bar.bottom) : 0, bottom, bar: bar?.height ?? 0 };
}

/** The step's must-see parts: marked `data-step-end` on the screen (one step is shown at a time). */
const marked = () => Array.from(document.querySelectorAll('main [data-step-end]'));

/**
 * A step change starts at the step: the page goes to its top (title, where-line,
 * Undo) and the step's heading takes focus without a second scroll. When the
 * step's must-see parts (`ends`, by default those marked `data-step-end`) then
 * reach under the pinned footer, the page scrolls the least that brings them
 * above it, and never so far that the heading goes under the sticky bar or off
 * the top.
 */
export function startStep(heading: HTMLElement | null, ends: Iterable<Element> = marked()): void {
  window.scrollTo(0, 0);
  if (!heading) return;
  heading.focus({ preventScroll: true });
  const { bottom, bar } = pinnedEdges();
  const lowest = Math.max(heading.getBoundingClientRect().bottom, ...Array.from(ends, (e) => e.getBoundingClientRect().bottom));
  if (lowest <= bottom) return;
  // Scrolled, the sticky bar sits at the top of the window: the heading may rise to just under it.
  const room = heading.getBoundingClientRect().top - bar - 4;
  window.scrollTo(0, Math.max(0, Math.min(lowest - bottom + 8, room)));
}

/**
 * `startStep` each time `key` changes (and on the first showing), for the
 * heading the returned ref is put on (or, without one, the element `find` gives);
 * nothing moves while there is no such heading (another view is open).
 */
export function useStepStart<T extends HTMLElement>(key: unknown, find?: () => HTMLElement | null) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current ?? find?.();
    if (el) startStep(el);
  }, [key]);
  return ref;
}

/**
 * Scrolls the least needed so that `el` sits on screen between the sticky bar and
 * the pinned footer: for a control that moves as a list above it grows.
 */
export function keepAboveFooter(el: Element | null | undefined): void {
  if (!el) return;
  const box = el.getBoundingClientRect();
  const { top, bottom } = pinnedEdges();
  if (box.bottom > bottom) window.scrollBy(0, box.bottom - bottom + 8);
  else if (box.top < top) window.scrollBy(0, box.top - top - 8);
}

/**
 * While the calling screen is shown, Back to it (after Settings, say) does not have the browser scroll it to where
 * the page once was, under another text size: the step places itself. The mode is the history entry's. Used by the
 * phones' table only for now: on every step screen it left Relay's display editor with the box being entered under
 * the palette sheet, for a reason not yet found.
 */
export function useOwnScroll(): void {
  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    return () => void (history.scrollRestoration = 'auto');
  }, []);
}
