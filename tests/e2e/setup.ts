// Runs before every e2e file: keeps the running test where harness.ts can see it, so a browser closed after a
// failed test first says what it showed (see tellWhatWasOnScreen).
import { beforeEach } from 'vitest';
import { RUNNING_TEST } from './harness.ts';

beforeEach((ctx) => {
  (globalThis as { [RUNNING_TEST]?: unknown })[RUNNING_TEST] = ctx.task;
});
