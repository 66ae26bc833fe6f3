import { renderToString } from 'preact-render-to-string';
import { App } from './App';
import { activateLocale, loadCatalog } from '../text/i18n';

/**
 * The app as it is first drawn at "/" (Home before storage answers: the top
 * bar, the four games, the links), built into index.html by vite.config.ts so
 * the first paint does not wait for the scripts. main.tsx then renders into
 * this markup, reusing its elements. Built in English (boot.js hides it where another language is wanted).
 * Build time only: never imported by the page.
 */
export async function renderFirstPaint(): Promise<string> {
  await activateLocale('en');
  await loadCatalog((l) => import(`../locales/${l}/shell.po`));
  return renderToString(<App />);
}
