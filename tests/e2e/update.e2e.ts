import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { addPlayers, launch, startPreview, waitForServiceWorkerControl, type Launched, type Preview } from './harness.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;

let browser: Launched | undefined;
let server: Preview | undefined;
let nextDir: string | undefined;

afterEach(async () => {
  await browser?.close();
  await server?.close();
  if (nextDir) rmSync(nextDir, { recursive: true, force: true });
  browser = server = nextDir = undefined;
});

describe('app update', () => {
  it('offers "Update available" only outside a running game, and applies it when the user asks', async () => {
    // Version 1 installs and takes control.
    server = await startPreview(inject('distDir'));
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page } = browser;
    await page.goto(`${server.url}/`);
    await waitForServiceWorkerControl(page);

    // Start a game, so that there is something an unasked reload would break.
    await page.goto(`${server.url}/parcel-parade`);
    await addPlayers(page, ['Ana', 'Ben', 'Cy']);
    await page.getByRole('button', { name: 'Start the parade' }).click();
    await page.getByRole('button', { name: 'Start lap 1' }).click();
    const where = await page.locator('.where').innerText();

    // Version 2 is published at the same address: a different service worker.
    nextDir = mkdtempSync(join(tmpdir(), 'tableside-next-'));
    cpSync(inject('distDir'), nextDir, { recursive: true });
    appendFileSync(join(nextDir, 'sw.js'), '\n// version 2\n');
    const port = server.port;
    await server.close();
    server = await startPreview(nextDir, port);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

    // Mid-game: no prompt, no reload, the game is where it was.
    await page.waitForTimeout(500);
    expect(await page.getByText('Update available.').count()).toBe(0);
    expect(await page.locator('.where').innerText()).toBe(where);

    // Back home, the prompt appears and waits for the user.
    await page.getByRole('link', { name: 'Tableside' }).click();
    await page.getByText('Update available.').waitFor(VISIBLE);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.locator('main h1').waitFor(VISIBLE);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    // The game in progress survived the update.
    await page.getByRole('link', { name: /Resume Parcel Parade/ }).waitFor(VISIBLE);
  });
});
