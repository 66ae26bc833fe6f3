import type { Locator, Page } from 'playwright-core';
import {
  assertOnlyLoopback,
  checkA11y,
  dismissOfflineNotice,
  offlineNoticeClicked,
  noHorizontalScroll,
  offlineNoticeGone,
  screenshot,
} from './page.ts';
import { inSight as inSightOf, oneUndoAtEnd, stepOnScreen, type StepParts } from './sight.ts';
import { test, expect, type Launched } from './fixtures.ts';
import { LOOKS, setLook } from './looks.ts';
import { ROOT, baseUrl } from './serve.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;
const COUNT_MS = 4000;
let browser: Launched | undefined;

// The text's worked example (R7): 6 + 8 + 4 = 18.
const WORKED = ['SUN / DOTS', 'LEAF / LINES', 'KEY / WAVES', 'SUN / RINGS', 'KEY / DOTS', 'KEY / LINES'];
// No column matches, both rows varied, all four textures: 8 + 4 = 12.
const TWELVE = ['LEAF / DOTS', 'SUN / LINES', 'KEY / RINGS', 'SUN / WAVES', 'KEY / RINGS', 'LEAF / DOTS'];
// Every column matches (SUN, LEAF, SUN), rows repeat textures, only DOTS and WAVES: 9.
const NINE = ['SUN / DOTS', 'LEAF / DOTS', 'SUN / WAVES', 'SUN / WAVES', 'LEAF / WAVES', 'SUN / DOTS'];

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const main = (page: Page) => page.locator('.screen-foot .btn-primary');

/** Taps of the main button, counted per pick and per display for the report. */
const taps = { main: 0, tiles: 0 };
async function click(page: Page, name: string | RegExp) {
  const b = button(page, name);
  if ((await b.getAttribute('class'))?.includes('btn-primary')) taps.main++;
  await b.click();
}

async function setUp(page: Page, names: string[]) {
  await dismissOfflineNotice(page);
  await page.goto(`${baseUrl()}/pattern-relay`);
  for (const n of names) {
    await page.getByLabel("New player's name").fill(n);
    await click(page, 'Add player');
  }
  await page.getByText(`${7 * names.length} dealt, ${48 - 7 * names.length} stay undealt`).waitFor(VISIBLE);
}

/** The box of an element, failing when it is not drawn. */
async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error(`${l.toString()} is not on the page`);
  return b;
}

/** The element lies wholly in sight: inside the screen, below the sticky bar, above the pinned footer unless part of it. */
const inSight = inSightOf;

/** Every step starts at the step: the round line, Undo, the sentence and the main button on screen. */
async function stepInSight(page: Page) {
  await inSight(page.locator('.screen-bar .where'), 'round and pick line');
  await inSight(button(page, 'Undo'), 'Undo');
  await inSight(page.locator('.relay-say, .reader-card .say').first(), 'the step sentence');
  await inSight(main(page), 'the main button');
}

/** Waits until the open game's stored action list has `n` actions: the last save has landed. */
async function savedActions(page: Page, n: number) {
  const id = page.url().split('/').pop() ?? '';
  await expect
    .poll(() =>
      page.evaluate(
        (key) =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('tableside');
            open.addEventListener('error', () => reject(open.error));
            open.addEventListener('success', () => {
              const get = open.result.transaction('sessions').objectStore('sessions').get(key);
              get.addEventListener('success', () => {
                resolve((get.result as { actions?: unknown[] } | undefined)?.actions?.length ?? -1);
                open.result.close();
              });
            });
          }),
        id,
      ),
    )
    .toBe(n);
}

/** One pick from "choose" to "pass" (or "discard"): three taps of the main button. */
async function walkPick(page: Page, pick: number, check?: () => Promise<void>) {
  await page.getByText(`pick ${pick} of 6`).first().waitFor(VISIBLE);
  const before = taps.main;
  await check?.();
  await click(page, 'Everyone is ready: count');
  await page.locator('.big-count').waitFor(VISIBLE);
  await check?.();
  await page.clock.fastForward(COUNT_MS + 500);
  const placed = pick < 6 ? 'All placed: pass the rest' : 'All placed: discard the last tile';
  await button(page, placed).waitFor(VISIBLE);
  await check?.();
  await click(page, placed);
  await check?.();
  await click(page, pick < 6 ? `Passed: go to pick ${pick + 1}` : /^Discarded: score round/);
  expect(taps.main - before).toBe(3);
}

