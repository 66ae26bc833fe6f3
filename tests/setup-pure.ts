import 'fake-indexeddb/auto';
import { RECORD_CHECKS } from '../src/app/record-checks';
import { registerRecordKinds } from '../src/storage/record-kind';
import { i18n } from '@lingui/core';

// Tests read the app in English: the messages' own text (kept in the code outside a production build).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// What storage counts and restore checks of each game's records, as the app and the restore's worker register them.
registerRecordKinds(RECORD_CHECKS);
