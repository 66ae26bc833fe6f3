// The looks of looks.ts in German, the longest words, and Japanese, text without spaces: each game's first
// screen keeps its instruction, the control it asks for and its main action on screen without scrolling by hand,
// no word runs out of its heading, button or label, and nothing scrolls sideways. The language and the text size
// are the player's settings, as the app keeps them, set before the page loads.
import type { Page } from 'playwright-core';
import { noHorizontalScroll, offlineNoticeGone, screenshotAsked } from './page.ts';
import { test, expect, type Launch } from './fixtures.ts';
import { LOOKS, type Look } from './looks.ts';
import { stepOnScreen, type StepParts } from './sight.ts';
import { baseUrl } from './serve.ts';

const LANGUAGES = ['de', 'ja'] as const;
const GAMES = ['/pattern-relay', '/parcel-parade', '/royal-draft', '/pattern-of-choices'];

/** Every heading, button, label and legend whose words run past its own box (a long word that cannot break). */
async function wordsOutOfBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main :is(h1, h2, h3, button, label, legend, .btn)')) {
      // A visually hidden name (a 1 px clip) is read, not seen.
      if (!el.checkVisibility() || el.clientWidth <= 2) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        out.push(`${el.tagName.toLowerCase()} "${el.innerText.slice(0, 40)}" (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return out;
  });
}

/** A page in `language` and `look`, the settings kept as the app keeps them before it loads. */
async function openIn(launch: Launch, language: string, look: Look): Promise<Page> {
  const { page } = await launch({ viewport: look.viewport, colorScheme: look.colorScheme });
  await page.addInitScript(
    ([l, size]) => {
      const s = JSON.parse(localStorage.getItem('tableside.settings') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('tableside.settings', JSON.stringify({ ...s, language: l, textSize: size }));
    },
    [language, look.size] as const,
  );
  return page;
}

/** Waits for the page in its language and text size, with the one-off offline notice gone. */
async function ready(page: Page, language: string, look: Look): Promise<void> {
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
  await page.waitForFunction((size) => (document.documentElement.dataset.textSize ?? 'normal') === size, look.size);
  await page.locator('main h1').first().waitFor();
  await offlineNoticeGone(page);
}

/** The step on screen, every word in its box, no sideways scroll; a screenshot to look at. */
async function measure(page: Page, label: string, parts: StepParts): Promise<void> {
  await screenshotAsked(page, { path: `test-results/screenshots/looks-${label.replace(/\W+/g, '-')}.png` });
  await stepOnScreen(page, label, parts);
  expect(await wordsOutOfBox(page), label).toEqual([]);
  await noHorizontalScroll(page);
}

const footAction = (page: Page) => page.locator('.screen-foot .btn-primary').first();

for (const language of LANGUAGES) {
  for (const look of LOOKS) {
    test(`${language}, ${look.name}: every game's first screen, and a Parcel Parade game's new lap and first turn, keep the step on screen and the words in their boxes`, async ({
      launch,
    }) => {
      const page = await openIn(launch, language, look);
      for (const path of GAMES) {
        await page.goto(`${baseUrl()}${path}`);
        await ready(page, language, look);
        const field = page.locator('main input:not([type=radio]):not([type=checkbox]):not([type=hidden])').first();
        await measure(page, `${language} ${path} ${look.name}`, {
          // The setup's instruction: who plays, in seat order (the players' fieldset), as the player reads it.
          instruction: page.locator('main fieldset legend').first(),
          controls: (await field.count()) ? [field] : [],
          action: page.locator('.screen-foot .btn-primary, .screen-foot button').first(),
        });
      }

      // A game in play: three players, the new lap, the first turn.
      await page.goto(`${baseUrl()}/parcel-parade`);
      await ready(page, language, look);
      const field = page.locator('#new-player');
      const add = page.locator('form:has(#new-player) button[type=submit]');
      for (const [i, name] of ['Ana', 'Ben', 'Cy'].entries()) {
        await field.fill(name);
        await add.click();
        // Each player added gets a name field of its own, beside the new player's.
        await expect(page.locator('main fieldset input[type=text]')).toHaveCount(i + 2);
      }
      await footAction(page).click();
      const routeCard = page.locator('.pp-route-card h2');
      await routeCard.waitFor();
      await measure(page, `${language} parcel new lap ${look.name}`, {
        instruction: routeCard,
        action: footAction(page),
      });
      await footAction(page).click();
      const head = page.locator('.pp-turn-head');
      await head.waitFor();
      await measure(page, `${language} parcel turn ${look.name}`, { instruction: head, action: footAction(page) });
    });
  }
}
