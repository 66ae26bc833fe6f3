import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';

// Tests read the app in English: the messages' own text (kept in the code outside a production build).
i18n.loadAndActivate({ locale: 'en', messages: {} });
