// The second copy tells the truth in real Chromium on a kept profile: damaged lines in it are named in the rebuild's
// notice, and a kill right as a delete reaches IndexedDB never brings the game back.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kill } from 'node:process';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { test, expect } from './fixtures.ts';
import { baseUrl } from './serve.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;
const profiles: string[] = [];
const open: BrowserContext[] = [];

test.afterEach(async () => {
  for (const c of open.splice(0)) await c.close().catch(() => undefined);
  for (const dir of profiles.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
});

/** Chromium on a profile that outlives it, so the next start finds what this one wrote to disk. */
async function start(dir: string, init?: () => void): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: findChromium(),
    headless: true,
    viewport: { width: 360, height: 640 },
    args: CHROMIUM_ARGS,
  });
  open.push(context);
  if (init) await context.addInitScript(init);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}
async function stop(context: BrowserContext): Promise<void> {
  await context.close();
  open.splice(open.indexOf(context), 1);
}

/** SIGKILL to every Chromium process on `dir`, as a phone's low-memory killer does. */
function hardKill(dir: string): void {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(`--user-data-dir=${dir}`))
        kill(Number(entry), 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}

/** What Chromium does after a "checksum mismatch": the origin's IndexedDB is gone. */
function loseDatabase(dir: string): void {
  const idbDir = join(dir, 'Default', 'IndexedDB');
  expect(existsSync(idbDir)).toBe(true);
  rmSync(idbDir, { recursive: true, force: true });
}

const finished = (id: string, day: number) => ({
  id,
  game: 'royal',
  finishedAt: Date.UTC(2026, 10, day, 12),
  players: ['Ana', 'Ben'],
  scores: [10 + day, 9],
  winners: [0],
  detail: null,
});

async function restore(page: Page, history: ReturnType<typeof finished>[]): Promise<void> {
  await page.goto(`${baseUrl()}/settings`);
  const backup = { format: 'tableside-backup', version: 1, exportedAt: 1, history, players: [] };
  await page.locator('input[type="file"]').setInputFiles({
    name: 'b.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(backup)) as never,
  });
  await page.getByText(`Added ${history.length} finished games`).waitFor(VISIBLE);
}

const allSaved = () =>
  document.querySelector('[data-save-state="pending"]') === null &&
  document.querySelector('[data-save-state="saved"]') !== null;

/**
 * Changes one character of one line of a log in the Origin Private File System, under the copy's own lock: the line
 * holding `has` (the last such line when `last`), `find` in it replaced by `replace`. Its checksum then fails.
 */
async function damageLine(page: Page, file: string, has: string, find: string, replace: string, last = false) {
  await page.evaluate(
    async ({ file, has, find, replace, last }) =>
      navigator.locks.request('tableside-copy', async () => {
        const root = await navigator.storage.getDirectory();
        const handle = await (await root.getDirectoryHandle('tableside-log')).getFileHandle(file);
        const lines = (await (await handle.getFile()).text()).split('\n');
        const at = last ? lines.findLastIndex((l) => l.includes(has)) : lines.findIndex((l) => l.includes(has));
        if (at < 0 || !lines[at]!.includes(find)) throw new Error(`no line of ${file} holds ${has} and ${find}`);
        lines[at] = lines[at]!.replace(find, replace);
        const out = await handle.createWritable();
        await out.write(lines.join('\n'));
        await out.close();
      }),
    { file, has, find, replace, last },
  );
}

