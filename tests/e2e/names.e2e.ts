// Untrusted names on every screen: 20-letter names, one typed with an
// unclosed right-to-left override, and a 10,000-letter name from a backup. At
// 360x640 no screen scrolls sideways, no override reaches the page, and every
// name inside a line of text is isolated (a <bdi>, or FSI ... PDI).
import type { Page } from 'playwright-core';
import { relayDef } from '../../src/games/relay/session.ts';
import type { RelayAction, RelaySetup, RelayState } from '../../src/games/relay/session.ts';
import { display } from '../games/relay/helpers.ts';
import { addPlayers, noHorizontalScroll, screenshot, seedSession, openApp } from './page.ts';
import { test, expect } from './fixtures.ts';
import { baseUrl } from './serve.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;

const A = 'Maximilianaxyzabcdef';
const B = 'Bartholomewqrstuvwxy';
/** Typed with an unclosed right-to-left override; the app keeps the 19 letters. */
const RLO_TYPED = '\u202EZoeoverridesabcdefg';
const C = 'Zoeoverridesabcdefg';
const HUGE = 'W'.repeat(10_000);
const NAMES = [A, B, C, 'W'.repeat(20)];

/** No sideways scroll; no override in the page; each name that stands in a text is isolated there. */
async function checkNames(page: Page, label: string): Promise<void> {
  // Soft: one run names every screen that fails.
  const scroll = await noHorizontalScroll(page).then(
    () => '',
    (e: Error) => e.message,
  );
  expect.soft(scroll, `sideways scroll on ${label}`).toBe('');
  const bad = await page.evaluate((names) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      const text = n.data;
      if (/[\u202A-\u202E]/.test(text)) found.push(`override in "${text.slice(0, 60)}"`);
      const el = n.parentElement;
      if (!el || el.closest('select, script, style')) continue;
      for (const name of names) {
        if (!new RegExp(`(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])`, 'u').test(text)) continue;
        const isolated =
          ['isolate', 'isolate-override', 'plaintext'].includes(getComputedStyle(el).unicodeBidi) &&
          text.trim() === name;
        if (!isolated && !text.includes(`\u2068${name}\u2069`))
          found.push(`${el.tagName.toLowerCase()}.${el.className}: "${text.slice(0, 80)}"`);
      }
    }
    return found;
  }, NAMES);
  expect.soft(bad, `names not isolated on ${label}`).toEqual([]);
}

/** A Pattern Relay game played to its results through the session's own rules, as stored actions. */
function relayToResults(players: string[]): RelayAction[] {
  const setup: RelaySetup = { players, firstReader: 0, firstPlacer: 0 };
  const rounds = [
    [
      display('SUN/DOTS', 'LEAF/LINES', 'KEY/WAVES', 'SUN/RINGS', 'KEY/DOTS', 'KEY/LINES'),
      display('LEAF/DOTS', 'SUN/LINES', 'KEY/RINGS', 'SUN/WAVES', 'KEY/RINGS', 'LEAF/DOTS'),
      display('SUN/DOTS', 'LEAF/DOTS', 'SUN/WAVES', 'SUN/WAVES', 'LEAF/WAVES', 'SUN/DOTS'),
    ],
  ];
  rounds.push([rounds[0]![2]!, rounds[0]![0]!, rounds[0]![1]!]);
  let s: RelayState = relayDef.init(setup);
  const actions: RelayAction[] = [];
  const act = (a: RelayAction) => {
    s = relayDef.apply(s, a, setup);
    actions.push(a);
  };
  while (s.step !== 'results') {
    if (s.step === 'choose') act({ t: 'reveal', at: 1 });
    else if (s.step !== 'score') act({ t: 'next' });
    else {
      const round = s.round;
      rounds[round - 1]!.forEach((d, seat) =>
        (['top', 'bottom'] as const).forEach((row) =>
          d[row].forEach((tile, col) => act({ t: 'set', round, seat, row, col, tile })),
        ),
      );
      act({ t: 'confirm', round });
    }
  }
  return actions;
}

/** A game's setup with the three names (checked), then its start. */
async function startGame(page: Page, path: string, start: string): Promise<void> {
  await openApp(page, path);
  await addPlayers(page, [A, B, RLO_TYPED]);
  await checkNames(page, `${path} setup`);
  await page.getByRole('button', { name: start }).click();
}

