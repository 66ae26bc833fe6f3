// Durability in real Chromium on a kept profile: hard kills at random
// instants lose nothing shown as saved; a database the browser deleted comes
// back from the second copy; IndexedDB that never answers does not stop home.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { env, kill } from 'node:process';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { checkA11y, screenshot } from './page.ts';
import { test, expect } from './fixtures.ts';
import { baseUrl } from './serve.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;
const profiles: string[] = [];
const open: BrowserContext[] = [];

test.afterEach(async () => {
  for (const c of open.splice(0)) await c.close().catch(() => undefined);
  for (const dir of profiles.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
});

function keptProfile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tableside-kept-'));
  profiles.push(dir);
  return dir;
}

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

/** Process ids of the Chromium running on `dir`; the browser process first. */
function chromiumOn(dir: string): number[] {
  const found: { pid: number; main: boolean }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmd: string;
    try {
      cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (cmd.includes(`--user-data-dir=${dir}`)) found.push({ pid: Number(entry), main: !cmd.includes('--type=') });
  }
  return found.sort((a, b) => Number(b.main) - Number(a.main)).map((p) => p.pid);
}

/** SIGKILL, as a phone's low-memory killer does: no unload, no flush, no goodbye. */
function hardKill(dir: string): void {
  for (const pid of chromiumOn(dir)) {
    try {
      kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The stored actions of a session, read straight from IndexedDB. */
const storedActions = (page: Page, id: string) =>
  page.evaluate(
    (sid) =>
      new Promise<number>((resolve, reject) => {
        const req = indexedDB.open('tableside');
        req.addEventListener('error', () => reject(req.error));
        req.addEventListener('success', () => {
          const get = req.result.transaction('sessions').objectStore('sessions').get(sid);
          get.addEventListener('success', () => {
            resolve((get.result as { actions: unknown[] } | undefined)?.actions.length ?? -1);
            req.result.close();
          });
          get.addEventListener('error', () => reject(get.error));
        });
      }),
    id,
  );

/** True when the page shows no unsaved action. */
const allSaved = () =>
  document.querySelector('[data-save-state="pending"]') === null &&
  document.querySelector('[data-save-state="saved"]') !== null;

const flipButton = (page: Page) => page.getByRole('button', { name: /^Flip King of hearts face-(up|down)$/ });
/** The card's face as the screen shows it: the flip button offers the other face. */
const shownFaceUp = async (page: Page) => (await flipButton(page).getAttribute('aria-label'))!.endsWith('face-down');

async function startScorerRow(page: Page): Promise<string> {
  await page.goto(`${baseUrl()}/royal-draft/scorer`);
  await page.getByLabel(/Or type a code/).fill('KH');
  await page.getByRole('button', { name: 'Enter code' }).click();
  await page.waitForURL(/\/royal-draft\/play\/[\w-]+$/);
  await flipButton(page).waitFor(VISIBLE);
  await page.waitForFunction(allSaved);
  return page.url().split('/').pop()!;
}

type KillAt = 'after-click' | 'screen-change' | 'random-delay' | 'after-saved' | 'idle';
const KILL_POINTS: KillAt[] = ['after-click', 'screen-change', 'screen-change', 'random-delay', 'after-saved', 'idle'];

test.describe('durable saves', () => {
  const KILLS = Number(env.DURABLE_KILLS ?? 10);
  // A restart is a Chromium launch: about 1 s on an idle 2-core machine, far more on a loaded one.
  test(`a hard kill at any instant loses no action shown as saved (${KILLS} kills on one profile)`, async () => {
    test.setTimeout(KILLS * 30_000);
    const started = Date.now();
    const dir = keptProfile();
    let { context, page } = await start(dir);
    const id = await startScorerRow(page);
    let length = await storedActions(page, id);
    expect(length).toBe(1);
    /** Lengths the stored session may have after the next kill: the saved one, or with the pending action too. */
    let allowed = new Set([length]);
    let lost = 0;
    let restoredNotices = 0;
    const seen: Record<KillAt, number> = {
      'after-click': 0,
      'screen-change': 0,
      'random-delay': 0,
      'after-saved': 0,
      idle: 0,
    };

    for (let k = 0; k < KILLS; k++) {
      if (k > 0) {
        ({ context, page } = await start(dir));
        await page.goto(`${baseUrl()}/royal-draft/play/${id}`);
        await flipButton(page).waitFor(VISIBLE);
        await page.waitForFunction(allSaved);
        const now = await storedActions(page, id);
        if (!allowed.has(now)) lost++;
        expect(allowed, `after kill ${k}: stored ${now} actions`).toContain(now);
        if (await page.getByText(/rebuilt them from its second copy/).count()) restoredNotices++;
        length = now;
        allowed = new Set([length]);
      }
      // A few actions, each waited for until the screen says saved.
      const steps = 1 + Math.floor(Math.random() * 3);
      for (let i = 0; i < steps; i++) {
        const undo = length > 2 && Math.random() < 0.3;
        const before = await shownFaceUp(page);
        await (undo ? page.getByRole('button', { name: 'Undo', exact: true }) : flipButton(page)).click();
        await page.waitForFunction((up) => {
          const b = document.querySelector('button[aria-label^="Flip King of hearts"]');
          return !!b && b.getAttribute('aria-label')!.endsWith('face-down') !== up;
        }, before);
        await page.waitForFunction(allSaved);
        length += undo ? -1 : 1;
        allowed = new Set([length]);
      }
      // The last action, and the kill at one of the chosen instants.
      const at = KILL_POINTS[Math.floor(Math.random() * KILL_POINTS.length)]!;
      seen[at]++;
      const undo = length > 2 && Math.random() < 0.3;
      const action = undo ? page.getByRole('button', { name: 'Undo', exact: true }) : flipButton(page);
      if (at !== 'idle') allowed.add(length + (undo ? -1 : 1));
      if (at === 'screen-change') {
        await context.exposeBinding('tablesideScreenChanged', () => hardKill(dir)).catch(() => undefined);
        await page.evaluate(() => {
          const w = window as unknown as { tablesideScreenChanged: () => void };
          new MutationObserver(() => w.tablesideScreenChanged()).observe(document.body, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          });
        });
        await action.click().catch(() => undefined);
        await until(() => chromiumOn(dir).length === 0 || false, 'the screen to change', 5_000).catch(() =>
          hardKill(dir),
        );
      } else if (at === 'random-delay') {
        const click = action.click().catch(() => undefined);
        // The kill instant itself is what is random here; nothing waits on it.
        await new Promise((r) => setTimeout(r, Math.random() * 40));
        hardKill(dir);
        await click;
      } else if (at === 'after-click') {
        await action.click().catch(() => undefined);
        hardKill(dir);
      } else if (at === 'after-saved') {
        await action.click();
        await page.waitForFunction(allSaved);
        allowed = new Set([length + (undo ? -1 : 1)]);
        hardKill(dir);
      } else {
        hardKill(dir);
      }
      await until(() => chromiumOn(dir).length === 0, 'Chromium to die');
      open.splice(open.indexOf(context), 1);
    }

    ({ context, page } = await start(dir));
    await page.goto(`${baseUrl()}/royal-draft/play/${id}`);
    await flipButton(page).waitFor(VISIBLE);
    const last = await storedActions(page, id);
    if (!allowed.has(last)) lost++;
    console.log(
      `durable: ${KILLS} kills in ${Math.round((Date.now() - started) / 1000)} s (${JSON.stringify(seen)}), ` +
        `${lost} saved actions lost, ${restoredNotices} rebuilds from the second copy`,
    );
    expect(allowed).toContain(last);
    expect(lost).toBe(0);
  });
});

/** Game gN: Ana scores 10 + N, so each shows its own line in History ("Ana 11, Ben 9" for g1). */
const finished = (id: string, finishedAt: number) => ({
  id,
  game: 'royal',
  finishedAt,
  players: ['Ana', 'Ben'],
  scores: [10 + Number(id.slice(1)), 9],
  winners: [0],
  detail: null,
});

test.describe('the second copy', () => {
  test('rebuilds games and history after the browser deleted the database, says so; and says so plainly when both are gone', async () => {
    const dir = keptProfile();
    let { context, page } = await start(dir);
    const backup = {
      format: 'tableside-backup',
      version: 1,
      exportedAt: 1,
      history: [finished('g1', Date.UTC(2026, 10, 1)), finished('g2', Date.UTC(2026, 10, 2))],
      players: [],
    };
    await page.goto(`${baseUrl()}/settings`);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'b.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(backup)) as never,
    });
    await page.getByText(/Added 2 finished games/).waitFor(VISIBLE);
    await startScorerRow(page);
    await context.close();
    open.splice(open.indexOf(context), 1);

    // What Chromium does after a "checksum mismatch": the origin's IndexedDB is gone.
    const idbDir = join(dir, 'Default', 'IndexedDB');
    expect(existsSync(idbDir)).toBe(true);
    rmSync(idbDir, { recursive: true, force: true });

    ({ context, page } = await start(dir));
    await page.goto(`${baseUrl()}/`);
    await page
      .getByText(
        "The browser had lost this app's saved games. Tableside rebuilt them from its second copy on this device: 1 game in progress and 2 finished games.",
      )
      .waitFor(VISIBLE);
    await page.getByRole('link', { name: /Resume Royal Draft Collection scorer - 1 card/ }).waitFor(VISIBLE);
    await checkA11y(page, 'home after a rebuild');
    await screenshot(page, 'durable-rebuilt-home');
    await page.getByRole('alert').filter({ hasText: 'rebuilt them' }).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByText('Ana 11, Ben 9').waitFor(VISIBLE);
    await page.getByText('Ana 12, Ben 9').waitFor(VISIBLE);
    // A restored game lives in the copy's batch file: once deleted, it must not come back from there.
    await page
      .locator('.history-item', { hasText: 'Ana 11, Ben 9' })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByText('1 finished game', { exact: true }).waitFor(VISIBLE);
    await context.close();
    open.splice(open.indexOf(context), 1);

    rmSync(idbDir, { recursive: true, force: true });
    ({ context, page } = await start(dir));
    await page.goto(`${baseUrl()}/`);
    await page
      .getByText('rebuilt them from its second copy on this device: 1 game in progress and 1 finished game.')
      .waitFor(VISIBLE);
    await page.getByRole('alert').filter({ hasText: 'rebuilt them' }).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByText('Ana 12, Ben 9').waitFor(VISIBLE);
    expect(await page.getByText('Ana 11, Ben 9').count()).toBe(0);
    await context.close();
    open.splice(open.indexOf(context), 1);

    // Both copies gone (the second lives in the Origin Private File System): said plainly, not an empty app as if new.
    rmSync(idbDir, { recursive: true, force: true });
    rmSync(join(dir, 'Default', 'File System'), { recursive: true, force: true });
    ({ context, page } = await start(dir));
    await page.goto(`${baseUrl()}/`);
    await page
      .getByText(
        /The games saved on this device are gone: the browser deleted this app's storage, and no second copy could be found/,
      )
      .waitFor(VISIBLE);
    await screenshot(page, 'durable-lost-home');
  });
});

