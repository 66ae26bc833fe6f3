#!/usr/bin/env node
// `npm run bench:server`: bot phones (@colyseus/sdk in Node, this process) play
// 12-player games of Pattern of Choices against one server process (a child
// process, real 35/40/15 s and 4 s deadlines), loopback only. For each step of
// the ramp it seats N tables, keeps N in play for the window (a table that
// finishes a game starts the next), and reports tables held at once, p50/p99
// time from a confirmation to every phone at the table seeing it (and whether
// p99 is under 100 ms), the server's CPU and memory per table, the bots' own
// event-loop delay (a busy bot process inflates latency), how long the server
// and the bots were ready to run but waited for their core, and the machine's
// load average. Inside the server (bench-server-probe.mjs) it times each
// message from a phone (p50/p99/max: decoding, the room's handler and every view
// it sends) and the server's event-loop delay: the server's own share of the
// latency.
//
// Bots think like brisk people (pace 1: 1-4 s a tile, 1-5 s before confirming,
// 4-8 s on a reveal); pace 0.25 makes them four times faster, so every table
// sends four times the messages a real one does. A turn is five tile moves
// ('place', one message each) and a confirmation.
//
// The server runs on core 0 (`taskset -c 0`) and the bots on core 1, so the
// server's figures are its own, not a share of a core the bots also want. Other
// work on the machine still runs on both cores: the waits and the load average
// say how much of the latency is that.
//
// Each step seats its tables within 3 minutes (or is measured with those it
// holds by then), then measures for the window (at most 600 s).
//
// Usage: npm run bench:server -- [ramp=20,50,100,200,500] [seconds=60] [pace=1]
// BENCH_SERVER_JS=<file> benchmarks another build of the server (default build/server/main.js).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Client } from '@colyseus/sdk';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RAMP = (process.argv[2] ?? '20,50,100,200,500').split(',').map((n) => Math.min(600, Number(n)));
const SECONDS = Math.min(600, Number(process.argv[3] ?? 60));
const PACE = Number(process.argv[4] ?? 1);
const PLAYERS = 12;
const SEATING = Number(process.env.BENCH_SEATING ?? 25);
const SEAT_SECONDS = 180;
const TICK = 100; // clock ticks per second (Linux)
const SERVER_JS = process.env.BENCH_SERVER_JS ?? join(root, 'build/server/main.js');

/** Core 0 for the server, core 1 for this process (every thread of it, `-a`); never shared. */
function pinning() {
  if (availableParallelism() < 2) throw new Error('bench:server needs two cores: one for the server, one for the bots');
  const r = spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { encoding: 'utf8' });
  if (r.status !== 0)
    throw new Error(`taskset could not pin the bots to core 1 (util-linux): ${r.error?.message ?? r.stderr}`);
  return ['taskset', ['-c', '0', process.execPath]];
}
const [LAUNCH, LAUNCH_ARGS] = pinning();
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fixed = (n, digits) => (n === null ? '-' : n.toFixed(digits));
/** A person's think time in ms, `lo`..`hi` seconds, sped up by PACE. */
const think = (lo, hi) => sleep((lo + Math.random() * (hi - lo)) * 1000 * PACE);

