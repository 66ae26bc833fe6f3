import type { Response } from 'playwright-core';
import { test, expect, type Launched } from './fixtures.ts';
import { baseUrl } from './serve.ts';

/*
 * Start-up stays quiet: the first load fetches and runs what Home shows and the
 * storage it reads, and nothing a screen does not show (backup, CSV, restore,
 * History, Stats, Settings, the games).
 */

let browser: Launched | undefined;

/** Chunks of screens and parts Home does not show, by the file names the build gives them. */
const NOT_AT_START =
  /\/assets\/(BackupSection|History|HistoryRow|HistoryDetail|Stats|SettingsScreen|idb-pages|idb-name-pages|idb-restore|restore-worker|shared|relay|parcel|royal|choices|online)-[\w-]+\.js$/;

test.describe('start-up', () => {
  test('the first load fetches no backup, CSV, restore, History, Stats or game code, not even once the page is idle; a touch on History fetches its code', async ({
    launch,
  }) => {
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page } = browser;
    const scripts: Response[] = [];
    page.on('response', (r) => void (r.url().endsWith('.js') && scripts.push(r)));
    await page.goto(`${baseUrl()}/`);
    await page
      .locator('main')
      .getByRole('heading', { level: 1, name: 'Tableside' })
      .waitFor({ state: 'visible', timeout: 15_000 });
    // Longer than the browser's idle time after the load, when History and Stats were once fetched ahead.
    await page.waitForTimeout(7_000);
    const fetched = scripts.map((r) => new URL(r.url()).pathname);
    expect(fetched.filter((p) => NOT_AT_START.test(p))).toEqual([]);
    expect(fetched.some((p) => /\/assets\/storage-/.test(p))).toBe(true);
    // The CSV export's header is in no script fetched at start, whatever chunk it might travel in.
    for (const r of scripts) expect(await r.text(), r.url()).not.toContain('game id');

    // History's code is fetched after the route table's (the "Opening…" screen already carries History's heading).
    const historyCode = page.waitForResponse((r) => /\/assets\/History-[\w-]+\.js$/.test(r.url()), { timeout: 15_000 });
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor({ state: 'visible', timeout: 15_000 });
    await historyCode;
  });
});
