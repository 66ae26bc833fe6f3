import type { Page } from 'playwright-core';
import { addPlayers, checkA11y, dismissOfflineNotice, screenshot } from './page.ts';
import { test, expect, type Launch, type Launched } from './fixtures.ts';
import { baseUrl } from './serve.ts';

/*
 * One writer per game: two tabs of one browser on the same game.
 * The store is read straight from IndexedDB, as the next start of the app
 * would read it.
 */

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;
let browser: Launched | undefined;

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const where = (page: Page) => page.locator('.where').innerText();
const heldElsewhere = (page: Page) => page.getByText('This game is open in another tab or window.', { exact: false });

/** Reads one record from the app's IndexedDB in that page. */
function stored(
  page: Page,
  storeName: 'sessions' | 'history',
  id: string,
): Promise<{ actions?: { t: string }[]; players?: string[]; rev?: number } | null> {
  return page.evaluate(
    ([storeName, id]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('tableside');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const db = open.result;
          const get = db.transaction(storeName, 'readonly').objectStore(storeName).get(id);
          get.addEventListener('success', () => {
            resolve(get.result ?? null);
            db.close();
          });
          get.addEventListener('error', () => reject(get.error));
        });
      }),
    [storeName, id] as const,
  );
}

/** Every step shown is saved: the session screen says so. */
const saved = (page: Page) => page.locator('[data-save-state="saved"]').waitFor({ state: 'attached', timeout: 15_000 });

/** From now on this page's IndexedDB refuses to store a game in progress, as a full disk does; `allow` undoes it. */
const refuseSessionWrites = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { allowWrites?: () => void };
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'sessions') throw new DOMException('the disk is full (test)', 'QuotaExceededError');
      return put.apply(this, args);
    };
    w.allowWrites = () => void (IDBObjectStore.prototype.put = put);
  });
const allowWrites = (page: Page) =>
  page.evaluate(() => (window as unknown as { allowWrites: () => void }).allowWrites());

/** Counts, from now on, the transactions this page opens to write games in progress. */
const countSessionWrites = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { sessionWrites: number };
    w.sessionWrites = 0;
    const transaction = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
      const [names, mode] = args;
      if (mode === 'readwrite' && [names].flat().includes('sessions')) w.sessionWrites++;
      return transaction.apply(this, args);
    };
  });

/** Every value the top bar's save state takes from now on, in order. */
const recordSaveStates = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { saveStates: string[] };
    const el = document.querySelector('[data-save-state]')!;
    w.saveStates = [el.getAttribute('data-save-state')!];
    new MutationObserver(() => w.saveStates.push(el.getAttribute('data-save-state')!)).observe(el, {
      attributes: true,
    });
  });
const saveStates = (page: Page) => page.evaluate(() => (window as unknown as { saveStates: string[] }).saveStates);

/** Starts a 3-player Parcel Parade (hands not tracked) in the first tab and returns its id. */
async function startParade(page: Page): Promise<string> {
  await page.goto(`${baseUrl()}/parcel-parade`);
  await dismissOfflineNotice(page);
  await addPlayers(page, ['Ana', 'Ben', 'Cy']);
  await button(page, 'Start the parade').click();
  await button(page, 'Start lap 1').click();
  await page.getByText('Lap 1 of 4 · turn 1 of 3').waitFor(VISIBLE);
  await saved(page);
  return page.url().split('/').pop()!;
}

async function secondTab(url: string): Promise<Page> {
  const page = await browser!.context.newPage();
  await page.goto(url);
  await dismissOfflineNotice(page);
  return page;
}

/** A parade playing in the first tab, and the same game opened in a second tab, which shows it read-only. */
async function twoTabsOnOneParade(launch: Launch): Promise<{ one: Page; two: Page; id: string }> {
  browser = await launch();
  const one = browser.page;
  const id = await startParade(one);
  const two = await secondTab(one.url());
  // The tab that opened it later shows it read-only, with a clear line and a way to take over.
  await heldElsewhere(two).waitFor(VISIBLE);
  return { one, two, id };
}

