import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  assertOnlyLoopback,
  checkA11y,
  noHorizontalScroll,
  screenshot,
  waitForServiceWorkerControl,
  openApp,
} from './page.ts';
import { test, expect } from './fixtures.ts';
import { baseUrl } from './serve.ts';

const MM = 96 / 25.4;
const pdfDir = mkdtempSync(join(tmpdir(), 'tableside-print-'));
// One worker runs this file's tests in order: they share the PDFs' folder, removed after the last.
test.describe.configure({ mode: 'default' });
test.afterAll(() => rmSync(pdfDir, { recursive: true, force: true }));

const PAPERS = {
  a4: { label: 'A4', points: '594.96 x 841.92' },
  letter: { label: 'US Letter', points: '612 x 792' },
} as const;
const SIZES = {
  poker: { label: 'Poker size, 63 × 88 mm', w: 63, h: 88 },
  large: { label: 'Large print, 89 × 127 mm', w: 89, h: 127 },
} as const;

/**
 * Sheets worked by hand: nine poker cards or four large ones fit a sheet of either paper.
 * Relay 48 tiles (R1): 6 or 12. Parcel for 5 players (P1, P2): 20 symbols, 4 routes and the marker = 25: 3 or 7.
 * Royal (D1): 52 cards and a joker = 53: 6 or 14.
 */
const GAMES = [
  {
    slug: 'pattern-relay',
    cards: 48,
    sheets: { poker: 6, large: 12 },
    words: ['SUN', 'LEAF', 'KEY', 'DOTS', 'LINES', 'WAVES', 'RINGS', 'KEY / RINGS'],
  },
  {
    slug: 'parcel-parade',
    cards: 25,
    sheets: { poker: 3, large: 7 },
    words: ['SUN', 'MOON', 'LEAF', 'KEY', 'copy 5', 'Route 4', 'counterclockwise', 'Current'],
  },
  {
    slug: 'royal-draft',
    cards: 53,
    sheets: { poker: 6, large: 14 },
    words: ['JOKER', 'Queen of hearts', '10 of spades', 'Ace of clubs', '7 of diamonds'],
  },
] as const;

/** Every printed card's box and how near it comes to its sheet's edges, in mm, with print media on. */
async function printedCards(page: Page) {
  return page.evaluate((mm) => {
    const out: { w: number; h: number; edge: number }[] = [];
    for (const sheet of document.querySelectorAll('.pr-print .pr-sheet')) {
      const s = sheet.getBoundingClientRect();
      for (const card of sheet.querySelectorAll('[data-card]')) {
        const c = card.getBoundingClientRect();
        out.push({
          w: c.width / mm,
          h: c.height / mm,
          edge: Math.min(c.left - s.left, c.top - s.top, s.right - c.right, s.bottom - c.bottom) / mm,
        });
      }
    }
    return out;
  }, MM);
}

async function pdfOf(page: Page, name: string): Promise<{ pages: number; size: string; text: string }> {
  const file = join(pdfDir, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    size: /Page size:\s+([\d.]+ x [\d.]+)/.exec(info)?.[1] ?? '',
    text,
  };
}

