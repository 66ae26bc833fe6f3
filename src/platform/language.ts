import { signal } from '@preact/signals';
import { activateLocale, bestLocale, type AnyLocale } from '../text/i18n';
import { settings } from './settings';

/** The language a setting asks for: its own, or the browser's best match when it says 'auto'. */
export const wantedLocale = (
  choice: AnyLocale | 'auto',
  browser: readonly string[] = navigator.languages,
): AnyLocale => (choice === 'auto' ? bestLocale(browser) : choice);

/** The language every screen is drawn in; the shell draws again when it changes. */
export const locale = signal<AnyLocale>('en');

function mark(l: AnyLocale) {
  const root = document.documentElement;
  root.lang = l === 'pseudo' ? 'en-XA' : l;
  root.dir = 'ltr';
}

/**
 * Speaks the settings' language from the start, and follows it when it changes: the catalogs loaded
 * so far are fetched in the new language before anything is drawn in it, so a change never loses a step
 * or shows a half-translated screen. `first` is the start's catalog (Home and the frame).
 */
export async function startLanguage(first: () => Promise<void>): Promise<void> {
  const l = wantedLocale(settings.value.language);
  await activateLocale(l);
  await first();
  locale.value = l;
  mark(l);
  settings.subscribe((s) => {
    const next = wantedLocale(s.language);
    if (next === locale.value) return;
    void activateLocale(next).then(() => {
      if (wantedLocale(settings.value.language) !== next) return;
      locale.value = next;
      mark(next);
    });
  });
}
