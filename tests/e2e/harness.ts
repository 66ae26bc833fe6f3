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
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
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
    throw new Error(`axe: ${violations.length} accessibility violation(s) on "${label}" (${page.url()}):\n${lines.join('\n')}`);
  }
}

/** Full-page screenshot to test-results/screenshots/<name>.png (gitignored). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(ROOT, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Waits until the page is controlled by the service worker. With
 * registerType 'prompt' the first load is never controlled: wait for
 * `navigator.serviceWorker.ready` (installed and precached, then active),
 * reload, then wait for a controller (`controllerchange` if still null).
 */
export async function waitForServiceWorkerControl(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.evaluate(async (ms) => {
    if (!('serviceWorker' in navigator)) throw new Error('navigator.serviceWorker is not available (not a secure context?)');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no active service worker after ${ms} ms: did the app call registerSW()?`)), ms);
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
      const timer = setTimeout(() => reject(new Error(`page not controlled by the service worker ${ms} ms after reload`)), ms);
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
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
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
 * Clicks away the one-off "Ready to work offline" notice whenever it shows, as
 * a person would. It also goes by itself after a few seconds: when it went
 * while being clicked, there is nothing left to click.
 */
export async function dismissOfflineNotice(page: Page): Promise<void> {
  const ok = page.locator('.toast').getByRole('button', { name: 'OK' });
  await page.addLocatorHandler(ok, () => ok.click({ timeout: 2000 }).catch(() => ok.waitFor({ state: 'detached', timeout: 2000 })));
}

/** Seats players through the shared seat setup, in order. */
export async function addPlayers(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await page.getByLabel("New player's name").fill(name);
    await page.getByRole('button', { name: 'Add player', exact: true }).click();
  }
}

/** Writes a session record straight into the app's IndexedDB (as an older or newer version might have left it). */
export function seedSession(page: Page, record: object): Promise<void> {
  return page.evaluate(
    (record) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('tableside');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const tx = open.result.transaction('sessions', 'readwrite');
          tx.objectStore('sessions').put(record);
          tx.addEventListener('complete', () => (open.result.close(), resolve()));
          tx.addEventListener('error', () => reject(tx.error));
        });
      }),
    record,
  );
}

// ---------- the screen principle (issue 11): looks and geometry ----------

export type TextSize = 'normal' | 'large' | 'xlarge';
export interface Look {
  name: string;
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
  textSize: TextSize;
}

/** The five looks every screen is measured in: a 360x640 phone at normal and extra-large text, light and dark, and a 1280x800 screen. */
export const LOOKS: readonly Look[] = [
  { name: '360x640 normal light', viewport: { width: 360, height: 640 }, colorScheme: 'light', textSize: 'normal' },
  { name: '360x640 normal dark', viewport: { width: 360, height: 640 }, colorScheme: 'dark', textSize: 'normal' },
  { name: '360x640 xlarge light', viewport: { width: 360, height: 640 }, colorScheme: 'light', textSize: 'xlarge' },
  { name: '360x640 xlarge dark', viewport: { width: 360, height: 640 }, colorScheme: 'dark', textSize: 'xlarge' },
  { name: '1280x800 normal light', viewport: { width: 1280, height: 800 }, colorScheme: 'light', textSize: 'normal' },
];

const TEXT_SIZE_LABELS: Record<TextSize, string> = { normal: 'Normal', large: 'Large', xlarge: 'Extra large' };

/** Chooses the text size on the Settings screen, as a player would, and waits until the page uses it. */
export async function setTextSize(page: Page, baseUrl: string, size: TextSize): Promise<void> {
  await page.goto(`${baseUrl}/settings`);
  await page.getByLabel(TEXT_SIZE_LABELS[size], { exact: true }).check();
  await page.waitForFunction((s) => (document.documentElement.dataset.textSize ?? 'normal') === s, size);
}

/** What one step needs on screen: what it says, what it asks the player to touch, its main action, and what else must stay in sight. */
export interface StepParts {
  instruction: Locator;
  controls?: Locator[];
  /** The step's main action: inside the viewport (it may be the pinned footer's own button). */
  action?: Locator;
  /** Also wholly on screen and clear of the footer: the where-line, Undo, a "next" line. */
  keep?: Locator[];
}

/**
 * The screen principle (issue 11), as the player sees it now, without scrolling by hand: the instruction, each
 * control and each kept part lie wholly inside the viewport and above the pinned footer (a part of the footer
 * itself only inside the viewport), and the main action is inside the viewport. Throws naming every miss with
 * its box, the footer's top and the scroll position.
 */
export async function stepOnScreen(page: Page, label: string, parts: StepParts): Promise<void> {
  const named: [string, Locator, boolean][] = [
    ['instruction', parts.instruction, false],
    ...(parts.controls ?? []).map((l, i): [string, Locator, boolean] => [`control ${i + 1}`, l, false]),
    ...(parts.keep ?? []).map((l, i): [string, Locator, boolean] => [`kept part ${i + 1}`, l, false]),
    ...(parts.action ? [['main action', parts.action, true] as [string, Locator, boolean]] : []),
  ];
  const problems: string[] = [];
  for (const [what, loc, isAction] of named) {
    const count = await loc.count();
    if (count === 0) {
      problems.push(`${what}: not on the page (${String(loc)})`);
      continue;
    }
    for (let i = 0; i < count; i++) {
      const m = await loc.nth(i).evaluate((el) => {
        const r = el.getBoundingClientRect();
        const foot = document.querySelector('.screen-foot');
        const footTop = foot ? foot.getBoundingClientRect().top : innerHeight;
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, footTop, inFoot: !!foot?.contains(el), vh: innerHeight, vw: innerWidth, y: scrollY };
      });
      const limit = isAction || m.inFoot ? m.vh : m.footTop;
      const at = `${Math.round(m.top)}-${Math.round(m.bottom)} (footer top ${Math.round(m.footTop)}, screen ${m.vh}, scrolled ${Math.round(m.y)})`;
      if (m.top < -0.5) problems.push(`${what} above the top at ${at}`);
      else if (m.bottom > limit + 0.5) problems.push(`${what} ${limit === m.vh ? 'below the screen' : 'under the pinned footer'} at ${at}`);
      if (m.left < -0.5 || m.right > m.vw + 0.5) problems.push(`${what} sticks out sideways (${Math.round(m.left)}-${Math.round(m.right)} in ${m.vw})`);
    }
  }
  if (problems.length) throw new Error(`${label}: ${problems.join('; ')}`);
}
