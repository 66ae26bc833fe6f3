import type { Page } from 'playwright-core';
import { PLAYERS, ROUNDS, STARTERS, TOTALS } from '../games/royal/game.ts';
import {
  addPlayers,
  assertOnlyLoopback,
  checkA11y,
  noHorizontalScroll,
  offlineNoticeGone,
  screenshot,
  openApp,
} from './page.ts';
import { oneUndoAtEnd, stepOnScreen } from './sight.ts';
import { LOOKS } from './looks.ts';
import { test, expect } from './fixtures.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const where = (page: Page) => page.locator('.where').innerText();
/** True when no word of the element's text is split over two lines (extra-large text beside the Undo button). */
const wordsWhole = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const text = el.firstChild!;
    const range = document.createRange();
    let at = 0;
    return (text.textContent ?? '').split(' ').every((w) => {
      range.setStart(text, at);
      range.setEnd(text, (at += w.length));
      at += 1;
      return range.getClientRects().length === 1;
    });
  });
const alertText = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ }).first().innerText();

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(/Or type a code/).fill(code);
  await button(page, 'Enter code').click();
}

/** Enters a card with the rank and suit pickers and the main button, as a thumb would. */
async function pickCard(page: Page, rank: string, suit: string, action: RegExp): Promise<void> {
  await page.getByRole('group', { name: 'Rank' }).getByRole('button', { name: rank, exact: true }).click();
  await page.getByRole('group', { name: 'Suit' }).getByRole('button', { name: suit }).click();
  await button(page, action).click();
}

