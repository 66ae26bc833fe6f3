import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * A step change starts at the step: each time `key` changes (and on the first
 * showing) the heading takes focus, and when the step does not fit (the
 * heading above the top, or the step's last must-see part, marked
 * `data-step-end`, under the pinned footer, the step's own or else the
 * screen's, or off screen) the page scrolls
 * the heading to the top. Nothing moves when the step already fits.
 * The heading's parent is the step.
 */
export function useStepStart<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    const step = el.parentElement ?? el;
    const end = step.querySelector('[data-step-end]') ?? el;
    const foot = step.querySelector('.screen-foot') ?? document.querySelector('main .screen-foot');
    const limit = Math.min(window.innerHeight, foot?.getBoundingClientRect().top ?? Infinity);
    if (el.getBoundingClientRect().top < 0 || end.getBoundingClientRect().bottom > limit) el.scrollIntoView({ block: 'start' });
  }, [key]);
  return ref;
}

/**
 * Scrolls the least needed so that `el` sits on screen above the pinned footer
 * (the page's `.screen-foot`): for a control that moves as a list above it grows.
 */
export function keepAboveFooter(el: Element | null): void {
  if (!el) return;
  const box = el.getBoundingClientRect();
  const foot = document.querySelector('main .screen-foot:last-child') ?? document.querySelector('.screen-foot');
  const limit = Math.min(window.innerHeight, foot?.getBoundingClientRect().top ?? Infinity);
  if (box.bottom > limit) window.scrollBy(0, box.bottom - limit + 8);
  else if (box.top < 0) window.scrollBy(0, box.top - 8);
}
