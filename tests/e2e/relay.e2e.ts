import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assertOnlyLoopback, checkA11y, dismissOfflineNotice, launch, noHorizontalScroll, screenshot, type Launched } from './harness.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;
let browser: Launched | undefined;

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

// The text's worked example (R7): 6 + 8 + 4 = 18.
const WORKED = ['SUN / DOTS', 'LEAF / LINES', 'KEY / WAVES', 'SUN / RINGS', 'KEY / DOTS', 'KEY / LINES'];
// No column matches, both rows varied, all four textures: 8 + 4 = 12.
const TWELVE = ['LEAF / DOTS', 'SUN / LINES', 'KEY / RINGS', 'SUN / WAVES', 'KEY / RINGS', 'LEAF / DOTS'];
// Every column matches (SUN, LEAF, SUN), rows repeat textures, only DOTS and WAVES: 9.
const NINE = ['SUN / DOTS', 'LEAF / DOTS', 'SUN / WAVES', 'SUN / WAVES', 'LEAF / WAVES', 'SUN / DOTS'];

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const click = (page: Page, name: string | RegExp) => button(page, name).click();

async function setUp(page: Page, names: string[]) {
  await dismissOfflineNotice(page);
  await page.goto(`${inject('baseUrl')}/pattern-relay`);
  for (const n of names) {
    await page.getByLabel("New player's name").fill(n);
    await click(page, 'Add player');
  }
  await page.getByText(`${7 * names.length} dealt, ${48 - 7 * names.length} stay undealt`).waitFor(VISIBLE);
}

/** One pick from "choose" to "pass" (or "discard"), through the ready step and the reveal count. */
async function walkPick(page: Page, pick: number, check?: () => Promise<void>) {
  await page.getByText(`pick ${pick} of 6`).first().waitFor(VISIBLE);
  await check?.();
  await click(page, 'Everyone has chosen');
  await check?.();
  await click(page, 'Everyone is ready');
  await click(page, 'Start the count: three, two, one, reveal');
  await page.locator('.big-count').waitFor(VISIBLE);
  await check?.();
  await page.clock.fastForward(3500);
  await click(page, 'Tiles are face up: place them');
  await check?.();
  await click(page, pick < 6 ? 'All placed: pass the rest' : 'All placed: discard the last tile');
  await check?.();
  await click(page, pick < 6 ? `Passed: go to pick ${pick + 1}` : /^Discarded: score round/);
}

/** Enters one display from the editor screen: first box, then six faces (the editor moves to the next empty box). */
async function enterDisplay(page: Page, name: string, faces: string[]) {
  await page.getByRole('button', { name: new RegExp(`^${name} \\d/6$`) }).click();
  await page.getByRole('button', { name: /^TOP row, box 1: empty/ }).click();
  for (const f of faces) await click(page, f);
}

/** From the round's score step: every display entered in the editor, each breakdown total checked (R7). */
async function scoreRound(page: Page, displays: [string, string[], number][], check?: () => Promise<void>) {
  await click(page, `Enter ${displays[0]![0]}'s display`);
  for (const [name, faces, total] of displays) {
    await enterDisplay(page, name, faces);
    await page.getByText(`${name}'s score: ${total} of 21`).waitFor(VISIBLE);
    await check?.();
  }
  await click(page, 'Back to the game');
  for (const [name, , total] of displays) await page.getByText(`${name}: ${total} points`).waitFor(VISIBLE);
}

