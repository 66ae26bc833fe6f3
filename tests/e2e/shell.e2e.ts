import { Buffer } from 'node:buffer';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import {
  addPlayers,
  assertOnlyLoopback,
  checkA11y,
  noHorizontalScroll,
  screenshot,
  waitForServiceWorkerControl,
} from './page.ts';
import { test, expect, type Launched } from './fixtures.ts';
import { startPreview, type Preview, baseUrl, distDir } from './serve.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;

let browser: Launched | undefined;
let server: Preview | undefined;

let bare: Browser | undefined;

test.afterEach(async () => {
  await bare?.close();
  bare = undefined;
  await server?.close();
  server = undefined;
});

test.describe('app shell', () => {
  test('renders the home screen at 360x640, accessibly, with no request leaving loopback', async ({ launch }) => {
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page, requests } = browser;
    await page.goto(`${baseUrl()}/`);

    expect(await page.title()).toContain('Tableside');
    await page.locator('main').getByRole('heading', { level: 1, name: 'Tableside' }).waitFor(VISIBLE);
    await page.getByRole('link', { name: 'Settings' }).waitFor(VISIBLE);

    await noHorizontalScroll(page);
    await screenshot(page, 'home-360x640');
    await checkA11y(page, 'home');
    assertOnlyLoopback(requests);
  });
});

