import { loadCatalog } from '../../../text/i18n';

// Online play's words in the app's language (src/locales/<locale>/online.po), loaded before its screens draw:
// the chunk's entry and the QR code the print page borrows import this.
await loadCatalog((l) => import(`../../../locales/${l}/online.po`));
