#!/usr/bin/env node
// Browser benchmark for countdown lateness (part of `npm run bench`; a
// measurement with a budget, never a test). Every second a countdown
// shows appears within 50 ms of its due time, also with the CPU slowed 4x.
// Plays Pattern of Choices to the author's sorting turn (35 s), records the
// page time of every change of the countdown's number, and beside it a bare
// timer due at the same instants: the floor this machine gives any timer.
//
// Usage: node scripts/bench-countdown.mjs --dist DIR [--root DIR]
// (npm run bench calls `benchCountdown` with its own build.)
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from './executables.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ARGS = CHROMIUM_ARGS;
/** The budget: the median shown second at most this late, at full speed and slowed 4x. */
export const LATE_MS = 50;
const TICKS = 8;

/** In the page: from now on, the page time of each countdown change and of a bare timer due at each second. */
function watch(deadline) {
  const w = globalThis;
  w.ticks = [];
  w.floor = [];
  const timer = document.querySelector('.timer');
  if (!timer) throw new Error('no countdown on screen');
  new MutationObserver(() => w.ticks.push({ text: timer.textContent ?? '', at: Date.now() })).observe(timer, {
    characterData: true,
    childList: true,
    subtree: true,
  });
  const bare = () => {
    const due = deadline - Math.floor((deadline - Date.now()) / 1000) * 1000;
    setTimeout(() => {
      w.floor.push(Date.now() - due);
      if (Date.now() < deadline) bare();
    }, due - Date.now());
  };
  bare();
}

/** The next `count` shown seconds' lateness against their due time ("k s" is due at deadline - k s), and the bare timer's. */
async function lateness(page, deadline, count) {
  await page.evaluate(() => {
    globalThis.ticks.length = 0;
    globalThis.floor.length = 0;
  });
  await page.waitForFunction((n) => globalThis.ticks.length >= n, count, { timeout: 60_000 });
  const { ticks, floor } = await page.evaluate(() => ({
    ticks: globalThis.ticks.splice(0),
    floor: globalThis.floor.splice(0),
  }));
  return {
    shown: ticks.map((t) => Math.round(t.at - (deadline - Number.parseInt(t.text, 10) * 1000))),
    floor: floor.map(Math.round),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

export async function benchCountdown({ root, distDir, log = console.log }) {
  const { chromium } = await import('playwright-core');
  const { preview } = await import('vite');
  const server = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
  const url = `http://127.0.0.1:${server.httpServer.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
  const before = loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    // The one-off "Ready to work offline" toast can cover a button for a moment.
    await page.addLocatorHandler(page.getByText('Ready to work offline.'), () =>
      page.locator('.toast').getByRole('button', { name: 'OK', exact: true }).click(),
    );
    await page.goto(`${url}/pattern-of-choices`);
    for (const name of ['Ana', 'Ben', 'Cy']) {
      await page.getByLabel("New player's name").fill(name);
      await page.getByRole('button', { name: 'Add player', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Start: shuffle the authors' }).click();
    await page.getByRole('button', { name: 'Start round 1' }).click();
    await page.getByRole('button', { name: /^I am / }).click();
    await page.getByRole('button', { name: 'Lock the pattern' }).waitFor();
    // The deadline is the claim's time (stored) plus the author's 35 s.
    const claimedAt = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const open = indexedDB.open('tableside');
          open.addEventListener('error', () => reject(open.error));
          open.addEventListener('success', () => {
            const all = open.result.transaction('sessions').objectStore('sessions').getAll();
            all.addEventListener('success', () => {
              open.result.close();
              const game = all.result.find((s) => s.game === 'choices');
              resolve(game?.actions.filter((a) => a.t === 'claim').at(-1)?.at);
            });
          });
        }),
    );
    if (typeof claimedAt !== 'number') throw new Error('no claim stored');
    const deadline = claimedAt + 35_000;
    await page.evaluate(watch, deadline);
    const plain = await lateness(page, deadline, TICKS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const slowed = await lateness(page, deadline, TICKS);
    const rows = [
      { name: 'full speed', ...plain },
      { name: 'CPU slowed 4x', ...slowed },
    ].map((r) => ({ ...r, median: median(r.shown), early: Math.min(...r.shown) < 0 }));
    log(
      `\nCountdown lateness in Chromium (Pattern of Choices, the author's turn; load average ${before} before, ${loadavg()
        .map((x) => x.toFixed(2))
        .join(', ')} after):`,
    );
    log('speed           shown seconds: median (min..max) ms   bare timer median ms   budget');
    for (const r of rows) {
      const status = r.early ? 'EARLY (a second shown before it is due)' : r.median <= LATE_MS ? 'ok' : 'OVER BUDGET';
      log(
        `${r.name.padEnd(15)} ${`${r.median} (${Math.min(...r.shown)}..${Math.max(...r.shown)})`.padStart(22)}   ${String(median(r.floor) ?? '-').padStart(20)}   <= ${LATE_MS} ms: ${status}`,
      );
    }
    return rows;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--dist');
  if (i < 0) throw new Error('--dist DIR is required');
  const r = process.argv.indexOf('--root');
  const rows = await benchCountdown({
    root: r > 0 ? process.argv[r + 1] : join(here, '..'),
    distDir: process.argv[i + 1],
  });
  if (rows.some((x) => x.early || x.median > LATE_MS)) process.exitCode = 1;
}
