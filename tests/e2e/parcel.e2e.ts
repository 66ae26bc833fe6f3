import type { Page } from 'playwright-core';
import {
  addPlayers,
  assertOnlyLoopback,
  checkA11y,
  noHorizontalScroll,
  offlineNoticeGone,
  screenshot,
  openApp,
  screenshotAsked,
} from './page.ts';
import { pageBox } from './sight.ts';
import { test, expect } from './fixtures.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

/** Enters hands one tap a card (P1); returns the taps used. */
async function enterHands(page: Page, names: readonly string[], deal: readonly (readonly string[])[]): Promise<number> {
  let taps = 0;
  for (const [i, name] of names.entries())
    for (const p of deal[i % deal.length] ?? []) {
      await page.getByRole('button', { name: `${p} to ${name}`, exact: true }).click();
      taps++;
    }
  return taps;
}

/** Boxes of the elements matching `sel` against the viewport and the pinned footer (all must be on screen above it). */
const boxesAboveFooter = (page: Page, sel: string) =>
  page.evaluate((sel) => {
    const foot = document.querySelector('.screen-foot')?.getBoundingClientRect();
    const els = Array.from(document.querySelectorAll(sel), (e) => e.getBoundingClientRect());
    if (!foot || els.length === 0) return `nothing matches ${sel}`;
    const bad = els.filter((r) => r.top < 0 || r.bottom > foot.top + 0.5 || r.right > innerWidth + 0.5);
    return bad.length === 0
      ? 'ok'
      : `${bad.length} of ${els.length} below ${foot.top}: ${bad.map((r) => `${Math.round(r.top)}-${Math.round(r.bottom)}`).join(', ')}`;
  }, sel);

async function openMistakes(page: Page): Promise<void> {
  if (!(await button(page, 'Restart with a corrected deck').isVisible())) await page.getByText('Fix a mistake').click();
}
const where = (page: Page) => page.locator('.where').innerText();

/** Where the reader's sentence and the footer's buttons sit in the viewport (the footer is pinned to the bottom). */
const readerLayout = (page: Page) =>
  page.evaluate(() => {
    const box = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
    const [say, foot, main, pass] = [
      '.reader-card .say',
      '.screen-foot',
      '.screen-foot .btn-primary',
      '.screen-foot .btn:not(.btn-primary)',
    ].map(box);
    return {
      sayOnScreen: say!.top >= 0 && say!.bottom <= foot!.top,
      mainOnScreen: main!.top >= 0 && main!.bottom <= innerHeight,
      passSmaller: pass!.width < main!.width / 1.5,
    };
  });

/**
 * Whether an element sits wholly on screen above the pinned footer with "where we are" still in view (the step may
 * scroll the app's top bar away at extra-large text to lift the marker line clear of the footer).
 */
const aboveFooter = (page: Page, sel: string) =>
  page.evaluate((sel) => {
    const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
    const [el, foot, place] = [box(sel), box('.screen-foot'), box('.where')];
    return { onScreen: el.top >= 0 && el.bottom <= foot.top, whereShown: place.top >= 0, scrolled: scrollY };
  }, sel);

