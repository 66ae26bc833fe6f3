#!/usr/bin/env node
// Browser benchmark for History, Stats and restore (part of `npm run bench`;
// a measurement, never a test). For 1,000, 10,000 and 100,000 finished games
// of all four games it fills IndexedDB the way a version-2 app left it, opens
// the app (which upgrades the data), then reports: time from the tap on
// History to its first rows, from the tap on Stats to Stats drawn, heap after
// GC with History open, a person's first tap (a second after Home is drawn, in a fresh browser), and the time to restore a 12,000-game backup of all
// four games through the real import path (from choosing the file to the
// report on screen), checking that all 12,000 were added and that the second
// copy (OPFS) holds them too.
//
// Usage: node scripts/bench-history.mjs --dist DIR [--root DIR] [--sizes 1000,10000] [--lean-restore] [--no-restore | --restore-only]
// (--no-restore skips the 12,000-game restore, which takes minutes on a loaded machine; --restore-only
// measures only the restore, into the filled database; --profile samples the page's
// JavaScript during the restore and lists the costliest functions; --seed-copy
// leaves the one-off second copy of the old games to run in the background while measuring.)
// (npm run bench calls `benchHistory` with its own build.)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from './executables.mjs';
import { fillV2, makeRecords } from './bench-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ARGS = CHROMIUM_ARGS;

/** In the page: taps a link and resolves with the ms until `selector` is in the page and painted. */
function tapUntil({ link, selector }) {
  return new Promise((resolve) => {
    const a = [...document.querySelectorAll('a')].find((el) => el.textContent.trim() === link);
    if (!a) return resolve(null);
    // A tap: pointerdown, then the click (at once: no human delay between them).
    const t0 = performance.now();
    a.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    // The app's own marks (src/platform/marks.ts) since the last tap, as ms from this tap (negative: before it).
    const marks = () => {
      const out = {};
      for (const m of performance.getEntriesByType('mark'))
        if (m.name.startsWith('ts:')) out[m.name.slice(3)] = Math.round(m.startTime - t0);
      performance.clearMarks();
      return out;
    };
    const check = () => {
      const found = document.querySelector(selector);
      if (!found) return false;
      const inDom = performance.now() - t0;
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ ms: performance.now() - t0, inDom: Math.round(inDom), marks: marks() })),
      );
      return true;
    };
    const mo = new MutationObserver(() => check() && mo.disconnect());
    mo.observe(document.body, { childList: true, subtree: true, attributes: true });
    a.click();
  });
}

/** In the page: how many finished games the second copy holds (ids with a record in its history logs, last entry winning). */
async function copyCount() {
  const root = await navigator.storage.getDirectory();
  let dir;
  try {
    dir = await root.getDirectoryHandle('tableside-log');
  } catch {
    return 0;
  }
  const files = [];
  for await (const [file, handle] of dir.entries())
    if (/^history\.\d+$/.test(file)) files.push([Number(file.slice(8)), handle]);
  const live = new Set();
  for (const [, handle] of files.sort((a, b) => a[0] - b[0])) {
    for (const line of (await (await handle.getFile()).text()).split('\n')) {
      try {
        const [id, record] = JSON.parse(line.slice(9));
        if (record == null) live.delete(id);
        else live.add(id);
      } catch {
        // A torn or empty line.
      }
    }
  }
  return live.size;
}

/**
 * CPU time (ms) used so far by the browser whose command line names `profile`, and all its
 * processes, by thread name (CrRendererMain is the page's main thread). On a shared machine the
 * wall-clock times above swell with the load; CPU time hardly does.
 */
export function cpuByThread(profile) {
  const procs = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      procs.push({ pid, ppid, cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8') });
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = new Set(
    procs
      .filter((p) => p.cmd.includes(profile) && !procs.some((q) => q.pid === p.ppid && q.cmd.includes(profile)))
      .map((p) => p.pid),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) {
      if (!tree.has(p.ppid) || tree.has(p.pid)) continue;
      tree.add(p.pid);
      grew = true;
    }
  }
  const by = {};
  for (const pid of tree) {
    const cmd = procs.find((p) => p.pid === pid).cmd;
    const type = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? (cmd.includes('chrom') ? 'browser' : 'other');
    const utility = /--utility-sub-type=[\w.]*?(\w+)\0/.exec(cmd)?.[1];
    const kind = utility ? `${type}(${utility})` : type;
    let tids = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/[:\d]+$/, '');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const key = `${kind}/${name}`;
        by[key] = (by[key] ?? 0) + (Number(f[11]) + Number(f[12])) * 10;
      } catch {
        // Gone meanwhile.
      }
    }
  }
  return by;
}

export const cpuSince = (before, after) => {
  const d = {};
  for (const [k, v] of Object.entries(after)) if (v - (before[k] ?? 0) >= 10) d[k] = v - (before[k] ?? 0);
  return Object.fromEntries(Object.entries(d).sort((a, b) => b[1] - a[1]));
};