test.describe('two tabs on one game', () => {
  test('the second tab shows the game read-only and follows it; "Use it here" takes over; no acknowledged step is lost', async ({
    launch,
  }) => {
    const { one, two, id } = await twoTabsOnOneParade(launch);
    expect(await two.locator('.screen-body').getAttribute('inert')).not.toBeNull();
    expect(await two.locator('.screen-foot').getAttribute('inert')).not.toBeNull();
    await checkA11y(two, 'game held by another tab');
    await screenshot(two, 'tabs-held-elsewhere');

    // Tab 1 plays a step; the read-only tab follows it.
    await button(one, 'They swapped').click();
    await saved(one);
    await two.getByText('Lap 1 of 4 · turn 2 of 3').waitFor(VISIBLE);

    // Tab 2 takes over: tab 1 becomes read-only, tab 2 plays on from tab 1's step.
    await button(two, 'Use it here').click();
    await heldElsewhere(one).waitFor(VISIBLE);
    await heldElsewhere(two).waitFor({ state: 'hidden' });
    await button(two, 'Pass').click();
    await saved(two);
    await one.getByText('Lap 1 of 4 · turn 3 of 3').waitFor(VISIBLE);

    // The stale tab takes the game back: it shows tab 2's step first and appends after it.
    await button(one, 'Use it here').click();
    await heldElsewhere(two).waitFor(VISIBLE);
    expect(await where(one)).toBe('Lap 1 of 4 · turn 3 of 3');
    await button(one, 'They swapped').click();
    await saved(one);

    const session = await stored(one, 'sessions', id);
    expect(session?.actions?.map((a) => a.t)).toEqual(['lap', 'swap', 'pass', 'swap']);
    expect(browser!.consoleErrors).toEqual([]);
  });

  test('a game finished in one tab is not brought back, and its history record not rewritten, by the other', async ({
    launch,
  }) => {
    const { one, two, id } = await twoTabsOnOneParade(launch);
    await button(one, 'They swapped').click();
    await button(one, 'Everyone is complete…').click();
    await button(one, 'Yes, end the parade').click();
    await one.getByText('Saved to history.').waitFor(VISIBLE);
    const record = await stored(one, 'history', id);
    expect(record?.players).toEqual(['Ana', 'Ben', 'Cy']);
    // The record's line as History words it: three complete hands after the one swap (P5).
    const line = 'Complete parade in 1 swap: 3 of 3';

    // The other tab hears of it and opens the game's history record (the same id) in its place: nothing to write with.
    await two.waitForURL(`**/history/${id}`);
    await two.getByText(line).waitFor(VISIBLE);
    expect(await button(two, 'Use it here').count()).toBe(0);
    // Reloaded, the same.
    await two.reload();
    await two.getByText(line).waitFor(VISIBLE);
    expect(two.url()).toMatch(new RegExp(`/history/${id}$`));

    expect(await stored(one, 'sessions', id)).toBeNull();
    expect(await stored(one, 'history', id)).toEqual(record);
  });

  test('steps whose writes are refused for a while stay "Saving…" until they are stored; none is lost, and none overwrites a tab that took the game over meanwhile', async ({
    launch,
  }) => {
    test.setTimeout(180_000);
    browser = await launch();
    const one = browser.page;
    const id = await startParade(one);

    // The disk is full: the step is on screen, and says "Saving…" through the retries (about 2 s, then 4 s).
    await refuseSessionWrites(one);
    await button(one, 'They swapped').click();
    await one.getByText('Lap 1 of 4 · turn 2 of 3').waitFor(VISIBLE);
    await one.locator('[data-save-state="pending"]').getByText('Saving…').waitFor(VISIBLE);
    await recordSaveStates(one);
    await one.waitForTimeout(7_000);
    expect(await saveStates(one)).toEqual(['pending']);
    expect((await stored(one, 'sessions', id))?.actions?.map((a) => a.t)).toEqual(['lap']);
    await one
      .getByText(/out of storage space/)
      .first()
      .waitFor(VISIBLE);
    await screenshot(one, 'tabs-writes-refused');

    // Space again: the next retry stores the step, and only then is it shown saved.
    await allowWrites(one);
    // The retries come 2, 4, 8, 16 s apart, then every 30 s.
    await one.locator('[data-save-state="saved"]').waitFor({ state: 'attached', timeout: 40_000 });
    expect((await stored(one, 'sessions', id))?.actions?.map((a) => a.t)).toEqual(['lap', 'swap']);
    expect(await saveStates(one)).toEqual(['pending', 'saved']);

    // Refused again; meanwhile a second tab takes the game over and plays on from what is stored.
    await refuseSessionWrites(one);
    await button(one, 'Pass').click();
    await one.locator('[data-save-state="pending"]').waitFor({ state: 'attached', timeout: 15_000 });
    const two = await secondTab(one.url());
    await heldElsewhere(two).waitFor(VISIBLE);
    expect(await where(two)).toBe('Lap 1 of 4 · turn 2 of 3');
    await button(two, 'Use it here').click();
    await heldElsewhere(two).waitFor({ state: 'hidden' });
    await button(two, 'They swapped').click();
    await saved(two);
    await countSessionWrites(one);
    await allowWrites(one);
    // The first tab tries its step again with writes allowed (its retries are 30 s apart by now, and a busy machine
    // stretches them), and the check on what it read refuses it.
    await one.waitForFunction(() => (window as unknown as { sessionWrites: number }).sessionWrites > 0, undefined, {
      timeout: 75_000,
    });
    await one.locator('[data-save-state="pending"]').waitFor({ state: 'detached', timeout: 15_000 });
    await one.waitForTimeout(1_000);
    expect((await stored(one, 'sessions', id))?.actions?.map((a) => a.t)).toEqual(['lap', 'swap', 'swap']);
  });

  test('a game discarded from Home in another tab is not put back by the tab playing it', async ({ launch }) => {
    browser = await launch();
    const one = browser.page;
    const id = await startParade(one);
    const home = await secondTab(`${baseUrl()}/`);
    await button(home, /Discard the Parcel Parade game/).click();
    await home.getByText(/Discarded the Parcel Parade game/).waitFor(VISIBLE);
    expect(await stored(home, 'sessions', id)).toBeNull();

    // The playing tab's next step finds the game gone: it says so and writes nothing.
    await button(one, 'Pass').click();
    await one
      .getByText('This game was finished or discarded in another tab or window.', { exact: false })
      .waitFor(VISIBLE);
    expect(await stored(one, 'sessions', id)).toBeNull();
    await one.reload();
    await one.getByText(/not on this device any more/).waitFor(VISIBLE);
    expect(await stored(one, 'sessions', id)).toBeNull();
  });
});
