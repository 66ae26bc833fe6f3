import { effect } from '@preact/signals';
import { msg } from '@lingui/core/macro';
import { i18n } from '../text/i18n';
import { locale } from '../platform/language';

// The installed app's name and description, in each language: vite.config.ts writes a manifest per language
// (manifest-de.webmanifest, …) from these messages' translations, and the page points at its language's.
const APP_NAME = msg`Tableside: the table-side referee`;
const APP_DESCRIPTION = msg`An offline referee for four card games: countdowns, laps, passing and scoring while the cards stay on the table.`;
/**
 * The name of a shortcut of the installed app (a long press on its icon opens a game's own page). Never drawn by the
 * page: vite.config.ts names each game's shortcut in each language's manifest from this message's translations.
 */
// oxlint-disable-next-line no-unused-vars
const SHORTCUT_NAME = (game: string) => msg`Play ${game}`;

/** The page's name, description and install manifest follow the app's language. */
export function followLanguageInHead(): void {
  effect(() => {
    const l = locale.value;
    document.querySelector('meta[name="application-name"]')?.setAttribute('content', i18n._(APP_NAME));
    document.querySelector('meta[name="description"]')?.setAttribute('content', i18n._(APP_DESCRIPTION));
    const manifest = document.querySelector('link[rel="manifest"]');
    manifest?.setAttribute(
      'href',
      l === 'en' || l === 'pseudo' ? '/manifest.webmanifest' : `/manifest-${l}.webmanifest`,
    );
  });
}
