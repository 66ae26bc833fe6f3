import 'fake-indexeddb/auto';
import { RECORD_CHECKS } from '../src/app/record-checks';
import { registerRecordKinds } from '../src/storage/record-kind';
import { i18n } from '@lingui/core';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/preact';

// findBy/waitFor wait for what a user would see; on a loaded machine a lazy screen can take
// seconds to arrive. A wrong screen still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);

// jsdom's Blob cannot stream, as every browser's can: this one hands over its bytes in one chunk.
Blob.prototype.stream ??= function (this: Blob) {
  return new ReadableStream({
    start: async (c) => (c.enqueue(new Uint8Array(await this.arrayBuffer())), c.close()),
  });
};

// preact/hooks runs effects after paint: requestAnimationFrame raced with a 100 ms timer. A file
// that ends within that time would let the timer fire after jsdom is torn down, where it calls a
// cancelAnimationFrame that no longer exists. Let those timers run out while the window is there.
afterAll(() => new Promise<void>((done) => setTimeout(done, 150)));

// Tests read the app in English: the messages' own text (kept in the code outside a production build).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// What storage counts and restore checks of each game's records, as the app and the restore's worker register them.
registerRecordKinds(RECORD_CHECKS);

// Screens are read here as text, one element at a time: the render hook that draws each isolated name as its own
// element (src/ui/isolation.ts, started by the first lazy part in the app) is left out, as it was before any lazy
// part; tests/ui/isolation.test.tsx and the end-to-end tests read the screens with it.
vi.mock('../src/ui/lazy-parts', () => ({ startLazyParts: () => undefined }));
