// Pattern of Choices end to end: pass-and-play in real Chromium, with
// Playwright's fake clock so the 35 s / 40 s / 15 s deadlines take no real time.
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addPlayers, assertOnlyLoopback, checkA11y, launch, noHorizontalScroll, screenshot, type Launched } from './harness.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;
const ZONES = ['Pick', 'Pick', 'Keep', 'Keep', 'Pass', 'Pass'] as const;

let browser: Launched | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function open(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  browser = await launch({ colorScheme });
  const { page } = browser;
  await page.clock.install({ time: new Date('2030-01-01T10:00:00Z') });
  // The shell's "Ready to work offline" toast can cover controls for a few seconds: dismiss it when it shows.
  await page.addLocatorHandler(page.getByText('Ready to work offline.'), async () => {
    await page.locator('.toast').getByRole('button', { name: 'OK', exact: true }).click();
  });
  return page;
}

/** Setup with three players, then the order screen. */
async function start(page: Page, audit = false): Promise<void> {
  await page.goto(`${inject('baseUrl')}/pattern-of-choices`);
  if (audit) {
    await page.getByRole('button', { name: 'Start: shuffle the authors' }).waitFor(VISIBLE);
    await checkA11y(page, 'choices setup');
  }
  const names = ['Ana', 'Ben', 'Cy'];
  await addPlayers(page, names);
  await page.getByRole('button', { name: 'Start: shuffle the authors' }).click();
  await page.getByRole('heading', { name: 'Who writes each round' }).waitFor(VISIBLE);
}

const tilesOnBoard = (page: Page) => page.locator('.ch-tile b').allTextContents();

/** Taps each tile's zone button: tiles 0-1 Pick, 2-3 Keep, 4-5 Pass (skipping a locked anchor). */
async function sortTiles(page: Page, tiles: string[], skip?: string): Promise<void> {
  for (const [i, tile] of tiles.entries()) {
    if (tile !== skip) await page.getByRole('button', { name: `${tile}: ${ZONES[i]}`, exact: true }).click();
  }
}

async function claim(page: Page, name: RegExp | string = /^I am /): Promise<void> {
  await page.getByRole('button', { name }).click();
}

/** C9: a gate shows no tile in its page, its title or any live region (announcements included). */
async function gateHidesTiles(page: Page, tiles: string[]): Promise<void> {
  await page.getByRole('heading', { name: /^Hand the device to / }).waitFor(VISIBLE);
  const live = await page.locator('[aria-live], [role=status], [role=alert], [role=log], [role=timer]').allInnerTexts();
  const shown = [await page.locator('body').innerText(), await page.title(), ...live].join('\n');
  for (const t of tiles) expect(shown).not.toContain(t);
}

const timerSeconds = async (page: Page) => Number((await page.getByRole('timer').getAttribute('aria-label'))?.match(/(\d+) seconds left/)?.[1]);

/** Author sorts, locks with the first tile as anchor; returns the tiles in board order. */
async function authorTurn(page: Page): Promise<string[]> {
  await claim(page);
  await page.getByRole('button', { name: 'Lock the pattern' }).waitFor(VISIBLE);
  const tiles = await tilesOnBoard(page);
  await sortTiles(page, tiles);
  await page.getByRole('button', { name: 'Lock the pattern' }).click();
  await page.getByRole('button', { name: tiles[0]!, exact: true }).click();
  await page.getByText('The anchor, in Pick first:').waitFor(VISIBLE);
  return tiles;
}

