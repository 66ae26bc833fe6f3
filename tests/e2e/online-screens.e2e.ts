// The online screens of Pattern of Choices, each looked at in the looks of looks.ts: at
// 360x640 with normal and extra-large text, light and dark, and at 1280x800.
// On each: what the step needs (its instruction, its control and its main
// action) is on screen without scrolling and not under the pinned footer, no
// sideways scroll, axe-core clean. Screens: the host's lobby with a full table
// (twelve: three phones and nine screenless phones), the join screen, the
// author's and a reader's private boards, the table screen, the reveal and the
// final standings. The private boards are measured in the looks of looks.ts,
// their text size changed in Settings mid-turn (the online screens then show a
// second time in the tab). On the way, a phone closed mid-turn and opened in a new tab
// (no reconnect token) takes its seat back by name with its draft and time.
// Screenshots go to test-results/screenshots/online-*.png.
import { unpackMultiple } from 'msgpackr';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Bot } from '../server/bot';
import { CODE_LENGTH, CODE_LETTERS } from '../../src/rules/choices/wire';
import { startGameServer } from './game-server';
import type { GameServer } from './game-server';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { LOOKS as HARNESS_LOOKS, type Look } from './looks.ts';
import { buttonOnScreen, onScreenAboveFooter, stepOnScreen } from './sight.ts';
import { checkA11y, dismissOfflineNotice, noHorizontalScroll, screenshot } from './page.ts';
import { test, expect } from './fixtures.ts';

// Nothing times out while the screens are measured; the rounds end as the phones confirm.
const LONG = 600_000;
let server: GameServer;
let browser: Browser;

// One worker runs this file's tests in order: its beforeAll builds and starts one game server for them.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // Builds and starts the game server, then Chromium: on a loaded machine more than a test's time.
  test.setTimeout(180_000);
  server = await startGameServer(
    'e2e-screens-server',
    `authorMs=${LONG},readerMs=${LONG},revealMaxMs=${LONG},revealMinMs=0`,
  );
  browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
});

test.afterAll(async () => {
  await browser?.close();
  server?.stop();
});

const LOOKS = [
  { name: '360-normal-light', viewport: { width: 360, height: 640 }, size: 'normal', theme: 'light', axe: true },
  { name: '360-normal-dark', viewport: { width: 360, height: 640 }, size: 'normal', theme: 'dark', axe: false },
  { name: '360-xlarge-light', viewport: { width: 360, height: 640 }, size: 'xlarge', theme: 'light', axe: false },
  { name: '360-xlarge-dark', viewport: { width: 360, height: 640 }, size: 'xlarge', theme: 'dark', axe: true },
  { name: '1280-normal-light', viewport: { width: 1280, height: 800 }, size: 'normal', theme: 'light', axe: true },
] as const;

/** What a screen must show at its top: elements (selectors) and its main action (a button's name). */
interface Needs {
  on: string[];
  /** Only at normal text: what extra-large text may push down the first screen. */
  atNormalText?: string[];
  action?: string | RegExp;
  /** Elements that must read on one line (a table code split over two lines reads as two codes). */
  oneLine?: string[];
}

/** Throws if the element wraps: taller than one and a half of its lines. */
async function onOneLine(page: Page, selector: string, where: string) {
  const [height, line] = await page
    .locator(selector)
    .first()
    .evaluate((el) => [el.getBoundingClientRect().height, parseFloat(getComputedStyle(el).lineHeight)]);
  expect(height, `${where}: ${selector} on one line (${height} px, lines of ${line} px)`).toBeLessThan(line * 1.5);
}

/**
 * Each look in turn: the screen from its top, measured, checked with axe and photographed. The text size and theme
 * are put on the page directly, and given back after, so the page goes on in what its settings say.
 */
async function looks(page: Page, screen: string, needs: Needs) {
  const was = await page.evaluate(() => ({ ...document.documentElement.dataset }));
  for (const look of LOOKS) {
    await page.setViewportSize(look.viewport);
    await page.evaluate(
      ([size, theme]) => {
        document.documentElement.dataset.textSize = size;
        document.documentElement.dataset.theme = theme;
        window.scrollTo(0, 0);
        return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      },
      [look.size, look.theme],
    );
    const where = `${screen}, ${look.name}`;
    await screenshot(page, `online-${screen}-${look.name}`);
    for (const selector of [...needs.on, ...(look.size === 'normal' ? (needs.atNormalText ?? []) : [])])
      await onScreenAboveFooter(page, selector, `${where}: ${selector}`);
    if (needs.action) await buttonOnScreen(page, needs.action);
    for (const selector of needs.oneLine ?? []) await onOneLine(page, selector, where);
    await noHorizontalScroll(page);
    if (look.axe) await checkA11y(page, where);
  }
  await page.setViewportSize(LOOKS[0].viewport);
  await page.evaluate(({ textSize, theme }) => {
    const root = document.documentElement;
    if (textSize) root.dataset.textSize = textSize;
    if (theme) root.dataset.theme = theme;
  }, was);
}