test.describe('Royal Draft', () => {
  test('referees a 3-player game card by card to its end, with dealers, busting, refusals, undo, resume and results', async ({
    launch,
  }) => {
    test.setTimeout(300_000);
    const browser = await launch();
    const { page, requests, consoleErrors } = browser;
    await openApp(page, '/royal-draft');
    await addPlayers(page, [...PLAYERS, 'Dee', 'Eve', 'Fay']);
    // D1: a sixth player is answered in words; no name is lost.
    expect(await alertText(page)).toContain('Royal Draft takes 2 to 5 players (D1)');
    await button(page, 'Start the referee').click();
    expect(page.url()).toMatch(/\/royal-draft$/);
    expect(await page.getByLabel('Seat 6 name').inputValue()).toBe('Fay');
    await checkA11y(page, 'royal landing with an error');
    for (const n of ['Fay', 'Eve', 'Dee']) await button(page, `Remove ${n}`).click();
    expect(await page.getByRole('alert').innerText()).toBe('');
    await noHorizontalScroll(page);
    await screenshot(page, 'royal-landing');
    await button(page, 'Start the referee').click();

    // D1: the table enters what it dealt; a king given twice is refused.
    await page.getByRole('heading', { name: 'Deal the starting cards' }).waitFor(VISIBLE);
    await checkA11y(page, 'royal deal');
    await button(page, 'We dealt them ourselves').click();
    for (const [i, n] of PLAYERS.entries()) await page.getByLabel(`${n}'s starting card`).selectOption(STARTERS[i]!);
    await page.getByLabel("Cy's starting card").selectOption('KC');
    await button(page, 'Use these starting cards').click();
    expect(await alertText(page)).toContain('Ana and Cy cannot both start with the King of clubs');
    await page.getByLabel("Cy's starting card").selectOption('KH');
    await button(page, 'Use these starting cards').click();
    await page.getByText(/Shuffle the King of diamonds and King of spades into the deck/).waitFor(VISIBLE);
    // D3: the highest king deals; the joker goes first.
    expect(await where(page)).toBe('Round 1 · Cy deals · Ben picks · deck 45');
    await page
      .getByText('Cy deals: Cy holds the highest starting card, the King of hearts (D3).', { exact: false })
      .waitFor(VISIBLE);
    await noHorizontalScroll(page);
    await checkA11y(page, 'royal round 1');

    for (const [r, round] of ROUNDS.entries()) {
      expect(await where(page)).toContain(`Round ${r + 1} · ${round.dealer} deals · ${round.order[0]} picks`);
      for (const [k, card] of round.takes.entries()) {
        if (r === 0 && k === 1) {
          // A card already used, a card that does not exist: refused in words, nothing lost.
          await typeCode(page, '3C');
          expect(await alertText(page)).toContain("The 3 of clubs is already out: it is in Ben's row.");
          await typeCode(page, 'ZZ');
          expect(await alertText(page)).toContain('"ZZ" is not a card');
          await typeCode(page, '11H');
          expect(await alertText(page)).toContain('there is no rank "11"');
          // 11.8, D1: the referee's hint never offers the joker, which can never be drawn; typing it says why.
          expect(await alertText(page)).not.toMatch(/joker/i);
          expect(await page.getByText(/^Or type a code/).innerText()).toBe('Or type a code (10D, QH)');
          await typeCode(page, 'joker');
          expect(await alertText(page)).toContain('The joker is never drawn');
          expect(await where(page)).toBe('Round 1 · Cy deals · Ana picks · deck 45');
          await screenshot(page, 'royal-refused');
          // A wrong card, taken back with Undo.
          await typeCode(page, '4D');
          expect(await where(page)).toContain('Cy picks');
          await button(page, 'Undo').click();
          expect(await where(page)).toContain('Ana picks');
        }
        if (r === 1 && k === 0) await pickCard(page, '7', 'clubs', /^Ben takes 7♣ 7 of clubs$/);
        else await typeCode(page, card);
        if (r === 2 && k === 1) {
          await page
            .getByRole('status')
            .filter({ hasText: 'Ben busts: 3 of clubs and 7 of clubs turn face-down (D5).' })
            .waitFor(VISIBLE);
          await checkA11y(page, 'royal bust');
          await screenshot(page, 'royal-bust');
          // Resume after a reload, mid-round.
          await page.reload();
          await page.getByRole('heading', { name: /which card goes into Cy's row first/ }).waitFor(VISIBLE);
          expect(await where(page)).toBe('Round 3 · Cy deals · Cy picks · deck 35');
        }
      }
      await page.getByRole('heading', { name: /One card is left in the offer/ }).waitFor(VISIBLE);
      if (r === 0) await checkA11y(page, 'royal discard');
      if (round.discard) await typeCode(page, round.discard);
      else await button(page, /nobody saw it/).click();
    }

    // D7: Cy's row reached nine; D8 totals; dealers as derived.
    await page.getByRole('heading', { name: 'Results' }).waitFor(VISIBLE);
    await page.getByText('Cy reached nine cards this round: the game ends (D7).', { exact: true }).waitFor(VISIBLE);
    expect(await page.locator('.rd-winner').innerText()).toBe('Winner: Cy, 21 points.');
    for (const [name, total] of Object.entries(TOTALS)) {
      await page.getByRole('heading', { name: `${name}: ${total} points` }).waitFor(VISIBLE);
    }
    await page.getByText('Dealers: round 1 Cy, round 2 Ana, round 3 Cy, round 4 Ben, round 5 Cy.').waitFor(VISIBLE);
    await noHorizontalScroll(page);
    await checkA11y(page, 'royal results');
    await screenshot(page, 'royal-results');

    // The shared finish flow: saved to history on arrival, with an undo; then the result and the rematch.
    await page.getByText('Saved to history.').waitFor(VISIBLE);
    // One Undo: the pinned bar's, beside "saved to history"; by keyboard it takes the last discard back and
    // the game out of history, and the same discard saves it again.
    const undo = await oneUndoAtEnd(page, page.getByRole('heading', { name: 'Results', exact: true }));
    expect(await where(page)).toBe('Game over after round 5 · saved to history');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /One card is left in the offer/ }).waitFor(VISIBLE);
    expect(await page.getByText('Saved to history').count()).toBe(0);
    expect(await undo.getAttribute('aria-label')).toBeNull();
    const last = ROUNDS[ROUNDS.length - 1]!;
    if (last.discard) await typeCode(page, last.discard);
    else await button(page, /nobody saw it/).click();
    await page.getByText('Saved to history.').waitFor(VISIBLE);
    // A reload right after the end: the game is now a history record under the same id, and that record opens.
    const gameId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.reload();
    await page.waitForURL(`**/history/${gameId}`);
    await page.getByText('Ana 15, Ben 8, Cy 21').waitFor(VISIBLE);
    expect(await page.getByText(/not on this device any more/).count()).toBe(0);
    await openApp(page, `/royal-draft/result/${gameId}`);
    await page.getByText('Saved to history · play 1 of this series').waitFor(VISIBLE);
    await checkA11y(page, 'royal saved result');
    // 11.7: the result is shared (Web Share where the browser has it) or copied (the clipboard otherwise).
    const share = button(page, 'Share the score sheet');
    const status = page.getByRole('status').filter({ hasText: /Copied|Shared|Could not/ });
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(page.url()).origin,
    });
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await share.click();
    expect(await status.innerText()).toBe('Copied to the clipboard.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').slice(1)).toEqual([
      'Ana: 15 points (royal 9, joker 0, sets 6)',
      'Ben: 8 points (royal 0, joker 4, sets 4)',
      'Cy: 21 points (royal 14, joker 0, sets 7)',
      'Winner: Cy, 21 points.',
      'Cy reached nine cards this round: the game ends (D7).',
    ]);
    await page.evaluate(() => {
      const w = window as unknown as { shared?: ShareData };
      Object.defineProperty(navigator, 'share', {
        value: async (d: ShareData) => void (w.shared = d),
        configurable: true,
      });
    });
    await share.click();
    await status.filter({ hasText: 'Shared.' }).waitFor(VISIBLE);
    expect(await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)).toEqual({
      title: 'Royal Draft scores',
      text: copied,
    });
    await button(page, 'Rematch, same seats').click();
    await page.getByRole('heading', { name: 'Deal the starting cards' }).waitFor(VISIBLE);
    // The app shuffles this time: every player gets a different starting card.
    await button(page, 'Shuffle and deal for us').click();
    const dealt = await page.getByRole('status').filter({ hasText: 'Starting cards, face-up' }).innerText();
    expect(dealt).toMatch(/Ana the .+, Ben the .+ and Cy the .+\./);
    await openApp(page, '/history');
    await page.getByText('Ana 15, Ben 8, Cy 21').waitFor(VISIBLE);
    expect(consoleErrors).toEqual([]);
    assertOnlyLoopback(requests);
  }); // a whole game with refusals, undo and a reload: about 50 s on an idle machine

  test('collection scorer: the text example scores 12 (D9); a repeated card is refused; the row survives a reload and is under Resume; dark, extra-large text', async ({
    launch,
  }) => {
    const browser = await launch({ colorScheme: 'dark' });
    const { page, consoleErrors } = browser;
    await openApp(page, '/royal-draft/scorer');
    await page.getByRole('heading', { name: 'Scorer', level: 1 }).waitFor(VISIBLE);
    await page.evaluate(() => (document.documentElement.dataset.textSize = 'xlarge'));
    await checkA11y(page, 'royal scorer empty');
    await pickCard(page, 'King', 'hearts', /^Add K♥ King of hearts$/);
    // 11.8: one king scores one point, in the singular.
    await page.getByRole('heading', { name: 'Score: 1 point' }).waitFor(VISIBLE);
    expect(await where(page)).toBe('Royal Draft · 1 card · 1 point');
    for (const code of ['7h', '2H', '2d', 'QD']) await typeCode(page, code);
    await page.getByRole('checkbox', { name: 'Face-down' }).check();
    await typeCode(page, '3C');
    await page.getByRole('checkbox', { name: 'Face-down' }).check();
    await typeCode(page, '5S');
    expect(await where(page)).toBe('Royal Draft · 7 cards · 12 points');
    expect(await wordsWhole(page, 'main h1')).toBe(true);
    // The row is saved on the device: a reload keeps every card and its face.
    expect(page.url()).toMatch(/\/royal-draft\/play\/[\w-]+$/);
    await page.reload();
    await page.getByRole('heading', { name: 'Score: 12 points' }).waitFor(VISIBLE);
    await page.evaluate(() => (document.documentElement.dataset.textSize = 'xlarge'));
    expect(await where(page)).toBe('Royal Draft · 7 cards · 12 points');
    expect(await wordsWhole(page, 'main h1')).toBe(true);
    await typeCode(page, '2h');
    expect(await alertText(page)).toContain('The 2 of hearts is already in the row (card 3)');
    expect(await where(page)).toContain('7 cards');
    // Reorder and delete: moving 7♥ after the 2♥ breaks nothing; removing the Queen of diamonds drops 2 + 2.
    await button(page, 'Remove Queen of diamonds').click();
    expect(await where(page)).toBe('Royal Draft · 6 cards · 8 points');
    await button(page, 'Flip 3 of clubs face-up').click();
    await button(page, 'Move 3 of clubs left').click();
    expect(await page.getByRole('list', { name: 'The row so far, left to right' }).innerText()).toMatch(
      /K♥[\s\S]*3♣[\s\S]*2♦/,
    );
    await noHorizontalScroll(page);
    await checkA11y(page, 'royal scorer dark xlarge');
    await screenshot(page, 'royal-scorer-dark-xlarge');
    const scored = await where(page);
    // Home lists the row under Resume, and the scorer link on the landing reopens it.
    await openApp(page, '/');
    await page.getByRole('link', { name: /Resume Royal Draft Collection scorer - 6 cards/ }).click();
    expect(await where(page)).toBe(scored);
    await page.getByRole('link', { name: 'Back to Royal Draft' }).click();
    await page.getByRole('link', { name: 'Collection scorer' }).click();
    await page.waitForURL(/\/royal-draft\/play\//);
    expect(await where(page)).toBe(scored);
    await page.getByRole('link', { name: 'Back to Royal Draft' }).click();
    await page.evaluate(() => (document.documentElement.dataset.textSize = 'xlarge'));
    await addPlayers(page, ['Ana', 'Ben', 'Cyrus Longname']);
    await noHorizontalScroll(page);
    await checkA11y(page, 'royal landing dark xlarge');
    expect(consoleErrors).toEqual([]);
  });

  test('round screen: the seat ring names the dealer and who is up; 360x640 extra-large text, then beside the step on a wide screen', async ({
    launch,
  }) => {
    const browser = await launch();
    const { page, consoleErrors } = browser;
    await openApp(page, '/royal-draft');
    await addPlayers(page, PLAYERS);
    await button(page, 'Start the referee').click();
    await button(page, 'We dealt them ourselves').click();
    for (const [i, n] of PLAYERS.entries()) await page.getByLabel(`${n}'s starting card`).selectOption(STARTERS[i]!);
    await button(page, 'Use these starting cards').click();
    await typeCode(page, ROUNDS[0]!.takes[0]!);
    await page.evaluate(() => (document.documentElement.dataset.textSize = 'xlarge'));
    const ring = page.locator('figure.seat-ring-figure');
    // D3/D6: Cy (highest king) deals last; Ben has taken; Ana is up.
    expect(await ring.locator('figcaption').textContent()).toBe(
      'Round 1 turn order: seat 1 Ana (now, 2nd); seat 2 Ben (done, 1st); seat 3 Cy (dealer, last)',
    );
    await ring.scrollIntoViewIfNeeded();
    expect(await ring.locator('svg.seat-ring').isVisible()).toBe(true);
    await noHorizontalScroll(page);
    await checkA11y(page, 'royal round with seat ring, xlarge');
    await screenshot(page, 'royal-ring-xlarge');
    // Wide screen: the ring stands beside the prompt, not under the card entry.
    await page.evaluate(() => (document.documentElement.dataset.textSize = 'normal'));
    await page.setViewportSize({ width: 1280, height: 800 });
    const prompt = (await page.locator('.rd-prompt').boundingBox())!;
    const box = (await ring.boundingBox())!;
    expect(box.x).toBeGreaterThan(prompt.x + prompt.width);
    expect(box.y).toBeLessThan(prompt.y + prompt.height);
    await noHorizontalScroll(page);
    await screenshot(page, 'royal-ring-wide');
    expect(consoleErrors).toEqual([]);
  });

  test('a sub-path that does not exist and a missing game say so, with a way back', async ({ launch }) => {
    const browser = await launch({ viewport: { width: 1280, height: 800 } });
    const { page } = browser;
    await openApp(page, '/royal-draft/play/nope');
    await page.getByText(/This game is not on this device any more/).waitFor(VISIBLE);
    await page.getByRole('link', { name: 'Royal Draft' }).first().waitFor(VISIBLE);
    await checkA11y(page, 'royal missing');
    await openApp(page, '/royal-draft/elsewhere');
    await page.getByText('There is no such page in Royal Draft.').waitFor(VISIBLE);
  });
});