test.describe('Parcel Parade', () => {
  test('4 players with tracked hands: deal check, swap to a complete parade, history and personal best', async ({
    launch,
  }) => {
    const browser = await launch();
    const { page, requests, consoleErrors } = browser;
    await openApp(page, '/parcel-parade');
    await addPlayers(page, ['Ana', 'Ben', 'Cy', 'Dee']);
    await page.getByLabel(/Enter the hands/).check();
    const deal = [
      ['SUN', 'SUN', 'LEAF', 'KEY'],
      ['MOON', 'MOON', 'LEAF', 'KEY'],
      ['SUN', 'MOON', 'LEAF', 'KEY'],
      ['MOON', 'SUN', 'LEAF', 'KEY'],
    ];
    const names = ['Ana', 'Ben', 'Cy', 'Dee'];
    await enterHands(page, names.slice(0, 3), deal);
    // P1: Dee's hand is what is left of the deck: one tap.
    await button(page, 'Dee gets the cards left: SUN, MOON, LEAF, KEY').click();
    await page.getByText('The deal checks out').waitFor(VISIBLE);
    await noHorizontalScroll(page);
    await checkA11y(page, 'parcel setup with hands');
    await screenshot(page, 'parcel-setup');

    await button(page, 'Start the parade').click();
    await button(page, 'Start lap 1').waitFor(VISIBLE);
    await checkA11y(page, 'parcel lap intro');
    await button(page, 'Start lap 1').click();
    expect(await where(page)).toBe('Lap 1 of 4 · turn 1 of 4');
    // One wide main action; Pass beside it is smaller but still an easy target (5rem at normal text).
    // One at a time: two actions at once can both meet the offline notice's handler and wait on each other.
    const pass = await button(page, 'Pass').boundingBox();
    const swap = await button(page, /^Swap$/).boundingBox();
    expect(pass!.width).toBeGreaterThanOrEqual(80);
    expect(pass!.height).toBeGreaterThanOrEqual(48);
    expect(pass!.width).toBeLessThan(swap!.width / 2);
    expect(pass!.y).toBe(swap!.y);
    // A refusal appears beside the control that caused it: above the footer's buttons, on screen.
    await button(page, /^Swap$/).click();
    const alert = page
      .locator('.screen-foot [role=alert]')
      .getByText('Choose the card Ana gives and the card Ben gives back.');
    await alert.waitFor(VISIBLE);
    const said = await alert.boundingBox();
    const swapBox = await button(page, /^Swap$/).boundingBox();
    expect(said!.y).toBeGreaterThanOrEqual(0);
    expect(said!.y + said!.height).toBeLessThanOrEqual(swapBox!.y);
    await button(page, 'OK').click();
    // P4: identical symbols are never offered as a swap.
    await page.getByRole('group', { name: 'Ana gives' }).getByRole('button', { name: /LEAF/ }).click();
    expect(
      await page.getByRole('group', { name: 'Ben gives' }).getByRole('button', { name: /LEAF/ }).isDisabled(),
    ).toBe(true);
    expect(await button(page, /gets LEAF/).count()).toBe(0);
    await checkA11y(page, 'parcel turn with a card chosen');
    await page.getByRole('group', { name: 'Ana gives' }).getByRole('button', { name: /SUN/ }).click();
    await page.getByRole('group', { name: 'Ben gives' }).getByRole('button', { name: /MOON/ }).click();
    await button(page, 'Swap: Ana gives SUN, gets MOON').click();
    // P5: complete the moment every hand holds all four symbols.
    await page.getByRole('heading', { name: 'Complete parade!' }).waitFor(VISIBLE);
    await page.getByText('New personal best for 4 players!').waitFor(VISIBLE);
    await checkA11y(page, 'parcel result');
    await screenshot(page, 'parcel-result');
    await page.getByRole('link', { name: 'See it in history' }).click();
    await page.getByText('Group score: 4 of 4 complete hands').waitFor(VISIBLE);
    await page.getByText('Swaps used: 1').waitFor(VISIBLE);
    await page.getByText(/Comparable: yes/).waitFor(VISIBLE);
    await checkA11y(page, 'parcel history detail');

    await openApp(page, '/parcel-parade');
    await addPlayers(page, names);
    await page.getByText('Personal best for 4 players: a complete parade in 1 swap.').waitFor(VISIBLE);

    // P7: a replayed lap makes the game not comparable: a complete parade in 0 swaps is kept but sets no best.
    await button(page, 'Start the parade').click();
    await button(page, 'Start lap 1').click();
    await button(page, 'Pass').click();
    await openMistakes(page);
    await button(page, 'Replay this lap').click();
    await page
      .getByRole('status')
      .getByText('Lap 1 starts again with the hands as they are now. This game will not count for the personal best.')
      .waitFor(VISIBLE);
    await button(page, 'Start lap 1').click();
    expect(await where(page)).toBe('Lap 1 of 4 · turn 1 of 4');
    await button(page, 'Pass').click();
    await button(page, 'Everyone is complete…').click();
    await button(page, 'Yes, end the parade').click();
    await page.getByRole('heading', { name: 'Complete parade!' }).waitFor(VISIBLE);
    await page.getByRole('listitem').filter({ hasText: 'Comparable: no (variant or replayed lap)' }).waitFor(VISIBLE);
    expect(await page.getByText(/New personal best|Personal best for/).count()).toBe(0);
    await page.getByRole('link', { name: 'See it in history' }).click();
    await page.getByText('Swaps used: 0').waitFor(VISIBLE);
    for (const line of [
      'Group score: 4 of 4 complete hands',
      'Laps played: 1 of 4',
      'Variant: Standard',
      'Comparable: no (variant or replayed lap)',
    ])
      await page.getByText(line).waitFor(VISIBLE);
    await openApp(page, '/parcel-parade');
    await addPlayers(page, names);
    await page.getByText('Personal best for 4 players: a complete parade in 1 swap.').waitFor(VISIBLE);
    assertOnlyLoopback(requests);
    expect(consoleErrors).toEqual([]);
  });

  test('3 players through four laps: partner checked every turn, reload resumes, undo across a lap, deck-error score', async ({
    launch,
  }) => {
    const browser = await launch({ colorScheme: 'dark' });
    const { page, requests, consoleErrors } = browser;
    await openApp(page, '/parcel-parade');
    const names = ['Ana', 'Ben', 'Cy'];
    await addPlayers(page, names);
    await page.getByLabel('First player', { exact: true }).selectOption({ label: 'Ben' });
    await button(page, 'Start the parade').click();
    const first = 1;
    const offset = [1, -1, 2, -2];
    const words = [
      'one seat clockwise',
      'one seat counterclockwise',
      'two seats clockwise',
      'two seats counterclockwise',
    ];
    for (let lap = 1; lap <= 4; lap++) {
      await button(page, `Start lap ${lap}`).waitFor(VISIBLE);
      expect(await where(page)).toBe(`Lap ${lap} of 4 · new route`);
      await page.getByText(`Route ${lap}:`, { exact: false }).first().waitFor(VISIBLE);
      await page.getByText('Turns still go clockwise, whatever the route').waitFor(VISIBLE);
      if (lap === 2) await checkA11y(page, 'parcel new lap screen (dark)');
      await button(page, `Start lap ${lap}`).click();
      for (let i = 0; i < 3; i++) {
        // P2/P3, computed here independently of the app.
        const seat = (first + lap - 1 + i) % 3;
        const partner = (((seat + offset[lap - 1]!) % 3) + 3) % 3;
        expect(await where(page)).toBe(`Lap ${lap} of 4 · turn ${i + 1} of 3`);
        const heading = `${names[seat]}'s turn: trade with ${names[partner]}, ${words[lap - 1]}`;
        await page.getByRole('heading', { name: heading }).waitFor(VISIBLE);
        // At three players two seats one way is one seat the other way: said on routes 3 and 4 only.
        const same = lap === 3 ? 'one seat counterclockwise' : 'one seat clockwise';
        const note = `At three players, ${words[lap - 1]} reaches the same person as ${same}: that is intended.`;
        if (lap >= 3) {
          expect(partner).toBe((seat + (lap === 3 ? 2 : 1)) % 3);
          await page.getByText(note).waitFor(VISIBLE);
        } else expect(await page.getByText(/At three players/).count()).toBe(0);
        if (lap === 4 && i === 1) {
          // The caller's view says it too.
          await button(page, 'Reader view').click();
          await page
            .locator('.reader-card')
            .getByText(`${names[seat]}, trade with ${names[partner]}, ${words[3]}.`)
            .waitFor(VISIBLE);
          await page.locator('.reader-card').getByText(note).waitFor(VISIBLE);
          await button(page, 'Reader view').click();
        }
        if (lap === 2 && i === 1) {
          await page.reload();
          await page.getByRole('heading', { name: heading }).waitFor(VISIBLE);
          expect(await where(page)).toBe('Lap 2 of 4 · turn 2 of 3');
        }
        if (lap === 3 && i === 0) {
          await checkA11y(page, 'parcel turn (dark)');
          // Undo across the lap boundary and come back.
          await button(page, 'Undo').click();
          await button(page, 'Start lap 3').waitFor(VISIBLE);
          await button(page, 'Undo').click();
          await page
            .getByRole('heading', { name: "Ben's turn: trade with Ana, one seat counterclockwise" })
            .waitFor(VISIBLE);
          expect(await where(page)).toBe('Lap 2 of 4 · turn 3 of 3');
          await button(page, 'Pass').click();
          await button(page, 'Start lap 3').click();
          await page.getByRole('heading', { name: heading }).waitFor(VISIBLE);
        }
        await button(page, i === 0 ? 'They swapped' : 'Pass').click();
      }
    }
    await page.getByRole('heading', { name: /4 laps played/ }).waitFor(VISIBLE);
    await checkA11y(page, 'parcel count complete hands');
    await button(page, '2 of 3').click();
    await page
      .getByRole('alert')
      .getByText(/2 complete hands out of 3 cannot happen with a right deck.*there must be 3 SUN/)
      .waitFor(VISIBLE);
    await button(page, '1 of 3').click();
    await page.getByRole('heading', { name: 'Group score: 1 of 3' }).waitFor(VISIBLE);
    await page.getByText('4 swaps used').waitFor(VISIBLE);
    await page.getByRole('link', { name: 'See it in history' }).click();
    await page.getByText('Laps played: 4 of 4').waitFor(VISIBLE);
    assertOnlyLoopback(requests);
    expect(consoleErrors).toEqual([]);
  });

  test('8 players with long names at extra-large text on 360x640: setup fits, every ring label is on screen, reader view fits every turn', async ({
    launch,
  }) => {
    const browser = await launch({ colorScheme: 'dark' });
    const { page, consoleErrors } = browser;
    await openApp(page, '/settings');
    await page.getByLabel('Extra large').check();
    await openApp(page, '/parcel-parade');
    const names = ['Maximiliana Josefine', 'Bartholomew', 'Cy', 'Dee', 'Evangeline', 'Fox', 'Gus', 'Hildegard'];
    await addPlayers(page, names);
    // The first-player list holds the 20-letter name and must not push the page sideways.
    await page.getByLabel('First player', { exact: true }).selectOption({ label: names[0]! });
    await noHorizontalScroll(page);
    // Tracked hands: the longest main-action label ("Swap: Ana gives ..." once chosen).
    await page.getByLabel(/Enter the hands/).check();
    const deal = [
      ['SUN', 'SUN', 'MOON', 'MOON'],
      ['LEAF', 'LEAF', 'KEY', 'KEY'],
    ];
    // One tap a card, the last hand in one tap: 7 x 4 + 1 = 29 taps for 8 players (64 with a dropdown a card).
    const taps = await enterHands(page, names.slice(0, 7), deal);
    await button(page, /^Hildegard gets the cards left/).click();
    expect(taps + 1).toBe(29);
    await button(page, 'Start the parade').click();
    await button(page, 'Start lap 1').click();
    await button(page, 'Pass').click();
    // Ring names are text at least body size (here extra-large), whole, wrapping inside the screen.
    const ring = await page.locator('.seat-ring-names').evaluate((list) => {
      const body = parseFloat(getComputedStyle(document.body).fontSize);
      return Array.from(list.querySelectorAll('li'), (li) => {
        const r = li.getBoundingClientRect();
        return {
          text: li.textContent,
          big: parseFloat(getComputedStyle(li).fontSize) >= body,
          inside: r.left >= 0 && r.right <= innerWidth + 0.5,
        };
      });
    });
    expect(ring.filter((l) => !l.big || !l.inside)).toEqual([]);
    expect(ring.map((l) => l.text)).toEqual(
      expect.arrayContaining(['1Maximiliana Josefine (done, first)', '2Bartholomew (now)', '3Cy (partner)']),
    );
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBe(24);
    await noHorizontalScroll(page);
    await checkA11y(page, 'parcel turn, 8 players at extra-large text (dark)');

    // Reader view: on every turn the sentence to say and the main action are on screen without scrolling,
    // and Pass stays the smaller button beside the one primary action.
    await button(page, 'Reader view').click();
    for (let turn = 1; turn < 32; turn++) {
      if (turn % 8 === 0) await button(page, `Start lap ${turn / 8 + 1}`).click();
      await page.locator('.reader-card .say').waitFor(VISIBLE);
      await expect
        .poll(() => readerLayout(page), { timeout: 3000 })
        .toEqual({ sayOnScreen: true, mainOnScreen: true, passSmaller: true });
      if (turn === 8) await screenshot(page, 'parcel-reader-8-xl');
      await button(page, 'Pass').click();
    }
    await page.getByRole('heading', { name: 'Group score: 0 of 8' }).waitFor(VISIBLE);
    expect(consoleErrors).toEqual([]);
  });

  test('reader mode, the soft brisk timer and the mistake helpers at extra-large text on 360x640, accessibly', async ({
    launch,
  }) => {
    const browser = await launch();
    const { page, consoleErrors } = browser;
    await page.clock.install({ time: new Date('2030-01-01T10:00:00Z') });
    await openApp(page, '/settings');
    await page.getByLabel('Extra large').check();
    await openApp(page, '/parcel-parade');
    await addPlayers(page, ['Ana', 'Ben', 'Cy', 'Dee']);
    await page.getByLabel(/Brisk turn timer/).check();
    await noHorizontalScroll(page);
    await checkA11y(page, 'parcel setup at extra-large text');
    await button(page, 'Start the parade').click();
    await button(page, 'Start lap 1').click();
    await button(page, 'Reader view').click();
    await page.getByText('Ana, trade with Ben, one seat clockwise.').waitFor(VISIBLE);
    // The brisk timer starts at 30 s; the page's clock runs, so a busy machine may already show a few seconds less.
    const brisk = page.getByRole('timer', { name: /\d+ seconds left/ });
    await brisk.waitFor(VISIBLE);
    const startsAt = Number(/(\d+) seconds left/.exec((await brisk.getAttribute('aria-label')) ?? '')?.[1]);
    expect(startsAt).toBeLessThanOrEqual(30);
    expect(startsAt).toBeGreaterThanOrEqual(20);
    // P10: the brisk timer only suggests. When it runs out, and ten minutes later, it is still Ana's turn.
    await page.clock.fastForward(31_000);
    await page.getByText(/About 30 seconds are up\. Take the time you need: the turn waits/).waitFor(VISIBLE);
    await page.clock.fastForward('10:00');
    await page.reload();
    await page.getByText(/About 30 seconds are up/).waitFor(VISIBLE);
    expect(await where(page)).toBe('Lap 1 of 4 · turn 1 of 4');
    await page.getByText('Ana, trade with Ben, one seat clockwise.').waitFor(VISIBLE);
    await page.getByText('0 swaps').waitFor(VISIBLE);
    const main = button(page, 'They swapped');
    expect(await main.isVisible()).toBe(true);
    const box = await main.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(640);
    await noHorizontalScroll(page);
    await checkA11y(page, 'parcel reader view at extra-large text');
    await screenshot(page, 'parcel-reader-xl');
    await main.click();
    await page.getByText('Ben, trade with Cy, one seat clockwise.').waitFor(VISIBLE);
    // A new turn gets a fresh 30 s.
    // The brisk timer starts at 30 s; the page's clock runs, so a busy machine may already show a few seconds less.
    const timer = page.getByRole('timer', { name: /\d+ seconds left/ });
    await timer.waitFor(VISIBLE);
    const left = Number(/(\d+) seconds left/.exec((await timer.getAttribute('aria-label')) ?? '')?.[1]);
    expect(left).toBeLessThanOrEqual(30);
    expect(left).toBeGreaterThanOrEqual(20);
    await openMistakes(page);
    await checkA11y(page, 'parcel mistake helpers open at extra-large text');
    await button(page, 'Reverse the last turn').click();
    await page
      .getByRole('status')
      .getByText(/Ana and Ben swap back the two cards/)
      .waitFor(VISIBLE);
    await button(page, 'Pass').click();
    await button(page, 'Replay this lap').click();
    await button(page, 'Start lap 1').waitFor(VISIBLE);
    await page.getByText(/will not count for the personal best/).waitFor(VISIBLE);
    await openMistakes(page);
    await button(page, 'Restart with a corrected deck').click();
    await page.getByRole('heading', { name: 'Build the deck: 16 cards' }).waitFor(VISIBLE);
    await noHorizontalScroll(page);
    await checkA11y(page, 'parcel restart with a corrected deck');
    await button(page, 'Restart from lap 1').click();
    await page.getByText(/Restarted with the corrected deck/).waitFor(VISIBLE);
    await button(page, 'Start lap 1').click();
    await button(page, 'Everyone is complete…').click();
    await button(page, 'Yes, end the parade').click();
    await page.getByRole('heading', { name: 'Complete parade!' }).waitFor(VISIBLE);
    await noHorizontalScroll(page);
    await checkA11y(page, 'parcel result at extra-large text');
    // A reload right after the end: the game is now a history record under the same id, and that record opens.
    await page.getByText('Saved to history.').waitFor(VISIBLE);
    const gameId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.reload();
    await page.waitForURL(`**/history/${gameId}`);
    await page.getByRole('heading', { name: 'Parcel Parade' }).waitFor(VISIBLE);
    await page.getByText(/Complete parade in \d+ swaps?:/).waitFor(VISIBLE);
    expect(await page.getByText(/not on this device any more/).count()).toBe(0);
    await openApp(page, '/parcel-parade/nowhere');
    await page.getByText('There is no such page in Parcel Parade.').waitFor(VISIBLE);
    await checkA11y(page, 'parcel unknown page');
    await openApp(page, '/parcel-parade/play/no-such-game');
    await page.getByText(/This game is not on this device any more/).waitFor(VISIBLE);
    await checkA11y(page, 'parcel missing game');
    expect(consoleErrors).toEqual([]);
  });

  test('at extra-large text on 360x640 the turn sentence and the new route card sit above the footer; wide screens put the ring beside the step', async ({
    launch,
  }) => {
    const browser = await launch();
    const { page, consoleErrors } = browser;
    await openApp(page, '/settings');
    await page.getByLabel('Extra large').check();
    await openApp(page, '/parcel-parade');
    const names = ['Ana', 'Ben', 'Cy', 'Dee'];
    await addPlayers(page, names);
    // Tracked hands: the tallest footer ("Swap" beside Pass).
    await page.getByLabel(/Enter the hands/).check();
    await enterHands(page, names, [
      ['SUN', 'SUN', 'MOON', 'MOON'],
      ['LEAF', 'LEAF', 'KEY', 'KEY'],
    ]);
    await button(page, 'Start the parade').click();
    // The new-lap screen: the route card is its heading, not a repeat of the "Lap 1 of 4" line above it.
    await page.getByRole('heading', { name: 'Route 1: clockwise one' }).waitFor(VISIBLE);
    expect(await page.getByRole('heading', { name: /Lap 1 of 4/ }).count()).toBe(0);
    expect(await aboveFooter(page, '.pp-route-card')).toMatchObject({ onScreen: true, whereShown: true });
    await button(page, 'Start lap 1').click();
    const head = page.getByRole('heading', { name: "Ana's turn: trade with Ben, one seat clockwise" });
    await head.waitFor(VISIBLE);
    expect(await aboveFooter(page, '.pp-turn-head')).toMatchObject({ onScreen: true, whereShown: true });
    await screenshot(page, 'parcel-turn-xl');
    for (let i = 0; i < 4; i++) await button(page, 'Pass').click();
    // Lap 2 has the longest route name ("counterclockwise").
    await page.getByRole('heading', { name: 'Route 2: counterclockwise one' }).waitFor(VISIBLE);
    expect(await aboveFooter(page, '.pp-route-card')).toMatchObject({ onScreen: true, whereShown: true });
    await screenshot(page, 'parcel-lap-xl');
    await noHorizontalScroll(page);

    // A tablet on the table: the seat ring stands beside the step, level with its top.
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [sel, start] of [
      ['.pp-route-card', true],
      ['.pp-turn-head', false],
    ] as const) {
      const step = await page.locator(sel).boundingBox();
      const ring = await page.locator('.seat-ring-figure').boundingBox();
      expect(ring!.x).toBeGreaterThan(step!.x + step!.width);
      expect(ring!.y).toBeLessThan(step!.y + step!.height);
      if (start) await button(page, 'Start lap 2').click();
    }
    await screenshot(page, 'parcel-wide-xl');
    expect(consoleErrors).toEqual([]);
  });

  test('three players at extra-large text: the lap 3 route card stays compact above the footer, its three-player note after it, and in reader view', async ({
    launch,
  }) => {
    const browser = await launch();
    const { page, consoleErrors } = browser;
    await openApp(page, '/settings');
    await page.getByLabel('Extra large').check();
    await openApp(page, '/parcel-parade');
    await addPlayers(page, ['Ana', 'Ben', 'Cy']);
    await button(page, 'Start the parade').click();
    for (const lap of [1, 2]) {
      await button(page, `Start lap ${lap}`).click();
      for (let i = 0; i < 3; i++) await button(page, 'Pass').click();
    }
    await page.getByRole('heading', { name: 'Route 3: clockwise two' }).waitFor(VISIBLE);
    expect(await aboveFooter(page, '.pp-route-card')).toMatchObject({ onScreen: true, whereShown: true });
    expect(await page.locator('.pp-route-card').evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
    await page
      .getByText(
        'At three players, two seats clockwise reaches the same person as one seat counterclockwise: that is intended.',
      )
      .waitFor(VISIBLE);
    await noHorizontalScroll(page);
    // In reader view the three-player note and "Next" sit above the footer too.
    await button(page, 'Start lap 3').click();
    await button(page, 'Reader view').click();
    await page
      .locator('.reader-card')
      .getByText(/At three players/)
      .waitFor(VISIBLE);
    expect(await boxesAboveFooter(page, '.reader-card .say, .reader-card p')).toBe('ok');
    await screenshotAsked(page, { path: 'test-results/screenshots/parcel-i11-three-reader-xl-viewport.png' });
    await checkA11y(page, 'parcel reader view, three players, xl');
    expect(consoleErrors).toEqual([]);
  });

  test.describe('what the table needs now is on screen (360x640)', () => {
    const TWO_KINDS = [
      ['SUN', 'SUN', 'MOON', 'MOON'],
      ['LEAF', 'LEAF', 'KEY', 'KEY'],
    ];

    test('item 9 (P3): at extra-large text the marker line is above the footer on all four laps; reader view keeps both "gives" pickers and "Next" above it; item 11: a replayed lap keeps the marker', async ({
      launch,
    }) => {
      const browser = await launch({ colorScheme: 'dark' });
      const { page, consoleErrors } = browser;
      await openApp(page, '/settings');
      await page.getByLabel('Extra large').check();
      await openApp(page, '/parcel-parade');
      const names = ['Ana', 'Ben', 'Cy', 'Dee'];
      await addPlayers(page, names);
      await page.getByLabel(/Enter the hands/).check();
      await enterHands(page, names, TWO_KINDS);
      await button(page, 'Start the parade').click();
      for (let lap = 1; lap <= 4; lap++) {
        await button(page, `Start lap ${lap}`).waitFor(VISIBLE);
        expect(await boxesAboveFooter(page, '.pp-route-card h2, .pp-marker')).toBe('ok');
        if (lap === 2) await screenshot(page, 'parcel-i11-lap2-xl-dark');
        await button(page, `Start lap ${lap}`).click();
        if (lap === 1) {
          // Reader view with entered hands: the sentence, what comes next and both pickers above the footer.
          await button(page, 'Reader view').click();
          await page.locator('.reader-card .say').waitFor(VISIBLE);
          await screenshotAsked(page, { path: 'test-results/screenshots/parcel-i11-reader-xl-viewport.png' });
          // The lap line and Undo, the sentence, its "Next" small print and both pickers: all on screen above the footer.
          expect(
            await boxesAboveFooter(
              page,
              '.where, .screen-head .btn, .reader-card .say, .reader-card .next, .pp-picks fieldset',
            ),
          ).toBe('ok');
          await button(page, 'Reader view').click();
        }
        for (let i = 0; i < 4; i++) await button(page, 'Pass').click();
        if (lap === 2) {
          // Item 11 (P3): after "Replay this lap" the marker is already in front of the lap's first player.
          await button(page, 'Start lap 3').waitFor(VISIBLE);
          await button(page, 'Undo').click();
          await openMistakes(page);
          await button(page, 'Replay this lap').click();
          await button(page, 'Start lap 2').waitFor(VISIBLE);
          expect(await page.locator('.pp-marker').innerText()).toBe(
            'The first-player marker stays with Ben, who starts this lap again.',
          );
          expect(await boxesAboveFooter(page, '.pp-marker')).toBe('ok');
          await button(page, 'Start lap 2').click();
          for (let i = 0; i < 4; i++) await button(page, 'Pass').click();
          await button(page, 'Start lap 3').waitFor(VISIBLE);
          expect(await page.locator('.pp-marker').innerText()).toBe(
            'Move the first-player marker one seat clockwise, from Ben to Cy, who starts this lap.',
          );
        }
      }
      expect(consoleErrors).toEqual([]);
    });

    test('item 10 (P5): a complete deal ends with no swaps but is no "New personal best"', async ({ launch }) => {
      const browser = await launch();
      const { page, consoleErrors } = browser;
      await openApp(page, '/parcel-parade');
      const names = ['Ana', 'Ben', 'Cy'];
      await addPlayers(page, names);
      await page.getByLabel(/Enter the hands/).check();
      await enterHands(page, names.slice(0, 2), [['SUN', 'MOON', 'LEAF', 'KEY']]);
      await button(page, 'Cy gets the cards left: SUN, MOON, LEAF, KEY').click();
      await button(page, 'Start the parade').click();
      await page.getByRole('heading', { name: 'Complete parade!' }).waitFor(VISIBLE);
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Comparable: no (complete from the deal, nothing played)' })
        .waitFor(VISIBLE);
      expect(await page.getByText(/New personal best/).count()).toBe(0);
      // The shared finish flow saves it on arrival; the record is one tap away.
      await page.getByText(/Saved to history/).waitFor(VISIBLE);
      await page.getByRole('link', { name: 'See it in history' }).click();
      await page.getByText('Swaps used: 0').waitFor(VISIBLE);
      await openApp(page, '/parcel-parade');
      await addPlayers(page, names);
      await page.getByText('No comparable complete parade for 3 players yet.').waitFor(VISIBLE);
      expect(consoleErrors).toEqual([]);
    });

    test('item 12: no red problem before anything is entered; 5 hands in 17 taps; a fifth copy is not offered', async ({
      launch,
    }) => {
      const browser = await launch();
      const { page, consoleErrors } = browser;
      await openApp(page, '/parcel-parade');
      const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
      await addPlayers(page, names);
      await page.getByLabel(/Enter the hands/).check();
      await page.getByText('20 cards still to enter.').waitFor(VISIBLE);
      expect(await page.locator('.notice-error').count()).toBe(0);
      const deal = [
        ['SUN', 'MOON', 'LEAF', 'LEAF'],
        ['KEY', 'KEY', 'SUN', 'MOON'],
        ['LEAF', 'SUN', 'MOON', 'KEY'],
        ['SUN', 'LEAF', 'KEY', 'MOON'],
      ];
      const taps = await enterHands(page, names.slice(0, 4), deal);
      // Eve's hand is what is left of the deck: one tap.
      await button(page, 'Eve gets the cards left: SUN, MOON, LEAF, KEY').click();
      expect(taps + 1).toBe(17);
      await page.getByText('The deal checks out').waitFor(VISIBLE);
      expect(await page.locator('.notice-error').count()).toBe(0);
      await button(page, 'Clear all hands').click();
      for (let i = 0; i < 5; i++) await button(page, `SUN to ${names[i]}`).click();
      expect(await button(page, 'SUN to Ana').isDisabled()).toBe(true);
      await noHorizontalScroll(page);
      await checkA11y(page, 'parcel hand entry');
      expect(consoleErrors).toEqual([]);
    });

    test('item 13: "Everyone is complete" is apart from "Reader view" and asks before ending; the ring names grow with the text size (item 18)', async ({
      launch,
    }) => {
      const browser = await launch();
      const { page, consoleErrors } = browser;
      await openApp(page, '/parcel-parade');
      await addPlayers(page, ['Ana', 'Ben', 'Christophe-Alexandre', 'Dee']);
      await button(page, 'Start the parade').click();
      await button(page, 'Start lap 1').click();
      // The one-off offline notice pushes the screen down while it shows: measured with it gone.
      await offlineNoticeGone(page);
      const reader = await pageBox(button(page, 'Reader view'));
      const done = await pageBox(button(page, 'Everyone is complete…'));
      expect(done.y).toBeGreaterThanOrEqual(reader.y + reader.height + 8);
      await button(page, 'Everyone is complete…').click();
      await page.getByRole('heading', { name: 'Does every player hold SUN, MOON, LEAF and KEY?' }).waitFor(VISIBLE);
      await button(page, 'Not yet').click();
      expect(await where(page)).toBe('Lap 1 of 4 · turn 1 of 4');
      const size = () =>
        page
          .locator('.seat-ring-names li')
          .nth(2)
          .evaluate((li) => ({
            px: parseFloat(getComputedStyle(li).fontSize),
            text: li.textContent,
            h: li.getBoundingClientRect().height,
          }));
      const normal = await size();
      expect(normal.px).toBe(16);
      expect(normal.text).toBe('3Christophe-Alexandre');
      await page.evaluate(() => (document.documentElement.dataset.textSize = 'xlarge'));
      const xl = await size();
      expect(xl.px).toBe(24);
      await noHorizontalScroll(page);
      await screenshotAsked(page, { path: 'test-results/screenshots/parcel-i18-ring-xl-viewport.png', fullPage: true });
      expect(consoleErrors).toEqual([]);
    });
  });

  test('P10: the brisk timer survives clock jumps: an hour back never shows more than 30 s, three hours on does not end it', async ({
    launch,
  }) => {
    const browser = await launch();
    const { page, consoleErrors } = browser;
    const start = new Date('2030-01-01T10:00:00Z').getTime();
    await page.clock.install({ time: start });
    await openApp(page, '/parcel-parade');
    await addPlayers(page, ['Ana', 'Ben', 'Cy']);
    await page.getByLabel(/Brisk turn timer/).check();
    await button(page, 'Start the parade').click();
    await button(page, 'Start lap 1').click();
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.getAttribute('aria-label')).toBe('Brisk turn timer: 30 seconds left');
    await page.clock.fastForward(5_000);
    await expect.poll(() => timer.getAttribute('aria-label')).toBe('Brisk turn timer: 25 seconds left');
    // The wall clock is set back an hour: the countdown goes on from where it was.
    await page.clock.setSystemTime(start - 3_600_000);
    await page.clock.fastForward(1_000);
    await expect.poll(() => timer.getAttribute('aria-label')).toBe('Brisk turn timer: 24 seconds left');
    // Then three hours forward: still a running turn, counting down.
    await page.clock.setSystemTime(start + 3 * 3_600_000);
    await page.clock.fastForward(1_000);
    await expect.poll(() => timer.getAttribute('aria-label')).toBe('Brisk turn timer: 23 seconds left');
    expect(await page.getByText(/seconds are up/).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