/** A slot file of the copy as versions before the logs wrote it (FNV-1a checksum of the body, as they did). */
function oldSlot(seq: number, body: string | null, packs = 0): string {
  const raw = body ?? '-';
  let h = 0x811c9dc5;
  for (let i = 0; i < raw.length; i++) h = Math.imul(h ^ raw.charCodeAt(i), 0x01000193);
  const sum = (h >>> 0).toString(16).padStart(8, '0');
  return `${packs > 0 ? `TS2 ${seq} ${packs}` : `TS1 ${seq}`} ${sum} ${raw.length}\n${raw}`;
}

test.describe('a second copy in the older format', () => {
  test('is moved into the logs at the first start after the update, even when the browser deleted the database then', async () => {
    const dir = keptProfile();
    let { context, page } = await start(dir);
    const id = await startScorerRow(page);
    // The game in progress as the older version kept it: one slot file per record, restored games in a pack.
    const session = await page.evaluate(
      (id) =>
        new Promise<unknown>((resolve) => {
          const open = indexedDB.open('tableside');
          open.onsuccess = () => {
            const get = open.result.transaction('sessions').objectStore('sessions').get(id);
            get.onsuccess = () => resolve(get.result);
          };
        }),
      id,
    );
    const body = (kind: string, record: unknown) => JSON.stringify({ kind, record });
    const g = (n: number) => finished(`g${n}`, Date.UTC(2026, 10, n));
    const pack = [g(1), g(2)].map((r) => [`h-${r.id}`, body('history', r)]);
    const files: [string, string][] = [
      ['s-game.a', oldSlot(1, body('session', session))],
      ['h-g2.a', oldSlot(2, null, 1)],
      ['h-g3.b', oldSlot(1, body('history', g(3)))],
      ['packs/1', oldSlot(1, JSON.stringify(pack))],
    ];
    await page.evaluate(async (files) => {
      const root = await navigator.storage.getDirectory();
      // Only the older copy holds the games: the logs this start wrote go.
      await root.removeEntry('tableside-log', { recursive: true });
      for (const [path, text] of files) {
        let d = await root.getDirectoryHandle('tableside-copy', { create: true });
        const parts = path.split('/');
        for (const sub of parts.slice(0, -1)) d = await d.getDirectoryHandle(sub, { create: true });
        const w = await (await d.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await w.write(text);
        await w.close();
      }
    }, files);
    await context.close();
    open.splice(open.indexOf(context), 1);

    const idbDir = join(dir, 'Default', 'IndexedDB');
    for (let round = 0; round < 2; round++) {
      // The database gone at the first start after the update (the older copy is then moved), and again after it.
      rmSync(idbDir, { recursive: true, force: true });
      ({ context, page } = await start(dir));
      await page.goto(`${baseUrl()}/`);
      await page
        .getByText('rebuilt them from its second copy on this device: 1 game in progress and 2 finished games.')
        .waitFor(VISIBLE);
      await page.getByRole('link', { name: /Resume Royal Draft Collection scorer - 1 card/ }).waitFor(VISIBLE);
      await page.getByRole('alert').filter({ hasText: 'rebuilt them' }).getByRole('button', { name: 'OK' }).click();
      await page.getByRole('link', { name: 'History' }).click();
      await page.getByText('Ana 11, Ben 9').waitFor(VISIBLE);
      await page.getByText('Ana 13, Ben 9').waitFor(VISIBLE);
      expect(await page.getByText('Ana 12, Ben 9').count()).toBe(0);
      const oldLeft = await page.evaluate(async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle('tableside-copy').then(
          () => true,
          () => false,
        ),
      );
      expect(oldLeft).toBe(false);
      await context.close();
      open.splice(open.indexOf(context), 1);
    }
  });
});

test.describe('storage that never answers', () => {
  test('draws home at once with the saved text size and theme, and says within about 3 s that it carries on in memory', async () => {
    const dir = keptProfile();
    let { context, page } = await start(dir);
    await page.goto(`${baseUrl()}/settings`);
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('radio', { name: 'Extra large' }).check();
    await context.close();
    open.splice(open.indexOf(context), 1);

    ({ context, page } = await start(dir, () => {
      // An IndexedDB whose open request never succeeds nor fails.
      indexedDB.open = () => Object.setPrototypeOf(new EventTarget(), IDBOpenDBRequest.prototype) as IDBOpenDBRequest;
      // What the first frame shows: the saved theme and size must already be there.
      requestAnimationFrame(() => {
        const w = window as unknown as { firstFrame: string };
        w.firstFrame = `${document.documentElement.dataset.theme}/${document.documentElement.dataset.textSize}`;
      });
    }));
    const t0 = Date.now();
    await page.goto(`${baseUrl()}/`);
    // Home before the store gives up on storage (after about 3 s): the order is the behaviour; a busy machine may take longer for both.
    await page.getByRole('heading', { name: 'Games' }).waitFor({ state: 'visible', timeout: 15_000 });
    const drawn = Date.now() - t0;
    await page
      .getByText(/Storage on this device has not answered\. Tableside carries on in memory/)
      .waitFor({ state: 'visible', timeout: 20_000 });
    const told = Date.now() - t0;
    expect(await page.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame)).toBe('dark/xlarge');
    console.log(`never-answering IndexedDB: home drawn after ${drawn} ms, message after ${told} ms`);
    expect(drawn).toBeLessThan(told);
    await screenshot(page, 'durable-no-answer-home');
    // The app carries on: a game can be started and played in memory.
    await startScorerRow(page);
  });
});