const RANK_WORD: Record<string, string> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };
const SUIT_WORD: Record<string, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
/** Taps a card in with the pickers: rank, suit, then the main button. Returns the taps used. */
async function tapCard(page: Page, code: string): Promise<number> {
  const rank = code.slice(0, -1);
  await page
    .getByRole('group', { name: 'Rank' })
    .getByRole('button', { name: RANK_WORD[rank] ?? rank, exact: true })
    .click();
  await page
    .getByRole('group', { name: 'Suit' })
    .getByRole('button', { name: SUIT_WORD[code.slice(-1)] ?? '?' })
    .click();
  await page.locator('.rd-foot .btn-primary').click();
  return 3;
}

test.describe('Royal Draft screens at the table', () => {
  for (const look of LOOKS) {
    test(`every screen at ${look.name}: instruction, control and main action on screen, nothing under the pinned footer`, async ({
      launch,
    }) => {
      test.setTimeout(180_000);
      const browser = await launch({ viewport: look.viewport, colorScheme: look.colorScheme });
      const { page, consoleErrors } = browser;
      const shot = (name: string) => screenshot(page, `royal-${name}-${look.name.replace(/\W+/g, '-')}`);
      // The text size is set as a player would, in Settings (it is kept and applied on every load).
      const textSize = () =>
        page.waitForFunction((size) => document.documentElement.dataset.textSize === size, look.size);
      if (look.size !== 'normal') {
        await openApp(page, '/settings');
        await page.getByRole('radio', { name: 'Extra large' }).check();
        await textSize();
      }
      const prompt = page.locator('.rd-prompt');
      const rank = page.getByRole('group', { name: 'Rank' });
      const suit = page.getByRole('group', { name: 'Suit' });
      const main = page.locator('.rd-foot .btn-primary');
      const promptFocused = () => page.evaluate(() => document.activeElement?.classList.contains('rd-prompt') ?? false);

      await openApp(page, '/royal-draft');
      await textSize();
      // The one-off offline notice pushes the screen down while it shows: it goes before anything is measured.
      await offlineNoticeGone(page);
      await stepOnScreen(page, 'landing', {
        instruction: page.getByText('Players in seat order, going clockwise'),
        controls: [page.getByLabel("New player's name"), button(page, 'Add player')],
        action: button(page, 'Start the referee'),
      });
      await addPlayers(page, PLAYERS);
      await stepOnScreen(page, 'landing with three players', {
        instruction: page.getByLabel('Seat 3 name'),
        controls: [page.getByLabel("New player's name"), button(page, 'Add player')],
        action: button(page, 'Start the referee'),
      });
      await shot('landing');
      await button(page, 'Start the referee').click();

      await page.getByRole('heading', { name: 'Deal the starting cards' }).waitFor(VISIBLE);
      await stepOnScreen(page, 'deal', {
        instruction: prompt,
        controls: [],
        action: button(page, 'Shuffle and deal for us'),
      });
      await button(page, 'We dealt them ourselves').click();
      await stepOnScreen(page, 'deal, entered by the table', {
        instruction: prompt,
        controls: [page.getByLabel("Ana's starting card")],
        action: button(page, 'Use these starting cards'),
      });
      for (const [i, n] of PLAYERS.entries()) await page.getByLabel(`${n}'s starting card`).selectOption(STARTERS[i]!);
      await button(page, 'Use these starting cards').click();
      // Taps per card: every click on a button from here to the results is counted in the page.
      await page.evaluate(() => {
        const w = window as unknown as { taps: number };
        w.taps = 0;
        document.addEventListener('click', (e) => (e.target as Element).closest('button') && (w.taps += 1), true);
      });

      for (const [r, round] of ROUNDS.entries()) {
        for (const [k, card] of round.takes.entries()) {
          await prompt.filter({ hasText: k >= 2 ? /deals and takes two/ : /turn: which card/ }).waitFor(VISIBLE);
          // A step change starts at the step: its heading has focus.
          expect(await promptFocused()).toBe(true);
          const label = `round ${r + 1}, ${k < 2 ? `pick ${k + 1}` : `dealer's card ${k - 1}`}`;
          const notice = page.locator('.rd-notice');
          await stepOnScreen(page, label, {
            instruction: prompt,
            controls: [rank, suit, ...(r === 2 && k === 2 ? [notice] : [])],
            action: main,
          });
          if (r === 0 && k === 0) {
            await shot('round');
            await checkA11y(page, `royal round, ${look.name}`);
          }
          if (r === 0 && k === 1) {
            // A card already out, entered with the pickers: the refusal is beside the main action, on screen, announced.
            await tapCard(page, '3C');
            const alert = page.getByRole('alert').filter({ hasText: /\S/ });
            expect(await alert.innerText()).toContain("The 3 of clubs is already out: it is in Ben's row.");
            await stepOnScreen(page, `${label}, refused`, {
              instruction: prompt,
              controls: [rank, suit, alert],
              action: main,
            });
            await shot('refused');
          }
          if (r === 2 && k === 2) {
            expect(await notice.innerText()).toBe('Ben busts: 3 of clubs and 7 of clubs turn face-down (D5).');
            await shot('bust');
          }
          expect(await tapCard(page, card)).toBe(3);
        }
        await prompt.filter({ hasText: /One card is left/ }).waitFor(VISIBLE);
        expect(await promptFocused()).toBe(true);
        const unseen = button(page, /nobody saw it/);
        await stepOnScreen(page, `round ${r + 1}, discard`, {
          instruction: prompt,
          controls: [rank, suit, unseen],
          action: main,
        });
        if (r === 0) await shot('discard');
        if (round.discard) await tapCard(page, round.discard);
        else await unseen.click();
      }

      const results = page.getByRole('heading', { name: 'Results' });
      await results.waitFor(VISIBLE);
      const taps = await page.evaluate(() => (window as unknown as { taps: number }).taps);
      const cards = ROUNDS.reduce((n, r) => n + r.takes.length + (r.discard ? 1 : 0), 0);
      const unseen = ROUNDS.filter((r) => !r.discard).length;
      // 3 taps per card (rank, suit, the main button), 1 for an unseen discard, 3 for the refused card.
      expect({ cards, taps }).toEqual({ cards: 24, taps: 3 * cards + unseen + 3 });
      console.log(
        `Royal Draft, ${look.name}: ${taps} taps for ${cards} cards, ${unseen} unseen discard and 1 refused card: ${(taps - unseen - 3) / cards} taps per card`,
      );
      // The shared finish flow saves the game as it ends (with an undo); the main action leads to the result.
      const toResult = page.getByRole('link', { name: 'Results and rematch' });
      await toResult.waitFor(VISIBLE);
      await stepOnScreen(page, 'results', {
        instruction: results,
        controls: [page.locator('.rd-winner')],
        action: toResult,
      });
      await shot('results');
      await checkA11y(page, `royal results, ${look.name}`);
      await toResult.click();
      await page.getByText('Saved to history · play 1 of this series').waitFor(VISIBLE);
      await stepOnScreen(page, 'saved result', {
        instruction: results,
        controls: [page.locator('.rd-winner')],
        action: button(page, 'Rematch, same seats'),
      });
      await shot('saved');

      await openApp(page, '/royal-draft/scorer');
      await textSize();
      const legend = page.getByRole('heading', { name: 'Add the next card of the row (earliest first)' });
      await legend.waitFor(VISIBLE);
      await stepOnScreen(page, 'scorer, empty', { instruction: legend, controls: [rank, suit], action: main });
      await tapCard(page, 'KH');
      // The first card saves the row, which then opens at its own address in a new screen: a rank or suit tapped
      // before that screen comes would be on the old one, and lost.
      await page.getByRole('heading', { name: 'Score: 1 point' }).waitFor({ state: 'attached' });
      for (const code of ['7H', '2H', '2D', 'QD']) await tapCard(page, code);
      await page.getByRole('heading', { name: 'Score: 12 points' }).waitFor({ state: 'attached' });
      expect(await promptFocused()).toBe(true);
      await stepOnScreen(page, 'scorer, five cards', { instruction: legend, controls: [rank, suit], action: main });
      await shot('scorer');
      await checkA11y(page, `royal scorer, ${look.name}`);

      await openApp(page, '/royal-draft/elsewhere');
      await textSize();
      const gone = page.getByText('There is no such page in Royal Draft.');
      await gone.waitFor(VISIBLE);
      await stepOnScreen(page, 'no such page', {
        instruction: gone,
        controls: [],
        action: page.getByRole('link', { name: 'Royal Draft', exact: true }),
      });
      await noHorizontalScroll(page);
      expect(consoleErrors).toEqual([]);
    }); // a whole game tapped in, card by card: about 70 s on an idle machine
  }
});
