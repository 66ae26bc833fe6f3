// The catalog runtime: which language the app speaks, and the messages of each chunk in it.
// Messages are written in the code as English sentences (the `t` macro, src/text/README.md); the build
// turns each into `i18n._(id)`, and the catalogs (src/locales/<locale>/<chunk>.po) give its words.
import { i18n, type Messages } from '@lingui/core';

export { i18n };

/** The languages the app speaks, English first (the source of every message). */
export const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pl', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
/** Tests' and development's pseudo-locale: every message marked and lengthened. */
export type AnyLocale = Locale | 'pseudo';

export const isLocale = (v: unknown): v is AnyLocale =>
  v === 'pseudo' || (typeof v === 'string' && (LOCALES as readonly string[]).includes(v));

/**
 * The best of the app's languages for a browser's list (navigator.languages): the first whose language
 * matches one of ours ("de-AT" is German), English when none does.
 */
export function bestLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const lang = tag.toLowerCase().split('-')[0];
    const hit = LOCALES.find((l) => l === lang);
    if (hit) return hit;
  }
  return 'en';
}

/** A chunk's catalog, in any language: `(l) => import(\`../locales/${l}/relay.po\`)`. */
export type Catalog = (locale: AnyLocale) => Promise<{ messages: Messages }>;
const catalogs = new Set<Catalog>();
let current: AnyLocale = 'en';

/** The Intl locale of the language the messages are in now ("en-GB" for English: no comma before "and"). */
export const intlLocale = (): string => (current === 'en' || current === 'pseudo' ? 'en-GB' : current);

/**
 * Loads a chunk's catalog in the current language (and keeps it, so a change of language loads it too).
 * Each chunk awaits its own before it draws anything.
 */
export async function loadCatalog(catalog: Catalog): Promise<void> {
  if (catalogs.has(catalog)) return;
  catalogs.add(catalog);
  const locale = current;
  const { messages } = await catalog(locale);
  i18n.load(locale, messages);
  if (!i18n.locale) i18n.activate(locale);
}

/**
 * Speaks `locale` from now on: every catalog loaded so far is fetched in it first, so no screen ever
 * shows a message missing. Resolves once the messages are in place (the caller then draws again).
 */
export async function activateLocale(locale: AnyLocale): Promise<void> {
  const loaded = await Promise.all([...catalogs].map((c) => c(locale)));
  for (const { messages } of loaded) i18n.load(locale, messages);
  current = locale;
  i18n.activate(locale);
}
