import { render } from 'preact';
import '../ui/theme.css';
import '../ui/layout.css';
import '../ui/components.css';
import { App } from './App';
import { registerServiceWorker } from './register-sw';
import { listenToHistory, onLinkClick } from '../platform/router';
import { applySettingsToDocument, loadSettings } from '../platform/settings';
import { askPersistence, initStore } from '../platform/store';

async function start() {
  await initStore();
  await loadSettings().catch(() => undefined);
  applySettingsToDocument();
  listenToHistory();
  document.addEventListener('click', onLinkClick);
  render(<App />, document.getElementById('app')!);
  void askPersistence();
  void registerServiceWorker();
}

void start();