test.describe('the second copy tells the truth', () => {
  test('a damaged finished game, a damaged newest save and a damaged delete are each named in the rebuild notice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tableside-truth-'));
    profiles.push(dir);
    let { context, page } = await start(dir);
    await restore(page, [finished('g1', 1), finished('g2', 2), finished('g3', 3)]);
    // A game in progress two steps in: a card entered, then flipped.
    await page.goto(`${baseUrl()}/royal-draft/scorer`);
    await page.getByLabel(/Or type a code/).fill('KH');
    await page.getByRole('button', { name: 'Enter code' }).click();
    await page.waitForURL(/\/royal-draft\/play\/[\w-]+$/);
    const id = page.url().split('/').pop()!;
    await page.getByRole('button', { name: /^Flip King of hearts face-(up|down)$/ }).click();
    await page.waitForFunction(allSaved);
    // The game of 3 Nov deleted.
    await page.goto(`${baseUrl()}/history`);
    await page
      .locator('.history-item', { hasText: 'Ana 13, Ben 9' })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByText('2 finished games', { exact: true }).waitFor(VISIBLE);
    await page.waitForFunction(allSaved);
    // A page of the origin that runs none of the app: the copy's files are damaged from here.
    await page.goto(`${baseUrl()}/favicon.svg`);
    await damageLine(page, 'history.1', '"id":"g1"', '"scores":[11,9]', '"scores":[11,8]');
    await damageLine(page, 'session.1', `"id":"${id}"`, `"id":"${id}"`, `"id":"${id}" `, true);
    await damageLine(page, 'history.1', '["g3",null,0]', '["g3",null,0]', '["g3",null,1]');
    await stop(context);

    loseDatabase(dir);
    ({ context, page } = await start(dir));
    await page.goto(`${baseUrl()}/`);
    const notice = page.getByRole('alert').filter({ hasText: 'rebuilt them' });
    await notice.waitFor(VISIBLE);
    expect(await notice.locator('span').textContent()).toBe(
      "The browser had lost this app's saved games. Tableside rebuilt them from its second copy on this device: 1 game in progress and 1 finished game. " +
        '3 saved games could not be given back as they were saved. ' +
        '1 finished game could not be read from the second copy and was left out: Royal Draft, 1 Nov 2026. ' +
        'A Royal Draft game in progress came back at step 1: its newest save, step 2, could not be read. ' +
        'Royal Draft, 3 Nov 2026 was left out: the second copy says it was deleted, but that entry is damaged. ' +
        'Remembered player names were not in the copy.',
    );
    await page.getByRole('link', { name: /Resume Royal Draft/ }).waitFor(VISIBLE);
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByText('Ana 12, Ben 9').waitFor(VISIBLE);
    expect(await page.getByText('Ana 11, Ben 9').count()).toBe(0);
    expect(await page.getByText('Ana 13, Ben 9').count()).toBe(0);
  });

  test('a kill the moment a delete reaches IndexedDB never brings the game back, even when the database is then lost', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tableside-truth-'));
    profiles.push(dir);
    // Says when the app asks IndexedDB to delete a finished game: the test kills the browser at that instant.
    let { context, page } = await start(dir, () => {
      const del = IDBObjectStore.prototype.delete;
      IDBObjectStore.prototype.delete = function (this: IDBObjectStore, key: IDBValidKey | IDBKeyRange) {
        if (this.name === 'history') document.documentElement.dataset.deleteAsked = String(key);
        return del.call(this, key);
      };
    });
    await restore(page, [finished('g1', 1), finished('g2', 2)]);
    await page.goto(`${baseUrl()}/history`);
    await page.getByText('Ana 11, Ben 9').waitFor(VISIBLE);
    // The copy's writes wait while the page holds its lock: whichever of the two a delete writes first, the other waits.
    await page.evaluate(() => {
      void navigator.locks.request(
        'tableside-copy',
        () => new Promise<void>((r) => ((window as unknown as { release: () => void }).release = r)),
      );
    });
    await page
      .locator('.history-item', { hasText: 'Ana 11, Ben 9' })
      .getByRole('button', { name: /^Delete/ })
      .click();
    const first = await page.waitForFunction(
      async () => {
        if (document.documentElement.dataset.deleteAsked === 'g1') return 'database';
        const { pending = [] } = await navigator.locks.query();
        return pending.some((l) => l.name === 'tableside-copy') && 'copy';
      },
      null,
      { polling: 50 },
    );
    if ((await first.jsonValue()) === 'copy') {
      // The tombstone is asked for first: let it be written, and kill the moment the database is asked to delete.
      await page.evaluate(() => (window as unknown as { release: () => void }).release());
      await page.waitForFunction(() => document.documentElement.dataset.deleteAsked === 'g1', null, { polling: 'raf' });
    }
    // (Had the database been asked first, the kill comes while the tombstone still waits: it is never written.)
    hardKill(dir);
    open.splice(open.indexOf(context), 1);
    await context.close().catch(() => undefined);

    loseDatabase(dir);
    ({ context, page } = await start(dir));
    await page.goto(`${baseUrl()}/`);
    await page
      .getByText(
        'rebuilt them from its second copy on this device: 1 finished game. Remembered player names were not in the copy.',
      )
      .waitFor(VISIBLE);
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByText('Ana 12, Ben 9').waitFor(VISIBLE);
    expect(await page.getByText('Ana 11, Ben 9').count()).toBe(0);
  });
});