async function startServer() {
  // BENCH_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
  const prof = process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROF] : [];
  const server = spawn(
    LAUNCH,
    [...LAUNCH_ARGS, ...prof, '--import', join(root, 'scripts/bench-server-probe.mjs'), SERVER_JS],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TRUST_PROXY: '1', TABLESIDE_TEST_TIMINGS: '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let out = '';
  server.stdout.on('data', (d) => (out += d));
  const port = await new Promise((resolve, reject) => {
    server.stdout.on('data', () => {
      const m = /listening on [^\s]+:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    server.once('exit', (c) => reject(new Error(`server exited ${c}`)));
  });
  /** The server's own figures for the window (bench-server-probe.mjs): start, then stop and read. */
  const probe = {
    start: () => server.stdin.write('start\n'),
    async stop() {
      const from = out.length;
      server.stdin.write('stop\n');
      for (let i = 0; i < 300; i++) {
        const m = /bench-probe (\{.*\})/.exec(out.slice(from));
        if (m) return JSON.parse(m[1]);
        await sleep(100);
      }
      console.error('  the server did not report its own figures within 30 s (bench-server-probe.mjs)');
      return { messages: 0, handlingP50: null, handlingP99: null, handlingMax: null, loopP50: null, loopP99: null };
    },
  };
  const usage = () => {
    const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) * 1024;
    return { cpu: (Number(stat[11]) + Number(stat[12])) / TICK, rss, waited: waited(server.pid) };
  };
  // Stopped or interrupted, the benchmark takes its server with it.
  const orphan = () => server.kill('SIGKILL');
  process.once('exit', orphan);
  server.once('exit', () => process.off('exit', orphan));
  return { server, url: `http://127.0.0.1:${port}`, usage, probe };
}

const TILES = ['0', '1', '2', '3', '4', '5'];
const ZONES = ['pick', 'pick', 'reserve', 'reserve', 'pass', 'pass'];
/** A random 2/2/2 pattern with `anchor` in Pick. */
function pattern(anchor) {
  const others = TILES.filter((t) => t !== anchor).sort(() => Math.random() - 0.5);
  const out = { [anchor]: 'pick' };
  others.forEach((t, i) => (out[t] = ZONES[i + 1]));
  return out;
}

/**
 * Seconds the process's main thread (its event loop) has spent ready to run but
 * waiting for its core, taken by other work on the machine: latency the server
 * itself did not cause (/proc/<pid>/schedstat: time on the CPU, time waiting, in ns).
 */
function waited(pid) {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
}

/** SIGTERM (Colyseus shuts down gracefully), then SIGKILL if it has not ended in 20 s. */
async function stopServer(server) {
  if (server.exitCode !== null) return;
  const ended = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  if ((await Promise.race([ended.then(() => true), sleep(20000).then(() => false)])) === false) {
    console.error('  the server did not stop within 20 s of SIGTERM: killed');
    server.kill('SIGKILL');
    await ended;
  }
}

/** One step of the ramp: `tables` tables kept in play for SECONDS. */
async function step(tables) {
  const { server, url, usage, probe } = await startServer();
  const latencies = [];
  let live = 0;
  let peak = 0;
  let finished = 0;
  let rounds = 0;
  let failures = 0;
  let measuring = false;
  let stop = false;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const rooms = new Set();
  // SEATING tables take their seats at a time, as people arrive, not every table in one tick.
  const seating = {
    free: SEATING,
    queue: [],
    take() {
      return this.free > 0 ? (this.free--, Promise.resolve()) : new Promise((r) => this.queue.push(r));
    },
    give() {
      const r = this.queue.shift();
      if (r) r();
      else this.free++;
    },
  };

  async function game(n) {
    const phones = [];
    const waits = [];
    const open = async (how) => {
      // Each table's phones come from an address of their own, as they would through nginx (TRUST_PROXY=1 below):
      // the server's per-address join limit is for one network, not for every table on a machine.
      const room = await how(
        new Client(url, { headers: { 'x-real-ip': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } }),
      );
      room.reconnection.enabled = false; // a bot that loses its connection is a failure, not a phone to bring back
      rooms.add(room);
      room.onLeave(() => rooms.delete(room));
      const phone = { room, view: null };
      room.onMessage('table', (v) => {
        phone.view = v;
        for (let i = waits.length - 1; i >= 0; i--) {
          if (!waits[i].test()) continue;
          const [w] = waits.splice(i, 1);
          w.done();
        }
      });
      room.onMessage('refused', () => {});
      phones.push(phone);
      return phone;
    };
    const until = (test) => new Promise((done) => (test() ? done() : waits.push({ test, done })));
    try {
      await seating.take();
      let host;
      try {
        if (stop) return;
        host = await open((c) => c.create('choices', { name: `P0-${n}` }));
        for (let i = 1; i < PLAYERS; i++) await open((c) => c.joinById(host.room.roomId, { name: `P${i}` }));
        await until(() => host.view?.seats.length === PLAYERS && phones.every((p) => p.view));
      } finally {
        seating.give();
      }
      live++;
      peak = Math.max(peak, live);
      host.room.send('start');
      const seat = (p) => p.view.me.seat;
      /** A turn as a person plays it: a few tile moves, then the confirmation, timed until every phone shows it. */
      const turn = async (p, round, type) => {
        const anchor = type === 'sort' ? TILES[Math.floor(Math.random() * 6)] : p.view.anchor;
        const want = pattern(anchor);
        for (const id of TILES.filter((t) => t !== (type === 'predict' ? anchor : null)).slice(0, 5)) {
          await think(1, 4);
          if (stop || p.view.round !== round) return;
          p.room.send('place', { id, zone: want[id] });
        }
        await think(1, 5);
        if (stop || p.view.round !== round) return;
        const t0 = performance.now();
        const s = seat(p);
        p.room.send(type, type === 'sort' ? { pattern: want, anchor } : { pattern: want });
        await until(() =>
          phones.every(
            (q) =>
              q.view.round !== round ||
              (type === 'sort'
                ? q.view.phase !== 'author'
                : q.view.phase !== 'readers' || q.view.confirmed.includes(s)),
          ),
        );
        if (measuring) latencies.push(performance.now() - t0);
      };
      for (let round = 0; round < PLAYERS; round++) {
        if (stop) break;
        await until(() => host.view.phase === 'author' && host.view.round === round);
        const author = phones.find((p) => seat(p) === host.view.order[round]);
        await turn(author, round, 'sort');
        await until(() => host.view.round !== round || host.view.phase !== 'author');
        if (host.view.phase === 'readers')
          await Promise.all(phones.filter((p) => p !== author).map((p) => turn(p, round, 'predict')));
        await until(() => host.view.phase === 'reveal' || host.view.round !== round);
        if (host.view.phase === 'reveal' && !stop) {
          await sleep(4000 + Math.random() * 4000 * PACE);
          host.room.send('continue');
        }
        await until(() => host.view.round !== round || host.view.phase === 'done');
        rounds++;
      }
      if (host.view.phase === 'done') finished++;
      live--;
    } catch (err) {
      failures++;
      if (failures < 5) console.error(`  table ${n}: ${err.message}`);
    } finally {
      await Promise.all(phones.map((p) => p.room.leave(true).catch(() => {})));
    }
  }
  async function table(n) {
    for (;;) {
      if (stop) return;
      await game(n);
    }
  }

  const idle = usage();
  const seatingFrom = performance.now();
  const runs = [];
  for (let n = 0; n < tables; n++) runs.push(table(n));
  // Bounded: a server (or a machine) too busy to seat them all in SEAT_SECONDS is measured with what it holds.
  for (const until = performance.now() + SEAT_SECONDS * 1000; performance.now() < until;) {
    if (peak >= tables || failures > tables) break;
    await sleep(200);
  }
  const seatedIn = performance.now();
  const before = usage();
  const bots0 = process.cpuUsage();
  const botsWaited0 = waited(process.pid);
  const load0 = loadavg();
  measuring = true;
  probe.start();
  loop.enable();
  let top = before;
  const sampler = setInterval(() => {
    const u = usage();
    if (u.rss > top.rss) top = u;
  }, 1000);
  await sleep(SECONDS * 1000);
  measuring = false;
  const own = await probe.stop();
  loop.disable();
  clearInterval(sampler);
  const after = usage();
  const bots = process.cpuUsage(bots0);
  const botsWaited = waited(process.pid) - botsWaited0;
  const load1 = loadavg();
  const secs = (performance.now() - seatedIn) / 1000;
  const heldAtEnd = live;
  stop = true;
  for (const w of seating.queue.splice(0)) w();
  await Promise.all([...rooms].map((r) => r.leave(true).catch(() => {})));
  await stopServer(server);

  latencies.sort((a, b) => a - b);
  const q = (p) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(0) : '-';
  const cpu = after.cpu - before.cpu;
  return {
    tables,
    held: `${peak} (${heldAtEnd} at the end)`,
    p50: q(0.5),
    p99: q(0.99),
    under100: latencies.length === 0 ? '-' : Number(q(0.99)) < 100 ? 'yes' : 'no',
    confirmations: latencies.length,
    serverCpu: `${((cpu / secs) * 100).toFixed(0)}% of a core`,
    serverWaited: `${(((after.waited - before.waited) / secs) * 100).toFixed(0)}% of the time`,
    serverMessage: `${fixed(own.handlingP50, 2)}/${fixed(own.handlingP99, 2)}/${fixed(own.handlingMax, 0)} ms (p50/p99/max of ${own.messages})`,
    serverLoopP99: `${fixed(own.loopP99, 0)} ms`,
    cpuPerTable: `${((cpu / secs / Math.max(1, peak)) * 1000).toFixed(2)} ms/s`,
    memPerTable: `${((top.rss - idle.rss) / Math.max(1, peak) / 1024).toFixed(0)} KB (${(idle.rss / 2 ** 20).toFixed(0)} MB idle, ${(top.rss / 2 ** 20).toFixed(0)} MB held)`,
    seated: `${((seatedIn - seatingFrom) / 1000).toFixed(0)} s`,
    botCpu: `${(((bots.user + bots.system) / 1e6 / secs) * 100).toFixed(0)}% of a core`,
    botsWaited: `${((botsWaited / secs) * 100).toFixed(0)}% of the time`,
    botLoopP99: `${(loop.percentile(99) / 1e6).toFixed(0)} ms`,
    rounds,
    finished,
    failures,
    load: `${load0.map((l) => l.toFixed(1)).join(' ')} -> ${load1.map((l) => l.toFixed(1)).join(' ')}`,
  };
}

console.log(
  `bench:server: ${PLAYERS}-player tables, ramp ${RAMP.join(', ')}, ${SECONDS} s each, bots at ${1 / PACE}x people's speed; server on core 0, bots on core 1`,
);
const results = [];
for (const n of RAMP) {
  const r = await step(n);
  results.push(r);
  console.log(JSON.stringify(r));
}
console.table(results);
process.exit(0);
