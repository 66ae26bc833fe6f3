import type { Page } from 'playwright-core';
import { checkA11y, dismissOfflineNotice, noHorizontalScroll, screenshot, seedSession } from './page.ts';
import { test, expect, type Launch, type Launched } from './fixtures.ts';
import { baseUrl } from './serve.ts';

/* Saved games this version cannot fully read: a notice, never a blank page, and nothing lost. */

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;
let browser: Launched | undefined;

const ROYAL_SETUP = { players: ['Ana', 'Ben', 'Cy'], seriesId: 'series', seriesGame: 1, seriesBefore: [0, 0, 0] };

function sessions(page: Page): Promise<{ id: string; actions: unknown[]; label: string; note?: unknown }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('tableside');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const all = open.result.transaction('sessions', 'readonly').objectStore('sessions').getAll();
          all.addEventListener('success', () => (open.result.close(), resolve(all.result)));
        });
      }),
  );
}

async function openApp(launch: Launch, size = { width: 360, height: 640 }): Promise<Page> {
  browser = await launch({ viewport: size });
  const { page } = browser;
  await page.goto(`${baseUrl()}/`);
  await dismissOfflineNotice(page);
  await page.getByRole('heading', { name: 'Tableside' }).waitFor(VISIBLE);
  return page;
}

test.describe('saved games that cannot be fully read', () => {
  test('a session with a step this version does not know opens read-only, says how much was read, and going on keeps the original', async ({
    launch,
  }) => {
    const page = await openApp(launch);
    const actions = [{ t: 'from-a-newer-version' }, { t: 'another' }];
    await seedSession(page, {
      id: 'damaged',
      game: 'royal',
      setup: ROYAL_SETUP,
      actions,
      createdAt: 1,
      updatedAt: 1,
      label: 'Ana, Ben, Cy - round 2',
      rev: 3,
    });
    await page.goto(`${baseUrl()}/royal-draft/play/damaged`);
    await page.getByText('Only 0 of the 2 saved steps of this game could be read', { exact: false }).waitFor(VISIBLE);
    await noHorizontalScroll(page);
    await checkA11y(page, 'damaged session');
    await screenshot(page, 'records-damaged-360');
    expect((await sessions(page)).find((s) => s.id === 'damaged')?.actions).toEqual(actions);

    await page.getByRole('button', { name: 'Go on from step 0' }).click();
    await page.getByRole('button', { name: 'Go on from step 0' }).waitFor({ state: 'detached' });
    await page.locator('[data-save-state="saved"]').waitFor({ state: 'attached' });
    const after = await sessions(page);
    const copy = after.find((s) => s.id !== 'damaged');
    expect(copy?.actions).toEqual(actions);
    // Stored as a fact beside the game's own label; Home words it when shown.
    expect(copy?.label).toBe('Ana, Ben, Cy - round 2');
    expect(copy?.note).toEqual({ k: 'kept' });
    expect(after.find((s) => s.id === 'damaged')?.actions).toEqual([]);
    await screenshot(page, 'records-went-on-360');
  });

  test('a session whose setup cannot be read opens as a notice with a way on, at 1280x800', async ({ launch }) => {
    const page = await openApp(launch, { width: 1280, height: 800 });
    const record = {
      id: 'junk',
      game: 'choices',
      setup: { players: 'Ana' },
      actions: [],
      createdAt: 1,
      updatedAt: 1,
      label: 'Ana',
    };
    await seedSession(page, record);
    await page.goto(`${baseUrl()}/pattern-of-choices/play/junk`);
    await page.getByText(/cannot be opened|could not be shown/).waitFor(VISIBLE);
    await page.getByRole('link', { name: 'Go to the home screen' }).waitFor(VISIBLE);
    await checkA11y(page, 'unreadable session');
    await screenshot(page, 'records-unreadable-1280');
    expect((await sessions(page)).find((s) => s.id === 'junk')).toEqual(record);
  });
});
