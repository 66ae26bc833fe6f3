// Pattern of Choices across phones, in Chromium: a host and three player phones
// (four browser contexts) plus a spectator on the real game server serving the
// production build. Parallel reader turns, a reader timing out (C4: 0), an
// author timing out (C3: the round is void), a phone closed and reopened mid-turn
// getting its draft and time back (C8), every WebSocket frame of every phone
// recorded and checked for secrets, the same final standings on every phone and
// in each phone's history. Deadlines are set with the test-only
// TABLESIDE_TEST_TIMINGS (the app's own stay 35/40/15 s), and the turns that time
// out on purpose have the server's test clock jump to their deadline.
import { unpackMultiple } from 'msgpackr';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { startGameServer } from './game-server';
import type { GameServer } from './game-server';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { dismissOfflineNotice, screenshot } from './page.ts';
import { test, expect } from './fixtures.ts';

// Long enough for a heavily loaded 2-core machine to click a whole board; no round waits it out.
const TURN_MS = 60_000;
let server: GameServer;
let base = '';
let browser: Browser;

// One worker runs this file's tests in order: its beforeAll builds and starts one game server for them.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // Builds and starts the game server, then Chromium: on a loaded machine more than a test's time.
  test.setTimeout(180_000);
  server = await startGameServer(
    'e2e-server',
    `authorMs=${TURN_MS},readerMs=${TURN_MS},revealMaxMs=120000,revealMinMs=0`,
  );
  base = server.base;
  browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
});

test.afterAll(async () => {
  await browser?.close();
  server?.stop();
});

interface Phone {
  name: string;
  page: Page;
  errors: string[];
  /** Every message frame this phone received: [type, payload], with the time. */
  frames: { at: number; type: unknown; payload: unknown }[];
}

async function phone(name: string): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const frames: Phone['frames'] = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketFrameReceived', (e: { response: { opcode: number; payloadData: string } }) => {
    if (e.response.opcode !== 2) return; // binary frames carry the room's messages
    const bytes = Uint8Array.from(atob(e.response.payloadData), (c) => c.charCodeAt(0));
    if (bytes[0] !== 13) return; // 13: ROOM_DATA, a message (type, then payload)
    const [type, payload] = unpackMultiple(bytes.subarray(1)) as unknown[];
    frames.push({ at: Date.now(), type, payload });
  });
  await dismissOfflineNotice(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const p = { name, page, frames, errors };
  opened.push(p);
  return p;
}

const ZONES = new Set(['pick', 'reserve', 'pass']);
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) if (k !== 'mine') strings(v, out);
  return out;
}

/** Sorts the board as tiles 0,1 Pick, 2,3 Keep, 4,5 Pass (the anchor, locked, is skipped). */
async function sortBoard(page: Page, tiles: string[], skip?: string) {
  const zones = ['Pick', 'Pick', 'Keep', 'Keep', 'Pass', 'Pass'];
  for (const [i, t] of tiles.entries())
    if (t !== skip) await page.getByRole('button', { name: `${t}: ${zones[i]}`, exact: true }).click();
}

const tilesOn = (page: Page) => page.locator('.ch-tile b').allInnerTexts();
const authorOf = async (page: Page, round: number) => {
  const where = await page.locator('.where').innerText();
  // The table screen says whose pattern it is; the author's own phone that they sort in secret.
  const m = new RegExp(`^Round ${round} of 4 · (.+?)(?:’s pattern| sorts in secret)$`).exec(where);
  if (!m) throw new Error(`not round ${round}: ${where}`);
  return m[1]!;
};
const secondsOn = async (page: Page) =>
  Number(/(\d+) seconds left/.exec((await page.getByRole('timer').getAttribute('aria-label')) ?? '')?.[1]);

const opened: Phone[] = [];

test('plays a whole game on four phones and a spectator', async () => {
  test.setTimeout(240_000);
  try {
    await game();
  } catch (err) {
    for (const p of opened) {
      await screenshot(p.page, `online-failed-${p.name}`).catch(() => undefined);
      const last = p.frames.slice(-4).map((f) => {
        const v = f.payload as { phase?: string; me?: unknown; mine?: unknown; left?: unknown };
        return `${new Date(f.at).toISOString().slice(14, 23)} ${String(f.type)} ${v?.phase} me=${JSON.stringify(v?.me)} mine=${JSON.stringify(v?.mine)} left=${String(v?.left)}`;
      });
      console.error(
        `${p.name}: ${p.frames.length} frames; last:\n  ${last.join('\n  ')}\n  errors: ${p.errors.join(' | ')}`,
      );
    }
    throw err;
  }
});