describe('Pattern of Choices', () => {
  it('plays a 3-player game to the end: gates, secret turns, anchor, reveal, final scores, history; axe-clean', async () => {
    const page = await open();
    await start(page, true);
    await checkA11y(page, 'choices order');
    await page.getByRole('button', { name: 'Start round 1' }).click();

    for (let round = 1; round <= 3; round++) {
      // Gate: only whose turn it is.
      await page.getByRole('heading', { name: /^Hand the device to / }).waitFor(VISIBLE);
      if (round === 1) {
        await noHorizontalScroll(page);
        await checkA11y(page, 'choices author gate');
      }
      const tiles = await (async () => {
        if (round !== 1) return authorTurn(page);
        await claim(page);
        await page.getByRole('button', { name: 'Lock the pattern' }).waitFor(VISIBLE);
        await checkA11y(page, 'choices author turn');
        await screenshot(page, 'choices-author');
        const t = await tilesOnBoard(page);
        await sortTiles(page, t);
        await page.getByRole('button', { name: 'Lock the pattern' }).click();
        await checkA11y(page, 'choices anchor choice');
        await page.getByRole('button', { name: t[0]!, exact: true }).click();
        await page.getByText('The anchor, in Pick first:').waitFor(VISIBLE);
        await checkA11y(page, 'choices anchor');
        return t;
      })();
      await page.getByRole('button', { name: /^Next: hand the device to / }).click();

      // C9: the reader's gate shows no tile, and neither do the title or any live region.
      await gateHidesTiles(page, tiles);

      // Reader 1 rebuilds it exactly (anchor locked); reader 2 lets the clock run out in round 1.
      await claim(page);
      await page.getByText('Anchor, locked in place').waitFor(VISIBLE);
      if (round === 1) await checkA11y(page, 'choices reader turn');
      await sortTiles(page, tiles, tiles[0]);
      await page.getByRole('button', { name: 'Confirm my prediction' }).click();
      await gateHidesTiles(page, tiles);
      await claim(page);
      if (round === 1) {
        await page.clock.fastForward(40_500);
      } else {
        await sortTiles(page, tiles, tiles[0]);
        await page.getByRole('button', { name: 'Confirm my prediction' }).click();
      }

      // Reveal (C7): pattern, each prediction with matches, the missing reader, awards.
      await page.getByRole('heading', { name: /’s pattern$/ }).waitFor(VISIBLE);
      const reveal = await page.locator('main').innerText();
      expect(reveal).toContain('5 of 5 right · 400 points');
      if (round === 1) {
        expect(reveal).toContain('no prediction in time · 0 points');
        expect(reveal).toMatch(/\(author\) scores the middle of the readers’ scores: 200/); // C6: (400 + 0) / 2
        await checkA11y(page, 'choices reveal');
        await screenshot(page, 'choices-reveal');
      } else {
        expect(reveal).toMatch(/scores the middle of the readers’ scores: 400/);
      }
      const next = page.getByRole('button', { name: round === 3 ? /See the final scores/ : /Next round/ });
      expect(await next.isDisabled()).toBe(true); // C7: not before 4 s
      if (round === 2) {
        // C7: nobody taps: the reveal stays up to 15 s, then moves on by itself.
        await page.clock.fastForward(14_000);
        expect(await page.getByRole('heading', { name: /’s pattern$/ }).count()).toBe(1);
        await page.clock.fastForward(1_100);
        await page.getByRole('heading', { name: /^Hand the device to / }).waitFor(VISIBLE);
        expect(await page.locator('main').innerText()).toContain('Round 3 of 3');
        continue;
      }
      // Round 3 has no audit before this point, so little real time has passed: 3.5 s in, still locked.
      await page.clock.fastForward(round === 3 ? 3_500 : 0);
      expect(await next.isDisabled()).toBe(true);
      await page.clock.fastForward(round === 3 ? 600 : 4_100);
      expect(await next.isDisabled()).toBe(false);
      await next.click();
    }

    // Final standings: each player authored once; totals add up; saved to history.
    await page.getByRole('table').waitFor(VISIBLE);
    await page.getByText('Saved to history.').waitFor(VISIBLE);
    const rows = await page.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(3);
    await checkA11y(page, 'choices final');
    await screenshot(page, 'choices-final');
    await page.getByRole('link', { name: 'See past games' }).click();
    await page.getByText('Pattern of Choices', { exact: false }).first().waitFor(VISIBLE);
    expect(browser!.consoleErrors).toEqual([]);
    assertOnlyLoopback(browser!.requests);
  });

  it('C8: a reload during a reader’s turn resumes with the true time left', async () => {
    const page = await open();
    await start(page);
    await page.getByRole('button', { name: 'Start round 1' }).click();
    const tiles = await authorTurn(page);
    await page.getByRole('button', { name: /^Next: hand the device to / }).click();
    await claim(page);
    await page.getByText('Anchor, locked in place').waitFor(VISIBLE);
    expect(await timerSeconds(page)).toBe(40);
    // A half-finished sort: two tiles placed (one by tap, one by drag) before the app is killed.
    await page.getByRole('button', { name: `${tiles[1]}: Pick`, exact: true }).click();
    await page.locator('.ch-tile', { hasText: tiles[4]! }).dragTo(page.getByRole('region', { name: /^Keep in reserve/ }));
    await page.getByRole('region', { name: 'Keep in reserve, 1 of 2' }).waitFor(VISIBLE);
    await page.clock.fastForward(12_000);
    await page.reload();
    await page.getByText('Anchor, locked in place').waitFor(VISIBLE);
    expect(await timerSeconds(page)).toBe(28);
    expect(await page.getByRole('button', { name: `${tiles[1]}: Pick`, exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: `${tiles[4]}: Keep`, exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText('3 tiles still to sort.').count()).toBe(1);
    // Closed for a minute: the turn ran out meanwhile and counts as a timeout (0 points), once.
    await page.goto(`${inject('baseUrl')}/`);
    await page.clock.fastForward(60_000);
    await page.goBack();
    await page.getByRole('heading', { name: /^Hand the device to / }).waitFor(VISIBLE);
    expect(await page.locator('main').innerText()).toContain('reader 2 of 2');
    expect(browser!.consoleErrors).toEqual([]);
  });

  it('C3: an author who runs out of time voids the round; tone, buzz and voice at 10 s and 0 s, only as the settings allow', async () => {
    const page = await open();
    // Record every cue the device would give: tone (Web Audio), vibration and speech.
    await page.addInitScript(() => {
      const w = window as unknown as { cues: string[] };
      w.cues = [];
      Object.defineProperty(Navigator.prototype, 'vibrate', { configurable: true, value: (p: unknown) => w.cues.push(`buzz ${JSON.stringify(p)}`) > 0 });
      class Utterance {
        constructor(readonly text: string) {}
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: Utterance });
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: { cancel() {}, speak: (u: Utterance) => w.cues.push(`say ${u.text}`) } });
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (this: OscillatorNode, ...a: [number?]) {
        w.cues.push(`tone ${this.frequency.value}`);
        return start.apply(this, a);
      };
    });
    // Effects run after paint, on the page's (fake) clock: let it tick briefly before reading.
    const cues = async () => {
      await page.clock.runFor(300);
      return page.evaluate(() => (window as unknown as { cues: string[] }).cues.splice(0));
    };
    await page.goto(`${inject('baseUrl')}/settings`);
    await page.getByRole('checkbox', { name: /^Voice/ }).check(); // sound and vibration are on by default
    await start(page);
    await page.getByRole('button', { name: 'Start round 1' }).click();
    await claim(page);
    await page.getByRole('button', { name: 'Lock the pattern' }).waitFor(VISIBLE);
    await page.clock.fastForward(20_000);
    expect(await cues()).toEqual([]);
    await page.clock.fastForward(5_500);
    expect(await page.getByRole('timer').innerText()).toMatch(/10 s/); // the number in words, not colour alone
    expect(await cues()).toEqual(['tone 660', 'buzz 80', 'say Ten seconds']);
    await page.clock.fastForward(10_000);
    await page.getByText('ran out of time before locking a pattern: nobody scores this round.').waitFor(VISIBLE);
    expect(await cues()).toEqual(['tone 880', 'buzz [120,60,120]', 'say Time is up']);
    await checkA11y(page, 'choices void round');
    await page.getByRole('button', { name: 'Next round' }).click();
    await page.getByRole('heading', { name: /^Hand the device to / }).waitFor(VISIBLE);
    expect(await page.locator('main').innerText()).toContain('Round 2 of 3');

    // With every cue switched off in Settings, the same deadline passes silently.
    const game = page.url();
    await page.goto(`${inject('baseUrl')}/settings`);
    for (const name of [/^Sound/, /^Voice/, /^Vibration/]) await page.getByRole('checkbox', { name }).uncheck();
    await page.goto(game);
    await claim(page);
    await page.getByRole('button', { name: 'Lock the pattern' }).waitFor(VISIBLE);
    await page.clock.fastForward(25_500);
    await page.clock.fastForward(10_000);
    await page.getByText('ran out of time before locking a pattern: nobody scores this round.').waitFor(VISIBLE);
    expect(await cues()).toEqual([]);
  });

  it('extra-large text with Larger text on, 360 px, dark: each tile keeps its three zone buttons in one row, none wrapped; axe-clean', async () => {
    const page = await open('dark');
    await page.goto(`${inject('baseUrl')}/settings`);
    await page.getByLabel('Extra large').check();
    await start(page);
    const toggle = page.getByRole('button', { name: /^Larger text/ });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Start round 1' }).click();
    await claim(page);
    await page.getByRole('button', { name: 'Lock the pattern' }).waitFor(VISIBLE);
    await page.locator('.ch-tile').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'choices-board-xl');
    const rows = await page.locator('.ch-tile').evaluateAll((lis) =>
      lis.map((li) => {
        const buttons = [...li.querySelectorAll('button')];
        const box = (e: Element) => e.getBoundingClientRect();
        const min = parseFloat(getComputedStyle(buttons[0]!).minHeight);
        return {
          tops: new Set(buttons.map((b) => Math.round(box(b).top))).size,
          belowName: box(buttons[0]!).top >= box(li.querySelector('b')!).bottom - 1,
          // A label broken over two lines makes the button taller than its minimum touch height.
          wrapped: buttons.some((b) => box(b).height > min + 1),
        };
      }),
    );
    expect(rows).toHaveLength(6);
    expect(rows).toEqual(rows.map(() => ({ tops: 1, belowName: true, wrapped: false })));
    await noHorizontalScroll(page);
    await checkA11y(page, 'choices board, larger text, dark');
  });
});
