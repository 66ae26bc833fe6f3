import { render } from 'preact';
import '../ui/theme.css';
import '../ui/layout.css';
import './first-paint.css';
import { App } from './App';
import { isolateNamesOnScreen } from '../ui/isolation';
import { registerServiceWorker } from './register-sw';
import { listenToHistory, onLinkClick } from '../platform/router';
import { applySettingsToDocument, loadSettings } from '../platform/settings';
import { askPersistence, initStore, storageAnsweredLate } from '../platform/store';
import { openEarly } from '../storage/warm-open';

// Draw first, then load: the store is usable at once (its calls wait for IndexedDB, about 3 s at most),
// and the settings signal starts from the local copy that src/app/boot.js already applied.
// The browser starts opening the database before the storage code has loaded (slow with many games).
const letGo = openEarly();
isolateNamesOnScreen();
void initStore().finally(letGo);
applySettingsToDocument();
listenToHistory();
document.addEventListener('click', onLinkClick);
// When storage answers only after the app carried on in memory, the screens are drawn again so that
// Resume and History show what it holds (what was typed on the screen meanwhile is drawn afresh).
const Root = () => <App key={storageAnsweredLate.value} />;
// index.html already holds Home as built (prerender.tsx): render() takes its elements over in place.
render(<Root />, document.getElementById('app')!);
delete document.documentElement.dataset.deepLink;
// Settings come from storage once it answers, again if it answered late.
storageAnsweredLate.subscribe(() => void loadSettings().catch(() => undefined));
void askPersistence();
void registerServiceWorker();
