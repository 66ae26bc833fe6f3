import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { addPlayers, waitForServiceWorkerControl } from './page.ts';
import { test, expect, type Launch, type Launched } from './fixtures.ts';
import { startPreview, type Preview, distDir } from './serve.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;

let browser: Launched | undefined;
let server: Preview | undefined;
let nextDir: string | undefined;

test.afterEach(async () => {
  await server?.close();
  if (nextDir) rmSync(nextDir, { recursive: true, force: true });
  browser = server = nextDir = undefined;
});

/** Serves version 1, installs it in a fresh browser and returns the first tab. */
async function installVersion1(launch: Launch): Promise<Page> {
  server = await startPreview(distDir());
  browser = await launch({ viewport: { width: 360, height: 640 }, fresh: true });
  const { page } = browser;
  await page.goto(`${server.url}/`);
  await waitForServiceWorkerControl(page);
  return page;
}

/** Starts a Parcel Parade and returns where it stands. */
async function startGame(page: Page): Promise<string> {
  await page.goto(`${server!.url}/parcel-parade`);
  await addPlayers(page, ['Ana', 'Ben', 'Cy']);
  await page.getByRole('button', { name: 'Start the parade' }).click();
  await page.getByRole('button', { name: 'Start lap 1' }).click();
  return page.locator('.where').innerText();
}

/** Version 2 is published at the same address (a different service worker); `page` finds it waiting. */
async function publishVersion2(page: Page): Promise<void> {
  nextDir = mkdtempSync(join(tmpdir(), 'tableside-next-'));
  cpSync(distDir(), nextDir, { recursive: true });
  appendFileSync(join(nextDir, 'sw.js'), '\n// version 2\n');
  const port = server!.port;
  await server!.close();
  server = await startPreview(nextDir, port);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
}

/** Marks the page, so that a reload (which clears the mark) can be told apart from none. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);
const hasWaitingWorker = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
const IN_GAME_NOTE = 'An update is ready; it is offered when this game is over.';

test.describe('app update', () => {
  test('offers "Update available" only outside a running game, and applies it when the user asks', async ({
    launch,
  }) => {
    const page = await installVersion1(launch);
    const where = await startGame(page);
    await publishVersion2(page);

    // Mid-game: the app has noticed the update (it says so to screen readers only), offers nothing, reloads nothing.
    await page.getByText(IN_GAME_NOTE).waitFor({ state: 'attached', timeout: 15_000 });
    expect(await page.getByText('Update available.').count()).toBe(0);
    expect(await page.locator('.where').innerText()).toBe(where);

    // Back home, the prompt appears and waits for the user.
    await page.getByRole('link', { name: 'Tableside' }).click();
    await page.getByText('Update available.').waitFor(VISIBLE);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.locator('main h1').waitFor(VISIBLE);
    expect(await hasWaitingWorker(page)).toBe(false);
    // The game in progress survived the update.
    await page.getByRole('link', { name: /Resume Parcel Parade/ }).waitFor(VISIBLE);
  });

  // Known failure, kept visible here rather than deleted: with a game running in a second tab, the new service worker
  // never activates in headless Chromium, even when told to skip waiting straight from the test (the waiting worker
  // stays "installed"); the single-tab update above passes. The tab's wait and its notice work; the hand-over after
  // the game ends does not. To be found and fixed.
  test.fixme('Reload pressed in one tab waits for a game running in another tab, which is never reloaded under it', async ({
    launch,
  }) => {
    const game = await installVersion1(launch);
    const where = await startGame(game);
    const home = await browser!.context.newPage();
    await home.goto(`${server!.url}/`);
    await publishVersion2(home);
    await mark(game);
    await mark(home);

    await home.getByText('Update available.').waitFor(VISIBLE);
    await game.getByText(IN_GAME_NOTE).waitFor({ state: 'attached', timeout: 15_000 });
    await home.getByRole('button', { name: 'Reload' }).click();
    await home.getByText('Update waiting: a game is running in another tab.', { exact: false }).waitFor(VISIBLE);

    // The game tab plays on, untouched: same page, same step, and the new version still waits.
    await game.getByRole('button', { name: 'Pass' }).click();
    await game.locator('[data-save-state="saved"]').waitFor({ state: 'attached' });
    expect(await stillMarked(game)).toBe(true);
    expect(await stillMarked(home)).toBe(true);
    expect(await hasWaitingWorker(home)).toBe(true);
    expect(await game.locator('.where').innerText()).not.toBe(where);

    // The game is left: the update goes ahead and both tabs come back on the new version.
    const homeReloaded = home.waitForEvent('load');
    const gameReloaded = game.waitForEvent('load');
    await game.getByRole('link', { name: 'Tableside' }).click();
    await Promise.all([homeReloaded, gameReloaded]);
    await home.locator('main h1').waitFor(VISIBLE);
    expect(await hasWaitingWorker(home)).toBe(false);
    await game.getByRole('link', { name: /Resume Parcel Parade/ }).waitFor(VISIBLE);
  });

  test('the "Ready to work offline" notice never covers the header, Undo or the step', async ({ launch }) => {
    server = await startPreview(distDir());
    browser = await launch({ viewport: { width: 360, height: 640 }, fresh: true });
    const { page } = browser;
    // The notice leaves by itself after a few seconds: hold the page's clock so it is measured while shown.
    await page.clock.install();
    await startGame(page);
    const toast = page.locator('.toast', { hasText: 'Ready to work offline.' });
    await toast.waitFor(VISIBLE);
    const boxes = await page.evaluate(() => {
      const box = (el: Element | null) => {
        const r = el!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      return {
        toast: box(document.querySelector('.toast')),
        head: box(document.querySelector('.screen-head')),
        undo: box([...document.querySelectorAll('.screen-head button')].find((b) => b.textContent === 'Undo') ?? null),
        step: box(document.querySelector('.screen-body h2, .screen-body .turn-head')),
      };
    });
    type Box = (typeof boxes)['toast'];
    const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const what of ['head', 'undo', 'step'] as const) expect(overlap(boxes.toast, boxes[what]), what).toBe(false);
  });
});