/**
 * A look as a player gets it mid-turn: the window and colour scheme, and a new text size chosen in Settings (opened
 * from the top bar) before going back to the table. Coming back shows the online screens a second time in the tab
 * (they once drew "Something went wrong" then) and starts the step again, at its heading.
 */
async function lookMidTurn(page: Page, look: Look, ready: string) {
  await page.setViewportSize(look.viewport);
  await page.emulateMedia({ colorScheme: look.colorScheme });
  const shown = await page.evaluate(() => document.documentElement.dataset.textSize ?? 'normal');
  if (shown === look.size) return;
  await page.locator('.topbar').getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: look.size === 'xlarge' ? 'Extra large' : 'Normal', exact: true }).check();
  await page.waitForFunction((size) => document.documentElement.dataset.textSize === size, look.size);
  await page.goBack();
  const back = page
    .getByRole('button', { name: ready })
    .or(page.getByRole('heading', { name: 'Something went wrong' }));
  await back.waitFor();
  expect(
    await page.getByRole('heading', { name: 'Something went wrong' }).count(),
    `${look.name}: back from Settings`,
  ).toBe(0);
}

/**
 * A private board (the author's sort, a reader's prediction) in the looks of looks.ts: the prompt, the countdown,
 * the first tile still to move with its zone buttons, and the confirm button are in sight as the turn opens, nothing
 * under the pinned footer; no sideways scroll; axe-clean.
 */
