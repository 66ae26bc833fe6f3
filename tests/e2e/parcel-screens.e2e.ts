// The screen principle for every Parcel Parade screen, in the looks of looks.ts: the instruction,
// the control the step asks for and the main action on screen without scrolling by hand, nothing the player needs
// under the pinned footer, no sideways scroll, axe-clean. One game with entered hands, one without (three players).
import type { Page } from 'playwright-core';
import { oneSwapDeal } from '../games/parcel/fixtures.ts';
import {
  addPlayers,
  checkA11y,
  dismissOfflineNotice,
  noHorizontalScroll,
  offlineNoticeGone,
  screenshot,
  screenshotAsked,
} from './page.ts';
import { test, type Launch, type Launched } from './fixtures.ts';
import { LOOKS, setTextSize } from './looks.ts';
import { stepOnScreen, topLineWhole, type StepParts } from './sight.ts';
import { baseUrl } from './serve.ts';

const VISIBLE = { state: 'visible', timeout: 30_000 } as const;
let browser: Launched | undefined;

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

/** The where-line and Undo: a game screen keeps both in sight. */
const place = (page: Page) => [page.locator('.where'), button(page, 'Undo')];

for (const look of LOOKS) {
  test.describe(`Parcel Parade, every screen at ${look.name}`, () => {
    const tag = look.name.replace(/\W+/g, '-');
    /**
     * Measures the step, checks no sideways scroll and axe, and keeps a viewport screenshot to look at. A step the game
     * has just opened (`opened`, placed by the shared step start) also starts with a whole line at the top.
     */
    async function check(page: Page, step: string, parts: StepParts, opened = false): Promise<void> {
      await screenshotAsked(page, {
        path: `test-results/screenshots/parcel-screen-${step.replace(/\W+/g, '-')}-${tag}.png`,
      });
      await stepOnScreen(page, `${step} (${look.name})`, parts);
      if (opened) await topLineWhole(page, `${step} (${look.name})`);
      await noHorizontalScroll(page);
      await checkA11y(page, `parcel ${step}, ${look.name}`);
    }

    async function open(launch: Launch): Promise<Page> {
      browser = await launch({ viewport: look.viewport, colorScheme: look.colorScheme });
      const { page } = browser;
      await dismissOfflineNotice(page);
      if (look.size !== 'normal') await setTextSize(page, baseUrl(), look.size);
      await page.goto(`${baseUrl()}/parcel-parade`);
      // The one-off offline notice pushes the screen down while it shows: every measure is taken without it.
      await offlineNoticeGone(page);
      return page;
    }

    test('with entered hands: setup, hands entry, new lap, turn, swap chooser, reader view, the end', async ({
      launch,
    }) => {
      const page = await open(launch);
      const start = button(page, 'Start the parade');
      await check(page, 'setup', {
        instruction: page.getByText('Players in seat order, going clockwise'),
        controls: [page.getByLabel("New player's name")],
        action: start,
      });
      const names = ['Ana', 'Ben', 'Cy', 'Dee'];
      await addPlayers(page, names);
      // Typing names one after another: the name field stays clear of the footer.
      await check(page, 'setup with four players', {
        instruction: page.getByText('4 players, seat 1 to seat 4 going clockwise.'),
        controls: [page.getByLabel("New player's name")],
        action: start,
      });
      await page.getByLabel(/Enter the hands/).check();
      // Each hand's keys, reached by keyboard, come to rest above the footer.
      const deal = oneSwapDeal();
      for (const [i, who] of names.entries()) {
        const first = button(page, `${deal[i]![0]} to ${who}`);
        await first.focus();
        await stepOnScreen(page, `hands entry for ${who} (${look.name})`, {
          instruction: page.getByRole('group', { name: who }).locator('legend'),
          controls: [first],
          action: start,
        });
        for (const p of deal[i]!) await button(page, `${p} to ${who}`).click();
      }
      const checked = page.getByText('The deal checks out: 4 of each symbol, 4 cards each.');
      await checked.scrollIntoViewIfNeeded();
      await check(page, 'hands entered', { instruction: checked, action: start });
      await start.click();

      const lap1 = button(page, 'Start lap 1');
      await lap1.waitFor(VISIBLE);
      await check(
        page,
        'new lap',
        {
          instruction: page.locator('.pp-route-card h2'),
          keep: [page.locator('.pp-marker'), ...place(page)],
          action: lap1,
        },
        true,
      );
      await lap1.click();

      const ana = page.getByRole('group', { name: 'Ana gives' });
      const ben = page.getByRole('group', { name: 'Ben gives' });
      const swap = page.locator('.screen-foot .btn-primary');
      await page.locator('.pp-turn-head').waitFor(VISIBLE);
      await check(
        page,
        'turn with hands',
        { instruction: page.locator('.pp-turn-head'), controls: [ana, ben], keep: place(page), action: swap },
        true,
      );
      await ana.getByRole('button', { name: /SUN/ }).click();
      await ben.getByRole('button', { name: /MOON/ }).click();
      await button(page, 'Swap: Ana gives SUN, gets MOON').waitFor(VISIBLE);
      await check(page, 'swap chosen', {
        instruction: page.locator('.pp-turn-head'),
        controls: [ana, ben],
        keep: place(page),
        action: swap,
      });

      // The reader's view with entered hands: the sentence, both pickers, what comes next, the lap line and Undo.
      await button(page, 'Reader view').click();
      const say = page.locator('.reader-card .say');
      await say.waitFor(VISIBLE);
      await check(
        page,
        'reader view with hands',
        {
          instruction: say,
          controls: [ana, ben],
          keep: [
            page.locator('.reader-card .next').getByText('Next: Ben, trade with Cy, one seat clockwise.'),
            ...place(page),
          ],
          action: swap,
        },
        true,
      );
      await button(page, 'Reader view').click();

      await button(page, 'Swap: Ana gives SUN, gets MOON').click();
      const over = page.getByRole('heading', { name: 'Complete parade!' });
      await over.waitFor(VISIBLE);
      await page.getByText(/Saved to history/).waitFor(VISIBLE);
      await check(
        page,
        'complete parade',
        {
          instruction: over,
          controls: [page.getByText('Every hand holds all four symbols, after 1 swap.')],
          action: page.getByRole('link', { name: 'See it in history' }),
        },
        true,
      );
      await screenshot(page, `parcel-screen-complete-full-${tag}`);
    });

    test('three players without hands: turn, reader view with the three-player note, "Everyone is complete", counting the hands, the score', async ({
      launch,
    }) => {
      const page = await open(launch);
      await addPlayers(page, ['Ana', 'Ben', 'Cy']);
      await button(page, 'Start the parade').click();
      for (let lap = 1; lap <= 4; lap++) {
        const go = button(page, `Start lap ${lap}`);
        await go.waitFor(VISIBLE);
        if (lap === 3) {
          const note = page.getByText(
            'At three players, two seats clockwise reaches the same person as one seat counterclockwise: that is intended.',
          );
          // The three-player note follows the marker line and sits above the footer in every look.
          await check(
            page,
            'new lap 3 of three players',
            {
              instruction: page.locator('.pp-route-card h2'),
              keep: [page.locator('.pp-marker'), note, ...place(page)],
              action: go,
            },
            true,
          );
        }
        await go.click();
        for (let turn = 0; turn < 3; turn++) {
          const pass = button(page, 'Pass');
          if (lap === 1 && turn === 0) {
            await check(
              page,
              'turn without hands',
              { instruction: page.locator('.pp-turn-head'), keep: place(page), action: button(page, 'They swapped') },
              true,
            );
            await button(page, 'Everyone is complete…').click();
            const ask = page.getByRole('heading', { name: 'Does every player hold SUN, MOON, LEAF and KEY?' });
            await ask.waitFor(VISIBLE);
            await check(page, 'everyone complete, asked', {
              instruction: ask,
              controls: [button(page, 'Not yet')],
              action: button(page, 'Yes, end the parade'),
            });
            await button(page, 'Not yet').click();
          }
          if (lap === 3 && turn === 0) {
            // The three-player note and "Next" in the reader's view sit above the footer.
            await button(page, 'Reader view').click();
            const say = page.locator('.reader-card .say');
            await say.waitFor(VISIBLE);
            const note = page.locator('.reader-card').getByText(/^At three players/);
            await check(
              page,
              'reader view, three players',
              {
                instruction: say,
                keep: [note, page.locator('.reader-card .next'), ...place(page)],
                action: button(page, 'They swapped'),
              },
              true,
            );
            await button(page, 'Reader view').click();
          }
          await pass.click();
        }
      }
      const count = page.getByRole('heading', { name: '4 laps played: count the complete hands' });
      await count.waitFor(VISIBLE);
      await check(
        page,
        'count the complete hands',
        { instruction: count, controls: [button(page, '0 of 3'), button(page, '3 of 3')], keep: place(page) },
        true,
      );
      await button(page, '1 of 3').click();
      const score = page.getByRole('heading', { name: 'Group score: 1 of 3' });
      await score.waitFor(VISIBLE);
      await page.getByText(/Saved to history/).waitFor(VISIBLE);
      await check(
        page,
        'group score',
        { instruction: score, action: page.getByRole('link', { name: 'See it in history' }) },
        true,
      );
    });
  });
}
