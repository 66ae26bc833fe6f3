// Page helpers for the e2e tests: what a test checks or does on an open page (no browser launch: see fixtures.ts).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from 'node:process';
import type { Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { baseUrl, ROOT } from './serve.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'chrome-extension:', 'about:']);

/** Throws unless every http(s)/ws(s) request went to 127.0.0.1/localhost. */
export function assertOnlyLoopback(requests: readonly string[]): void {
  const offenders = requests.filter((raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return true;
    }
    if (LOCAL_SCHEMES.has(url.protocol)) return false;
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return !LOOPBACK_HOSTS.has(url.hostname);
    return true;
  });
  if (offenders.length) {
    throw new Error(`Requests left loopback (${offenders.length}):\n  ${[...new Set(offenders)].join('\n  ')}`);
  }
}

let axeSource: string | undefined;

export interface A11yOptions {
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
  /** CSS selector to limit the scan to (default: the whole document). */
  include?: string;
}

type SerializedViolation = {
  id: string;
  impact: string | null | undefined;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
};

/**
 * Runs axe-core on the current page and throws a readable list of violations.
 *
 * Injection under the app's CSP (script-src 'self', no 'unsafe-inline'):
 * `page.addScriptTag({ content })` inserts an inline <script> and is blocked
 * by the CSP. `page.evaluate(axeSource)` is not: Playwright sends it through
 * the DevTools protocol (Runtime.evaluate), which CSP does not govern, and
 * axe itself needs neither eval nor inline scripts. So no `bypassCSP`: the
 * page is audited exactly as users get it.
 */
export async function checkA11y(page: Page, label: string, opts: A11yOptions = {}): Promise<void> {
  axeSource ??= readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(`${axeSource}\n;void 0;`);
  const violations = await page.evaluate(
    async ({ disableRules, include }): Promise<SerializedViolation[]> => {
      const axe = (window as unknown as { axe: { run(ctx: unknown, o: RunOptions): Promise<AxeResults> } }).axe;
      const rules: Record<string, { enabled: boolean }> = {};
      for (const id of disableRules) rules[id] = { enabled: false };
      const results = await axe.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        rules,
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({
          target: n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' '),
          summary: (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' / '),
        })),
      }));
    },
    { disableRules: opts.disableRules ?? [], include: opts.include ?? null },
  );
  if (violations.length) {
    const lines = violations.flatMap((v) => [
      `- ${v.id} [${v.impact ?? 'n/a'}]: ${v.help} (${v.helpUrl})`,
      ...v.nodes.map((n) => `    at ${n.target}: ${n.summary}`),
    ]);
    throw new Error(
      `axe: ${violations.length} accessibility violation(s) on "${label}" (${page.url()}):\n${lines.join('\n')}`,
    );
  }
}

/**
 * Screenshots to test-results/screenshots/ (gitignored): <name>.png the whole page, <name>.view.png what is in
 * sight at that moment (the window, its pinned bars where they are), which is what a person holding the phone sees.
 * Taken only when asked (E2E_SHOTS=1): they are for a person to look at, and cost time in every run.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  if (!env.E2E_SHOTS) return '';
  const dir = join(ROOT, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const base = join(dir, name.replace(/[^\w.-]+/g, '_'));
  await page.screenshot({ path: `${base}.view.png` });
  await page.screenshot({ path: `${base}.png`, fullPage: true });
  return `${base}.png`;
}

/** `page.screenshot(options)` when asked (E2E_SHOTS=1), as `screenshot`. */
export async function screenshotAsked(page: Page, options: Parameters<Page['screenshot']>[0]): Promise<void> {
  if (env.E2E_SHOTS) await page.screenshot(options);
}

/**
 * Waits until the page is controlled by the service worker. With
 * registerType 'prompt' the first load is never controlled: wait for
 * `navigator.serviceWorker.ready` (installed and precached, then active),
 * reload, then wait for a controller (`controllerchange` if still null).
 */
export async function waitForServiceWorkerControl(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.evaluate(async (ms) => {
    if (!('serviceWorker' in navigator))
      throw new Error('navigator.serviceWorker is not available (not a secure context?)');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no active service worker after ${ms} ms: did the app call registerSW()?`)),
        ms,
      );
    });
    try {
      await Promise.race([navigator.serviceWorker.ready, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }, timeoutMs);
  await page.reload({ waitUntil: 'load' });
  await page.evaluate(async (ms) => {
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`page not controlled by the service worker ${ms} ms after reload`)),
        ms,
      );
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }, timeoutMs);
}

/** Throws if the page scrolls sideways; names the elements that stick out. */
export async function noHorizontalScroll(page: Page): Promise<void> {
  const r = await page.evaluate(() => {
    const vw = window.innerWidth;
    const offenders: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > vw + 0.5) {
        const id = el.id ? `#${el.id}` : '';
        const cls =
          typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        offenders.push(`${el.tagName.toLowerCase()}${id}${cls} (right=${Math.round(box.right)})`);
        if (offenders.length >= 8) break;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: vw, offenders };
  });
  if (r.scrollWidth > r.innerWidth) {
    throw new Error(
      `horizontal scroll on ${page.url()}: scrollWidth ${r.scrollWidth} > innerWidth ${r.innerWidth}\n  ${r.offenders.join('\n  ')}`,
    );
  }
}

