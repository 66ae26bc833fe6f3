import { loadCatalog } from '../../../text/i18n';

// The print page's words in the app's language (src/locales/<locale>/print.po), loaded before it draws.
await loadCatalog((l) => import(`../../../locales/${l}/print.po`));
