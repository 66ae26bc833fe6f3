// Per-test helpers for the e2e files (they use vitest's test context, so they
// live apart from harness.ts, which global-setup also imports).
import type { Page } from 'playwright-core';
import { afterEach, inject } from 'vitest';
import { dismissOfflineNotice, launch, type Launched, type LaunchOptions } from './harness.ts';

/**
 * A fresh browser for each test of the calling file, closed (its profile
 * deleted) after the test: `const browsers = browserPerTest()` at the top of a
 * file, then `await browsers.launch()` in a test.
 */
export function browserPerTest(): { launch(opts?: LaunchOptions): Promise<Launched> } {
  let current: Launched | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    async launch(opts?: LaunchOptions) {
      current = await launch(opts);
      return current;
    },
  };
}

const noticeHandled = new WeakSet<Page>();

/** Opens a path of the app under test, with the one-off offline notice clicked away whenever it shows. */
export async function openApp(page: Page, path: string): Promise<void> {
  if (!noticeHandled.has(page)) {
    noticeHandled.add(page);
    await dismissOfflineNotice(page);
  }
  await page.goto(`${inject('baseUrl')}${path}`);
}