describe('Pattern Relay', () => {
  it('plays a whole 3-player game: resumes mid round 2, corrects a round-1 tile there, shares, saves, rematches, history detail', async () => {
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page, requests, consoleErrors } = browser;
    await page.clock.install();
    await setUp(page, ['Ana', 'Ben', 'Cy']);
    await screenshot(page, 'relay-setup');
    await click(page, 'Start the game');
    await page.getByText('reader Ana').waitFor(VISIBLE);
    await click(page, 'Dealt: start pick 1');

    for (let pick = 1; pick <= 6; pick++) await walkPick(page, pick);
    // R7: the text's worked example scores 18.
    await scoreRound(page, [['Ana', WORKED, 18], ['Ben', TWELVE, 12], ['Cy', NINE, 9]]);
    await click(page, 'Confirm round 1 scores');

    // Round 2: reader one seat clockwise (R4), passing counterclockwise (R2).
    await page.getByText('reader Ben').waitFor(VISIBLE);
    await page.getByText(/we pass counterclockwise/).waitFor(VISIBLE);
    await click(page, 'Dealt: start pick 1');
    for (let pick = 1; pick <= 2; pick++) await walkPick(page, pick);
    await page.getByText('Round 2 · pick 3 of 6').waitFor(VISIBLE);
    await page.waitForTimeout(300); // let the last save land
    await page.reload();
    await page.getByText('Round 2 · pick 3 of 6 · reader Ben').waitFor(VISIBLE);
    // A wrongly entered round-1 tile, found after the game moved on: reopen round 1, correct it, confirm again (R7).
    await click(page, 'Round 1 displays');
    await page.getByText('Round 1 is confirmed.').waitFor(VISIBLE);
    await click(page, 'Reopen round 1 to correct it');
    await button(page, /^TOP row, box 2: LEAF\/LINES/).click();
    await click(page, 'KEY / LINES');
    await page.getByText("Ana's score: 21 of 21").waitFor(VISIBLE);
    await click(page, 'Confirm round 1 again');
    await page.getByText('Round 1 is confirmed.').waitFor(VISIBLE);
    await click(page, 'Back to the game');
    await page.getByText('Round 2 · pick 3 of 6 · reader Ben').waitFor(VISIBLE);
    await click(page, 'Everyone has chosen');
    await click(page, 'Everyone is ready');
    await click(page, 'Start the count: three, two, one, reveal');
    await page.clock.fastForward(3500);
    await click(page, 'Tiles are face up: place them');
    // R5: the first placer has moved 8 seats on from Ana: Cy.
    await page.getByText(/^Cy, Ana and Ben: place your tile/).waitFor(VISIBLE);
    await click(page, 'All placed: pass the rest');
    await page.getByText('counterclockwise, to your right', { exact: true }).waitFor(VISIBLE);
    await click(page, 'Passed: go to pick 4');
    for (let pick = 4; pick <= 6; pick++) await walkPick(page, pick);
    await scoreRound(page, [['Ana', NINE, 9], ['Ben', WORKED, 18], ['Cy', TWELVE, 12]]);
    await click(page, 'Confirm round 2 scores');
    // Totals: Ana 21 + 9 = 30, Ben 12 + 18 = 30, Cy 9 + 12 = 21: a shared win (R9).
    await page.getByText('Shared win: Ana and Ben with 30').waitFor(VISIBLE);
    // The score sheet as text: copied where Web Share is missing (headless Chromium), shared where it exists.
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
    await click(page, 'Share the score sheet');
    await page.getByText('Copied to the clipboard.').waitFor(VISIBLE);
    const sheet = await page.evaluate(() => navigator.clipboard.readText());
    expect(sheet).toContain('Ana: 21 + 9 = 30 (win)\nBen: 12 + 18 = 30 (win)\nCy: 9 + 12 = 21\nShared win: Ana and Ben with 30');
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: async (d: ShareData) => void ((window as unknown as { shared: ShareData }).shared = d) }));
    await click(page, 'Share the score sheet');
    await page.getByText('Shared.', { exact: true }).waitFor(VISIBLE);
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared.text)).toBe(sheet);
    // The shared finish flow: the confirmed last round saves the game to history by itself.
    await page.getByText('Results · saved to history').waitFor(VISIBLE);
    await screenshot(page, 'relay-result');
    // Rematch: the same seats, the reader two seats on from the last game's first (R4).
    await click(page, 'Rematch, same seats');
    await page.getByText('Round 1 · pick 1 of 6 · reader Cy').waitFor(VISIBLE);
    await page.goto(`${inject('baseUrl')}/history`);
    await page.getByText('Ana 30, Ben 30, Cy 21').waitFor(VISIBLE);
    await page.getByRole('link', { name: /^Pattern Relay/ }).click();
    for (const line of ['Round 1: Ana 21, Ben 12, Cy 9', 'Round 2: Ana 9, Ben 18, Cy 12', 'Shared win: Ana and Ben with 30']) {
      await page.getByRole('listitem').getByText(line, { exact: true }).waitFor(VISIBLE);
    }
    await page.goto(inject('baseUrl'));
    await page.getByRole('link', { name: /^Resume Pattern Relay Ana, Ben, Cy - round 1, pick 1/ }).waitFor(VISIBLE);
    expect(consoleErrors).toEqual([]);
    assertOnlyLoopback(requests);
  });

  it('undoes a wrongly entered tile after the walker moved on, and the undo survives a reload', async () => {
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page, consoleErrors } = browser;
    await page.clock.install();
    await setUp(page, ['Ana', 'Ben', 'Cy']);
    await click(page, 'Start the game');
    await click(page, 'Dealt: start pick 1');
    await click(page, 'Everyone has chosen');
    await click(page, 'Everyone is ready');
    await click(page, 'Start the count: three, two, one, reveal');
    await page.clock.fastForward(3500);
    await click(page, 'Tiles are face up: place them');
    // On a wide screen the seat ring stands beside the step, level with the sentence, not under it.
    await page.setViewportSize({ width: 1280, height: 800 });
    const say = (await page.locator('.relay-say').boundingBox())!;
    const ring = (await page.getByRole('figure').boundingBox())!;
    expect(ring.x).toBeGreaterThan(say.x + say.width);
    expect(ring.y).toBeLessThan(say.y + say.height);
    await page.setViewportSize({ width: 360, height: 640 });
    await click(page, "Enter Ana's tile");
    await button(page, /^TOP row, box 1: empty/).click();
    await click(page, 'KEY / DOTS'); // the wrong tile
    await click(page, 'Back to the game');
    await click(page, 'All placed: pass the rest');
    await click(page, 'Passed: go to pick 2');
    await page.getByText('Round 1 · pick 2 of 6').waitFor(VISIBLE);
    await click(page, 'Displays');
    await button(page, 'Ana 1/6').waitFor(VISIBLE);
    await click(page, 'Back to the game');
    // Undo, step by step: back to pick 1, then the tile itself.
    for (let i = 0; i < 3; i++) await click(page, 'Undo');
    await page.getByText('Round 1 · pick 1 of 6').waitFor(VISIBLE);
    await button(page, 'All placed: pass the rest').waitFor(VISIBLE);
    await page.waitForTimeout(300); // let the save land
    await page.reload();
    await button(page, 'All placed: pass the rest').waitFor(VISIBLE);
    await click(page, 'Displays');
    await button(page, 'Ana 0/6').waitFor(VISIBLE);
    await button(page, /^TOP row, box 1: empty/).click();
    await click(page, 'SUN / DOTS');
    await button(page, /^TOP row, box 1: SUN\/DOTS/).waitFor(VISIBLE);
    expect(consoleErrors).toEqual([]);
  });

  it('walks the same game in reader mode at extra-large text, 360x640: nothing sideways, Next reachable, no axe violations', async () => {
    browser = await launch({ viewport: { width: 360, height: 640 }, colorScheme: 'dark' });
    const { page, consoleErrors } = browser;
    await page.clock.install();
    await page.goto(`${inject('baseUrl')}/settings`);
    await page.getByLabel('Extra large').check();
    await setUp(page, ['Ana', 'Ben', 'Cy']);
    await page.getByLabel('Round-1 reader (counts the reveals)').selectOption({ label: 'Cy' });
    await checkA11y(page, 'relay setup xl');
    await noHorizontalScroll(page);
    await click(page, 'Start the game');
    await click(page, 'Reader mode');
    await expect.poll(() => button(page, 'Reader mode').getAttribute('aria-pressed')).toBe('true');
    let shot = 0;
    const check = async () => {
      await noHorizontalScroll(page);
      const next = page.locator('.screen-foot .btn-primary');
      const box = (await next.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(640);
      // Each walker step opens at its say-aloud sentence: wholly on screen above the pinned Next, in large type.
      const say = page.locator('.reader-card .say');
      if (await say.count()) {
        const s = (await say.boundingBox())!;
        expect(s.y).toBeGreaterThanOrEqual(-1);
        expect(s.y + s.height).toBeLessThanOrEqual(box.y);
        expect(await say.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(24);
      }
      if (pickChecks) {
        await checkA11y(page, `relay reader ${shot}`);
        await screenshot(page, `relay-reader-${shot++}`);
      }
    };
    let pickChecks = true;
    await page.getByText('reader Cy').waitFor(VISIBLE);
    await check();
    await click(page, 'Dealt: start pick 1');
    for (let pick = 1; pick <= 6; pick++) {
      await walkPick(page, pick, check);
      pickChecks = false;
    }
    pickChecks = true;
    // Confirming too early: the refusal is on screen above Next and reads as text, not squeezed into a sliver.
    await click(page, 'Confirm round 1 scores');
    const problem = page.getByRole('alert').getByText(/^Every display needs six tiles/);
    await problem.waitFor(VISIBLE);
    const p = (await problem.boundingBox())!;
    expect(p.width).toBeGreaterThan(200);
    expect(p.y).toBeGreaterThanOrEqual(0);
    await check();
    await scoreRound(page, [['Ana', WORKED, 18], ['Ben', TWELVE, 12], ['Cy', NINE, 9]], check);
    await check(); // back from the editor, at the score step
    await click(page, 'Confirm round 1 scores');
    pickChecks = false;
    // R4: the reader moves one seat clockwise, from Cy to Ana.
    await page.getByText('reader Ana').waitFor(VISIBLE);
    await check(); // the round-2 announcement
    await click(page, 'Dealt: start pick 1');
    for (let pick = 1; pick <= 6; pick++) await walkPick(page, pick, check);
    await scoreRound(page, [['Ana', WORKED, 18], ['Ben', TWELVE, 12], ['Cy', NINE, 9]]);
    await click(page, 'Confirm round 2 scores');
    await page.getByText('Winner: Ana with 36').waitFor(VISIBLE);
    pickChecks = true;
    await check();
    expect(consoleErrors).toEqual([]);
  });
});
