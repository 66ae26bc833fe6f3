#!/usr/bin/env node
// What IndexedDB's own CPU time for a restore is made of (a measurement, never a test):
// writes the 12,000 games of bench-history's backup into fresh databases that differ in
// one thing each (index entries per game, the value's size, transactions, durability,
// summaries), and reports for each the browser's CPU time by thread and the wall time.
// Usage: node scripts/bench-idb-parts.mjs [--count 12000] [--only name,name] [--repeat 1]
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeRecords } from './bench-data.mjs';
import { cpuByThread, cpuSince } from './bench-history.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const COUNT = Number(arg('--count') ?? 12_000);
const REPEAT = Number(arg('--repeat') ?? 1);
const facetsNow = (r) => {
  const names = [...new Set(r.players)];
  return [
    ['g', r.game, r.finishedAt],
    ...names.map((p) => ['p', p, r.finishedAt]),
    ...names.map((p) => ['gp', r.game, p, r.finishedAt]),
  ];
};
const facetsFew = (r) => {
  const names = [...new Set(r.players)];
  return [['g', r.game, r.finishedAt], ...names.map((p) => ['gp', r.game, p, r.finishedAt])];
};
const ALL = ['byGame', 'byFinished', 'byFacet'];
// name: [indexes, value shape, batch, durability]
const CASES = {
  'bare (no index)': { indexes: [], value: 'plain' },
  'bare, lean values': { indexes: [], value: 'lean' },
  'bare, one transaction': { indexes: [], value: 'plain', batch: COUNT },
  'bare, relaxed': { indexes: [], value: 'plain', durability: 'relaxed' },
  byFinished: { indexes: ['byFinished'], value: 'plain' },
  'byGame+byFinished (v2)': { indexes: ['byGame', 'byFinished'], value: 'plain' },
  'v5: byGame+byFinished+byFacet': { indexes: ALL, value: 'facets' },
  'v5, no summaries': { indexes: ALL, value: 'facets', noSummaries: true },
  'byFinished+byFacet(g,gp)': { indexes: ['byFinished', 'byFacet'], value: 'fewFacets' },
  'byFacet(g,gp) only': { indexes: ['byFacet'], value: 'fewFacets' },
  'v5 facets, value without facets field': { indexes: [], value: 'facets' },
};
const only = arg('--only')?.split(',');

async function runCase(spec) {
  const records = globalThis.benchRecords;
  await new Promise((resolve) => {
    const del = indexedDB.deleteDatabase('parts');
    for (const e of ['success', 'error', 'blocked']) del.addEventListener(e, resolve);
  });
  const db = await new Promise((resolve, reject) => {
    const req = indexedDB.open('parts', 1);
    req.addEventListener('upgradeneeded', () => {
      const h = req.result.createObjectStore('history', { keyPath: 'id' });
      if (spec.indexes.includes('byGame')) h.createIndex('byGame', 'game');
      if (spec.indexes.includes('byFinished')) h.createIndex('byFinished', 'finishedAt');
      if (spec.indexes.includes('byFacet')) h.createIndex('byFacet', 'facets', { multiEntry: true });
      req.result.createObjectStore('summaries', { keyPath: 'id' });
    });
    req.addEventListener('success', () => resolve(req.result));
    req.addEventListener('error', () => reject(req.error));
  });
  const values = records.map((r) => {
    if (spec.value === 'lean') return globalThis.benchLean(r);
    if (spec.value === 'facets') return { ...r, facets: globalThis.benchFacetsNow(r) };
    if (spec.value === 'fewFacets') return { ...r, facets: globalThis.benchFacetsFew(r) };
    return r;
  });
  const bytes = values.reduce((n, v) => n + JSON.stringify(v).length, 0);
  const entries =
    spec.indexes.length === 0
      ? 0
      : values.reduce((n, v) => n + spec.indexes.reduce((m, ix) => m + (ix === 'byFacet' ? v.facets.length : 1), 0), 0);
  // The summaries a restore rewrites per batch: as many records as the real ones, of their real size.
  const summaries = spec.noSummaries || spec.indexes.length < 3 ? [] : globalThis.benchSummaries;
  const t0 = performance.now();
  const batch = spec.batch ?? 2000;
  for (let i = 0; i < values.length; i += batch) {
    await new Promise((resolve, reject) => {
      const tx = db.transaction(['history', 'summaries'], 'readwrite', { durability: spec.durability ?? 'strict' });
      const h = tx.objectStore('history');
      for (const v of values.slice(i, i + batch)) h.add(v);
      for (const s of summaries) tx.objectStore('summaries').put(s);
      tx.addEventListener('complete', resolve);
      tx.addEventListener('error', () => reject(tx.error));
    });
  }
  const ms = performance.now() - t0;
  db.close();
  return { ms: Math.round(ms), valueKB: Math.round(bytes / 1024), indexEntries: entries };
}

const server = createServer((req, res) => res.end('<!doctype html><title>parts</title>')).listen(0, '127.0.0.1');
await new Promise((r) => server.on('listening', r));
const { chromium } = await import('playwright-core');
const profile = mkdtempSync(join(tmpdir(), 'tableside-parts-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  const records = makeRecords(COUNT, 99, 'restored-');
  await page.evaluate(`globalThis.benchRecords = ${JSON.stringify(records)};
    globalThis.benchFacetsNow = ${facetsNow.toString()};
    globalThis.benchFacetsFew = ${facetsFew.toString()};
    globalThis.benchLean = (r) => ({ id: r.id, game: r.game, finishedAt: r.finishedAt, players: r.players, scores: r.scores, winners: r.winners });
    // About as many summaries as 12,000 games of 12 names touch (4 games: 4 game + 48 player counts + 288 timelines of ~250 entries).
    globalThis.benchSummaries = Array.from({ length: 340 }, (_, i) => ({ id: 's' + i, at: Array.from({ length: 250 }, (_, j) => 1.6e12 + j), ids: Array.from({ length: 250 }, (_, j) => 'restored-' + j.toString(36)), scores: Array.from({ length: 250 }, (_, j) => j % 40), won: Array.from({ length: 250 }, (_, j) => j % 2) }));`);
  console.log(
    `${COUNT} games; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
  for (let rep = 0; rep < REPEAT; rep++) {
    for (const [name, spec] of Object.entries(CASES)) {
      if (only && !only.some((o) => name.startsWith(o))) continue;
      const before = cpuByThread(profile);
      const r = await page.evaluate(runCase, spec);
      const cpu = cpuSince(before, cpuByThread(profile));
      const idb = cpu['browser/ThreadPoolForeg'] ?? 0;
      const total = Object.values(cpu).reduce((a, b) => a + b, 0);
      console.log(
        `${name.padEnd(40)} wall ${String(r.ms).padStart(6)} ms  browser pool CPU ${String(idb).padStart(6)} ms  all CPU ${String(total).padStart(6)} ms  values ${r.valueKB} KB  index entries ${r.indexEntries}  (load ${loadavg()[0].toFixed(2)})`,
      );
    }
  }
} finally {
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