async function heapMB(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/**
 * Until the app has drawn Home itself (Screen sets the tab's title), not just shown the Home that
 * index.html carries from the build: a tap before that is a plain page load, not the app's.
 */
const appDrawn = (page) =>
  page.waitForFunction(() => document.title === 'Home - Tableside', undefined, { timeout: 600_000 });

async function measure(chromium, url, count, { leanRestore, restore, restoreOnly, profileJs, seedCopy, log }) {
  const profile = mkdtempSync(join(tmpdir(), 'tableside-bench-profile-'));
  const open = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ARGS,
      viewport: { width: 360, height: 640 },
    });
  let context = await open();
  const out = { games: count };
  try {
    let page = context.pages()[0] ?? (await context.newPage());
    // A page of the app's origin that does not run the app: the data is there before the app first opens.
    await page.goto(`${url}/favicon.svg`);
    let t = Date.now();
    await page.evaluate(`globalThis.benchMakeRecords = ${makeRecords.toString()}`);
    await page.evaluate(fillV2, { count });
    // As if the second copy already held them (recover.ts): the one-off copy of a history saved before
    // the copy existed would otherwise run under the measurements below.
    if (!seedCopy) await page.evaluate(() => localStorage.setItem('tableside.copy-seeded', '1'));
    log(`  ${count}: filled in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    t = Date.now();
    await page.goto(`${url}/`);
    await page.locator('h1', { hasText: 'Tableside' }).waitFor({ timeout: 600_000 });
    out.firstPaintMs = Date.now() - t;
    await appDrawn(page);
    // The upgrade from version 2 runs once, in the background: wait until it has committed
    // (an open without a version waits behind a running upgrade) so the taps below measure use, not the upgrade.
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const req = indexedDB.open('tableside');
          req.addEventListener('success', () => {
            const v = req.result.version;
            req.result.close();
            resolve(v > 2);
          });
          req.addEventListener('error', () => resolve(false));
        }),
      undefined,
      { timeout: 1_200_000, polling: 250 },
    );
    out.firstOpenMs = Date.now() - t;
    await page.goto(`${url}/`);
    await appDrawn(page);
    // The lazy chunks come from the service worker's precache in real use; let it install first.
    await page.evaluate(() => navigator.serviceWorker?.ready);
    // Then the browser is closed and opened again, as on the next day: the taps below meet a cold
    // start of an upgraded database, not the aftermath of the one-off upgrade.
    await context.close();
    context = await open();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}/`);
    await appDrawn(page);
    page.setDefaultTimeout(600_000);
    if (restoreOnly) return await restoreInto(page, url, out, { leanRestore, profile, profileJs });
    const tap = async (link, selector, into) => {
      const r = await page.evaluate(tapUntil, { link, selector });
      if (into) into.push(r);
      return r?.ms;
    };
    const historyRuns = [];
    const statsRuns = [];
    out.historyMs = await tap('History', '.history-item', historyRuns);
    out.heapMB = await heapMB(page);
    out.statsMs = await tap('Stats', '[data-stats-ready]', statsRuns);
    // The machine is shared: four more rounds (home, History, Stats), and the median of all five.
    const history = [out.historyMs];
    const stats = [out.statsMs];
    for (let i = 0; i < 4; i++) {
      await tap('Tableside', '#games-h');
      history.push(await tap('History', '.history-item', historyRuns));
      stats.push(await tap('Stats', '[data-stats-ready]', statsRuns));
    }
    // Where the time went, tap by tap: the app's marks in ms from the tap, then "dom" (the rows are in the page) and "painted".
    const stepsOf = (r) =>
      Object.entries({ ...r.marks, dom: r.inDom, painted: Math.round(r.ms) })
        .sort((a, b) => a[1] - b[1])
        .map(([k, v]) => `${k}@${v}`)
        .join(' ');
    out.historySteps = historyRuns.map(stepsOf);
    out.statsSteps = statsRuns.map(stepsOf);
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    out.historyMedianMs = median(history);
    out.statsMedianMs = median(stats);
    // A person's first tap of the day: the browser opened again, Home drawn, and the tap a second later (the
    // taps above came the instant Home was drawn, while the browser was still opening the database).
    // Three times, a fresh browser each: the browser's own work on a large database after a restart varies.
    const personRuns = [];
    for (let i = 0; i < 3; i++) {
      await context.close();
      context = await open();
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${url}/`);
      await appDrawn(page);
      await page.waitForTimeout(1000);
      await tap('History', '.history-item', personRuns);
    }
    out.historyPersonMs = median(personRuns.map((r) => r.ms));
    out.historyPersonSteps = personRuns.map(stepsOf);
    // The browser's own share of a cold start: a fresh browser opens the database from a page that
    // does not run the app, nothing else asked of storage (compare the app's db-asked..db-open).
    await context.close();
    context = await open();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}/favicon.svg`);
    out.bareOpenMs = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const t0 = performance.now();
          const req = indexedDB.open('tableside');
          req.addEventListener('success', () => (req.result.close(), resolve(Math.round(performance.now() - t0))));
          req.addEventListener('error', () => reject(req.error));
        }),
    );
    if (!restore) return out;
    return await restoreInto(page, url, out, { leanRestore, profile, profileJs });
  } catch (err) {
    out.error = String(err).split('\n')[0];
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return out;
}

