#!/usr/bin/env node
// `npm run bench`: production build + gzip size budgets + rules micro-benchmark.
//
// 1. Builds with the Vite JS API into a temporary directory (so dist/ and
//    anyone using it are left alone), with `build.manifest: true` passed
//    inline instead of in vite.config.ts.
// 2. From .vite/manifest.json computes gzip sizes (zlib level 9):
//    - first load: every JS and CSS file index.html loads, i.e. the entry
//      chunk(s), their CSS and all their *static* imports, transitively
//      (dynamic imports are not followed), plus anything dist/index.html
//      references directly;
//    - each game (src/games/<game>/index.tsx): its chunk, its CSS and its
//      static imports, transitively, minus what the first load already has
//      and minus what two or more games load: that is one row of its own
//      ("shared by the games", fetched once with the first game opened).
//    - print and play (src/app/screens/print/index.tsx): counted as a game is, with the
//      rules and glyphs it shares with a game;
// 3. Runs the browser benchmark of History, Stats and restore at 1,000,
//    10,000 and 100,000 stored games (scripts/bench-history.mjs; minutes),
//    then the countdown's lateness, with its 50 ms budget (scripts/bench-countdown.mjs).
// 4. Runs `vitest bench --run tests/rules/rules.bench.ts` if that file exists.
//
// Exits 1 if a budget is exceeded or the benchmark fails. A game whose entry
// is not in the build is reported as "not built yet" and does not fail.
// Flags: --no-rules (skip the micro-benchmark), --no-browser (skip the browser
// benchmark), --keep (keep the build dir).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const KB = 1024;
const BUDGETS = { firstLoad: 20 * KB, shared: 10 * KB, game: 15 * KB, online: 30 * KB, print: 15 * KB };
const GAMES = ['relay', 'parcel', 'royal', 'choices'];

const outDir = mkdtempSync(join(tmpdir(), 'tableside-bench-'));
let failed = false;

