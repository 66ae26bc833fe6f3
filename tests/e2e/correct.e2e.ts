import type { Locator, Page } from 'playwright-core';
import { PLAYERS, ROUNDS, STARTERS } from '../games/royal/game.ts';
import { checkA11y, dismissOfflineNotice, noHorizontalScroll, screenshot, seedSession } from './page.ts';
import { test, expect, type Launched } from './fixtures.ts';
import { baseUrl } from './serve.ts';

/* A saved game reopened to correct it; the history record follows (replaced, never doubled). */

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;
let browser: Launched | undefined;

const SETUP = { players: PLAYERS, seriesId: 'fix-series', seriesGame: 1, seriesBefore: [0, 0, 0] };
/** The Royal Draft fixture game up to its last step (the final discard). */
function actionsBeforeTheEnd(): unknown[] {
  const all: unknown[] = [{ t: 'deal', starters: STARTERS }];
  for (const r of ROUNDS) {
    for (const card of r.takes) all.push({ t: 'take', card });
    all.push({ t: 'discard', card: r.discard });
  }
  return all.slice(0, -1);
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(/Or type a code/).fill(code);
  await page.getByRole('button', { name: 'Enter code' }).click();
}

/** The element lies wholly inside the viewport (nothing to scroll to reach it). */
async function onScreen(page: Page, loc: Locator): Promise<void> {
  const box = await loc.boundingBox();
  const view = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(view.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(view.width);
}

/** Opens the app, stores the fixture game one step before its end, and plays that step: saved to history. */
async function finishFixtureGame(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByRole('heading', { name: 'Tableside' }).waitFor(VISIBLE);
  await seedSession(page, {
    id: 'fix',
    game: 'royal',
    setup: SETUP,
    actions: actionsBeforeTheEnd(),
    createdAt: 1,
    updatedAt: 1,
    label: 'Ana, Ben, Cy',
    rev: 1,
  });
  await page.goto(`${base}/royal-draft/play/fix`);
  await page.getByRole('heading', { name: /One card is left in the offer/ }).waitFor(VISIBLE);
  await typeCode(page, 'JS');
  await page.getByText('Saved to history.').waitFor(VISIBLE);
}

test.describe('correcting a saved game', () => {
  test('finish, open it in History, correct it, change a card, finish: History shows the corrected result once, and Stats follow', async ({
    launch,
  }) => {
    test.setTimeout(240_000);
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page, consoleErrors } = browser;
    const base = baseUrl();
    await dismissOfflineNotice(page);
    // Finish: the last discard ends the game (D7), saved to history on arrival.
    await finishFixtureGame(page, base);

    await page.goto(`${base}/history`);
    await page.getByText('1 finished game', { exact: true }).waitFor(VISIBLE);
    await page.getByText('Ana 15, Ben 8, Cy 21').waitFor(VISIBLE);
    await page.getByRole('link', { name: /^Royal Draft/ }).click();

    // The action on the detail screen, on screen at 360x640 (normal text), and what it says before it acts.
    const correct = page.getByRole('button', { name: 'Correct this game' });
    await correct.waitFor(VISIBLE);
    await onScreen(page, correct);
    await noHorizontalScroll(page);
    await checkA11y(page, 'history detail with correct');
    await screenshot(page, 'correct-detail-360');
    await correct.click();
    const ask = page.getByRole('group', { name: /Correct this game\?/ });
    await ask.getByText(/goes back into play with its last step taken back/).waitFor(VISIBLE);
    await ask.getByText(/replaces this entry in the history \(it is not saved twice\)/).waitFor(VISIBLE);
    await onScreen(page, ask.getByRole('button', { name: 'Yes, correct it' }));
    await checkA11y(page, 'correct confirmation');
    await screenshot(page, 'correct-confirm-360');
    await ask.getByRole('button', { name: 'Yes, correct it' }).click();

    // Back in play one step before the end; the entry stays in history meanwhile.
    await page.waitForURL(/\/royal-draft\/play\/fix$/);
    await page.getByRole('heading', { name: /One card is left in the offer/ }).waitFor(VISIBLE);
    // The correction: Cy's second card was the Jack of spades, not the Ace of hearts (which was left over).
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('heading', { name: /Cy/ }).first().waitFor(VISIBLE);
    await typeCode(page, 'JS');
    await page.getByRole('heading', { name: /One card is left in the offer/ }).waitFor(VISIBLE);
    await typeCode(page, 'AH');
    await page.getByText('Saved to history.').waitFor(VISIBLE);
    await page.getByRole('heading', { name: 'Cy: 18 points' }).waitFor(VISIBLE);

    // History: the corrected result, once.
    await page.goto(`${base}/history`);
    await page.getByText('1 finished game', { exact: true }).waitFor(VISIBLE);
    await page.getByText('Ana 15, Ben 8, Cy 18').waitFor(VISIBLE);
    expect(await page.locator('.history-item').count()).toBe(1);
    expect(await page.getByText('Ana 15, Ben 8, Cy 21').count()).toBe(0);
    // Nothing left under Resume.
    await page.goto(`${base}/`);
    await page.getByRole('heading', { name: 'Tableside' }).waitFor(VISIBLE);
    expect(await page.getByText('Correcting:', { exact: false }).count()).toBe(0);

    // Stats follow: Cy's one Royal Draft game now scored 18.
    await page.goto(`${base}/stats`);
    await page.getByRole('combobox', { name: 'Game' }).selectOption('royal');
    const cy = page.getByRole('table', { name: /Players in Royal Draft/ }).getByRole('row', { name: /^Cy/ });
    expect(await cy.getByRole('cell').allInnerTexts()).toEqual(['1', '1', '100%', '18', '18']);
    expect(consoleErrors).toEqual([]);
  });

  test('at extra-large text the action and its confirmation are on screen at 360x640', async ({ launch }) => {
    test.setTimeout(240_000);
    browser = await launch({ viewport: { width: 360, height: 640 }, colorScheme: 'dark' });
    const { page } = browser;
    const base = baseUrl();
    await dismissOfflineNotice(page);
    await page.goto(`${base}/settings`);
    await page.getByRole('radio', { name: 'Extra large' }).check();
    await finishFixtureGame(page, base);
    await page.goto(`${base}/history/fix`);
    const correct = page.getByRole('button', { name: 'Correct this game' });
    await correct.waitFor(VISIBLE);
    expect(await page.evaluate(() => document.documentElement.dataset.textSize)).toBe('xlarge');
    await onScreen(page, correct);
    await noHorizontalScroll(page);
    await screenshot(page, 'correct-detail-360-xlarge-dark');
    await correct.click();
    const yes = page.getByRole('button', { name: 'Yes, correct it' });
    await yes.waitFor(VISIBLE);
    await yes.scrollIntoViewIfNeeded();
    await onScreen(page, yes);
    await checkA11y(page, 'correct confirmation, extra-large, dark');
    await screenshot(page, 'correct-confirm-360-xlarge-dark');
  });
});