async function boardLooks(page: Page, board: string, action: string) {
  for (const look of HARNESS_LOOKS) {
    await lookMidTurn(page, look, action);
    const where = `${board}, ${look.name}`;
    await screenshot(page, `online-${board}-${look.name}`);
    await stepOnScreen(page, where, {
      instruction: page.locator('main .ch-prompt'),
      controls: [page.getByRole('timer'), page.locator('main .ch-tile:has(.ch-moves)').first()],
      action: page.getByRole('button', { name: action, exact: true }),
    });
    await noHorizontalScroll(page);
    await checkA11y(page, where);
  }
  await page.setViewportSize(LOOKS[0].viewport);
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * The final screen (the one-phone game's) in the looks of looks.ts, the text size changed in Settings as a player
 * would: it opens at the winner line with the whole table above the pinned footer, and the line saying it is in
 * this phone's history in sight beside the main action (it once appeared late and grew the footer over the table).
 */
async function finalLooks(page: Page) {
  const again = 'Play again with the same players';
  for (const look of HARNESS_LOOKS) {
    await lookMidTurn(page, look, again);
    const where = `final, ${look.name}`;
    const saved = page.getByRole('status').filter({ hasText: 'Saved to this phone’s history.' });
    await saved.waitFor();
    await screenshot(page, `online-final-${look.name}`);
    await stepOnScreen(page, where, {
      instruction: page.locator('main h2[data-step]'),
      controls: await page.locator('main .score-table tbody tr').all(),
      action: page.getByRole('button', { name: again, exact: true }),
      keep: [saved],
    });
    await noHorizontalScroll(page);
    await checkA11y(page, where);
  }
  await page.setViewportSize(LOOKS[0].viewport);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A phone: its own browser context (its own storage), counting the room messages it receives. */
/** A new phone, or with `same` a new tab on that phone (its storage kept). */
async function phone(same?: BrowserContext): Promise<Page> {
  const context = same ?? (await browser.newContext({ viewport: LOOKS[0].viewport }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Binary frames starting with 13 (ROOM_DATA) are the table's messages to this phone: type, then payload.
  const views: View[] = [];
  received.set(page, views);
  cdp.on('Network.webSocketFrameReceived', (e: { response: { opcode: number; payloadData: string } }) => {
    const bytes = Uint8Array.from(atob(e.response.payloadData), (c) => c.charCodeAt(0));
    if (e.response.opcode !== 2 || bytes[0] !== 13) return;
    const [type, view] = unpackMultiple(bytes.subarray(1)) as [unknown, View];
    if (type === 'table') views.push({ ...view, at: Date.now() });
  });
  await dismissOfflineNotice(page);
  page.on('pageerror', (e) => errors.push(`${all.indexOf(page)}: ${e.message}\n${e.stack ?? ''}`));
  page.on(
    'console',
    (m) => m.type() === 'error' && errors.push(`${all.indexOf(page)}: ${m.text()} ${JSON.stringify(m.location())}`),
  );
  all.push(page);
  return page;
}
type View = { phase: string; left: number | null; at: number };
const received = new Map<Page, View[]>();
const secondsOn = async (page: Page) =>
  Number(/(\d+) seconds left/.exec((await page.getByRole('timer').getAttribute('aria-label')) ?? '')?.[1]);

/** Sorts the board 0,1 Pick, 2,3 Keep, 4,5 Pass by tapping (the anchor, locked, is skipped). */
async function sortBoard(page: Page, tiles: string[], skip?: string) {
  const zones = ['Pick', 'Pick', 'Keep', 'Keep', 'Pass', 'Pass'];
  for (const [i, t] of tiles.entries())
    if (t !== skip) await page.getByRole('button', { name: `${t}: ${zones[i]}`, exact: true }).click();
}

const authorName = async (page: Page, round: number, rounds: number) => {
  const where = await page.locator('.where', { hasText: `Round ${round} of ${rounds}` }).innerText();
  return /· (.+?)(?:’s pattern| sorts in secret)$/.exec(where)![1]!;
};

const all: Page[] = [];
const errors: string[] = [];
test('every online screen shows its step, its control and its action at 360x640 (normal and extra-large text, light and dark) and 1280x800; axe-clean', async () => {
  test.setTimeout(600_000);
  try {
    await screens();
  } catch (err) {
    for (const [i, p] of all.entries())
      if (!p.isClosed()) await screenshot(p, `online-screens-failed-${i}`).catch(() => undefined);
    console.error(`page errors:\n${errors.join('\n')}`);
    throw err;
  }
  expect(errors).toEqual([]);
});

async function screens() {
  const ana = await phone();
  await ana.goto(`${server.base}/pattern-of-choices/online`);
  await ana.getByLabel('Your name').fill('Ana');
  await ana.getByRole('button', { name: 'Host a table' }).click();
  const code = (await ana.locator('.on-code').innerText()).trim();
  await ana.getByRole('img', { name: `QR code to join table ${code}` }).waitFor();

  // The join screen, as the QR code opens it.
  const ben = await phone();
  await ben.goto(`${server.base}/pattern-of-choices/online/${code}`);
  await ben.getByLabel('Your name').waitFor();
  await looks(ben, 'join', { on: ['#join-name'], action: `Join table ${code}` });
  await ben.getByLabel('Your name').fill('Ben');
  await ben.getByRole('button', { name: `Join table ${code}` }).click();
  const cy = await phone();
  await cy.goto(`${server.base}/pattern-of-choices/online/${code}`);
  await cy.getByLabel('Your name').fill('Cy');
  await cy.getByRole('button', { name: `Join table ${code}` }).click();

  // A full table in the lobby: the code, who is in and Start stay on the host's screen.
  const bots = await Promise.all(
    ['Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim', 'Lou', 'Maximiliana Longname', 'Ned'].map((n) =>
      new Bot(server.base, n).join(code),
    ),
  );
  await ana.getByRole('button', { name: 'Start with 12 players' }).waitFor();
  // Measured with the widest code the server can give (the letters are random: a code of Ms and Ws once wrapped).
  await ana.locator('.on-code').evaluate(
    (el, [letters, length]) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = getComputedStyle(el).font;
      const widest = [...letters].sort((a, b) => canvas.measureText(b).width - canvas.measureText(a).width)[0]!;
      el.textContent = widest.repeat(length);
    },
    [CODE_LETTERS, CODE_LENGTH] as const,
  );
  await looks(ana, 'lobby-12', {
    on: ['.on-code', '#on-who', '.on-seats li'],
    action: 'Start with 12 players',
    oneLine: ['.on-code'],
  });
  // The 13th person at a full table is told at once that they are watching.
  const thirteenth = await phone();
  await thirteenth.goto(`${server.base}/pattern-of-choices/online/${code}`);
  await thirteenth.getByLabel('Your name').fill('Oli');
  await thirteenth.getByRole('button', { name: `Join table ${code}` }).click();
  await thirteenth
    .getByText('The table is full (12 players): you are watching this table.')
    .waitFor({ timeout: 10_000 });
  await screenshot(thirteenth, 'online-thirteenth');
  await thirteenth.context().close();
  // The QR code is at least half the width of a 360 px phone, for a camera across the table.
  await ana.setViewportSize({ width: 360, height: 640 });
  expect(
    (await ana.getByRole('img', { name: `QR code to join table ${code}` }).boundingBox())!.width,
  ).toBeGreaterThanOrEqual(180);
  await ana.locator('.on-code').evaluate((el, text) => (el.textContent = text), code);
  await looks(ben, 'lobby-player', { on: ['.on-code', '#on-who', '.on-seats li'] });
  await Promise.all(bots.map((b) => b.leave()));
  await ana.getByRole('button', { name: 'Start with 3 players' }).click();

  const phones: Record<string, Page> = { Ana: ana, Ben: ben, Cy: cy };
  for (let round = 1; round <= 3; round++) {
    const author = await authorName(ana, round, 3);
    const authorPage = phones[author]!;
    const readers = Object.values(phones).filter((p) => p !== authorPage);
    await authorPage.getByRole('button', { name: 'Lock the pattern' }).waitFor();
    if (round === 1) {
      await boardLooks(authorPage, 'author-board', 'Lock the pattern');
      await looks(readers[0]!, 'table-screen-author', { on: ['.ch-prompt', '.deadline'] });
    }
    // The tiles in the prompt's order, as the author's untouched board lists them (a board in play groups them by zone).
    const tiles = await authorPage.locator('.ch-tile b').allInnerTexts();
    await sortBoard(authorPage, tiles);
    await authorPage.getByRole('button', { name: 'Lock the pattern' }).click();
    await authorPage.getByRole('button', { name: tiles[0], exact: true }).click(); // the anchor
    for (const r of readers) await r.getByRole('button', { name: 'Confirm my prediction' }).waitFor();
    if (round === 1) {
      // A tab closed mid-turn and opened again on the same phone: the phone's token gives it its seat, its draft and
      // the time the table has left, without typing anything.
      const closing = readers[1]!;
      const name = Object.entries(phones).find(([, p]) => p === closing)![0];
      const echoes = received.get(closing)!.length;
      await closing.getByRole('button', { name: `${tiles[1]}: Pass`, exact: true }).click();
      await closing.getByRole('button', { name: `${tiles[2]}: Pick`, exact: true }).click();
      await expect.poll(() => received.get(closing)!.length).toBeGreaterThanOrEqual(echoes + 2); // the table has both moves
      const before = await secondsOn(closing);
      const last = received.get(closing)!.at(-1)!;
      await closing.close();
      const reopened = await phone(closing.context());
      await reopened.goto(`${server.base}/pattern-of-choices/online/${code}`);
      await reopened.getByRole('button', { name: 'Confirm my prediction' }).waitFor();
      expect(
        await reopened.getByRole('button', { name: `${tiles[1]}: Pass`, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      expect(
        await reopened.getByRole('button', { name: `${tiles[2]}: Pick`, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      const after = await secondsOn(reopened);
      expect(after).toBeGreaterThan(0);
      expect(after).toBeLessThanOrEqual(before);
      // The board shows at most the rules' 40 s, so the table's own count proves the time was not reset: what
      // was left when the phone closed, less the time it was away.
      const back = received.get(reopened)!.find((v) => v.phase === 'readers')!;
      expect(back.left!).toBeLessThanOrEqual(last.left! - (back.at - last.at) + 1000);
      expect(back.left!).toBeGreaterThan(0);
      // That phone dies; on another phone the name alone only watches and asks, and the seat (with its draft) moves
      // only when the host's phone lets it.
      await reopened.context().close();
      const borrowed = await phone();
      await borrowed.goto(`${server.base}/pattern-of-choices/online/${code}`);
      await borrowed.getByLabel('Your name').fill(name);
      await borrowed.getByRole('button', { name: `Join table ${code}` }).click();
      await borrowed.getByText(`You asked to take ${name}’s seat`).waitFor();
      expect(await borrowed.getByRole('button', { name: 'Confirm my prediction' }).count()).toBe(0);
      // The host sees who asks (the name typed), from where and how long ago.
      await ana.getByText(new RegExp(`${name} asks for ${name}’s seat from .*, \\d+ seconds? ago`)).waitFor();
      await screenshot(ana, 'online-seat-ask');
      await ana.getByRole('button', { name: `Give ${name}’s seat to ${name}` }).click();
      await borrowed.getByRole('button', { name: 'Confirm my prediction' }).waitFor();
      expect(
        await borrowed.getByRole('button', { name: `${tiles[2]}: Pick`, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      phones[name] = borrowed;
      readers[1] = borrowed;
      await boardLooks(readers[0]!, 'reader-board', 'Confirm my prediction');
      // The author's phone shows the table screen while the readers guess.
      await looks(authorPage, 'table-screen-readers', { on: ['.ch-prompt', '.deadline', '#on-readers'] });
    }
    for (const r of readers) {
      await sortBoard(r, tiles, tiles[0]);
      await r.getByRole('button', { name: 'Confirm my prediction' }).click();
    }
    const next = round === 3 ? 'See the final scores' : 'Next round';
    await ana.getByRole('button', { name: next, exact: true }).waitFor();
    if (round === 1) await looks(ana, 'reveal-host', { on: ['.ch-prompt', '.ch-summary'], action: next });
    await ana.getByRole('button', { name: next, exact: true }).click();
  }

  for (const p of Object.values(phones)) await p.getByRole('heading', { name: /wins|Shared win/ }).waitFor();
  await finalLooks(ana);
  const standings = await ana.locator('table.score-table').innerText();
  for (const p of Object.values(phones)) expect(await p.locator('table.score-table').innerText()).toBe(standings);
}
