#!/usr/bin/env node
// Part of `npm run lint`: imports run only downward (see ARCHITECTURE.md).
// Every import in src/ and server/ is checked against the layer table below;
// a forbidden one fails the run with the file, the line and the rule it breaks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Layers from the bottom up. `may` lists the layers a layer may import from
 * (besides itself); `packages` the npm packages it may use (null: any).
 */
const LAYERS = {
  rules: { may: [], packages: [] },
  storage: { may: ['rules'], packages: ['idb'] },
  platform: { may: ['rules', 'storage'], packages: ['@preact/signals', 'workbox-window', 'virtual:pwa-register'] },
  ui: { may: ['rules', 'storage', 'platform'], packages: ['preact', '@preact/signals'] },
  games: { may: ['rules', 'storage', 'platform', 'ui'], packages: null },
  game: { may: ['rules', 'storage', 'platform', 'ui', 'games'], packages: null },
  app: { may: ['rules', 'storage', 'platform', 'ui', 'games', 'game'], packages: null },
  server: { may: ['rules'], packages: null },
};

/** Which layer a file (path relative to the repository root, with /) belongs to. */
export function layerOf(file) {
  const parts = file.split('/');
  if (parts[0] === 'server') return { layer: 'server' };
  if (parts[0] !== 'src') return null;
  const top = parts[1];
  if (top === 'games') {
    // src/games/*.ts is the session machinery; src/games/<game>/ is one game.
    if (parts.length === 3) return { layer: 'games' };
    return { layer: 'game', game: parts[2] };
  }
  if (top && top in LAYERS) return { layer: top };
  return null;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function packageName(spec) {
  if (spec.startsWith('virtual:')) return spec;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export function checkFile(file, text) {
  const from = layerOf(file);
  if (!from) return [];
  const rule = LAYERS[from.layer];
  const problems = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec) continue;
    const line = text.slice(0, m.index).split('\n').length;
    const where = `${file}:${line}`;
    if (!spec.startsWith('.')) {
      const pkg = packageName(spec);
      if (pkg.startsWith('node:') && from.layer === 'server') continue;
      if (rule.packages && !rule.packages.includes(pkg)) {
        problems.push(`${where}: ${from.layer} may not use the package '${pkg}'`);
      }
      continue;
    }
    const target = relative(root, resolve(root, dirname(file), spec)).split(sep).join('/');
    const to = layerOf(target);
    if (!to) {
      problems.push(`${where}: '${spec}' is outside src/`);
      continue;
    }
    if (to.layer === from.layer) {
      if (from.layer === 'game' && to.game !== from.game) {
        problems.push(`${where}: the game '${from.game}' may not import another game ('${to.game}')`);
      }
      continue;
    }
    if (from.layer === 'server' && to.layer !== 'rules') {
      problems.push(`${where}: the server may import only the rules core (with its wire protocol), not '${target}'`);
      continue;
    }
    // The registry names each game's lazy chunk; that is the one way down into a game.
    if (from.layer === 'games' && to.layer === 'game' && file === 'src/games/registry.ts') continue;
    if (!rule.may.includes(to.layer)) {
      problems.push(`${where}: ${from.layer} may not import from ${to.layer} ('${spec}'); imports run only downward`);
    }
  }
  return problems;
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (/\.(ts|tsx|mts)$/.test(name)) yield p;
  }
}

function main() {
  const problems = [];
  let files = 0;
  for (const top of ['src', 'server']) {
    let base;
    try {
      base = statSync(join(root, top)) && join(root, top);
    } catch {
      continue;
    }
    for (const path of walk(base)) {
      files++;
      const file = relative(root, path).split(sep).join('/');
      problems.push(...checkFile(file, readFileSync(path, 'utf8')));
    }
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`layers: ${problems.length} forbidden import(s) in ${files} files (see ARCHITECTURE.md)`);
    process.exit(1);
  }
  console.log(`layers: ${files} files, every import runs downward`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
