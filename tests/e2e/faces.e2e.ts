import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PLAYERS, ROUNDS, STARTERS } from '../games/royal/game.ts';
import { addPlayers, checkA11y, noHorizontalScroll, openApp, screenshot, seedSession } from './page.ts';
import { test, expect } from './fixtures.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;

// Each player's shade as the palette draws it (src/ui/palette.ts), written out here by hand: light, then dark.
const SHADE = {
  orange: ['rgb(184, 98, 0)', 'rgb(230, 159, 0)'],
  purple: ['rgb(162, 64, 122)', 'rgb(231, 154, 198)'],
  green: ['rgb(0, 121, 90)', 'rgb(31, 185, 138)'],
} as const;
/** Ana keeps seat 1's orange circle, Ben chooses purple star, Cy keeps seat 3's green triangle. */
const FACES = { Ana: ['orange', 'circle'], Ben: ['purple', 'star'], Cy: ['green', 'triangle'] } as const;
type Who = keyof typeof FACES;
const THEMES = ['light', 'dark'] as const;

/** The mark drawn beside a name inside `scope`: its colour and mark codes and its computed colour. */
async function markBeside(page: Page, scope: string, name: string) {
  const tag = page
    .locator(`${scope} .player-tag`)
    .filter({ hasText: new RegExp(`^${name}$`) })
    .first();
  await tag.waitFor(VISIBLE);
  const mark = tag.locator('svg.face-mark');
  return {
    colour: await mark.getAttribute('data-colour'),
    mark: await mark.getAttribute('data-mark'),
    rgb: await mark.evaluate((el) => getComputedStyle(el).color),
  };
}

async function expectFaces(page: Page, scope: string, theme: 0 | 1, who: readonly Who[] = ['Ana', 'Ben', 'Cy']) {
  for (const name of who) {
    const [colour, mark] = FACES[name];
    expect(await markBeside(page, scope, name), `${name} in ${scope}`).toEqual({
      colour,
      mark,
      rgb: SHADE[colour][theme],
    });
  }
}

/** Clicks "Send as a picture", keeps the PNG it downloads, and reads its size and pixels in the page. */
async function resultCard(page: Page, name: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Send as a picture' }).click();
  const file = await (await download).path();
  const png = readFileSync(file);
  mkdirSync(join('test-results', 'screenshots'), { recursive: true });
  writeFileSync(join('test-results', 'screenshots', `${name}.png`), png);
  expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  await page.getByRole('status').filter({ hasText: 'Picture saved to your downloads.' }).waitFor(VISIBLE);
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), { colorSpaceConversion: 'none' });
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    // The colour band at the left of each row (rows from 250 px, 124 px each; the band at x 56-76).
    const band = [0, 1, 2].map((i) => {
      const [r, g, b] = ctx.getImageData(66, 250 + i * 124 + 62, 1, 1).data;
      return `rgb(${r}, ${g}, ${b})`;
    });
    // Royal Draft's emblem at the title's left (a 128 px square at 80, 74, its 24-unit drawing 4 px a unit from
    // 16 px in): the middle of the card's heart pip, at (12, 13) of the drawing, is filled with the game's colour.
    const [r, g, b] = ctx.getImageData(80 + 16 + 12 * 4, 74 + 16 + 13 * 4, 1, 1).data;
    return { width: bitmap.width, height: bitmap.height, band, emblem: `rgb(${r}, ${g}, ${b})` };
  }, png.toString('base64'));
}

