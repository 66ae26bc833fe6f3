// Loaded into the benchmarked server (`node --import`) by bench-server.mjs; no
// part of the server itself. Measures what the server alone spends on each
// message a phone sends (Colyseus's Room#_onMessage: decoding, the room's
// handler, the views it sends), and its event loop's delay. A line `start` on
// stdin starts the window, `stop` prints `bench-probe {json}` on stdout
// (signals are taken: Colyseus shuts down on SIGUSR2).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { Room } from '@colyseus/core';

// Colyseus's own (internal) handler of every message a client sends; bound per client when it joins.
const HANDLER = '_onMessage';
const original = Room.prototype[HANDLER];
if (typeof original !== 'function')
  throw new Error(`bench-server-probe: @colyseus/core has no Room#${HANDLER} to time; update the probe`);

const handling = [];
let measuring = false;
Room.prototype[HANDLER] = function (...args) {
  if (!measuring) return original.apply(this, args);
  const t0 = performance.now();
  try {
    return original.apply(this, args);
  } finally {
    handling.push(performance.now() - t0);
  }
};

const loop = monitorEventLoopDelay({ resolution: 10 });
function start() {
  measuring = true;
  handling.length = 0;
  loop.reset();
  loop.enable();
}

function stop() {
  measuring = false;
  loop.disable();
  handling.sort((a, b) => a - b);
  const q = (p) => handling[Math.min(handling.length - 1, Math.floor(p * handling.length))] ?? null;
  const ms = (ns) => ns / 1e6;
  console.log(
    `bench-probe ${JSON.stringify({ messages: handling.length, handlingP50: q(0.5), handlingP99: q(0.99), handlingMax: q(1), loopP50: ms(loop.percentile(50)), loopP99: ms(loop.percentile(99)) })}`,
  );
}

createInterface({ input: process.stdin }).on('line', (line) =>
  line === 'start' ? start() : line === 'stop' ? stop() : undefined,
);