async function game() {
  const host = await phone('Ana');
  await host.page.goto(`${base}/pattern-of-choices`);
  await host.page.getByRole('link', { name: 'Play on several phones' }).click();
  await host.page.getByLabel('Your name').fill('Ana');
  await host.page.getByRole('button', { name: 'Host a table' }).click();
  const code = (await host.page.locator('.on-code').innerText()).trim();
  await host.page.getByRole('img', { name: `QR code to join table ${code}` }).waitFor();
  const tableUrl = `${base}/pattern-of-choices/online/${code}`;
  const players = [host];
  for (const name of ['Ben', 'Cy', 'Dee']) {
    const p = await phone(name);
    await p.page.goto(tableUrl); // the QR code's address
    await p.page.getByLabel('Your name').fill(name);
    await p.page.getByRole('button', { name: `Join table ${code}` }).click();
    await p.page.getByText('Who is in').waitFor();
    players.push(p);
    if (name === 'Ben') {
      // A phone that loses the network in its first seconds at the table says so at once, and comes back.
      await p.page.context().setOffline(true);
      await p.page.getByText('Connection lost: reconnecting…').waitFor({ timeout: 3_000 });
      await p.page.context().setOffline(false);
      await p.page.getByText('Connection lost: reconnecting…').waitFor({ state: 'hidden', timeout: 30_000 });
      await expect
        .poll(() => host.page.locator('.on-seats li', { hasText: 'Ben' }).innerText(), { timeout: 30_000 })
        .not.toContain('away');
    }
  }
  await host.page.getByRole('button', { name: 'Start with 4 players' }).click();
  // A late joiner watches; it comes in while round 1 is played.
  const spectator = await phone('Eve');
  const watching = (async () => {
    await spectator.page.goto(tableUrl);
    await spectator.page.getByLabel('Your name').fill('Eve');
    await spectator.page.getByRole('button', { name: `Join table ${code}` }).click();
    await spectator.page.getByText('You are watching this table.').waitFor({ timeout: 60_000 });
    await screenshot(spectator.page, 'online-spectator');
  })();

  const byName = (n: string) => players.find((p) => p.name === n)!;
  for (let round = 1; round <= 4; round++) {
    await host.page.locator('.where', { hasText: `Round ${round} of 4` }).waitFor();
    const author = byName(await authorOf(host.page, round));
    const readers = players.filter((p) => p !== author);
    if (round === 2) {
      // C3: the author never locks; at the deadline the round is void.
      server.runOutTheClock();
      await host.page.getByText('ran out of time before locking a pattern: nobody scores this round').waitFor();
    } else {
      await author.page.getByRole('button', { name: 'Lock the pattern' }).waitFor();
      const tiles = await tilesOn(author.page);
      await sortBoard(author.page, tiles);
      await author.page.getByRole('button', { name: 'Lock the pattern' }).click();
      await author.page.getByRole('button', { name: tiles[0], exact: true }).click(); // the anchor
      for (const r of readers) await r.page.getByRole('button', { name: 'Confirm my prediction' }).waitFor();
      if (round === 1) {
        const [fast, reloading, late] = readers as [Phone, Phone, Phone];
        await screenshot(late.page, 'online-reader-turn');
        // Two tiles placed, then the phone closes the app and opens it again in the same tab.
        await reloading.page.getByRole('button', { name: `${tiles[1]}: Pass`, exact: true }).click();
        await reloading.page.getByRole('button', { name: `${tiles[2]}: Pick`, exact: true }).click();
        await expect
          .poll(() =>
            reloading.page.getByRole('button', { name: `${tiles[2]}: Pick`, exact: true }).getAttribute('aria-pressed'),
          )
          .toBe('true');
        // The table has the draft (its echo came back) before the phone goes away.
        const serverDraft = () => {
          const last = [...reloading.frames].reverse().find((f) => f.type === 'table')?.payload as
            { mine?: { draft: Record<string, string> } } | undefined;
          return last?.mine?.draft ?? {};
        };
        await expect.poll(serverDraft, { timeout: 20_000 }).toEqual({ '1': 'pass', '2': 'pick' });
        const before = await secondsOn(reloading.page);
        await reloading.page.goto('about:blank');
        await sortBoard(fast.page, tiles, tiles[0]); // meanwhile, in parallel, another reader plays
        await fast.page.getByRole('button', { name: 'Confirm my prediction' }).click();
        await fast.page.getByText('Your prediction is locked in').waitFor();
        await reloading.page.goto(tableUrl);
        await expect
          .poll(
            () =>
              reloading.page
                .getByRole('button', { name: `${tiles[1]}: Pass`, exact: true })
                .getAttribute('aria-pressed'),
            { timeout: 20_000 },
          )
          .toBe('true');
        expect(
          await reloading.page
            .getByRole('button', { name: `${tiles[2]}: Pick`, exact: true })
            .getAttribute('aria-pressed'),
        ).toBe('true');
        const after = await secondsOn(reloading.page);
        expect(after).toBeLessThanOrEqual(before);
        expect(after).toBeGreaterThan(0);
        await sortBoard(reloading.page, tiles, tiles[0]);
        await reloading.page.getByRole('button', { name: 'Confirm my prediction' }).click();
        await reloading.page.getByText('Your prediction is locked in').waitFor();
        // `late` never confirms: C4, 0 points when the readers' time runs out.
        server.runOutTheClock();
        await host.page.getByText(`${late.name}: no prediction in time`).waitFor();
        await screenshot(host.page, 'online-reveal-host');
        await host.page.getByText(`${fast.name}: 5 of 5 right`).waitFor(); // C5: 400
      } else {
        if (round === 3) {
          // A reader whose phone loses the network during its own turn is told so at once, then plays on.
          const cut = readers[0]!;
          await cut.page.context().setOffline(true);
          await cut.page.getByText('Connection lost: reconnecting…').waitFor({ timeout: 3_000 });
          await screenshot(cut.page, 'online-turn-offline');
          await cut.page.context().setOffline(false);
          await cut.page.getByText('Connection lost: reconnecting…').waitFor({ state: 'hidden', timeout: 30_000 });
        }
        // Parallel: every reader sorts and confirms at the same time.
        await Promise.all(
          readers.map(async (r) => {
            await sortBoard(r.page, tiles, tiles[0]);
            await r.page.getByRole('button', { name: 'Confirm my prediction' }).click();
          }),
        );
      }
    }
    if (round === 1) await watching;
    const next = round === 4 ? 'See the final scores' : 'Next round';
    await host.page.getByRole('button', { name: next, exact: true }).click();
  }

  const standings = async (p: Phone) => {
    await p.page.getByRole('heading', { name: /wins|Shared win/ }).waitFor();
    return p.page.locator('table.score-table').innerText();
  };
  const expected = await standings(host);
  await screenshot(host.page, 'online-final-host');
  for (const p of [...players, spectator]) expect(await standings(p)).toBe(expected);
  // Each phone keeps the game in its own history.
  for (const p of players) {
    await p.page.getByText('Saved to this phone’s history.').waitFor();
    await p.page.getByRole('link', { name: 'See past games' }).click();
    const item = p.page.locator('.history-item').first();
    await expect.poll(() => item.innerText()).toContain('Pattern of Choices');
    for (const line of expected.split('\n').filter((l) => /^\d/.test(l))) {
      const [, name, total] = line.split('\t');
      await expect.poll(() => item.innerText()).toContain(`${name} ${total}`);
    }
  }

  // The spectator's phone keeps the game as one it watched: in its History, marked so, and counted in no stats.
  await spectator.page.getByText('Saved to this phone’s history as a game you watched.').waitFor();
  await spectator.page.getByRole('link', { name: 'See past games' }).click();
  const watchedItem = spectator.page.locator('.history-item').first();
  await expect.poll(() => watchedItem.innerText()).toContain('Pattern of Choices');
  expect(await watchedItem.innerText()).toContain('watched');
  await spectator.page.goto(new URL('/stats', spectator.page.url()).href);
  await spectator.page.getByText('No finished games yet: stats appear here after the first one.').waitFor();

  // "Play again with the same players" keeps the table: the same phones, the same code, back in its lobby.
  for (const p of players) await p.page.goBack();
  await host.page.getByRole('button', { name: 'Play again with the same players' }).click();
  for (const p of players) {
    await p.page.getByText('Who is in').waitFor();
    expect((await p.page.locator('.on-code').innerText()).trim()).toBe(code);
    await expect.poll(() => p.page.locator('.on-seats li').count()).toBe(4);
  }
  await host.page.getByRole('button', { name: 'Start with 4 players' }).waitFor();
  await screenshot(host.page, 'online-again-lobby');

  // The recording: no phone and not the spectator received anyone's zones outside a reveal.
  for (const p of [...players, spectator]) {
    const hidden = p.frames.filter((f) => {
      const phase = (f.payload as { phase?: string } | null)?.phase;
      return f.type === 'table' && phase !== 'reveal' && phase !== 'done';
    });
    expect(hidden.length).toBeGreaterThan(5);
    for (const f of hidden)
      expect(
        strings(f.payload).filter((s) => ZONES.has(s)),
        `${p.name}: ${JSON.stringify(f.payload).slice(0, 200)}`,
      ).toEqual([]);
  }
  expect(spectator.frames.some((f) => (f.payload as { mine?: unknown } | null)?.mine)).toBe(false);
  // And it did see the secrets where they belong: in the reveals.
  expect(
    spectator.frames.some(
      (f) =>
        (f.payload as { phase?: string } | null)?.phase === 'reveal' && JSON.stringify(f.payload).includes('"reserve"'),
    ),
  ).toBe(true);
}
