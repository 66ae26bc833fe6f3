import { signal } from '@preact/signals';

/** The current path, e.g. "/pattern-relay/play/abc". History API routing; deep links work offline. */
export const path = signal(typeof location === 'undefined' ? '/' : location.pathname);

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  if (to === path.value) return;
  if (opts.replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  path.value = to;
  window.scrollTo?.(0, 0);
}

export function listenToHistory(): () => void {
  const onPop = () => (path.value = location.pathname);
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}

/** Intercepts clicks on same-origin links so that navigation stays in the app. */
export function onLinkClick(e: MouseEvent): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as Element | null)?.closest?.('a');
  if (!a || a.target || a.hasAttribute('download') || a.origin !== location.origin) return;
  e.preventDefault();
  navigate(a.pathname);
}
