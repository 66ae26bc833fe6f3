// Finds phones whose connection died without a word (a phone put in a pocket,
// a lost network): each socket is pinged once a period and ended once it has
// left `misses` pings in a row unanswered. The pings go out a slice at a time,
// spread over the period. Colyseus's own heartbeat pings every socket in one
// loop: with thousands of phones that loop holds the event loop for tens of
// milliseconds and every pong comes back in one burst, so every confirmation
// in flight waited behind it.
//
// A pong counts only as the answer to the ping this heartbeat sent last: each
// ping carries a fresh random payload, which a pong must echo (RFC 6455), so a
// phone that stops reading cannot keep its place with pongs nobody asked for.
// A socket with more than `maxBuffered` bytes it has not read is ended too.
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';

export interface HeartbeatOptions {
  /** Each socket is pinged once in this many ms. */
  periodMs: number;
  /** A slice of the sockets is pinged every this many ms. */
  stepMs: number;
  /** Pings left unanswered in a row before a socket is ended. */
  misses: number;
  /** Bytes sent to a socket and not yet taken by it before it is ended (a phone that stopped reading). */
  maxBuffered: number;
}

const DEFAULTS: HeartbeatOptions = { periodMs: 3000, stepMs: 100, misses: 2, maxBuffered: 256 * 1024 };
const noop = () => {};

/** Starts the heartbeat over the sockets `sockets()` lists at the start of each period; returns its stop. */
export function spreadHeartbeat(sockets: () => Iterable<WebSocket>, options: Partial<HeartbeatOptions> = {}) {
  const { periodMs, stepMs, misses, maxBuffered } = { ...DEFAULTS, ...options };
  const steps = Math.max(1, Math.round(periodMs / stepMs));
  const unanswered = new WeakMap<WebSocket, number>();
  /** The payload of the ping each socket was sent last, until its pong comes. */
  const asked = new WeakMap<WebSocket, Buffer>();
  const answered = function (this: WebSocket, data: Buffer) {
    const nonce = asked.get(this);
    if (!nonce || !Buffer.isBuffer(data) || !nonce.equals(data)) return; // not an answer to our ping
    asked.delete(this);
    unanswered.set(this, 0);
  };
  let round: WebSocket[] = [];
  let perStep = 0;
  let step = 0;
  const timer = setInterval(() => {
    if (step === 0) {
      round = [...sockets()];
      perStep = Math.ceil(round.length / steps);
    }
    for (const ws of round.slice(step * perStep, (step + 1) * perStep)) {
      if (ws.readyState !== ws.OPEN) continue;
      const missed = unanswered.get(ws);
      if (missed === undefined) ws.on('pong', answered);
      if ((missed ?? 0) >= misses || ws.bufferedAmount > maxBuffered) {
        ws.terminate();
        continue;
      }
      unanswered.set(ws, (missed ?? 0) + 1);
      const nonce = randomBytes(8);
      asked.set(ws, nonce);
      ws.ping(nonce, undefined, noop);
    }
    step = (step + 1) % steps;
  }, stepMs);
  return () => clearInterval(timer);
}
