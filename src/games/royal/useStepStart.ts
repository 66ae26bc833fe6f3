import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * A step change starts at the step: each time `key` changes (and on the first
 * showing) the heading takes focus, and when the step does not fit (the
 * heading above the top, or the step's last must-see part, marked
 * `data-step-end`, under the pinned footer or off screen) the page scrolls
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
    const foot = step.querySelector('.screen-foot');
    const limit = Math.min(window.innerHeight, foot?.getBoundingClientRect().top ?? Infinity);
    if (el.getBoundingClientRect().top < 0 || end.getBoundingClientRect().bottom > limit) el.scrollIntoView({ block: 'start' });
  }, [key]);
  return ref;
}