test.describe('first paint', () => {
  /** Every game card's box, and (before any script of the page) a watch on layout shifts and on Home being drawn. */
  const cardBoxes = (page: Page) =>
    page.locator('.game-grid > li').evaluateAll((els) => els.map((el) => JSON.stringify(el.getBoundingClientRect())));
  const watch = () => {
    const seen = { shift: 0, homeDrawn: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) seen.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () => {
      const games = document.getElementById('games-h');
      if (games?.checkVisibility({ visibilityProperty: true })) seen.homeDrawn = true;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  const seen = (page: Page) =>
    page.evaluate(() => (window as unknown as { seen: { shift: number; homeDrawn: boolean } }).seen);
  // No service worker here: its one-off "Ready to work offline" notice would move the page on purpose.
  const open = async (javaScriptEnabled: boolean) => {
    bare ??= await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const page = await bare.newPage({
      viewport: { width: 360, height: 640 },
      javaScriptEnabled,
      serviceWorkers: 'block',
    });
    await page.addInitScript(watch);
    return page;
  };

  // The four games as Home names them, with the player ranges of RULINGS R1, P1, D1 and C1.
  const GAMES = [
    { name: 'Pattern Relay', players: '3-6 players' },
    { name: 'Parcel Parade', players: '3-8 players' },
    { name: 'Royal Draft', players: '2-5 players' },
    { name: 'Pattern of Choices', players: '3-12 players' },
  ];

  test('the server sends Home with its four games; the app takes that markup over: one copy of each card, nothing moves', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html.match(/class="card game-link game-tile"/g)).toHaveLength(GAMES.length);
    // Each tile: the game's emblem, an image named for the game, then its name (said once, by the image) and players.
    for (const g of GAMES) expect(html).toContain(`aria-label="${g.name}"><path d="M`);
    for (const g of GAMES)
      expect(html).toContain(`<strong aria-hidden="true">${g.name}</strong><span class="muted">${g.players}</span>`);

    const still = await open(false);
    await still.goto(`${baseUrl()}/`);
    for (const g of GAMES) await still.getByRole('link', { name: new RegExp(`^${g.name}`) }).waitFor(VISIBLE);
    const drawnByServer = await cardBoxes(still);

    const page = await open(true);
    await page.goto(`${baseUrl()}/`);
    // Home's title is set by the app once it has drawn; storage has answered once the Resume list was read (empty here).
    await page.waitForFunction(() => document.title === 'Home - Tableside');
    await page.waitForLoadState('networkidle');
    for (const g of GAMES)
      expect(await page.getByRole('link', { name: new RegExp(`^${g.name}`) }).count(), g.name).toBe(1);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('header').count()).toBe(1);
    expect(await cardBoxes(page)).toEqual(drawnByServer);
    expect((await seen(page)).shift).toBe(0);
  });

  test('at another address, Home as built is never shown before that screen', async () => {
    const page = await open(true);
    for (const [path, heading] of [
      ['/settings', 'Settings'],
      ['/royal-draft', 'Royal Draft'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('main').getByRole('heading', { level: 1, name: heading }).waitFor(VISIBLE);
      expect(await seen(page)).toMatchObject({ homeDrawn: false });
    }
    // Back home in the app, Home shows.
    await page.getByRole('link', { name: 'Tableside' }).click();
    await page.locator('#games-h').waitFor(VISIBLE);
    expect(await seen(page)).toMatchObject({ homeDrawn: true });
  });
});

test.describe('installable PWA', () => {
  test('is installable, has a strict CSP, and logs no errors or CSP violations', async ({ launch }) => {
    browser = await launch({ viewport: { width: 1280, height: 800 } });
    const { page, context, consoleErrors } = browser;
    await page.goto(`${baseUrl()}/`);
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installability.installabilityErrors).toEqual([]);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // Beyond our own files, exactly the boot script and the shell's stylesheet index.html carries, by their hashes.
    expect(csp!.match(/'sha256-[\w+/=]+'/g)).toHaveLength(2);
    const inlined = await page.evaluate(() => ({
      scripts: document.querySelectorAll('head script:not([src])').length,
      styles: document.querySelectorAll('head style').length,
    }));
    expect(inlined).toEqual({ scripts: 1, styles: 1 });
    expect(consoleErrors).toEqual([]);
    // A script that is not the boot script is refused: an inline one added to the page never runs.
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.injected = true';
      document.head.append(s);
    });
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    expect(consoleErrors.join('\n')).toMatch(/Content Security Policy/);
    consoleErrors.splice(0);
    await screenshot(page, 'home-desktop');
    // The shell's stylesheet is never fetched (it is in index.html), not even by a game opened later.
    await page
      .getByRole('link', { name: /Royal Draft/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Royal Draft' }).waitFor(VISIBLE);
    expect(browser.requests.filter((u) => /\/assets\/shell-[^/]+\.css$/.test(u))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

/** Waits until IndexedDB holds settings with these values (read in the page, where the app keeps them; polled). */
async function storedSettings(page: Page, want: Record<string, string>): Promise<void> {
  await page.waitForFunction(
    (want) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('tableside');
        // Never make the database before the app does (as seedSession in page.ts): not there yet reads as false.
        open.addEventListener('upgradeneeded', () => open.transaction?.abort());
        open.addEventListener('error', (e) => (e.preventDefault(), resolve(false)));
        open.addEventListener('success', () => {
          const db = open.result;
          const done = (ok: boolean) => (db.close(), resolve(ok));
          if (!db.objectStoreNames.contains('settings')) return done(false);
          const get = db.transaction('settings').objectStore('settings').get('app');
          get.addEventListener('success', () =>
            done(
              Object.entries(want).every(([k, v]) => (get.result as Record<string, unknown> | undefined)?.[k] === v),
            ),
          );
          get.addEventListener('error', () => done(false));
        });
      }),
    want,
  );
}

test.describe('settings', () => {
  test('keeps a changed setting across a reload, and every screen honours it', async ({ launch }) => {
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page } = browser;
    await page.goto(`${baseUrl()}/settings`);
    await page.getByRole('radio', { name: 'Extra large' }).check();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor(VISIBLE);
    expect(await page.getByRole('radio', { name: 'Extra large' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
    for (const [path, heading] of [
      ['/', 'Tableside'],
      ['/settings', 'Settings'],
      ['/history', 'History'],
      ['/no-such-page', 'Page not found'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('main').getByRole('heading', { level: 1, name: heading }).waitFor(VISIBLE);
      await noHorizontalScroll(page);
      await screenshot(page, `shell-xlarge-dark${path.replaceAll('/', '-') || '-home'}`);
      await checkA11y(page, `${path} at extra-large text, dark`);
    }
  });

  test('keeps a setting changed just before a reload, even when storage never confirmed it', async ({ launch }) => {
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page } = browser;
    await page.goto(`${baseUrl()}/settings`);
    await page.getByRole('radio', { name: 'Extra large' }).check();
    // Extra large is stored, so storage no longer holds only the defaults.
    await storedSettings(page, { textSize: 'xlarge' });
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor(VISIBLE);
    // The next write never reaches IndexedDB, as when the browser is closed before it commits.
    await page.evaluate(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if (this.name === 'settings') throw new DOMException('held back by the test', 'UnknownError');
        return put.apply(this, args);
      };
    });
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor(VISIBLE);
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Extra large' }).isChecked()).toBe(true);
    // And, with saving working again, the change is now in storage.
    await storedSettings(page, { textSize: 'xlarge', theme: 'dark' });
  });
});

test.describe('every game screen reachable by address', () => {
  // The shell's own screens first: each look is also axe's look at them, light and dark.
  const pages = [
    ['/', /\S/],
    ['/settings', 'Settings'],
    ['/history', 'History'],
    ['/pattern-relay', 'Pattern Relay'],
    ['/pattern-relay/practice', /Practice/],
    ['/parcel-parade', 'Parcel Parade'],
    ['/royal-draft', 'Royal Draft'],
    ['/royal-draft/scorer', /scorer/i],
    ['/pattern-of-choices', 'Pattern of Choices'],
  ] as const;
  const looks = [
    // The colour scheme changes no box: each text size in one scheme, and axe checks each scheme.
    { colorScheme: 'light', textSize: 'Normal' },
    { colorScheme: 'dark', textSize: 'Extra large' },
  ] as const;

  // One test a look: each is a whole tour of the app, and four in one test ran near the time limit on a busy machine.
  for (const look of looks) {
    test(`fits 360x640 with no sideways scroll and passes axe: ${look.colorScheme} colours, ${look.textSize} text`, async ({
      launch,
    }) => {
      browser = await launch({ viewport: { width: 360, height: 640 }, colorScheme: look.colorScheme });
      const { page, consoleErrors } = browser;
      await page.goto(`${baseUrl()}/settings`);
      await page.getByRole('radio', { name: look.textSize }).check();
      for (const [path, heading] of pages) {
        await page.goto(`${baseUrl()}${path}`);
        await page.locator('main h1', { hasText: heading }).waitFor(VISIBLE);
        const label = `${path} ${look.colorScheme} ${look.textSize}`;
        await noHorizontalScroll(page);
        await checkA11y(page, label);
        await screenshot(
          page,
          `tour${path.replaceAll('/', '-')}-${look.colorScheme}-${look.textSize.replace(' ', '')}`,
        );
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('history and backup', () => {
  test('restores finished games from a backup file, lists and opens them, and refuses a file that is not a backup', async ({
    launch,
  }) => {
    browser = await launch({ viewport: { width: 360, height: 640 }, colorScheme: 'dark' });
    const { page } = browser;
    const game = {
      id: 'g1',
      game: 'royal',
      finishedAt: Date.UTC(2026, 10, 28, 20, 0),
      players: ['Ana', 'Ben', '<b>Cy</b>'],
      scores: [12, 15, 15],
      winners: [1, 2],
      summary: 'Ana 12, Ben 15, <b>Cy</b> 15',
      lines: ['Ana: royal 5, sets 7'],
      detail: null,
    };
    const backup = {
      format: 'tableside-backup',
      version: 1,
      exportedAt: 1,
      history: [game, { id: 'broken' }],
      players: [],
    };
    await page.goto(`${baseUrl()}/settings`);
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": 1}') as never,
    });
    await page.getByText('This file is not a Tableside backup.').waitFor(VISIBLE);
    await file.setInputFiles({
      name: 'backup.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(backup)) as never,
    });
    await page.getByText('Added 1 finished game. Left out 1: not a finished game (1).').waitFor(VISIBLE);

    await page.getByRole('link', { name: 'History' }).click();
    await page.getByText('Ana 12, Ben 15, <b>Cy</b> 15').waitFor(VISIBLE);
    await page.getByText('Shared win: Ben and <b>Cy</b>').waitFor(VISIBLE);
    await checkA11y(page, 'history list');
    await page.getByRole('link', { name: /Royal Draft/ }).click();
    // An older version's stored sentences are not restored: the game is shown from its facts.
    await page.getByRole('row', { name: /Ben 15/ }).waitFor(VISIBLE);
    expect(await page.getByText('Ana: royal 5, sets 7').count()).toBe(0);
    expect(await page.locator('b').count()).toBe(0);
    await noHorizontalScroll(page);
    await checkA11y(page, 'history detail');
    await screenshot(page, 'history-detail-dark');
  });
});

test.describe('keyboard', () => {
  test('reaches every control by Tab with a visible focus ring, and opens a game with Enter', async ({ launch }) => {
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    await page.locator('main h1').waitFor(VISIBLE);
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el ? { text: el.innerText.split('\n')[0] ?? '', outline: getComputedStyle(el).outlineStyle } : null;
      });
      if (!focus) continue;
      seen.push(focus.text);
      expect(focus.outline, `focus ring on "${focus.text}"`).not.toBe('none');
      if (focus.text === 'Royal Draft') break;
    }
    expect(seen).toEqual(
      expect.arrayContaining(['History', 'Settings', 'Pattern Relay', 'Parcel Parade', 'Royal Draft']),
    );
    await page.keyboard.press('Enter');
    await page.locator('main h1', { hasText: 'Royal Draft' }).waitFor(VISIBLE);
  });
});

test.describe('games in progress', () => {
  test('lists a started game under Resume on home after a reload, and resumes it at the same turn', async ({
    launch,
  }) => {
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page } = browser;
    await page.goto(`${baseUrl()}/parcel-parade`);
    await addPlayers(page, ['Ana', 'Ben', 'Cy']);
    await page.getByRole('button', { name: 'Start the parade' }).click();
    await page.getByRole('button', { name: 'Start lap 1' }).click();
    await page.getByRole('button', { name: /^Pass/ }).first().click();
    const where = await page.locator('.where').innerText();
    expect(where).toContain('turn 2 of 3');

    await page.getByRole('link', { name: 'Tableside' }).click();
    await page.reload();
    const resume = page.getByRole('link', { name: /Resume Parcel Parade/ });
    await resume.waitFor(VISIBLE);
    await screenshot(page, 'home-with-resume');
    await checkA11y(page, 'home with a game to resume');
    await resume.click();
    await page.locator('.where').waitFor(VISIBLE);
    expect(await page.locator('.where').innerText()).toBe(where);
  });
});

test.describe('offline', () => {
  test('opens a deep link with the server gone and the network off', async ({ launch }) => {
    // Own server on another port: stopping it must not break other tests.
    server = await startPreview(distDir());
    browser = await launch();
    const { page, context, requests } = browser;

    await page.goto(`${server.url}/`);
    await waitForServiceWorkerControl(page);

    // setOffline alone does not stop Chromium's own sw.js update check: stop the server too.
    await server.close();
    await context.setOffline(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tableside' }).waitFor(VISIBLE);

    await page.goto(`${server.url}/settings`);
    await page.getByRole('heading', { name: /Settings/ }).waitFor(VISIBLE);
    await screenshot(page, 'offline-settings');
    // Every game's own chunk was precached: each opens without the network.
    for (const [slug, name] of [
      ['pattern-relay', 'Pattern Relay'],
      ['parcel-parade', 'Parcel Parade'],
      ['royal-draft', 'Royal Draft'],
      ['pattern-of-choices', 'Pattern of Choices'],
    ]) {
      await page.goto(`${server.url}/${slug}`);
      await page.locator('main').getByRole('heading', { level: 1, name }).waitFor(VISIBLE);
    }
    assertOnlyLoopback(requests);
  });
});
