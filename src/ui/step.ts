import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * The screen's pinned parts, in viewport pixels: `top` is the bottom edge of the
 * sticky bar (the where-and-Undo bar, or a part marked `data-pinned-top` such as a
 * turn's countdown; 0 without one), `bottom` the top edge of the highest pinned
 * footer on screen (the window's height without one).
 */
function pinnedEdges(): { top: number; bottom: number; bar: number } {
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
  const { bottom, bar, top } = pinnedEdges();
  const lowest = Math.max(
    heading.getBoundingClientRect().bottom,
    ...Array.from(ends, (e) => e.getBoundingClientRect().bottom),
  );
  if (lowest <= bottom) return;
  // Scrolled, the sticky bar sits at the top of the window: the heading may rise to just under it.
  const room = heading.getBoundingClientRect().top - bar - 4;
  const y = Math.max(0, Math.min(lowest - bottom + 8, room));
  // At the top of the page the sticky bar sits where it is drawn (its top at `top - bar`): it pins once scrolled past.
  window.scrollTo(0, wholeTopLine(y, top - bar <= y ? bar : 0, { most: room, least: lowest - bottom }));
}

/** The pinned parts' own text (they do not scroll) and what is not drawn are no line to cut. */
const PINNED = '.screen-bar, .screen-foot, [data-pinned-top], .toast';

/**
 * The text lines (viewport boxes) that the line `edge` pixels from the window's top cuts through, outside the
 * pinned parts: each line of each text node, so a paragraph's next line is not taken for the one cut.
 */
function linesCutAt(edge: number, root: ParentNode = document.body): DOMRect[] {
  const cut: DOMRect[] = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    const box = parent.getBoundingClientRect();
    if (box.top >= edge || box.bottom <= edge || parent.closest(PINNED)) continue;
    range.selectNodeContents(node);
    for (const line of Array.from(range.getClientRects())) {
      if (line.height > 0 && line.top < edge - 1 && line.bottom > edge + 1) cut.push(line);
    }
  }
  return cut;
}

/**
 * The scroll position near `y` at which the first line in sight, just under the sticky bar (`bar` px tall, 0
 * without one), starts whole rather than cut in half: scrolled up to show that line whole where the step's
 * lowest must-see part stays above the footer (`least`, the scroll it needs), else down past it where the heading
 * stays under the bar (`most`), else `y` as it is.
 */
function wholeTopLine(y: number, bar: number, { most, least }: { most: number; least: number }): number {
  if (y <= 0) return y;
  // Measured at the top of the page (startStep's first move): the page's own coordinates.
  const edge = bar + y;
  const cut = linesCutAt(edge);
  if (cut.length === 0) return y;
  const up = y - (edge - Math.min(...cut.map((l) => l.top)));
  if (up >= Math.max(0, least)) return up;
  const down = y + (Math.max(...cut.map((l) => l.bottom)) - edge);
  return down <= most ? down : y;
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