/** Enters one display: the editor opens on the first empty box, and each face moves on to the next (six taps). */
async function enterDisplay(page: Page, faces: string[]) {
  const sheet = page.getByRole('group', { name: /^Tile for / });
  for (const f of faces) {
    await sheet.getByRole('button', { name: f, exact: true }).click();
    taps.tiles++;
  }
}

/** From the round's score step: every display entered, each breakdown total checked (R7). */
async function scoreRound(page: Page, displays: [string, string[], number][], check?: () => Promise<void>) {
  await click(page, `Enter ${displays[0]?.[0]}'s display`);
  for (const [i, [name, faces, total]] of displays.entries()) {
    if (i > 0) await click(page, `Next: ${name}'s display`);
    await check?.();
    await enterDisplay(page, faces);
    await page.getByText(`${name}'s score: ${total} of 21`).waitFor(VISIBLE);
  }
  await click(page, 'Back to the game');
  for (const [name, , total] of displays)
    await page.locator('.relay-scores-list li', { hasText: `${name}: ${total} points` }).waitFor(VISIBLE);
}

test.describe('Pattern Relay', () => {
  test('plays a whole 3-player game in three taps a pick: resumes mid round 2, corrects round 1, shares, saves, rematches', async ({
    launch,
  }) => {
    test.setTimeout(300_000);
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page, requests, consoleErrors } = browser;
    await page.clock.install();
    await setUp(page, ['Ana', 'Ben', 'Cy']);
    await screenshot(page, 'relay-setup');
    await click(page, 'Start the game');
    await page.getByText('reader Ana').waitFor(VISIBLE);
    await click(page, 'Dealt: start pick 1');
    taps.main = 0;
    for (let pick = 1; pick <= 6; pick++) await walkPick(page, pick);
    const perRound = taps.main;
    taps.tiles = 0;
    // R7: the text's worked example scores 18.
    await scoreRound(page, [
      ['Ana', WORKED, 18],
      ['Ben', TWELVE, 12],
      ['Cy', NINE, 9],
    ]);
    console.log(
      `Pattern Relay taps: ${perRound / 6} main-button taps a pick (${perRound} for six picks); ${taps.tiles / 3} tile taps a display`,
    );
    expect(taps.tiles).toBe(18);
    await click(page, 'Confirm round 1 scores');

    // Round 2: reader one seat clockwise (R4), passing counterclockwise (R2).
    await page.getByText('reader Ben').waitFor(VISIBLE);
    await page.getByText(/we pass counterclockwise/).waitFor(VISIBLE);
    await click(page, 'Dealt: start pick 1');
    for (let pick = 1; pick <= 2; pick++) await walkPick(page, pick);
    await page.getByText('Round 2 · pick 3 of 6').waitFor(VISIBLE);
    // 1 deal + 18 taps + 18 tiles + confirm (round 1), then deal + 6 taps (round 2).
    await savedActions(page, 1 + 18 + 18 + 1 + 1 + 6);
    await page.reload();
    await page.getByText('Round 2 · pick 3 of 6 · reader Ben').waitFor(VISIBLE);
    // A wrongly entered round-1 tile, found after the game moved on: reopen round 1, correct it, confirm again (R7).
    await click(page, 'Round 1 displays');
    await page.getByText('Round 1 is confirmed.').waitFor(VISIBLE);
    await click(page, 'Reopen round 1 to correct it');
    await button(page, /^TOP row, box 2: LEAF\/LINES/).click();
    await page
      .getByRole('group', { name: 'Tile for TOP row, box 2' })
      .getByRole('button', { name: 'KEY / LINES' })
      .click();
    await page.getByText("Ana's score: 21 of 21").waitFor(VISIBLE);
    await click(page, 'Confirm round 1 again');
    await page.getByText('Round 1 is confirmed.').waitFor(VISIBLE);
    await click(page, 'Back to the game');
    await click(page, 'Everyone is ready: count');
    await page.clock.fastForward(COUNT_MS + 500);
    // R5: the first placer has moved 8 seats on from Ana: Cy.
    await page.getByText(/in any empty box: Cy, Ana and Ben\.$/).waitFor(VISIBLE);
    await click(page, 'All placed: pass the rest');
    await page.getByText('counterclockwise, to your right', { exact: true }).waitFor(VISIBLE);
    await click(page, 'Passed: go to pick 4');
    for (let pick = 4; pick <= 6; pick++) await walkPick(page, pick);
    await scoreRound(page, [
      ['Ana', NINE, 9],
      ['Ben', WORKED, 18],
      ['Cy', TWELVE, 12],
    ]);
    await click(page, 'Confirm round 2 scores');
    // Totals: Ana 21 + 9 = 30, Ben 12 + 18 = 30, Cy 9 + 12 = 21: a shared win (R9).
    await page.locator('.relay-say', { hasText: 'Shared win: Ana and Ben with 30' }).waitFor(VISIBLE);
    // The score sheet as text: copied where Web Share is missing (headless Chromium), shared where it exists.
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await click(page, 'Share the score sheet');
    await page.getByText('Copied to the clipboard.').waitFor(VISIBLE);
    const sheet = await page.evaluate(() => navigator.clipboard.readText());
    expect(sheet).toContain(
      'Ana: 21 + 9 = 30 (win)\nBen: 12 + 18 = 30 (win)\nCy: 9 + 12 = 21\nShared win: Ana and Ben with 30',
    );
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', {
        value: async (d: ShareData) => void ((window as unknown as { shared: ShareData }).shared = d),
      }),
    );
    await click(page, 'Share the score sheet');
    await page.getByText('Shared.', { exact: true }).waitFor(VISIBLE);
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared.text)).toBe(sheet);
    // The shared finish flow: the confirmed last round saves the game to history by itself.
    await page.getByText('Results · saved to history').waitFor(VISIBLE);
    await screenshot(page, 'relay-result');
    // One Undo: the pinned bar's, beside "saved to history"; by keyboard it takes the confirmation back and
    // the game out of history; confirming again saves it again.
    await oneUndoAtEnd(page, page.locator('.relay-say').last());
    await page.keyboard.press('Enter');
    await button(page, 'Confirm round 2 scores').waitFor(VISIBLE);
    expect(await page.getByText(/saved to history/i).count()).toBe(0);
    await click(page, 'Confirm round 2 scores');
    await page.getByText('Results · saved to history').waitFor(VISIBLE);
    // Rematch: the same seats; the reader one on from the last round-2 reader (Ben): Cy (R4). The last game's pick 12
    // was placed first by Ana + 11 = Cy, so the rematch's first placer is Ana (R5).
    await click(page, 'Rematch, same seats');
    await page.getByText('Round 1 · pick 1 of 6 · reader Cy').waitFor(VISIBLE);
    await click(page, 'Dealt: start pick 1');
    await click(page, 'Everyone is ready: count');
    await page.clock.fastForward(COUNT_MS + 500);
    await page.getByText(/in any empty box: Ana, Ben and Cy\.$/).waitFor(VISIBLE);
    await page.goto(`${baseUrl()}/history`);
    await page.getByText('Ana 30, Ben 30, Cy 21').waitFor(VISIBLE);
    await page.getByRole('link', { name: /^Pattern Relay/ }).click();
    for (const line of [
      'Round 1: Ana 21, Ben 12, Cy 9',
      'Round 2: Ana 9, Ben 18, Cy 12',
      'Shared win: Ana and Ben with 30',
    ]) {
      await page.getByRole('listitem').getByText(line, { exact: true }).waitFor(VISIBLE);
    }
    expect(consoleErrors).toEqual([]);
    assertOnlyLoopback(requests);
  });

  test('undoes a wrongly entered tile after the walker moved on, and the undo survives a reload', async ({
    launch,
  }) => {
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page, consoleErrors } = browser;
    await page.clock.install();
    await setUp(page, ['Ana', 'Ben', 'Cy']);
    await click(page, 'Start the game');
    await click(page, 'Dealt: start pick 1');
    await click(page, 'Everyone is ready: count');
    await page.clock.fastForward(COUNT_MS + 500);
    await click(page, 'Enter tile for Ana');
    await page
      .getByRole('group', { name: 'Tile for TOP row, box 1' })
      .getByRole('button', { name: 'KEY / DOTS' })
      .click(); // the wrong tile
    await page.getByRole('group', { name: 'Tile for TOP row, box 2' }).getByRole('button', { name: 'Close' }).click();
    await click(page, 'Back to the game');
    await click(page, 'All placed: pass the rest');
    await click(page, 'Passed: go to pick 2');
    await page.getByText('Round 1 · pick 2 of 6').waitFor(VISIBLE);
    await click(page, 'Displays');
    await button(page, 'Ana 1/6').waitFor(VISIBLE);
    await page
      .getByRole('group', { name: /^Tile for / })
      .getByRole('button', { name: 'Close' })
      .click();
    await click(page, 'Back to the game');
    // Undo, step by step: back to pick 1, then the tile itself.
    for (let i = 0; i < 3; i++) await click(page, 'Undo');
    await page.getByText('Round 1 · pick 1 of 6').waitFor(VISIBLE);
    await button(page, 'All placed: pass the rest').waitFor(VISIBLE);
    await savedActions(page, 2);
    await page.reload();
    await button(page, 'All placed: pass the rest').waitFor(VISIBLE);
    await click(page, 'Displays');
    await button(page, 'Ana 0/6').waitFor(VISIBLE);
    await page
      .getByRole('group', { name: 'Tile for TOP row, box 1' })
      .getByRole('button', { name: 'SUN / DOTS' })
      .click();
    await button(page, /^TOP row, box 1: SUN\/DOTS/).waitFor(VISIBLE);
    expect(consoleErrors).toEqual([]);
  });

  test('a step being saved never moves the screen under a tap: the top bar keeps its size while "Saving…" shows (360x640)', async ({
    launch,
  }) => {
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page } = browser;
    await setUp(page, ['Ana', 'Ben', 'Cy']);
    await click(page, 'Start the game');
    await page.getByText('reader Ana').waitFor(VISIBLE);
    // Measured the moment the save state changes (a mutation observer runs before the next paint), so a save that
    // lasts a single frame is seen too: everything under the top bar moves when the bar changes size.
    await page.evaluate(() => {
      const w = window as unknown as { bars: [string, number][] };
      const state = document.querySelector('[data-save-state]')!;
      const bar = () => document.querySelector('.topbar')!.getBoundingClientRect().height;
      w.bars = [[state.getAttribute('data-save-state')!, bar()]];
      new MutationObserver(() => w.bars.push([state.getAttribute('data-save-state')!, bar()])).observe(state, {
        attributes: true,
      });
    });
    await click(page, 'Dealt: start pick 1');
    await click(page, 'Everyone is ready: count');
    await page.locator('[data-save-state="saved"]').waitFor({ state: 'attached' });
    const bars = await page.evaluate(() => (window as unknown as { bars: [string, number][] }).bars);
    expect(bars.map(([s]) => s)).toContain('pending');
    expect(new Set(bars.map(([, h]) => h)), JSON.stringify(bars)).toEqual(new Set([bars[0]![1]]));
  });

  test('setup opens in two waves of chunk requests (the route table, then the game), and the reader chosen follows the person when seats move (R4)', async ({
    launch,
  }) => {
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page, consoleErrors } = browser;
    await dismissOfflineNotice(page);
    await page.goto(baseUrl());
    await page.getByRole('link', { name: /^Pattern Relay/ }).waitFor(VISIBLE);
    // Background loads of the shell, not the setup's: the update machinery (workbox-window, pwa-register, pwa) after
    // first paint, the second copy's worker, storage's record checks and rebuild marker, and History/Stats fetched
    // ahead of their first use. On a busy machine some come only after the tap.
    const background = String.raw`workbox|pwa-register|copy-worker|\/(pwa|validate|marker|History|HistoryRow|history|Stats|summaries|idb-[a-z]+)[-.]`;
    // Each preload step puts one link per chunk in the page in one go: one observer delivery is one wave of requests.
    // A link to code the page already has (the entry script, or a chunk fetched before this point) is no request: Vite's
    // preload helper adds one for the entry's chunk the first time a lazy part lists it, whenever that happens.
    const mark = await page.evaluate((bg) => {
      const waves: string[][] = [];
      (window as unknown as { waves: string[][] }).waves = waves;
      const had = new Set([
        ...Array.from(document.scripts, (s) => s.src),
        ...performance.getEntriesByType('resource').map((e) => e.name),
      ]);
      new MutationObserver((records) => {
        const added = records
          .flatMap((r) => Array.from(r.addedNodes))
          .filter((n): n is HTMLLinkElement => n instanceof HTMLLinkElement)
          .map((l) => l.href)
          .filter((u) => !new RegExp(bg).test(u) && !had.has(u));
        if (added.length) waves.push(added);
      }).observe(document.head, { childList: true });
      return performance.now();
    }, background);
    await page.getByRole('link', { name: /^Pattern Relay/ }).click();
    await page.getByLabel("New player's name").waitFor(VISIBLE);
    // Every chunk the setup needs is asked for in the route table's wave or the game's, never found only once another
    // has arrived and been read. Checked by what was asked and when, not by timings, which a busy machine stretches:
    // the waves of preload links, and no chunk fetched without a link (found late in a chunk).
    const { fetched, waves } = await page.evaluate(
      ([t, bg]) => ({
        fetched: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.startTime >= t && /\/assets\/.+\.(js|css)$/.test(e.name) && !new RegExp(bg).test(e.name))
          .map((e) => e.name),
        waves: (window as unknown as { waves: string[][] }).waves,
      }),
      [mark, background] as const,
    );
    expect(
      fetched.some((u) => /\/relay-[^/]+\.js$/.test(u)),
      JSON.stringify(fetched),
    ).toBe(true);
    // Two waves: the route table (with the shared parts every screen but Home needs), then the game's code. The route
    // table left the first load to keep it within its budget; it is precached like every chunk, so the second wave
    // is read from the device. The chunk's words (assets/lang/<locale>-<chunk>) are asked for by the chunk as it
    // starts, in the reader's language, so they come after its code: one more round trip, left to a preload by language.
    expect(waves.length, JSON.stringify(waves)).toBe(2);
    expect(
      waves[0]!.some((u) => /\/routes-table-[^/]+\.js$/.test(u)),
      JSON.stringify(waves),
    ).toBe(true);
    expect(
      waves[1]!.some((u) => /\/relay-[^/]+\.js$/.test(u)),
      JSON.stringify(waves),
    ).toBe(true);
    expect(
      fetched.filter((u) => !waves.flat().includes(u) && !u.includes('/assets/lang/')),
      `asked for late: ${JSON.stringify({ fetched, waves })}`,
    ).toEqual([]);

    for (const n of ['Ana', 'Ben', 'Cy']) {
      await page.getByLabel("New player's name").fill(n);
      await click(page, 'Add player');
    }
    await page.getByLabel('Round-1 reader (counts the reveals)').selectOption({ label: 'Ben' });
    await page.getByLabel('First placer (pick 1)').selectOption({ label: 'Cy' });
    await click(page, 'Move Ben up');
    await click(page, 'Move Cy up');
    // Seats now Ben, Cy, Ana: the choices stayed with Ben and Cy, not with seats 2 and 3.
    expect(
      await page
        .getByLabel('Round-1 reader (counts the reveals)')
        .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
    ).toBe('Ben');
    expect(
      await page.getByLabel('First placer (pick 1)').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
    ).toBe('Cy');
    await click(page, 'Start the game');
    await page.getByText('reader Ben').waitFor(VISIBLE);
    await click(page, 'Dealt: start pick 1');
    await click(page, 'Everyone is ready: count');
    await page.getByText(/in any empty box: Cy, Ana and Ben\.$/).waitFor(VISIBLE);
    expect(consoleErrors).toEqual([]);
  });

  test('normal text, light, 360x640: the palette opens in sight, a refused fifth copy shows beside it (R8), steps start at the top', async ({
    launch,
  }) => {
    browser = await launch({ viewport: { width: 360, height: 640 } });
    const { page, consoleErrors } = browser;
    await page.clock.install();
    await setUp(page, ['Ana', 'Ben', 'Cy']);
    await click(page, 'Start the game');
    await page.getByText('reader Ana').waitFor(VISIBLE);
    await stepInSight(page);
    await click(page, 'Dealt: start pick 1');
    await page.getByText(/^Pick 1\./).waitFor(VISIBLE);
    await offlineNoticeClicked(page);
    await stepInSight(page);
    // Scroll down to the tools as a player would, then open the displays: the palette is in sight without scrolling.
    await click(page, 'Displays');
    const sheet = page.getByRole('group', { name: /^Tile for / });
    await inSight(sheet.getByRole('button').first(), 'the first palette tile');
    await inSight(button(page, /^TOP row, box 1: empty/), 'the box being entered');
    for (let i = 0; i < 4; i++) await sheet.getByRole('button', { name: 'SUN / DOTS', exact: true }).click();
    await sheet.getByRole('button', { name: 'SUN / DOTS', exact: true }).click();
    const refusal = sheet.getByRole('alert').getByText("Ana's display already has all 4 SUN/DOTS; there is no fifth.");
    await refusal.waitFor(VISIBLE);
    await inSight(refusal, 'the R8 refusal');
    await screenshot(page, 'relay-refusal');
    await inSight(button(page, /^BOTTOM row, box 2: empty/), 'the refused box');
    await checkA11y(page, 'relay palette');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await click(page, 'Back to the game');
    await stepInSight(page);

    // On a wide screen the seat ring stands beside the step, level with the sentence, not under it.
    await click(page, 'Everyone is ready: count');
    await page.clock.fastForward(COUNT_MS + 500);
    await page.setViewportSize({ width: 1280, height: 800 });
    const say = await box(page.locator('.relay-say'));
    const ring = await box(page.getByRole('figure'));
    expect(ring.x).toBeGreaterThan(say.x + say.width);
    expect(ring.y).toBeLessThan(say.y + say.height);
    await stepInSight(page);
    await screenshot(page, 'relay-wide');
    await page.setViewportSize({ width: 360, height: 640 });

    // R6: the device clock set back an hour after the count started never leaves the game on "Counting…".
    await click(page, 'Count again');
    await savedActions(page, 1 + 4 + 1 + 1);
    const now = await page.evaluate(() => Date.now());
    await page.clock.setSystemTime(now - 3_600_000);
    await page.reload();
    await button(page, 'All placed: pass the rest').waitFor(VISIBLE);
    expect(await button(page, 'All placed: pass the rest').isEnabled()).toBe(true);
    await click(page, 'Count again');
    await page.locator('.big-count').waitFor(VISIBLE);
    await page.clock.fastForward(COUNT_MS + 500);
    await button(page, 'All placed: pass the rest').waitFor(VISIBLE);
    // ...and moved forward three hours it ends at once.
    await click(page, 'Count again');
    await page.clock.setSystemTime(now + 3 * 3_600_000);
    await page.reload();
    expect(await button(page, 'All placed: pass the rest').isEnabled()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('reader mode and extra-large text, dark, 360x640: the round line, Undo, the sentence and Next on screen at every step', async ({
    launch,
  }) => {
    test.setTimeout(300_000);
    browser = await launch({ viewport: { width: 360, height: 640 }, colorScheme: 'dark' });
    const { page, consoleErrors } = browser;
    await page.clock.install();
    await page.goto(`${baseUrl()}/settings`);
    await page.getByLabel('Extra large').check();
    await setUp(page, ['Ana', 'Ben', 'Cy']);
    await page.getByLabel('Round-1 reader (counts the reveals)').selectOption({ label: 'Cy' });
    await checkA11y(page, 'relay setup xl');
    await noHorizontalScroll(page);
    await click(page, 'Start the game');
    await page.getByText('reader Cy').waitFor(VISIBLE);
    // Without reader mode: the step's sentence whole between the round line and the pinned button.
    await stepInSight(page);
    await click(page, 'Dealt: start pick 1');
    await page.getByText(/^Pick 1\./).waitFor(VISIBLE);
    await stepInSight(page);
    await screenshot(page, 'relay-xl-choose');
    await click(page, 'Reader mode');
    await expect.poll(() => button(page, 'Reader mode').getAttribute('aria-pressed')).toBe('true');
    let shot = 0;
    const check = async () => {
      await noHorizontalScroll(page);
      await stepInSight(page);
      if (shot < 4) {
        await checkA11y(page, `relay reader ${shot}`);
        await screenshot(page, `relay-reader-${shot++}`);
      }
    };
    await page.getByText('reader Cy').waitFor(VISIBLE);
    for (let pick = 1; pick <= 6; pick++) await walkPick(page, pick, check);
    // Confirming too early: the refusal sits beside the button that caused it, on screen, as readable text.
    await click(page, 'Confirm round 1 scores');
    const problem = page
      .locator('.screen-foot')
      .getByRole('alert')
      .getByText(/^Every display needs 6 tiles/);
    await problem.waitFor(VISIBLE);
    expect((await box(problem)).width).toBeGreaterThan(200);
    await inSight(problem, 'the refusal');
    await inSight(main(page), 'the main button');
    // Extra-large text: the palette's first tile and the refusal of a fifth copy in sight (items 1, 2).
    await click(page, "Enter Ana's display");
    const sheet = page.getByRole('group', { name: /^Tile for / });
    await inSight(sheet.getByRole('button').first(), 'the first palette tile at extra-large text');
    await inSight(button(page, /^TOP row, box 1: empty/), 'the box being entered at extra-large text');
    for (let i = 0; i < 5; i++) await sheet.getByRole('button', { name: 'KEY / RINGS', exact: true }).click();
    const refusal = sheet.getByRole('alert').getByText(/already has all 4 KEY\/RINGS/);
    await refusal.waitFor(VISIBLE);
    await inSight(refusal, 'the R8 refusal at extra-large text');
    await screenshot(page, 'relay-xl-refusal');
    await checkA11y(page, 'relay palette xl');
    expect(consoleErrors).toEqual([]);
  });
});

/** Normal text first, then extra-large: the text size (set in Settings) changes once per screen. */
const ORDER = [LOOKS[0], LOOKS[1]];

test.describe('Pattern Relay screens at the table', () => {
  test('every screen in the looks of looks.ts: instruction, the control the step asks for and the main action in sight, no sideways scroll, axe clean', async ({
    launch,
  }) => {
    test.setTimeout(600_000);
    browser = await launch();
    const { page, consoleErrors } = browser;
    const base = baseUrl();
    await page.clock.install();
    await dismissOfflineNotice(page);
    // The one-off offline notice pushes the screen down while it shows: it goes before anything is measured.
    await page.goto(base);
    await offlineNoticeGone(page);
    let turn = 0;
    /** One screen in every look: `open` shows it afresh (as a step change or a visit would), `parts` is what must be in sight. */
    const everyLook = async (name: string, open: () => Promise<void>, parts: () => StepParts) => {
      const looks = turn++ % 2 ? [...ORDER].reverse() : ORDER;
      for (const look of looks) {
        await setLook(page, look, base);
        await open();
        const label = `${name}, ${look.name}`;
        await stepOnScreen(page, label, parts()).catch(async (e: unknown) => {
          await page.screenshot({ path: `${ROOT}test-results/screenshots/relay-looks-failed.png` });
          throw e;
        });
        await noHorizontalScroll(page);
        await checkA11y(page, label);
        if (look === LOOKS[0] || look === LOOKS[1]) await screenshot(page, `relay-looks-${name}-${look.name}`);
      }
    };
    const say = page.locator('.relay-say').first();
    const players = ['Ana', 'Ben', 'Cy'];
    const landing = async () => {
      await page.goto(`${base}/pattern-relay`);
      await page.getByLabel("New player's name").waitFor(VISIBLE);
    };
    const seatParts = (instruction: Locator) => ({
      instruction,
      controls: [page.getByLabel("New player's name"), button(page, 'Add player')],
      action: button(page, 'Start the game'),
    });
    await everyLook('setup', landing, () => seatParts(page.getByText('Players in seat order, going clockwise')));
    const seated = async () => {
      await landing();
      for (const n of players) {
        await page.getByLabel("New player's name").fill(n);
        await button(page, 'Add player').click();
      }
    };
    await everyLook('setup with three players', seated, () => seatParts(page.getByLabel('Seat 3 name')));

    await everyLook(
      'practice',
      async () => {
        await page.goto(`${base}/pattern-relay/practice`);
        await page.locator('.relay-step-head').waitFor(VISIBLE);
      },
      () => ({
        instruction: page.locator('.relay-step-head'),
        controls: [page.locator('main [data-step-end]')],
        action: button(page, 'Put the 6 back'),
      }),
    );

    await seated();
    await click(page, 'Start the game');
    await page.getByText('reader Ana').waitFor(VISIBLE);
    const game = page.url();
    /** The open game afresh, at `text` (its main button or sentence), once every step taken is stored. */
    const reopen = (text: string | RegExp) => async () => {
      // A step still being saved when the page goes is rightly not brought back (its tap is lost, as the app says).
      await page.locator('[data-save-state="pending"]').waitFor({ state: 'detached', timeout: 15_000 });
      await page.goto(game);
      await page.getByText(text).first().waitFor(VISIBLE);
    };
    const step =
      (...controls: Locator[]) =>
      () => ({ instruction: say, controls, action: main(page) });
    await everyLook('deal', reopen('Dealt: start pick 1'), step());
    await click(page, 'Dealt: start pick 1');
    await everyLook('choose', reopen('Everyone is ready: count'), step(page.locator('.big-count')));
    await click(page, 'Everyone is ready: count');
    await page.clock.fastForward(COUNT_MS + 500);
    await everyLook('place', reopen('All placed: pass the rest'), step(button(page, 'Enter tile for Cy')));
    await everyLook(
      'count',
      async () => {
        await reopen('All placed: pass the rest')();
        await click(page, 'Count again');
        await page.locator('.big-count').waitFor(VISIBLE);
      },
      step(page.locator('.big-count')),
    );
    await page.clock.fastForward(COUNT_MS + 500);
    await click(page, 'All placed: pass the rest');
    await everyLook('pass', reopen('Passed: go to pick 2'), step(page.locator('main [data-step-end]')));
    await click(page, 'Reader mode');
    await everyLook('pass in reader mode', reopen('Passed: go to pick 2'), () => ({
      instruction: page.locator('.reader-card .say'),
      controls: [page.locator('main [data-step-end]')],
      action: main(page),
    }));
    await click(page, 'Reader mode');
    await click(page, 'Passed: go to pick 2');
    for (let pick = 2; pick <= 6; pick++) await walkPick(page, pick);
    await everyLook('score', reopen('Confirm round 1 scores'), step(button(page, "Enter Cy's display")));
    const sheet = page.getByRole('group', { name: /^Tile for / });
    await everyLook(
      'palette',
      async () => {
        await reopen('Confirm round 1 scores')();
        await click(page, "Enter Ana's display");
        await sheet.waitFor(VISIBLE);
      },
      () => ({
        instruction: page.locator('.relay-sheet-head'),
        controls: [sheet.getByRole('button').first(), button(page, /^TOP row, box 1: empty/)],
        action: sheet.getByRole('button', { name: 'Close' }),
      }),
    );
    await reopen('Confirm round 1 scores')();
    await scoreRound(page, [
      ['Ana', WORKED, 18],
      ['Ben', TWELVE, 12],
      ['Cy', NINE, 9],
    ]);
    await click(page, 'Confirm round 1 scores');
    await click(page, 'Dealt: start pick 1');
    for (let pick = 1; pick <= 6; pick++) await walkPick(page, pick);
    await scoreRound(page, [
      ['Ana', NINE, 9],
      ['Ben', WORKED, 18],
      ['Cy', TWELVE, 12],
    ]);
    await click(page, 'Confirm round 2 scores');
    await page.getByText('Results · saved to history').waitFor(VISIBLE);
    // Saved and out of the games in progress, the results cannot be opened again: each look is applied in place
    // (the text size as Settings would set it) and the screen read from its top, as on arrival.
    for (const look of ORDER) {
      await page.setViewportSize(look.viewport);
      await page.emulateMedia({ colorScheme: look.colorScheme });
      await page.evaluate((size) => {
        document.documentElement.dataset.textSize = size;
        scrollTo(0, 0);
      }, look.size);
      const label = `results, ${look.name}`;
      // The winner line (the step's sentence at the end) and the rematch.
      const winner = page.locator('.relay-say').last();
      expect(await winner.innerText()).toMatch(/^Winner: Ben with 30/);
      await stepOnScreen(page, label, {
        instruction: winner,
        controls: [],
        action: button(page, 'Rematch, same seats'),
      });
      await noHorizontalScroll(page);
      await checkA11y(page, label);
      if (look === LOOKS[0] || look === LOOKS[1]) await screenshot(page, `relay-looks-results-${look.name}`);
    }
    expect(consoleErrors).toEqual([]);
  });
});