test.describe('players’ colours and marks', () => {
  test('chosen at setup, kept with the game, shown on its screens, History and Stats, and drawn on the result card, light and dark', async ({
    launch,
  }) => {
    test.setTimeout(240_000);
    const { page, consoleErrors } = await launch();
    await openApp(page, '/royal-draft');
    await addPlayers(page, PLAYERS);
    // Offered in seat order: orange circle, sky square, green triangle.
    const faceButton = (n: string) => page.getByRole('button', { name: new RegExp(`^Colour and mark of ${n}:`) });
    expect(await faceButton('Ben').getAttribute('aria-label')).toBe('Colour and mark of Ben: sky blue square');
    await faceButton('Ben').click();
    // A colour another seat holds cannot be taken: one person per colour at a table.
    await expect(page.getByRole('radio', { name: 'orange' })).toBeDisabled();
    const choice = (group: string, name: string) =>
      page.getByRole('group', { name: group }).locator('label', { has: page.getByRole('radio', { name }) });
    await choice('Colour of Ben', 'purple').click();
    await choice('Mark of Ben', 'star').click();
    await expect(page.getByRole('radio', { name: 'star' })).toBeChecked();
    await checkA11y(page, 'face picker');
    await screenshot(page, 'faces-picker-light');
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await faceButton('Ben').getAttribute('aria-label')).toBe('Colour and mark of Ben: purple star');
    expect(await faceButton('Cy').getAttribute('aria-label')).toBe('Colour and mark of Cy: green triangle');
    await expectFaces(page, '.player-setup', 0, []);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await screenshot(page, `faces-setup-${theme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // The game keeps them: a turn screen's seat ring and its sentences.
    await page.getByRole('button', { name: 'Start the referee' }).click();
    await page.getByRole('heading', { name: 'Deal the starting cards' }).waitFor(VISIBLE);
    await page.getByRole('button', { name: 'We dealt them ourselves' }).click();
    for (const [i, n] of PLAYERS.entries()) await page.getByLabel(`${n}'s starting card`).selectOption(STARTERS[i]!);
    await page.getByRole('button', { name: 'Use these starting cards' }).click();
    await page.locator('.seat-ring').waitFor(VISIBLE);
    await expectFaces(page, '.seat-ring-names', 0);
    const ring = page.locator('.seat-ring circle.seat-face');
    expect(await ring.evaluateAll((cs) => cs.map((c) => getComputedStyle(c).stroke))).toEqual([
      SHADE.orange[0],
      SHADE.purple[0],
      SHADE.green[0],
    ]);
    // A name inside a sentence gets its mark too ("Cy deals: ...").
    expect((await markBeside(page, '.step, main', 'Cy')).colour).toBe('green');
    await noHorizontalScroll(page);
    await checkA11y(page, 'turn with faces');
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await screenshot(page, `faces-turn-${theme}`);
    }
    await expectFaces(page, '.seat-ring-names', 1);
    await page.emulateMedia({ colorScheme: 'light' });

    // Stored as facts with the session; the game is brought to its last step and finished on screen.
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    const stored = await page.evaluate(
      (id) =>
        new Promise<Record<string, unknown>>((resolve, reject) => {
          const open = indexedDB.open('tableside');
          open.addEventListener('error', () => reject(open.error));
          open.addEventListener('success', () => {
            const get = open.result.transaction('sessions', 'readonly').objectStore('sessions').get(id);
            get.addEventListener('success', () => (open.result.close(), resolve(get.result)));
          });
        }),
      id,
    );
    expect(stored.faces).toEqual(
      PLAYERS.map((name) => ({ name, colour: FACES[name as Who][0], mark: FACES[name as Who][1] })),
    );
    const actions: unknown[] = [{ t: 'deal', starters: STARTERS }];
    for (const r of ROUNDS)
      actions.push(...r.takes.map((card) => ({ t: 'take', card })), { t: 'discard', card: r.discard });
    await seedSession(page, { ...stored, actions: actions.slice(0, -1), rev: 50 });
    await page.reload();
    await page.getByRole('heading', { name: /One card is left in the offer/ }).waitFor(VISIBLE);
    await page.getByLabel(/Or type a code/).fill('JS');
    await page.getByRole('button', { name: 'Enter code' }).click();
    await page.getByText('Saved to history.').waitFor(VISIBLE);
    await expectFaces(page, 'main table', 0);
    await screenshot(page, 'faces-results-light');

    // The result card at the end of the game: 1080 wide, a row a player by score (Cy 21, Ana 15, Ben 8), each
    // row's band in that player's colour.
    expect(await resultCard(page, 'faces-card-light')).toEqual({
      width: 1080,
      height: 250 + 3 * 124 + 170,
      band: [SHADE.green[0], SHADE.orange[0], SHADE.purple[0]],
      // Royal Draft's colour in light: #b0243a.
      emblem: 'rgb(176, 36, 58)',
    });

    // History: the record (a row's sentences name the players without marks for now, as every sentence does).
    await openApp(page, '/history');
    await checkA11y(page, 'history with faces');
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await screenshot(page, `faces-history-${theme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await openApp(page, `/history/${id}`);
    await expectFaces(page, '.score-table', 0);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectFaces(page, '.score-table', 1);
    expect(await resultCard(page, 'faces-card-dark')).toEqual({
      width: 1080,
      height: 792,
      band: [SHADE.green[1], SHADE.orange[1], SHADE.purple[1]],
      // Royal Draft's colour in dark: #ff8f9f.
      emblem: 'rgb(255, 143, 159)',
    });
    await page.emulateMedia({ colorScheme: 'light' });

    // Stats: each player with the face remembered with the name, and the chart's line in it.
    await openApp(page, '/stats');
    await page.locator('[data-stats-ready]').waitFor(VISIBLE);
    await expectFaces(page, '.score-table', 0);
    await checkA11y(page, 'stats with faces');
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await screenshot(page, `faces-stats-${theme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(consoleErrors).toEqual([]);
  });
});
