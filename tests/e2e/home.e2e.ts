// Home as a group sees it: the game in progress first, the four games as tiles with their emblems, the brand once;
// and the installed app's shortcuts, one a game in every language's manifest, each opening its game offline.
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
const GAMES = [
  { name: 'Pattern Relay', slug: 'pattern-relay' },
  { name: 'Parcel Parade', slug: 'parcel-parade' },
  { name: 'Royal Draft', slug: 'royal-draft' },
  { name: 'Pattern of Choices', slug: 'pattern-of-choices' },
];

let browser: Launched | undefined;
let server: Preview | undefined;

test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('Home: four game tiles, each with its emblem named for the game; the brand once; the game in progress first; axe-clean light and dark', async ({
  launch,
}) => {
  browser = await launch({ viewport: { width: 360, height: 640 } });
  const { page, requests } = browser;
  await page.goto(`${baseUrl()}/`);
  const tiles = page
    .locator('main')
    .getByRole('list')
    .filter({ has: page.getByRole('img') })
    .last()
    .getByRole('listitem');
  await page.getByRole('heading', { name: 'Games' }).waitFor(VISIBLE);
  expect(await tiles.count()).toBe(4);
  for (const [i, g] of GAMES.entries()) {
    const tile = tiles.nth(i);
    // The emblem is a drawing (an SVG with strokes), an image whose name is the game's; the tile opens the game.
    const emblem = tile.getByRole('img', { name: g.name, exact: true });
    await emblem.waitFor(VISIBLE);
    expect(await emblem.evaluate((el) => el.tagName.toLowerCase() + ':' + el.querySelectorAll('path').length)).toMatch(
      /^svg:[1-9]/,
    );
    expect(
      await emblem
        .locator('path')
        .last()
        .evaluate((p) => p.getBoundingClientRect().width),
    ).toBeGreaterThan(10);
    expect(await tile.getByRole('link').getAttribute('href')).toBe(`/${g.slug}`);
    expect(await tile.getByRole('link').innerText()).toContain(g.name);
  }
  // The brand shows once: in the top bar, not again as Home's heading (which screen readers still get).
  const brands = await page.evaluate(
    () =>
      [...document.querySelectorAll('body *')].filter((el) => {
        const own = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim() === 'Tableside',
        );
        const box = el.getBoundingClientRect();
        return own && box.width > 2 && box.height > 2 && el.checkVisibility({ visibilityProperty: true });
      }).length,
  );
  expect(brands).toBe(1);
  await page.locator('main').getByRole('heading', { level: 1, name: 'Tableside' }).waitFor({ state: 'attached' });
  await noHorizontalScroll(page);

  // A game in progress: it comes first on Home, above the games, with its emblem and its players.
  await page.goto(`${baseUrl()}/royal-draft`);
  await addPlayers(page, ['Ana', 'Ben', 'Cy']);
  await page.getByRole('button', { name: 'Start the referee' }).click();
  await page.waitForURL(/\/royal-draft\/play\//);
  await page.getByRole('link', { name: 'Tableside' }).click();
  const resume = page.getByRole('link', { name: /^Resume Royal Draft/ });
  await resume.waitFor(VISIBLE);
  expect(await resume.innerText()).toMatch(/Ana.*Ben.*Cy/);
  expect(await resume.locator('svg.emblem-royal').count()).toBe(1);
  const [resumeTop, gamesTop] = await Promise.all([
    resume.evaluate((el) => el.getBoundingClientRect().top),
    page.getByRole('heading', { name: 'Games' }).evaluate((el) => el.getBoundingClientRect().top),
  ]);
  expect(resumeTop).toBeLessThan(gamesTop);
  expect(resumeTop).toBeLessThan(640);
  await screenshot(page, 'home-in-progress-360-light');
  await checkA11y(page, 'home with a game in progress, light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'home-in-progress-360-dark');
  await checkA11y(page, 'home with a game in progress, dark');
  assertOnlyLoopback(requests);
});

test("the installed app's shortcuts: one a game in every language's manifest, each opening its game offline", async ({
  launch,
}) => {
  // Own server on another port: stopping it must not break other tests.
  server = await startPreview(distDir());
  browser = await launch();
  const { page, context, requests } = browser;
  await page.goto(`${server.url}/`);
  await waitForServiceWorkerControl(page);

  type Shortcut = {
    name: string;
    short_name: string;
    url: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  const manifest = (file: string) =>
    page.evaluate(async (f) => ((await (await fetch(f)).json()) as { shortcuts: Shortcut[] }).shortcuts, file);
  // Each language's name for "Play Pattern Relay", as its catalog says it.
  const FIRST = {
    en: 'Play Pattern Relay',
    de: 'Pattern Relay spielen',
    fr: 'Jouer à Pattern Relay',
    es: 'Jugar a Pattern Relay',
    it: 'Gioca a Pattern Relay',
    pl: 'Zagraj w Pattern Relay',
    ja: 'Pattern Relayで遊ぶ',
  };
  let english: Shortcut[] = [];
  for (const [lang, first] of Object.entries(FIRST)) {
    const shortcuts = await manifest(lang === 'en' ? '/manifest.webmanifest' : `/manifest-${lang}.webmanifest`);
    expect(
      shortcuts.map((s) => s.url),
      lang,
    ).toEqual(GAMES.map((g) => `/${g.slug}`));
    expect(
      shortcuts.map((s) => s.short_name),
      lang,
    ).toEqual(GAMES.map((g) => g.name));
    expect(shortcuts[0]!.name, lang).toBe(first);
    for (const [i, s] of shortcuts.entries()) {
      expect(s.name, lang).toContain(GAMES[i]!.name);
      expect(
        s.icons.map((icon) => `${icon.sizes} ${icon.type}`),
        lang,
      ).toEqual(['96x96 image/png', '192x192 image/png']);
    }
    if (lang === 'en') english = shortcuts;
  }

  // setOffline alone does not stop Chromium's own sw.js update check: stop the server too.
  await server.close();
  server = undefined;
  await context.setOffline(true);
  for (const [i, s] of english.entries()) {
    // Its icons come from the service worker's cache: PNG pictures of the size the manifest says.
    for (const icon of s.icons) {
      const got = await page.evaluate(async (src) => {
        const r = await fetch(src);
        const bytes = new Uint8Array(await r.arrayBuffer());
        const view = new DataView(bytes.buffer);
        return { ok: r.ok, png: bytes[1] === 0x50 && bytes[2] === 0x4e, w: view.getUint32(16), h: view.getUint32(20) };
      }, icon.src);
      const side = Number(icon.sizes.split('x')[0]);
      expect(got, icon.src).toEqual({ ok: true, png: true, w: side, h: side });
    }
    // A long press's shortcut opens its address: the game's own page, offline.
    await page.goto(`${new URL(page.url()).origin}${s.url}`);
    await page.locator('main').getByRole('heading', { level: 1, name: GAMES[i]!.name }).waitFor(VISIBLE);
    // Its emblem beside the heading, drawn (its strokes take room, not only its square).
    const drawn = await page
      .locator('main svg.emblem path')
      .last()
      .evaluate((p) => p.getBoundingClientRect().width);
    expect(drawn, s.url).toBeGreaterThan(10);
  }
  assertOnlyLoopback(requests);
});
