import { loadCatalog } from '../../text/i18n';

// The words of History, Stats, a finished game and Settings in the app's language (src/locales/<locale>/screens.po),
// loaded before any of them draws: each of those screens' modules imports this.
await loadCatalog((l) => import(`../../locales/${l}/screens.po`));
