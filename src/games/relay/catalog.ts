import { loadCatalog } from '../../text/i18n';

// This game's words in the app's language (src/locales/<locale>/relay.po), loaded before any of its screens draws:
// every module of the game's that is loaded on its own (the chunk's entry, a part another screen borrows) imports this.
await loadCatalog((l) => import(`../../locales/${l}/relay.po`));