/** Restores a 12,000-game backup through the file input and measures it (see the top of the file). */
async function restoreInto(page, url, out, { leanRestore, profile, profileJs }) {
  await page.goto(`${url}/settings`);
  await page.getByRole('heading', { name: 'Back up' }).waitFor();
  const backup = {
    format: 'tableside-backup',
    version: 1,
    exportedAt: Date.now(),
    history: makeRecords(12_000, 99, 'restored-', leanRestore),
    players: [],
  };
  const json = JSON.stringify(backup);
  out.restoreMB = Buffer.byteLength(json) / 1024 / 1024;
  // The file is made in the page first: Playwright's setInputFiles turns 14 MB of base64 into a File on the
  // page's thread, seconds of work that would be counted as the restore's.
  await page.evaluate(
    (text) => (window.benchFile = new File([text], 'backup.json', { type: 'application/json' })),
    json,
  );
  await page.evaluate(() => {
    performance.clearMeasures();
    // The main thread's long tasks (50 ms or more) while restoring: how responsive the screen stayed.
    window.benchLong = [];
    window.benchLongList = [];
    new PerformanceObserver((list) => {
      if (window.benchT0 !== undefined)
        for (const e of list.getEntries()) {
          if (e.startTime < window.benchT0) continue;
          window.benchLong.push(e.duration);
          window.benchLongList.push([e.startTime, e.duration]);
        }
    }).observe({ type: 'longtask' });
    document
      .querySelector('input[type=file]')
      .addEventListener('change', () => (window.benchT0 = performance.now()), { capture: true });
    // When the progress bar moved.
    window.benchSteps = [];
    new MutationObserver(() => {
      const v = document.querySelector('progress')?.value;
      if (window.benchT0 !== undefined && v !== undefined && v !== window.benchSteps.at(-1)?.[1])
        window.benchSteps.push([Math.round(performance.now() - window.benchT0), v]);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  // --profile: the page's JavaScript, sampled (CDP Profiler), summed by function (self time).
  const cdp = profileJs ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
  }
  const cpu0 = cpuByThread(profile);
  // As the browser does when a file is chosen: the input's files are set, then 'change'.
  await page.evaluate(() => {
    const input = document.querySelector('input[type=file]');
    const chosen = new DataTransfer();
    chosen.items.add(window.benchFile);
    input.files = chosen.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const handle = await page.waitForFunction(
    () => {
      const s = [...document.querySelectorAll('[role=status], [role=alert]')].map((e) => e.textContent).join(' ');
      return /Added|too large|not a Tableside/.test(s)
        ? { ms: performance.now() - window.benchT0, text: s.trim().slice(0, 120) }
        : null;
    },
    undefined,
    { timeout: 600_000, polling: 50 },
  );
  const r = await handle.jsonValue();
  out.restoreCpu = cpuSince(cpu0, cpuByThread(profile));
  if (cdp) {
    const { profile: prof } = await cdp.send('Profiler.stop');
    const dt = new Map();
    prof.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0) / 1000));
    const self = new Map();
    for (const n of prof.nodes) {
      const f = n.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt.get(n.id) ?? 0));
    }
    out.restoreJs = [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([k, ms]) => `${Math.round(ms)} ms ${k}`);
    await cdp.detach();
  }
  out.restoreMs = r.ms;
  const steps = await page.evaluate(() => window.benchSteps);
  out.restoreProgressSteps = steps.length;
  out.restoreFirstStepMs = steps[0]?.[0];
  out.restoreSteps = steps.map(([ms, v]) => `${v}@${ms}`).join(' ');
  out.restoreSaid = r.text;
  // The long tasks themselves: start and length.
  out.restoreLongList = await page.evaluate(() =>
    window.benchLongList.map(([t, d]) => `${Math.round(t - window.benchT0)}+${Math.round(d)}`).join(' '),
  );
  out.restoreLongTasks = await page.evaluate(() => ({
    n: window.benchLong.length,
    max: Math.round(Math.max(0, ...window.benchLong)),
    ms: Math.round(window.benchLong.reduce((a, b) => a + b, 0)),
  }));
  if (!/Added 12,000 finished games/.test(r.text))
    throw new Error(`the restore did not add all 12,000 games: ${r.text}`);
  const copied = await page.evaluate(copyCount);
  out.copyHolds = copied;
  if (copied < 12_000) throw new Error(`the second copy holds ${copied} finished games after restoring 12,000`);
  return out;
}

