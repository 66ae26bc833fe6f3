#!/usr/bin/env node
// `npm run bench:server`: bot phones (@colyseus/sdk in Node) play full
// 12-player games of Pattern of Choices on one server process, loopback only.
// Reports tables held at once, p50/p99 time from a confirmation to every phone
// at the table seeing it, and the server's CPU and memory per table.
// Usage: npm run bench:server -- [tables=50] [seconds=120]   (bounded: at most 600 tables, 300 s)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@colyseus/sdk';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TABLES = Math.min(600, Number(process.argv[2] ?? 50));
const SECONDS = Math.min(300, Number(process.argv[3] ?? 120));
const PLAYERS = 12;

const server = spawn(process.execPath, [join(root, 'build/server/main.js')], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TABLESIDE_TEST_TIMINGS: 'authorMs=35000,readerMs=40000,revealMaxMs=15000,revealMinMs=0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    const m = /listening on [^\s]+:(\d+)/.exec(out);
    if (m) resolve(Number(m[1]));
  });
  server.once('exit', (c) => reject(new Error(`server exited ${c}`)));
});
const url = `http://127.0.0.1:${port}`;
const TICK = 100; // clock ticks per second (Linux)
const usage = () => {
  const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) * 1024;
  return { cpu: (Number(stat[11]) + Number(stat[12])) / TICK, rss };
};

const pattern = (anchor, shift) => {
  const others = ['0', '1', '2', '3', '4', '5'].filter((t) => t !== anchor);
  const rot = others.slice(shift % 5).concat(others.slice(0, shift % 5));
  const zones = ['pick', 'reserve', 'reserve', 'pass', 'pass'];
  const out = { [anchor]: 'pick' };
  rot.forEach((t, i) => (out[t] = zones[i]));
  return out;
};

const latencies = [];
let live = 0;
let peak = 0;
let finished = 0;
const deadline = Date.now() + SECONDS * 1000;

async function table(n) {
  const phones = [];
  const wait = [];
  const open = async (how, name) => {
    const room = await how(new Client(url));
    const phone = { room, view: null, name };
    room.onMessage('table', (v) => {
      phone.view = v;
      for (const w of wait.slice()) {
        if (!w.test()) continue;
        wait.splice(wait.indexOf(w), 1);
        w.done();
      }
    });
    room.onMessage('refused', () => {});
    phones.push(phone);
    return phone;
  };
  const until = (test) => new Promise((done) => (test() ? done() : wait.push({ test, done })));
  const host = await open((c) => c.create('choices', { name: `P0-${n}` }), 'P0');
  for (let i = 1; i < PLAYERS; i++) await open((c) => c.joinById(host.room.roomId, { name: `P${i}` }), `P${i}`);
  await until(() => host.view?.seats.length === PLAYERS);
  live++;
  peak = Math.max(peak, live);
  host.room.send('start');
  for (let round = 0; round < PLAYERS && Date.now() < deadline; round++) {
    await until(() => host.view.phase === 'author' && host.view.round === round);
    const seat = (p) => p.view.me.seat;
    const author = phones.find((p) => seat(p) === host.view.order[round]);
    author.room.send('sort', { pattern: pattern('0', 0), anchor: '0' });
    await until(() => host.view.phase === 'readers' && host.view.round === round);
    await Promise.all(
      phones
        .filter((p) => p !== author)
        .map(async (p, i) => {
          const t0 = performance.now();
          const s = seat(p);
          p.room.send('predict', { pattern: pattern('0', i) });
          await until(() => phones.every((q) => q.view.confirmed.includes(s) || q.view.round !== round || q.view.phase !== 'readers'));
          latencies.push(performance.now() - t0);
        }),
    );
    await until(() => host.view.phase === 'reveal' || host.view.round !== round);
    if (host.view.phase === 'reveal') host.room.send('continue');
  }
  await until(() => host.view.phase === 'done' || Date.now() >= deadline);
  if (host.view.phase === 'done') finished++;
  live--;
  await Promise.all(phones.map((p) => p.room.leave(true).catch(() => {})));
}

const before = usage();
const t0 = Date.now();
let mid = before;
const sampler = setInterval(() => {
  const u = usage();
  if (live >= peak) mid = u;
}, 1000);
const runs = [];
for (let n = 0; n < TABLES; n++) {
  runs.push(table(n).catch((e) => console.error(`table ${n}: ${e.message}`)));
  if (n % 10 === 9) await new Promise((r) => setImmediate(r));
}
await Promise.all(runs);
clearInterval(sampler);
const after = usage();
const secs = (Date.now() - t0) / 1000;
latencies.sort((a, b) => a - b);
const q = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1) : '-');
console.log(`tables asked: ${TABLES} x ${PLAYERS} phones; held at once: ${peak}; finished whole games: ${finished} in ${secs.toFixed(1)} s`);
console.log(`confirmation -> every phone at the table: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms (${latencies.length} confirmations)`);
console.log(`server CPU: ${(after.cpu - before.cpu).toFixed(1)} s over ${secs.toFixed(1)} s (${(((after.cpu - before.cpu) / secs) * 100).toFixed(0)}% of one core), ${((after.cpu - before.cpu) / TABLES).toFixed(3)} s per table`);
console.log(`server memory: ${(before.rss / 2 ** 20).toFixed(0)} MB idle, ${(mid.rss / 2 ** 20).toFixed(0)} MB at the peak, ${((mid.rss - before.rss) / Math.max(1, peak) / 1024).toFixed(0)} KB per table held`);
server.kill('SIGTERM');
process.exit(0);