/**
 * Clicks away the one-off "Ready to work offline" notice whenever it shows, as a person would, but without the
 * scroll and focus a Playwright click brings: the notice sits at the top of the page, and a real click would first
 * scroll it into sight, undoing where the step placed itself, and take the step's focus. It also goes by itself
 * after a few seconds, so a click that finds it gone is no failure.
 */
export async function dismissOfflineNotice(page: Page): Promise<void> {
  const ok = page.locator('.toast').getByRole('button', { name: 'OK' });
  await page.addLocatorHandler(ok, () =>
    ok.evaluate((b: HTMLElement) => b.click(), undefined, { timeout: 5_000 }).catch(() => undefined),
  );
}

/**
 * For a page whose clock is installed (the notice's own timer never runs there): once the service worker is ready,
 * the one-off "Ready to work offline" notice is clicked away if it came, so it takes no room from what a test measures.
 */
export async function offlineNoticeClicked(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForTimeout(300);
  await page.evaluate(() => document.querySelector<HTMLElement>('.toast button')?.click());
  await page.locator('.toast').waitFor({ state: 'detached', timeout: 5_000 });
}

/**
 * Sees the one-off "Ready to work offline" notice gone: it shows once the service worker is installed, in the page's
 * flow, and pushes the screen down for a few seconds. It is set off by the worker's install, which comes before the
 * worker is ready; so once it is ready (and the page has drawn twice) the notice either shows or will not come on this
 * page. If it came, its OK is clicked in the page (no scroll, no focus taken, as dismissOfflineNotice does) rather
 * than waited out. A test that measures where things are drawn calls this first.
 */
export async function offlineNoticeGone(page: Page): Promise<void> {
  await page.evaluate(() =>
    navigator.serviceWorker.ready.then(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    ),
  );
  const shown = await page
    .locator('.toast')
    .waitFor({ state: 'visible', timeout: 1_500 })
    .then(
      () => true,
      () => false,
    );
  // In the page, not through a locator: a locator waits for its element, and dismissOfflineNotice's handler or the
  // notice's own timer may take it away first.
  if (shown)
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.toast button')].find((b) => b.textContent?.trim() === 'OK')?.click(),
    );
  await page.locator('.toast').waitFor({ state: 'detached', timeout: 30_000 });
}

export async function addPlayers(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await page.getByLabel("New player's name").fill(name);
    await page.getByRole('button', { name: 'Add player', exact: true }).click();
  }
}

/**
 * Writes a session record straight into the app's IndexedDB (as an older or newer version might have left it).
 * It waits for the app to have made its database (never makes one itself: an open without a version before the
 * app's would create an empty one), and fails in plain words instead of hanging when it cannot write.
 */
export function seedSession(page: Page, record: object): Promise<void> {
  return page.evaluate(
    (record) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 20_000;
        const retry = (why: string) =>
          Date.now() > deadline ? reject(new Error(`seedSession: ${why}`)) : setTimeout(attempt, 100);
        const attempt = () => {
          const open = indexedDB.open('tableside');
          open.addEventListener('upgradeneeded', () => open.transaction?.abort());
          open.addEventListener('error', (e) => (e.preventDefault(), retry(`no database yet (${open.error?.name})`)));
          open.addEventListener('success', () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('sessions')) return (db.close(), retry('no sessions store yet'));
            try {
              const tx = db.transaction('sessions', 'readwrite');
              tx.objectStore('sessions').put(record);
              tx.addEventListener('complete', () => (db.close(), resolve()));
              tx.addEventListener('error', () => (db.close(), reject(tx.error)));
              tx.addEventListener(
                'abort',
                () => (db.close(), reject(tx.error ?? new Error('seedSession: write aborted'))),
              );
            } catch (e) {
              db.close();
              reject(e);
            }
          });
        };
        attempt();
      }),
    record,
  );
}

const noticeHandled = new WeakSet<Page>();

/** Opens a path of the app under test, with the one-off offline notice clicked away whenever it shows. */
export async function openApp(page: Page, path: string): Promise<void> {
  if (!noticeHandled.has(page)) {
    noticeHandled.add(page);
    await dismissOfflineNotice(page);
  }
  await page.goto(`${baseUrl()}${path}`);
}