test.describe('long and hostile names', () => {
  test('Parcel Parade and the other games: setup to results, History and Stats at 360x640', async ({ launch }) => {
    const { page, consoleErrors } = await launch();
    await startGame(page, '/parcel-parade', 'Start the parade');
    await page.getByRole('button', { name: 'Start lap 1' }).waitFor(VISIBLE);
    await checkNames(page, 'parcel lap intro');
    await page.getByRole('button', { name: 'Start lap 1' }).click();
    await page.getByRole('button', { name: 'Pass' }).waitFor(VISIBLE);
    await checkNames(page, 'parcel turn');
    await page.getByRole('button', { name: 'Pass' }).click();
    await checkNames(page, 'parcel second turn');
    await page.getByRole('button', { name: 'Everyone is complete…' }).click();
    await page.getByRole('button', { name: 'Yes, end the parade' }).click();
    await page.getByRole('heading', { name: 'Complete parade!' }).waitFor(VISIBLE);
    await checkNames(page, 'parcel result');
    await screenshot(page, 'names-parcel-result');
    await page.getByRole('link', { name: 'See it in history' }).click();
    await page.getByText('Group score: 3 of 3 complete hands').waitFor(VISIBLE);
    await checkNames(page, 'parcel history detail');

    // Royal Draft: setup, the deal, the first round's step with its notice.
    await startGame(page, '/royal-draft', 'Start the referee');
    await page.getByRole('heading', { name: 'Deal the starting cards' }).waitFor(VISIBLE);
    await checkNames(page, 'royal deal');
    await page.getByRole('button', { name: 'We dealt them ourselves' }).click();
    for (const [i, n] of [A, B, C].entries())
      await page.getByLabel(`${n}'s starting card`).selectOption(['KC', 'JOKER', 'KH'][i]!);
    await page.getByRole('button', { name: 'Use these starting cards' }).click();
    await page.locator('.rd-prompt').waitFor(VISIBLE);
    await checkNames(page, 'royal round 1');
    await screenshot(page, 'names-royal-round');

    // Pattern Relay: setup and the first steps of the walker.
    await startGame(page, '/pattern-relay', 'Start the game');
    await page.locator('.where').waitFor(VISIBLE);
    await checkNames(page, 'relay deal');
    await screenshot(page, 'names-relay-deal');

    // Pattern of Choices, one phone: setup, the order, the first gate and the author's turn.
    await startGame(page, '/pattern-of-choices', 'Start: shuffle the authors');
    await page.getByRole('heading', { name: 'Who writes each round' }).waitFor(VISIBLE);
    await checkNames(page, 'choices order');
    await page.getByRole('button', { name: 'Start round 1' }).click();
    await page.getByRole('heading', { name: /^Hand the device to / }).waitFor(VISIBLE);
    await checkNames(page, 'choices gate');
    await page.getByRole('button', { name: /^I am / }).click();
    await page.getByRole('button', { name: 'Lock the pattern' }).waitFor(VISIBLE);
    await checkNames(page, 'choices author turn');

    await openApp(page, '/');
    await checkNames(page, 'home with games to resume');
    await screenshot(page, 'names-home');
    await openApp(page, '/stats');
    await page.getByRole('button', { name: A }).waitFor(VISIBLE);
    await checkNames(page, 'stats');
    await page.getByRole('button', { name: A }).click();
    await checkNames(page, 'player stats');
    expect(consoleErrors).toEqual([]);
  });

  test('a backup with 20-letter names, an override and a 10,000-letter name: cleaned on restore, History and Stats stay on screen', async ({
    launch,
  }) => {
    const { page, consoleErrors } = await launch();
    const at = (d: number) => Date.UTC(2026, 10, d);
    const three = [A, B, RLO_TYPED];
    const history = [
      {
        id: 'relay1',
        game: 'relay',
        finishedAt: at(1),
        players: three,
        scores: [30, 30, 21],
        winners: [0, 1],
        summary: `${A} 30, ${B} 30, ${RLO_TYPED} 21`,
        lines: [`Round 1: ${A} 21, ${B} 12, ${RLO_TYPED} 9`],
        detail: null,
      },
      {
        id: 'royal1',
        game: 'royal',
        finishedAt: at(2),
        players: three,
        scores: [12, 9, 4],
        winners: [0],
        summary: `${A} 12, ${B} 9, ${RLO_TYPED} 4`,
        detail: null,
      },
      {
        id: 'choices1',
        game: 'choices',
        finishedAt: at(3),
        players: three,
        scores: [400, 200, 0],
        winners: [0],
        summary: `${A} 400, ${B} 200, ${RLO_TYPED} 0`,
        detail: null,
      },
      {
        id: 'parcel1',
        game: 'parcel',
        finishedAt: at(4),
        players: three,
        scores: [3],
        winners: [],
        summary: 'A complete parade',
        detail: {
          players: 3,
          swaps: 1,
          laps: 1,
          variant: 'standard',
          comparable: true,
          complete: true,
          score: 3,
          tracked: false,
        },
      },
      {
        id: 'huge1',
        game: 'royal',
        finishedAt: at(5),
        players: [HUGE, B],
        scores: [5, 3],
        winners: [0],
        summary: `${HUGE} 5, ${B} 3`,
        lines: [`Winner: ${HUGE}`],
        detail: null,
      },
    ];
    const backup = {
      format: 'tableside-backup',
      version: 1,
      exportedAt: at(6),
      history,
      players: [{ name: HUGE, lastUsed: at(6) }],
    };
    await openApp(page, '/settings');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'names.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(backup)) as never,
    });
    await page.getByText(/Added 5 finished games/).waitFor(VISIBLE);
    await checkNames(page, 'settings after restore');

    await openApp(page, '/history');
    await page.locator('.history-row').first().waitFor(VISIBLE);
    await checkNames(page, 'history');
    await screenshot(page, 'names-history');
    for (const r of history) {
      await page.goto(`${baseUrl()}/history/${r.id}`);
      await page.getByRole('link', { name: 'Back to history' }).waitFor(VISIBLE);
      await checkNames(page, `history detail ${r.id}`);
    }
    // The 10,000-letter name is cut to the app's limit wherever it shows.
    expect(await page.locator('main').innerText()).not.toContain('W'.repeat(21));
    await screenshot(page, 'names-history-huge');

    await openApp(page, '/stats');
    await page.getByRole('button', { name: A }).waitFor(VISIBLE);
    await checkNames(page, 'stats after restore');
    await page.getByRole('button', { name: 'W'.repeat(20) }).click();
    await checkNames(page, 'player stats, the cut name');
    await screenshot(page, 'names-stats-huge');
    expect(consoleErrors).toEqual([]);
  });
  test("Pattern Relay's results and Pattern of Choices' final scores with 20-letter names at 360x640", async ({
    launch,
  }) => {
    const { page, consoleErrors } = await launch();
    await page.clock.install();
    await openApp(page, '/');
    const players = [A, B, C];
    await seedSession(page, {
      id: 'longnames',
      game: 'relay',
      setup: { players, firstReader: 0, firstPlacer: 0 },
      actions: relayToResults(players),
      createdAt: 1,
      updatedAt: 1,
      label: players.join(', '),
      rev: 1,
    });
    await openApp(page, '/pattern-relay/play/longnames');
    await page.getByRole('button', { name: 'Rematch, same seats' }).waitFor(VISIBLE);
    await page.getByText('Saved to history.').waitFor(VISIBLE);
    await checkNames(page, 'relay results');
    await screenshot(page, 'names-relay-results');

    // Pattern of Choices on one phone, each author out of time (C3): three void rounds to the final scores.
    await startGame(page, '/pattern-of-choices', 'Start: shuffle the authors');
    await page.getByRole('button', { name: 'Start round 1' }).click();
    for (let round = 1; round <= 3; round++) {
      await page.getByRole('button', { name: /^I am / }).click();
      await page.getByRole('button', { name: 'Lock the pattern' }).waitFor(VISIBLE);
      await page.clock.fastForward(36_000);
      await page.getByText(/ran out of time before locking a pattern/).waitFor(VISIBLE);
      await page.clock.fastForward(4_100);
      await page.getByRole('button', { name: round < 3 ? 'Next round' : 'See the final scores' }).click();
    }
    await page.getByRole('button', { name: 'Share the final scores' }).waitFor(VISIBLE);
    await checkNames(page, 'choices final scores');
    await screenshot(page, 'names-choices-final');
    expect(consoleErrors).toEqual([]);
  });
});