try {
  console.log(`Building (vite build → ${outDir}) …`);
  const { build } = await import('vite');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });

  /** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

  const INLINE = 'index.html: inline script and style';
  const sizeCache = new Map();
  const sizeOf = (file) => {
    if (!sizeCache.has(file)) {
      const buf = file === INLINE ? Buffer.from(inlineParts(), 'utf8') : readFileSync(join(outDir, file));
      sizeCache.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
    }
    return sizeCache.get(file);
  };

  /**
   * Files (JS + CSS) of the given manifest keys and their static imports. A file the manifest names but the build
   * left out was carried into index.html (vite.config.ts, firstPaintInline): counted there.
   */
  const closure = (keys) => {
    const files = new Set();
    const add = (f) => existsSync(join(outDir, f)) && files.add(f);
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      if (/\.(m?js|css)$/.test(chunk.file)) add(chunk.file);
      for (const css of chunk.css ?? []) add(css);
      for (const imp of chunk.imports ?? []) visit(imp);
    };
    keys.forEach(visit);
    return files;
  };

  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const firstLoad = closure(entryKeys);
  // Whatever dist/index.html loads by itself (scripts, stylesheets, preloads).
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"[^>]*>/g)) {
    const tag = m[0];
    const url = m[1];
    if (/^(https?:)?\/\//.test(url)) continue;
    const isScript = tag.startsWith('<script');
    const isCssOrPreload = /rel="(stylesheet|modulepreload)"/.test(tag);
    if ((isScript || isCssOrPreload) && /\.(m?js|css)$/.test(url)) firstLoad.add(url.replace(/^\//, ''));
  }
  // The boot script and the shell's stylesheet travel inside index.html: counted as the JS and CSS they are.
  function inlineParts() {
    return [...html.matchAll(/<(script|style)>([\s\S]*?)<\/\1>/g)].map((m) => m[2]).join('\n');
  }
  if (inlineParts()) firstLoad.add(INLINE);

  const sum = (files) =>
    [...files].reduce(
      (acc, f) => {
        const s = sizeOf(f);
        return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );

  // Each chunk's words come in a catalog of their own, one per language (src/locales/<locale>/<name>.po, loaded
  // with the chunk): a row counts the catalog of its language, and a row that is not per language its largest.
  const LOCALES = [...readFileSync(join(root, 'src/text/i18n.ts'), 'utf8').matchAll(/LOCALES = \[([^\]]*)\]/g)].flatMap(
    (m) => m[1].match(/[a-z]+/g) ?? [],
  );
  const catalogFile = (locale, name) => manifest[`src/locales/${locale}/${name}.po`]?.file;
  /** The files plus the catalog `name` in the language where that weighs most. */
  const withCatalog = (files, name) => {
    let worst = { ...sum(files), files: files.size, locale: '-' };
    for (const locale of LOCALES) {
      const file = catalogFile(locale, name);
      if (!file) continue;
      const s = sum(new Set([...files, file]));
      if (s.gzip > worst.gzip) worst = { ...s, files: files.size + 1, locale };
    }
    return worst;
  };

  const rows = [];
  for (const locale of LOCALES) {
    const file = catalogFile(locale, 'shell');
    const files = new Set(file ? [...firstLoad, file] : firstLoad);
    rows.push({ name: `first load (JS+CSS), ${locale}`, files: files.size, ...sum(files), budget: BUDGETS.firstLoad });
  }

  // What every game loads beyond the first load; files two or more games load (the shared
  // components and session machinery) are counted once, in their own row, fetched with the first game.
  const gameFiles = new Set();
  const perGame = new Map();
  for (const game of GAMES) {
    const key = Object.keys(manifest).find(
      (k) => manifest[k].src === `src/games/${game}/index.tsx` || k === `src/games/${game}/index.tsx`,
    );
    if (key) perGame.set(game, new Set([...closure([key])].filter((f) => !firstLoad.has(f))));
  }
  const uses = new Map();
  for (const files of perGame.values()) for (const f of files) uses.set(f, (uses.get(f) ?? 0) + 1);
  const sharedByGames = new Set([...uses].filter(([, n]) => n > 1).map(([f]) => f));
  if (sharedByGames.size) {
    sharedByGames.forEach((f) => gameFiles.add(f));
    const w = withCatalog(sharedByGames, 'common');
    rows.push({ name: `shared by the games (+ words, ${w.locale})`, ...w, budget: BUDGETS.shared });
  }
  for (const game of GAMES) {
    const all = perGame.get(game);
    if (!all) {
      rows.push({ name: `game: ${game}`, missing: true });
      continue;
    }
    const files = new Set([...all].filter((f) => !sharedByGames.has(f)));
    files.forEach((f) => gameFiles.add(f));
    const w = withCatalog(files, game);
    rows.push({ name: `game: ${game} (+ words, ${w.locale})`, ...w, budget: BUDGETS.game });
  }

  // Online play (src/games/choices/online/index.tsx, with the Colyseus client): its own lazy chunk,
  // loaded from Pattern of Choices only when a phone opens "Play on several phones".
  const onlineKey = Object.keys(manifest).find(
    (k) => manifest[k].src === 'src/games/choices/online/index.tsx' || k === 'src/games/choices/online/index.tsx',
  );
  if (onlineKey) {
    const files = new Set([...closure([onlineKey])].filter((f) => !firstLoad.has(f) && !gameFiles.has(f)));
    files.forEach((f) => gameFiles.add(f));
    const w = withCatalog(files, 'online');
    rows.push({ name: `online play (lazy, + words, ${w.locale})`, ...w, budget: BUDGETS.online });
  } else {
    rows.push({ name: 'online play (lazy)', missing: true });
  }

  // Print and play (src/app/screens/print/index.tsx), counted as a game is: what opening the print page fetches
  // beyond the first load and the games' shared row, the parts it shares with one game (each game's rules, the
  // glyphs) included, since a person may print before playing.
  const printKey = Object.keys(manifest).find(
    (k) => manifest[k].src === 'src/app/screens/print/index.tsx' || k === 'src/app/screens/print/index.tsx',
  );
  if (printKey) {
    const files = new Set([...closure([printKey])].filter((f) => !firstLoad.has(f) && !sharedByGames.has(f)));
    const w = withCatalog(files, 'print');
    rows.push({ name: `print and play (lazy, + words, ${w.locale})`, ...w, budget: BUDGETS.print });
    files.forEach((f) => gameFiles.add(f));
  } else {
    rows.push({ name: 'print and play (lazy)', missing: true });
  }

  // Other lazy chunks (e.g. workbox-window): for information, no budget.
  const allAssets = new Set(
    Object.values(manifest)
      .flatMap((c) => [c.file, ...(c.css ?? [])])
      .filter((f) => /\.(m?js|css)$/.test(f) && existsSync(join(outDir, f))),
  );
  const others = new Set([...allAssets].filter((f) => !firstLoad.has(f) && !gameFiles.has(f)));
  if (others.size) rows.push({ name: 'other lazy chunks', files: others.size, ...sum(others), info: true });

  const fmt = (n) => (n / KB).toFixed(2) + ' KB';
  const table = rows.map((r) => {
    if (r.missing) return [r.name, '-', '-', '-', fmtBudget(r.name), 'not built yet'];
    const status = r.info ? 'info' : r.gzip <= r.budget ? 'ok' : 'OVER BUDGET';
    if (status === 'OVER BUDGET') failed = true;
    return [r.name, String(r.files), fmt(r.raw), fmt(r.gzip), r.info ? '-' : '<= ' + fmt(r.budget), status];
  });
  function fmtBudget(name) {
    return (
      '<= ' +
      fmt(
        name.startsWith('game')
          ? BUDGETS.game
          : name.startsWith('online')
            ? BUDGETS.online
            : name.startsWith('print')
              ? BUDGETS.print
              : BUDGETS.firstLoad,
      )
    );
  }
  const header = ['bundle', 'files', 'raw', 'gzip -9', 'budget', 'status'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('\n' + line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  table.forEach((row) => console.log(line(row)));

  console.log('\nFirst-load files:');
  for (const f of [...firstLoad].sort()) console.log(`  ${f.padEnd(48)} ${fmt(sizeOf(f).gzip)}`);
  if (others.size) {
    console.log('Other lazy files:');
    for (const f of [...others].sort()) console.log(`  ${f.padEnd(48)} ${fmt(sizeOf(f).gzip)}`);
  }

  // 4. History, Stats and restore in Chromium (a measurement, no budget): scripts/bench-history.mjs;
  // the countdown's lateness (a budget): scripts/bench-countdown.mjs.
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (args.has('--no-browser')) console.log('\nBrowser benchmark: skipped (--no-browser)');
  else if (!existsSync(chromiumPath)) console.log(`\nBrowser benchmark: skipped (no Chromium at ${chromiumPath})`);
  else {
    const { benchHistory } = await import('./bench-history.mjs');
    const rows = await benchHistory({ root, distDir: outDir });
    if (rows.some((r) => r.error)) failed = true;
    const { benchCountdown, LATE_MS } = await import('./bench-countdown.mjs');
    const ticks = await benchCountdown({ root, distDir: outDir });
    if (ticks.some((r) => r.early || r.median > LATE_MS)) failed = true;
  }
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  if (args.has('--keep')) console.log(`(build kept in ${outDir})`);
  else rmSync(outDir, { recursive: true, force: true });
}

const benchFile = 'tests/rules/rules.bench.ts';
if (args.has('--no-rules')) {
  console.log('\nRules micro-benchmark: skipped (--no-rules)');
} else if (!existsSync(join(root, benchFile))) {
  console.log(`\nRules micro-benchmark: ${benchFile} does not exist yet, skipped`);
} else {
  console.log(`\nRules micro-benchmark: npx vitest bench --run ${benchFile}`);
  const r = spawnSync('npx', ['vitest', 'bench', '--run', benchFile], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`vitest bench exited with ${r.status ?? r.signal}`);
    failed = true;
  }
}

if (failed) {
  console.error('\nbench: FAILED (over budget or error above)');
  process.exit(1);
}
console.log('\nbench: all budgets met');
