import { render } from 'preact';
import '../ui/theme.css';
import '../ui/layout.css';
import '../ui/components.css';
import { App } from './App';
import { registerServiceWorker } from './register-sw';
import { listenToHistory, onLinkClick } from '../platform/router';
import { applySettingsToDocument, loadSettings } from '../platform/settings';
import { askPersistence, initStore } from '../platform/store';

// Draw first, then load: the store is usable at once (its calls wait for IndexedDB, about 3 s at most),
// and the settings signal starts from the local copy that public/boot.js already applied.
void initStore();
applySettingsToDocument();
listenToHistory();
document.addEventListener('click', onLinkClick);
render(<App />, document.getElementById('app')!);
void loadSettings().catch(() => undefined);
void askPersistence();
void registerServiceWorker();
