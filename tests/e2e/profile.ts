// The profile most e2e tests start from: Chromium's profile after one visit to the app, with its service worker
// installed and every file precached, and none of what the app itself keeps (its database, the second copy,
// local storage). Installing the worker and precaching the build took several seconds of CPU in every test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

/** What the app keeps in a profile, left out of the copy: each test starts with none of it. */
const APP_DATA = ['IndexedDB', 'File System', 'Local Storage', 'Session Storage', 'WebStorage', 'blob_storage'];

/** Makes the profile (a folder the caller removes): the app opened at `url` until its service worker is active. */
export async function makeVisitedProfile(url: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'tableside-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    // Active once installed, and installed once every file of the build is in its cache.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  } finally {
    await context.close();
  }
  for (const name of APP_DATA) rmSync(join(dir, 'Default', name), { recursive: true, force: true });
  return dir;
}
