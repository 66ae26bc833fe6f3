import { useEffect } from 'preact/hooks';

/**
 * A step change starts at the step: the page goes back to the top and the
 * step's heading (marked data-step) takes the focus, without a second scroll.
 */
export function useStepStart(step: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
    document.querySelector<HTMLElement>('[data-step]')?.focus({ preventScroll: true });
  }, [step]);
}
