import { hydrate, render } from 'preact';
import '../ui/theme.css';
import '../ui/layout.css';
import './first-paint.css';
import { App } from './App';
import { listenToHistory, onLinkClick } from '../platform/router';
import { applySettingsToDocument, loadSettings } from '../platform/settings';
import { askPersistence, initStore, recordKindsFrom, storageAnsweredLate } from '../platform/store';
import { openEarly } from '../storage/warm-open';
import { loadCatalog } from '../text/i18n';
import { startLanguage } from '../platform/language';

// Draw first, then load: the store is usable at once (its calls wait for IndexedDB, about 3 s at most),
// and the settings signal starts from the local copy that src/app/boot.js already applied.
// The browser starts opening the database before the storage code has loaded (slow with many games).
const letGo = openEarly();
// What storage counts of each game's records comes from the games, in a chunk fetched beside the storage code.
recordKindsFrom(() => import('./record-kinds').then((m) => m.RECORD_KINDS));
applySettingsToDocument();
listenToHistory();
document.addEventListener('click', onLinkClick);
// When storage answers only after the app carried on in memory, the screens are drawn again so that
// Resume and History show what it holds (what was typed on the screen meanwhile is drawn afresh).
const Root = () => <App key={storageAnsweredLate.value} />;
// Home's words and the frame's, in the settings' language, before anything is drawn (boot.js hid the built
// English Home when another language is wanted).
await startLanguage(() => loadCatalog((l) => import(`../locales/${l}/shell.po`)));
const root = document.getElementById('app')!;
// At "/", index.html already holds Home as built (prerender.tsx): hydrate() takes its elements over as they are,
// adding only the handlers. At any other address (boot.js marked it) the screen asked for is rendered over it.
if (document.documentElement.dataset.deepLink === undefined) hydrate(<Root />, root);
else render(<Root />, root);
delete document.documentElement.dataset.deepLink;
// The rest of the start runs in tasks of its own after the first render, so that no one long task keeps the
// page from answering a tap: storage (the Resume list waits for it) first, then persistence and the service worker.
setTimeout(() => {
  void initStore().finally(letGo);
  // Settings come from storage once it answers, again if it answered late.
  storageAnsweredLate.subscribe(() => void loadSettings().catch(() => undefined));
});
setTimeout(() => {
  // The page's name, description and install manifest in the app's language (its words are the shell's).
  void import('./manifest').then((m) => m.followLanguageInHead());
  void askPersistence();
  void import('./register-sw').then((m) => m.registerServiceWorker());
});