test.describe('Print and play', () => {
  for (const game of GAMES) {
    test(`${game.slug}: every card measures its size on A4 and Letter, keeps 5 mm from the edge, and the PDF has the sheets and the words`, async ({
      launch,
    }) => {
      const { page, requests, consoleErrors } = await launch({ viewport: { width: 1280, height: 800 } });
      await openApp(page, `/${game.slug}/print`);
      await page.getByRole('heading', { name: 'Print cards' }).waitFor();
      if (game.slug === 'parcel-parade') await page.getByLabel('Players').selectOption('5');
      // The deck alone: no score sheets.
      await page.locator('#pr-scores').fill('0');
      for (const [paper, p] of Object.entries(PAPERS)) {
        await page.getByLabel(p.label, { exact: true }).check();
        for (const [size, s] of Object.entries(SIZES)) {
          await page.getByLabel(s.label).check();
          const sheets = game.sheets[size as keyof typeof SIZES];
          await expect.poll(() => page.locator('.where').innerText()).toContain(`${p.label} · ${sheets} sheets`);
          await page.emulateMedia({ media: 'print' });
          const cards = await printedCards(page);
          expect(cards).toHaveLength(game.cards);
          for (const c of cards) {
            expect(Math.abs(c.w - s.w), `${paper} ${size} card width ${c.w} mm`).toBeLessThanOrEqual(0.5);
            expect(Math.abs(c.h - s.h), `${paper} ${size} card height ${c.h} mm`).toBeLessThanOrEqual(0.5);
            expect(c.edge, `${paper} ${size}: a card ${c.edge} mm from the paper's edge`).toBeGreaterThanOrEqual(5);
          }
          const pdf = await pdfOf(page, `${game.slug}-${paper}-${size}`);
          expect(pdf.pages, `${paper} ${size} pages`).toBe(sheets);
          expect(pdf.size).toBe(p.points);
          for (const w of game.words) expect(pdf.text, `${paper} ${size}: "${w}" in the PDF`).toContain(w);
          await page.emulateMedia({ media: 'screen' });
        }
      }
      assertOnlyLoopback(requests);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('backs print mirror-wise behind their cards, and mats and score sheets add their sheets', async ({ launch }) => {
    const { page, consoleErrors } = await launch({ viewport: { width: 1280, height: 800 } });
    await openApp(page, '/pattern-relay/print');
    await page.getByLabel('A4', { exact: true }).check();
    await page.getByLabel(/Card backs/).check();
    await page.locator('#pr-mats').fill('4');
    // 6 card sheets and their 6 backs, 4 mats, 1 score sheet.
    await expect.poll(() => page.locator('.where').innerText()).toContain('17 sheets');
    await page.emulateMedia({ media: 'print' });
    const slots = await page.evaluate(() =>
      [...document.querySelectorAll('.pr-print .pr-sheet')].slice(0, 2).map((sheet) => {
        const s = sheet.getBoundingClientRect();
        return [...sheet.querySelectorAll('[data-card]')].map((c) =>
          Math.round(c.getBoundingClientRect().left - s.left),
        );
      }),
    );
    // Seen from the back, the first row runs right to left.
    expect(slots[1]!.slice(0, 3)).toEqual(slots[0]!.slice(0, 3).reverse());
    const pdf = await pdfOf(page, 'relay-all');
    expect(pdf.pages).toBe(17);
    for (const w of ['TOP', 'BOTTOM', 'Each row of three different textures: 4 points.', 'score sheet', 'Round 2'])
      expect(pdf.text).toContain(w);
    expect(consoleErrors).toEqual([]);
  });

  test('is reached from Home, shows a sheet at true size on a phone, works by keyboard and is accessible', async ({
    launch,
  }) => {
    const { page, consoleErrors } = await launch();
    await openApp(page, '/');
    await page.getByRole('link', { name: 'Print cards' }).click();
    await page.getByRole('navigation', { name: 'Game to print' }).waitFor();
    await checkA11y(page, 'print: choose a game');
    await page.getByRole('link', { name: 'Parcel Parade' }).click();
    await page.getByRole('region', { name: /Sheet preview/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/parcel-parade/print');
    // True size: a Letter or A4 sheet is 216 or 210 mm wide at 96 px an inch, whatever the phone.
    const width = await page.locator('.pr-preview .pr-page').evaluate((el) => el.getBoundingClientRect().width);
    expect([Math.round(210 * MM), Math.round(215.9 * MM)]).toContain(Math.round(width));
    await noHorizontalScroll(page);
    await checkA11y(page, 'print: parcel at 360x640');
    await screenshot(page, 'print-parcel-phone');
    // Keyboard: the paper choice changes with an arrow key, a count by typing; the sheet count follows.
    const letter = page.getByLabel('US Letter', { exact: true });
    await ((await letter.isChecked()) ? letter : page.getByLabel('A4', { exact: true })).focus();
    const before = await page.locator('.where').innerText();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('.where').innerText()).not.toBe(before);
    await page.locator('#pr-scores').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await expect.poll(() => page.locator('#pr-scores-sheets').innerText()).toMatch(/ · 3 sheets$/);
    await page.getByRole('button', { name: 'Next sheet' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Sheet 2 of/ }).count()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await checkA11y(page, 'print: parcel on a desktop');
    await screenshot(page, 'print-parcel-desktop');
    expect(consoleErrors).toEqual([]);
  });

  test('Royal Draft cards print their names in the chosen language: German, French, Japanese', async ({ launch }) => {
    const { page, consoleErrors } = await launch({ viewport: { width: 1280, height: 800 } });
    // Written by hand from each language's card words (src/ui/terms.ts's catalog entries).
    const WORDS = {
      de: ['Herz Dame', 'Pik 10', 'Kreuz Ass', 'Karo 7', 'JOKER'],
      fr: ['Dame de cœur', '10 de pique', 'As de trèfle', '7 de carreau', 'JOKER'],
      ja: ['ハートのクイーン', 'スペードの10', 'クラブのエース', 'ダイヤの7', 'ジョーカー'],
    } as const;
    for (const [language, words] of Object.entries(WORDS)) {
      await page.addInitScript((l) => {
        const s = JSON.parse(localStorage.getItem('tableside.settings') ?? '{}') as Record<string, unknown>;
        localStorage.setItem('tableside.settings', JSON.stringify({ ...s, language: l }));
      }, language);
      await page.goto(`${baseUrl()}/royal-draft/print`);
      await page.waitForFunction((l) => document.documentElement.lang === l, language);
      await page.locator('.pr-print .pr-sheet').first().waitFor({ state: 'attached' });
      await page.emulateMedia({ media: 'print' });
      expect(await printedCards(page)).toHaveLength(53);
      const { text } = await pdfOf(page, `royal-${language}`);
      for (const w of words) expect(text, `${language}: "${w}" on a printed card`).toContain(w);
      expect(text, `${language}: no English card name`).not.toContain('Queen of hearts');
      await page.emulateMedia({ media: 'screen' });
    }
    expect(consoleErrors).toEqual([]);
  });

  test('opens and prints offline once the app has been visited', async ({ launch }) => {
    const { page, context, consoleErrors } = await launch();
    await page.goto(`${baseUrl()}/`);
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.goto(`${baseUrl()}/royal-draft/print`);
    await page.getByRole('region', { name: /Sheet preview/ }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await printedCards(page)).toHaveLength(53);
    expect((await pdfOf(page, 'royal-offline')).text).toContain('Queen of spades');
    expect(consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });

  test('prints a table card only for a table this phone sits at, with its code, address and QR code', async ({
    launch,
  }) => {
    const { page, consoleErrors } = await launch();
    // A code typed into the address is no table: no card, only where to host one.
    await openApp(page, '/pattern-of-choices/print/KFMWAC');
    await page.getByText('Pattern of Choices is played on the phones').waitFor({ state: 'visible' });
    expect(await page.getByRole('img', { name: /QR code to join table/ }).count()).toBe(0);
    // The seat this phone keeps once it has hosted or joined the table through a server: now the card is there.
    await page.evaluate(() =>
      localStorage.setItem(
        'tableside-online:KFMWAC',
        JSON.stringify({ code: 'KFMWAC', name: 'Ana', token: 'KFMWAC:secret' }),
      ),
    );
    await openApp(page, '/pattern-of-choices/print/KFMWAC');
    await page.getByRole('img', { name: 'QR code to join table KFMWAC' }).first().waitFor();
    await checkA11y(page, 'print: table card');
    await page.emulateMedia({ media: 'print' });
    const pdf = await pdfOf(page, 'table-card');
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('KFMWAC');
    expect(pdf.text).toContain('/pattern-of-choices/online/KFMWAC');
    await page.emulateMedia({ media: 'screen' });
    await openApp(page, '/pattern-of-choices/print');
    // The print page is a lazy chunk ("Opening…" first): wait for its words to show, then check they are visible.
    const noCards = page.getByText('Pattern of Choices is played on the phones');
    await noCards.waitFor({ state: 'visible' });
    expect(await noCards.isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
