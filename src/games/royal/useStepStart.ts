import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * A step change starts at the step: each time `key` changes (and on the first
 * showing) the heading takes focus, and when the step's box (the heading's
 * parent: instruction, pickers and main action) is not wholly on screen the
 * page scrolls the heading to the top. Nothing moves when it already fits.
 */
export function useStepStart<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    const box = (el.parentElement ?? el).getBoundingClientRect();
    if (el.getBoundingClientRect().top < 0 || box.bottom > window.innerHeight) el.scrollIntoView({ block: 'start' });
  }, [key]);
  return ref;
}