export async function benchHistory({
  root,
  distDir,
  sizes = [1000, 10_000, 100_000],
  leanRestore = false,
  restore = true,
  restoreOnly = false,
  profileJs = false,
  seedCopy = false,
  log = console.log,
}) {
  const { chromium } = await import('playwright-core');
  const { preview } = await import('vite');
  const server = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
  const address = server.httpServer.address();
  const url = `http://127.0.0.1:${address.port}`;
  const rows = [];
  try {
    for (const n of sizes) {
      const load = () =>
        loadavg()
          .map((x) => x.toFixed(2))
          .join(', ');
      const before = load();
      const r = await measure(chromium, url, n, { leanRestore, restore, restoreOnly, profileJs, seedCopy, log });
      r.loadAverage = `${before} before, ${load()} after`;
      const js = r.restoreJs;
      delete r.restoreJs;
      log(`  ${n}: ${JSON.stringify(r)}`);
      if (js) log(`  the page's JavaScript while restoring (self time):\n    ${js.join('\n    ')}`);
      rows.push(r);
    }
  } finally {
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
  const ms = (v) => (typeof v === 'number' ? `${Math.round(v)} ms` : 'n/a');
  log('\nHistory, Stats and restore in Chromium (360x640):');
  log(
    'games     upgraded in   tap->History rows (median of 5)   tap->Stats (median of 5)   heap after GC   restore 12,000',
  );
  for (const r of rows) {
    if (r.error) log(`${String(r.games).padEnd(9)} error: ${r.error}`);
    log(`${''.padEnd(9)} load average (1, 5, 15 min): ${r.loadAverage}`);
    log(
      `${String(r.games).padEnd(9)} ${ms(r.firstOpenMs).padStart(10)}   ${ms(r.historyMs).padStart(9)} (${ms(r.historyMedianMs)})   ${ms(r.statsMs).padStart(9)} (${ms(r.statsMedianMs)})   ${(r.heapMB?.toFixed(1) ?? 'n/a').padStart(10)} MB   ${ms(r.restoreMs)} (${r.restoreMB?.toFixed(1)} MB file: ${r.restoreSaid ?? ''})`,
    );
    if (r.historyPersonMs !== undefined) {
      log(
        `${''.padEnd(9)} a person's first tap on History (a fresh browser, 1 s after Home is drawn; median of 3): rows painted in ${ms(r.historyPersonMs)}`,
      );
      (r.historyPersonSteps ?? []).forEach((line, i) => log(`${''.padEnd(9)}   first tap ${i + 1}: ${line}`));
    }
    if (r.bareOpenMs !== undefined) log(`${''.padEnd(9)} IndexedDB open alone, fresh browser: ${r.bareOpenMs} ms`);
    for (const [what, list] of [
      ['History', r.historySteps],
      ['Stats', r.statsSteps],
    ]) {
      (list ?? []).forEach((line, i) => log(`${''.padEnd(9)} ${what} tap ${i + 1}: ${line}`));
    }
    if (r.restoreProgressSteps !== undefined) {
      log(
        `${''.padEnd(9)} restore: progress moved ${r.restoreProgressSteps} times (first at ${ms(r.restoreFirstStepMs)}), second copy holds ${r.copyHolds} finished games`,
      );
      const lt = r.restoreLongTasks;
      if (lt)
        log(
          `${''.padEnd(9)} restore: main-thread long tasks: ${lt.n}, longest ${lt.max} ms, ${lt.ms} ms in all (start+ms: ${r.restoreLongList})`,
        );
      log(`${''.padEnd(9)} restore: progress (value@ms): ${r.restoreSteps}`);
      const cpu = Object.entries(r.restoreCpu ?? {});
      log(
        `${''.padEnd(9)} restore: CPU time ${cpu.reduce((n, [, ms]) => n + ms, 0)} ms in all; by thread: ${cpu
          .slice(0, 10)
          .map(([k, ms]) => `${k} ${ms}`)
          .join(', ')}`,
      );
    }
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const distDir = arg('--dist');
  if (!distDir) throw new Error('--dist DIR is required');
  await benchHistory({
    root: arg('--root') ?? join(here, '..'),
    distDir,
    sizes: (arg('--sizes') ?? '1000,10000,100000').split(',').map(Number),
    leanRestore: process.argv.includes('--lean-restore'),
    restore: !process.argv.includes('--no-restore'),
    restoreOnly: process.argv.includes('--restore-only'),
    profileJs: process.argv.includes('--profile'),
    seedCopy: process.argv.includes('--seed-copy'),
  });
}
