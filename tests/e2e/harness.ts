// Helpers for the end-to-end tests (vitest, node environment, playwright-core
// driving the system Chromium). See tests/e2e/shell.e2e.ts for usage.
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { env } from 'node:process';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import type { AxeResults, RunOptions } from 'axe-core';

/** Repository root (tests/e2e/../..). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const CHROMIUM_MISSING =
  'Chromium not found: install it with `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Path of the Chromium executable: $CHROMIUM_PATH, else /usr/bin/chromium,
 * else `chromium` / `chromium-browser` on PATH. Throws (the run must fail,
 * not skip) when there is none.
 */
export function findChromium(): string {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`${CHROMIUM_MISSING} (CHROMIUM_PATH=${fromEnv} is not an executable file)`);
  }
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    for (const name of ['chromium', 'chromium-browser']) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  throw new Error(CHROMIUM_MISSING);
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchOptions {
  /** Default 360x640 (the smallest phone we support). */
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
}

export interface Launched {
  context: BrowserContext;
  /** The first tab of the persistent context. */
  page: Page;
  /** Every request URL seen by the context (pages and service worker), in order. */
  requests: string[];
  /** Uncaught page errors and console.error messages (CSP violations land here). */
  consoleErrors: string[];
  /** Closes the browser and deletes its profile directory. */
  close(): Promise<void>;
}

/**
 * Starts headless Chromium with a fresh persistent profile (a persistent
 * context is what makes the app installable and service workers behave as in
 * a real profile). No CSP bypass: pages run under the app's real CSP.
 */
