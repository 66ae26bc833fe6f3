// The app's languages in Chromium: in the pseudo-locale (every message accented, 40 % longer and wrapped in
// ⟦ ⟧ by scripts/pseudo.mjs) a screen may show no word that did not come from a catalog; names, numbers,
// card codes and the games' own titles excepted.
import type { Page } from 'playwright-core';
import { test, expect } from './fixtures.ts';
import { addPlayers, openApp, screenshot } from './page.ts';
import { baseUrl } from './serve.ts';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dana', 'Eve'];
// Proper nouns the app never translates, and marks that carry no language.
const KEPT = [
  'Tableside',
  'Pattern Relay',
  'Parcel Parade',
  'Royal Draft',
  'Pattern of Choices',
  'BG Stats',
  'English',
  'Deutsch',
  'Français',
  'Español',
  'Italiano',
  'Polski',
  '日本語',
  ...NAMES,
];
// Card codes are no words: a rank (A, 2-10, J, Q, K) and a suit sign.
const CARD_CODES = /^(?:\s*(?:[AJQK]|10|[2-9])?[♠♥♦♣]?\s*)+$/u;
const NO_WORDS = /^[\s\d.,:;!?()[\]\-–—+×·%/#'"’…→←↑↓⇄✕★✓=<>|~♠♥♦♣★☆●○■□▲△◆◇]*$/u;

/** Every piece of visible text (and accessible text in attributes) that came from no catalog. */
async function untranslated(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    // Each element's own text, joined, so a message split by an element (a bold part) reads as one.
    const own = new Map<Element, string>();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)) continue;
      if (!visible(el)) continue;
      const block =
        el.closest('p, li, td, th, h1, h2, h3, label, button, legend, summary, caption, figcaption, div') ?? el;
      own.set(block, `${own.get(block) ?? ''}${n.textContent ?? ''}`);
    }
    out.push(...own.values());
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const a of ['aria-label', 'placeholder', 'title']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    out.push(document.title);
    return out;
  });
  const strip = (s: string) => {
    let prev;
    do {
      prev = s;
      s = s.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    } while (s !== prev);
    for (const k of KEPT) s = s.split(k).join(' ');
    return s.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
  };
  return [...new Set(texts.map(strip).filter((s) => !NO_WORDS.test(s) && !CARD_CODES.test(s)))].map((s) => s.trim());
}

async function expectAllFromCatalogs(page: Page, where: string): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Opening'));
  const left = await untranslated(page);
  expect(left, `words on ${where} that came from no catalog`).toEqual([]);
}

test.describe('the pseudo-locale', () => {
  test('Home, History, Stats, Settings, every game’s first screen and the print page show only words from the catalogs', async ({
    launch,
  }) => {
    const { page } = await launch({ viewport: { width: 360, height: 640 } });
    // The setting as the app keeps it before storage answers: the language of every load from here on.
    await page.addInitScript(() => {
      const s = JSON.parse(localStorage.getItem('tableside.settings') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('tableside.settings', JSON.stringify({ ...s, language: 'pseudo' }));
    });
    for (const path of [
      '/',
      '/settings',
      '/history',
      '/stats',
      '/no-such-page',
      '/pattern-relay',
      '/pattern-relay/practice',
      '/parcel-parade',
      '/royal-draft',
      '/royal-draft/scorer',
      '/pattern-of-choices',
      '/print',
      '/pattern-relay/print',
      '/royal-draft/print',
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      // The app marks the page's language once its words are in (index.html says English until then).
      await page.waitForFunction(() => document.documentElement.lang === 'en-XA');
      await expectAllFromCatalogs(page, path);
      await screenshot(page, `pseudo${path.replaceAll('/', '-') || '-home'}`);
    }
  });
});

test.describe('a change of language', () => {
  test('mid-game, in Settings, keeps every step: the parade resumes at the same turn, in German, then in Japanese', async ({
    launch,
  }) => {
    const { page } = await launch({ viewport: { width: 360, height: 640 } });
    await openApp(page, '/parcel-parade');
    await addPlayers(page, ['Ana', 'Ben', 'Cy']);
    await page.getByRole('button', { name: 'Start the parade' }).click();
    await page.getByRole('button', { name: 'Start lap 1' }).click();
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
    const where = page.locator('.where');
    await expect(where).toHaveText('Lap 1 of 4 · turn 2 of 3');
    const game = page.url();

    await page.goto(`${baseUrl()}/settings`);
    await page.getByRole('radio', { name: 'Deutsch' }).check();
    // The screen is drawn again in German at once, with no reload.
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.goto(game);
    await expect(where).toHaveText('Durchgang 1 von 4 · Zug 2 von 3');
    await page.getByRole('button', { name: 'Passen', exact: true }).waitFor();
    await screenshot(page, 'language-de-parcel-turn');

    await page.goto(`${baseUrl()}/settings`);
    await page.getByRole('radio', { name: '日本語' }).check();
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await page.goto(game);
    await expect(where).not.toHaveText(/Lap|Durchgang/);
    await expect(where).toContainText('1');
    await screenshot(page, 'language-ja-parcel-turn');
  });
});
