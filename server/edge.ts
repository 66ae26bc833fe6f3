// What one address may hold and try, at the edge, before any table is looked
// up. An address is a phone's: its connection's, or (TRUST_PROXY=1) the
// X-Real-IP that a proxy on this machine set; an IPv6 address counts by its
// /64, which one household or one attacker holds whole.
//
// - Lookups (a join by code, a way back to a seat) that find nothing are
//   counted in the presence (Redis with REDIS_URL, so every process counts
//   the same) before the lookup and given back when the table is found.
// - Joins not yet confirmed (a seat reserved, or a WebSocket whose phone has
//   not yet answered the table's first message) and open WebSockets are
//   capped per address in this process; a WebSocket that does not confirm in
//   a few seconds is closed, and what waits for it is bounded.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import { Protocol } from '@colyseus/core';
import type { Presence } from '@colyseus/core';
import { WebSocketClient } from '@colyseus/ws-transport';

export const LIMITS = {
  /** Lookups that found nothing, per address, before it must stay quiet for `quietSeconds`. */
  misses: 20,
  quietSeconds: 600,
  /** Seat reservations and WebSockets not yet confirmed, per address (a whole table joining from one home network fits). */
  unconfirmed: 16,
  /** Open WebSockets per address in one process (a table of 12 and its watchers behind one home network fit). */
  sockets: 48,
  /** TCP connections per address in one process, for phones that connect directly (not from 127.0.0.1: this machine, or its proxy). */
  connections: 64,
  /** A reservation's phone connects within this (Colyseus holds the seat 5 s). */
  reservationMs: 7_000,
  /** A WebSocket must confirm the table's first message within this, or it is closed. */
  confirmMs: 8_000,
  /** Messages kept for a WebSocket that has not confirmed yet (the newest: each table view replaces the ones before). */
  queued: 8,
} as const;

/** The address an IP counts as: IPv4 as it is, IPv6 by its /64. */
export function addressKey(ip: string | undefined | null): string {
  if (!ip) return 'unknown';
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1]!;
  if (isIP(ip) !== 6) return 'unknown';
  const [head = '', tail] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A connection from the proxy on this machine: the only place a trusted proxy
 * can be (deploy/nginx.conf reaches the processes on 127.0.0.1; they listen on loopback only).
 */
export const isProxy = (ip: string | undefined): boolean =>
  ip === '127.0.0.1' || ip === '::ffff:127.0.0.1' || ip === '::1';

/** Whose request this is: X-Real-IP only from the proxy on this machine and only with TRUST_PROXY=1, else the connection's. */
export function addressOf(req: IncomingMessage, trustProxy: boolean): string {
  const header = req.headers['x-real-ip'];
  const real = typeof header === 'string' ? header.trim() : '';
  if (trustProxy && isProxy(req.socket.remoteAddress) && isIP(real)) return addressKey(real);
  return addressKey(req.socket.remoteAddress);
}

/** How many of something each address holds now, with a cap. */
export class PerAddress {
  private readonly counts = new Map<string, number>();
  constructor(readonly cap: number) {}
  count(address: string): number {
    return this.counts.get(address) ?? 0;
  }
  /** Takes one when the address is under its cap. */
  take(address: string): boolean {
    const n = this.count(address);
    if (n >= this.cap) return false;
    this.counts.set(address, n + 1);
    return true;
  }
  give(address: string) {
    const n = this.count(address) - 1;
    if (n > 0) this.counts.set(address, n);
    else this.counts.delete(address);
  }
}

const missKey = (address: string) => `choices:misses:${address}`;

/**
 * Counts a lookup against the address before it is made; false when the
 * address has used its misses (each try, refused or not, restarts its quiet time).
 */
export async function chargeLookup(presence: Presence, address: string): Promise<boolean> {
  return (await presence.hincrbyex(missKey(address), 'n', 1, LIMITS.quietSeconds)) <= LIMITS.misses;
}

/** The lookup found its table: it was no miss. */
export async function refundLookup(presence: Presence, address: string): Promise<void> {
  await presence.hincrbyex(missKey(address), 'n', -1, LIMITS.quietSeconds);
}

/** Colyseus's own name for the messages that wait for a WebSocket until it confirms. */
const QUEUE = '_enqueuedMessages';

/** Once: a WebSocket not yet confirmed keeps only its newest few messages (Colyseus queues them without bound). */
function boundQueues() {
  type Client = Record<string, unknown>;
  const proto = WebSocketClient.prototype as unknown as {
    enqueueRaw(this: Client, data: unknown, options?: unknown): void;
    bounded?: true;
  };
  if (proto.bounded) return;
  proto.bounded = true;
  const enqueue = proto.enqueueRaw;
  proto.enqueueRaw = function (this: Client, data, options) {
    enqueue.call(this, data, options);
    const queue = this[QUEUE];
    if (Array.isArray(queue) && queue.length > LIMITS.queued) queue.splice(0, queue.length - LIMITS.queued);
  };
}

/** The unconfirmed joins and open WebSockets of each address in this process. */
export class Door {
  readonly unconfirmed = new PerAddress(LIMITS.unconfirmed);
  readonly sockets = new PerAddress(LIMITS.sockets);
  /** Seats reserved through this process whose WebSocket has not come yet, by session. */
  private readonly reservations = new Map<string, { address: string; timer: NodeJS.Timeout }>();
  /** A WebSocket upgrade's way to give back its unconfirmed join, once confirmed or closed. */
  private readonly settle = new WeakMap<IncomingMessage, () => void>();

  /** A seat reserved for a phone at `address` (its place taken with `unconfirmed.take` before asking). */
  reserved(address: string, sessionId: string) {
    const timer = setTimeout(() => {
      this.reservations.delete(sessionId);
      this.unconfirmed.give(address);
    }, LIMITS.reservationMs);
    timer.unref();
    this.reservations.set(sessionId, { address, timer });
  }

  /**
   * A WebSocket upgrade from `address` for `sessionId`: takes its socket place and
   * its unconfirmed place (the reservation's, when it was made here); false when the address has no room left.
   */
  admit(req: IncomingMessage, socket: Duplex, address: string, sessionId: string | null): boolean {
    if (!this.sockets.take(address)) return false;
    const reservation = sessionId ? this.reservations.get(sessionId) : undefined;
    if (reservation && reservation.address === address) {
      clearTimeout(reservation.timer);
      this.reservations.delete(sessionId!);
    } else if (!this.unconfirmed.take(address)) {
      this.sockets.give(address);
      return false;
    }
    let confirmed = false;
    const confirm = () => {
      if (confirmed) return;
      confirmed = true;
      this.unconfirmed.give(address);
    };
    this.settle.set(req, confirm);
    socket.once('close', () => {
      confirm();
      this.sockets.give(address);
    });
    return true;
  }

  /** Closes a WebSocket whose phone has not confirmed the table's first message in time. */
  watch(wss: WebSocketServer) {
    boundQueues();
    wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
      const confirm = this.settle.get(req);
      const timer = setTimeout(() => ws.terminate(), LIMITS.confirmMs);
      const first = (data: Buffer) => {
        if (!Buffer.isBuffer(data) || data[0] !== Protocol.JOIN_ROOM) return;
        clearTimeout(timer);
        ws.off('message', first);
        confirm?.();
      };
      ws.on('message', first);
      ws.once('close', () => clearTimeout(timer));
    });
  }
}