export async function launch(opts: LaunchOptions = {}): Promise<Launched> {
  const executablePath = findChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'tableside-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath,
      headless: true,
      viewport: opts.viewport ?? { width: 360, height: 640 },
      colorScheme: opts.colorScheme ?? 'light',
      reducedMotion: opts.reducedMotion ?? 'no-preference',
      args: CHROMIUM_ARGS,
    });
  } catch (err) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw err;
  }
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  context.on('request', (req) => {
    requests.push(req.url());
  });
  const watch = (p: Page) => {
    p.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
    p.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(`console.error: ${msg.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  let closed = false;
  return {
    context,
    page,
    requests,
    consoleErrors,
    async close() {
      if (closed) return;
      closed = true;
      if (currentTestFailed()) await tellWhatWasOnScreen(context);
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** Where tests/e2e/setup.ts keeps the running test (nothing there in global setup). */
export const RUNNING_TEST = Symbol.for('tableside.e2e.test');
const runningTest = () =>
  (globalThis as { [RUNNING_TEST]?: { name?: string; result?: { state?: string } } })[RUNNING_TEST];

function currentTestFailed(): boolean {
  return runningTest()?.result?.state === 'fail';
}

/**
 * For a test that failed, before its browser goes: each tab's address, scroll and visible text on the log (what CI
 * keeps), and a screenshot of what was in sight to test-results/failures/.
 */
async function tellWhatWasOnScreen(context: BrowserContext): Promise<void> {
  const name = runningTest()?.name ?? 'test';
  for (const [i, page] of context.pages().entries()) {
    try {
      const seen = await page.evaluate(() => ({
        y: Math.round(scrollY),
        h: innerHeight,
        text: document.body.innerText.slice(0, 1500),
      }));
      console.log(
        `[failed: ${name}] tab ${i + 1}: ${page.url()} scrolled to ${seen.y} of a ${seen.h} px window\n${seen.text}`,
      );
      const dir = join(ROOT, 'test-results', 'failures');
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, `${name.replace(/[^\w.-]+/g, '_').slice(0, 80)}-${i + 1}.png`) });
    } catch (err) {
      console.log(`[failed: ${name}] tab ${i + 1}: could not be read (${String(err).split('\n')[0]})`);
    }
  }
}

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
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(ROOT, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const base = join(dir, name.replace(/[^\w.-]+/g, '_'));
  await page.screenshot({ path: `${base}.view.png` });
  await page.screenshot({ path: `${base}.png`, fullPage: true });
  return `${base}.png`;
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

// ---------- build + preview (used by global-setup and the offline test) ----------

/** Production build of the app into `outDir` (vite.config.ts as is). */
export async function buildApp(outDir: string): Promise<void> {
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

export interface Preview {
  /** e.g. http://127.0.0.1:41731 (no trailing slash) */
  url: string;
  port: number;
  /** Stops the server and drops open connections; safe to call twice. */
  close(): Promise<void>;
}

/**
 * `vite preview` of a built `distDir` on 127.0.0.1. With no `port` the system
 * picks a free one, so the tests never collide with `npm start` or another run;
 * pass the port of an earlier server to serve a new build at the same origin.
 */
export async function startPreview(distDir: string, port = 0): Promise<Preview> {
  const server = await preview({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  const address = server.httpServer.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  let closed = false;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
    },
  };
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
 * Waits until the one-off "Ready to work offline" notice has come and gone: it shows once the service worker is
 * installed, in the page's flow, and pushes the screen down for a few seconds. It is set off by the worker's
 * install, which comes before the worker is ready; so once it is ready (and the page has drawn twice) the notice
 * either shows or will not come on this page. A test that measures where things are drawn waits it out first.
 */
export async function offlineNoticeGone(page: Page): Promise<void> {
  await page.evaluate(() =>
    navigator.serviceWorker.ready.then(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    ),
  );
  await page
    .locator('.toast')
    .waitFor({ state: 'visible', timeout: 1_500 })
    .catch(() => undefined);
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

// ---------- geometry: what the step needs is on screen ----------

/**
 * Where an element is drawn, against the screen's pinned parts: `barBottom` is
 * the bottom of the sticky where-and-Undo bar (0 without one), `footTop` the top
 * of the highest pinned footer on screen (the window's height without one).
 */
async function placeOf(loc: Locator) {
  return loc.first().evaluate((el) => {
    const box = el.getBoundingClientRect();
    let footTop = innerHeight;
    for (const f of Array.from(document.querySelectorAll('main .screen-foot'))) {
      const b = f.getBoundingClientRect();
      if (b.height > 0 && b.top < footTop && b.bottom > 0) footTop = b.top;
    }
    const bar = document.querySelector('main .screen-bar');
    return {
      top: box.top,
      bottom: box.bottom,
      height: box.height,
      view: innerHeight,
      footTop,
      barBottom: bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0,
      inFoot: el.closest('.screen-foot') !== null,
      inBar: bar !== null && bar.contains(el),
    };
  });
}

/**
 * Why `loc` is not wholly in sight (null when it is): it must be drawn, below the
 * top of the screen and the sticky bar, and above the pinned footer; a part of a
 * pinned bar itself (a refusal beside the main action, Undo) only on screen.
 */
export async function outOfSight(loc: Locator, what: string): Promise<string | null> {
  if ((await loc.count()) === 0) return `${what}: not on the page`;
  const p = await placeOf(loc);
  if (p.height === 0) return `${what}: not drawn`;
  const top = p.inBar || p.inFoot ? 0 : p.barBottom;
  const bottom = p.inFoot || p.inBar ? p.view : p.footTop;
  const r = Math.round;
  if (p.top < top - 0.5)
    return `${what}: top at ${r(p.top)}, above the ${top ? `pinned bar (bottom ${r(top)})` : 'screen'}`;
  if (p.bottom > bottom + 0.5)
    return `${what}: bottom at ${r(p.bottom)}, under the pinned footer (top ${r(p.footTop)}) or below the screen (${p.view})`;
  return null;
}

/**
 * `loc`'s box in page coordinates (the viewport box plus the scroll), so two parts measured one after the
 * other compare truly even when the page scrolled in between (a step placing itself, a notice coming).
 */
export async function pageBox(loc: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return loc.evaluate((el) => {
    const b = el.getBoundingClientRect();
    return { x: b.left + window.scrollX, y: b.top + window.scrollY, width: b.width, height: b.height };
  });
}

/** Fails unless `loc` is wholly in sight (see outOfSight). */
export async function inSight(loc: Locator, what: string): Promise<void> {
  const problem = await outOfSight(loc, what);
  if (problem) throw new Error(problem);
}

/**
 * The screen principle: the step's instruction, the controls it asks
 * for and its main action are in sight without scrolling by hand, none under a
 * pinned bar; on a screen with the sticky bar, its where-line and Undo too.
 * Fails with every problem found, under `label`.
 */
export interface StepParts {
  instruction: Locator;
  controls?: Locator[];
  /** The step's main action (it may be the pinned footer's own button). */
  action?: Locator;
  /** Also wholly in sight: a where-line, a "next" line, a note the step depends on. */
  keep?: Locator[];
}

export async function stepOnScreen(page: Page, label: string, parts: StepParts): Promise<void> {
  const named: [string, Locator][] = [
    ['instruction', parts.instruction],
    ...(parts.controls ?? []).map((c, i): [string, Locator] => [`control ${i + 1}`, c]),
    ...(parts.keep ?? []).map((c, i): [string, Locator] => [`kept part ${i + 1}`, c]),
  ];
  if (parts.action) named.push(['main action', parts.action]);
  if ((await page.locator('main .screen-bar').count()) > 0) {
    named.push(['where-line', page.locator('main .screen-bar .where')]);
    const undo = page.locator('main .screen-bar').getByRole('button', { name: 'Undo' });
    if ((await undo.count()) > 0) named.push(['Undo', undo]);
  }
  const problems = (await Promise.all(named.map(([what, loc]) => outOfSight(loc, what)))).filter((p) => p !== null);
  if (problems.length) throw new Error(`${label}: ${problems.join('; ')}`);
}

/**
 * Fails when the top-most line of text in sight is cut in half: by the window's top edge or, once the page
 * has scrolled under it, by the sticky where-line bar (or a pinned countdown). Each text node's own line boxes are
 * measured (Range.getClientRects), outside the pinned parts, which do not scroll; a line counts as cut when more
 * than 1 px of it is on either side of the edge.
 */
export async function topLineWhole(page: Page, label: string): Promise<void> {
  const cut = await page.evaluate(() => {
    const pinned = '.screen-bar, .screen-foot, [data-pinned-top], .toast';
    const bar = document.querySelector('main .screen-bar, main [data-pinned-top]')?.getBoundingClientRect();
    const edge = bar && bar.top <= 0.5 && scrollY > 0 ? bar.bottom : 0;
    const found: string[] = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest(pinned)) continue;
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        if (line.height > 0 && line.top < edge - 1 && line.bottom > edge + 1) {
          found.push(
            `"${node.textContent.trim().slice(0, 40)}" (line ${Math.round(line.top)} to ${Math.round(line.bottom)})`,
          );
        }
      }
    }
    return { edge: Math.round(edge), scrollY: Math.round(scrollY), found };
  });
  if (cut.found.length)
    throw new Error(
      `${label}: the top line is cut at ${cut.edge} px (scrolled ${cut.scrollY}): ${cut.found.join('; ')}`,
    );
}

/**
 * A saved game's end: one Undo on the screen, not two doing the same, named for what it does then, in
 * sight, and for the keyboard the control just before the step's `heading` (Shift+Tab from it). Leaves the focus on it.
 */
const SAVED_UNDO = 'Undo: take the last step back and the game out of history';
export async function oneUndoAtEnd(page: Page, heading: Locator): Promise<Locator> {
  const undo = page.getByRole('button', { name: /^Undo\b/ });
  const count = await undo.count();
  if (count !== 1) throw new Error(`${count} Undo buttons at the end: ${(await undo.allInnerTexts()).join(', ')}`);
  const name = await undo.getAttribute('aria-label');
  if (name !== SAVED_UNDO)
    throw new Error(`Undo at the end is named ${JSON.stringify(name)}, not ${JSON.stringify(SAVED_UNDO)}`);
  await inSight(undo, 'Undo at the end');
  await heading.focus();
  await page.keyboard.press('Shift+Tab');
  if (!(await undo.evaluate((el) => el === document.activeElement)))
    throw new Error('Shift+Tab from the heading does not reach Undo');
  return undo;
}

// ---------- the five looks every screen is measured in ----------

export const LOOKS = [
  { name: '360x640 normal light', viewport: { width: 360, height: 640 }, colorScheme: 'light', size: 'normal' },
  { name: '360x640 xlarge light', viewport: { width: 360, height: 640 }, colorScheme: 'light', size: 'xlarge' },
  { name: '360x640 normal dark', viewport: { width: 360, height: 640 }, colorScheme: 'dark', size: 'normal' },
  { name: '360x640 xlarge dark', viewport: { width: 360, height: 640 }, colorScheme: 'dark', size: 'xlarge' },
  { name: '1280x800 normal', viewport: { width: 1280, height: 800 }, colorScheme: 'light', size: 'normal' },
] as const;
export type Look = (typeof LOOKS)[number];

/**
 * Puts an open page in `look`: the window size, the system colour scheme and,
 * when it differs from what the page shows, the text size, chosen in Settings
 * as a player would (it is kept and applied on every load). Then the page is on
 * Settings: the caller opens the screen again.
 */
export async function setLook(page: Page, look: Look, baseUrl: string): Promise<void> {
  await page.setViewportSize(look.viewport);
  await page.emulateMedia({ colorScheme: look.colorScheme });
  const shown = await page.evaluate(() => document.documentElement.dataset.textSize ?? 'normal');
  if (shown !== look.size) await setTextSize(page, baseUrl, look.size);
}

/** Chooses the text size in Settings, as a player would, and waits until the page uses it. */
export async function setTextSize(page: Page, baseUrl: string, size: 'normal' | 'large' | 'xlarge'): Promise<void> {
  await page.goto(`${baseUrl}/settings`);
  await page
    .getByRole('radio', { name: { normal: 'Normal', large: 'Large', xlarge: 'Extra large' }[size], exact: true })
    .check();
  await page.waitForFunction((s) => (document.documentElement.dataset.textSize ?? 'normal') === s, size);
}

/** Throws unless the element `selector` finds is wholly in sight (see outOfSight). */
export async function onScreenAboveFooter(page: Page, selector: string, what = selector): Promise<void> {
  await inSight(page.locator(selector), what);
}

/** Throws unless the button named `name` (the step's main action) is wholly in sight. */
export async function buttonOnScreen(page: Page, name: string | RegExp): Promise<void> {
  await inSight(page.getByRole('button', { name }), `button ${String(name)}`);
}
