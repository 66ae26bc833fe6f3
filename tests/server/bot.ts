// A phone without a screen: an @colyseus/sdk client that keeps every view and
// refusal it is sent and, optionally, every raw WebSocket frame it receives.
// Used by the server tests and by `npm run bench:server`.
import { request } from 'node:http';
import { Client } from '@colyseus/sdk';
import type { Room } from '@colyseus/sdk';
import { WebSocketTransport } from '@colyseus/sdk/transport/WebSocketTransport';
import { unpackMultiple } from 'msgpackr';
import { WebSocket as NodeWebSocket } from 'ws';
import type { ClientMessage, Refused, TableView } from '../../src/rules/choices/wire';
import { reconnectWithTicket, ticketedReconnects } from '../../src/games/choices/online/ticket';

export interface Frame {
  at: number;
  type: unknown;
  payload: unknown;
}

// Every WebSocket the SDK opens reports its frames to whoever is recording at that moment.
let recordInto: Frame[] | null = null;
/**
 * A phone's source address rides in its WebSocket address as `_from` (set by
 * the client's urlBuilder, so reconnections keep it) and is taken out here,
 * before the WebSocket opens from that address (loopback has a whole /8: one per phone).
 */
const FROM = '_from';
/** Every WebSocket address any bot opened, reconnections included (to show what a URL carries). */
export const openedUrls: string[] = [];
const proto = WebSocketTransport.prototype as unknown as {
  connect(url: string, options?: unknown): void;
  ws: { addEventListener(t: string, f: (e: { data: ArrayBuffer }) => void): void };
  events: Record<string, ((e: unknown) => void) | undefined>;
};
const connect = proto.connect;
proto.connect = function (this: typeof proto, address: string, options?: unknown) {
  const parsed = new URL(address);
  const from = parsed.searchParams.get(FROM);
  parsed.searchParams.delete(FROM);
  const url = from ? parsed.toString() : address;
  openedUrls.push(url);
  if (from) {
    // As the SDK's own connect, from this phone's own source address.
    const ws = new NodeWebSocket(url, { headers: options as Record<string, string>, localAddress: from });
    ws.binaryType = 'arraybuffer';
    ws.addEventListener('open', (e) => this.events.onopen?.(e));
    ws.addEventListener('message', (e) => this.events.onmessage?.(e));
    ws.addEventListener('close', (e) => this.events.onclose?.(e));
    ws.addEventListener('error', (e) => this.events.onerror?.(e));
    (this as unknown as { ws: unknown }).ws = ws;
  } else connect.call(this, url, options);
  const into = recordInto;
  if (!into) return;
  this.ws.addEventListener('message', (e) => {
    const bytes = new Uint8Array(e.data);
    // Byte 0 is the protocol code; 13 (ROOM_DATA) is a message: its type, then its payload, in msgpack.
    if (bytes[0] !== 13) return into.push({ at: Date.now(), type: `protocol ${bytes[0]}`, payload: null });
    const [type, payload] = unpackMultiple(bytes.subarray(1)) as unknown[];
    into.push({ at: Date.now(), type, payload });
  });
};

type Waiter = { test: () => boolean; done: () => void };

/** fetch from a source address of its own, for the SDK's matchmaking requests. */
function fetchFrom(localAddress: string) {
  return (url: string, init: { method?: string; headers?: HeadersInit; body?: string }) =>
    new Promise<Response>((resolve, reject) => {
      const headers = Object.fromEntries(new Headers(init.headers));
      const req = request(url, { method: init.method, headers, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers }));
        });
      });
      req.on('error', reject);
      req.end(init.body);
    });
}

export interface PhoneOptions {
  /** This phone's source address, e.g. '127.0.0.7' (each phone its own, as on a real network). */
  from?: string;
  /** Headers this phone sends with every request and WebSocket (a forged X-Real-IP, say). */
  headers?: Record<string, string>;
}

export class Bot {
  room!: Room;
  view: TableView | null = null;
  views: TableView[] = [];
  refusals: Refused[] = [];
  frames: Frame[] = [];
  /** What this phone itself placed and confirmed, to tell its own secrets from anyone else's. */
  sent: ClientMessage[] = [];
  private waiters: Waiter[] = [];

  constructor(
    readonly url: string,
    readonly name: string,
    private readonly record = false,
    readonly phone: PhoneOptions = {},
  ) {}

  /** A client as this phone's (its address, its headers). */
  client(): Client {
    const { from, headers } = this.phone;
    if (!from) return new Client(this.url, { headers });
    return new Client(this.url, {
      headers,
      fetchFn: fetchFrom(from) as typeof fetch,
      urlBuilder: (url: URL) => {
        if (url.protocol.startsWith('ws')) url.searchParams.set(FROM, from);
        return url.toString();
      },
    });
  }

  private async open(how: (c: Client) => Promise<Room>): Promise<this> {
    recordInto = this.record ? this.frames : null;
    try {
      const client = this.client();
      const room = await how(client);
      // As the app's phones: a reconnection after a drop opens its WebSocket with a one-time ticket.
      ticketedReconnects(client, room);
      this.listen(room);
    } finally {
      recordInto = null;
    }
    return this;
  }

  host = () => this.open((c) => c.create('choices', { name: this.name }));
  join = (code: string) => this.open((c) => c.joinById(code, { name: this.name }));
  /** Back to a seat as the app does it (ticket.ts): the token in a request body, a one-time ticket for the WebSocket. */
  reconnect = (token: string) => this.open((c) => reconnectWithTicket(c, token));

  private listen(room: Room) {
    this.room = room;
    room.onMessage('table', (v: TableView) => {
      this.view = v;
      this.views.push(v);
      this.check();
    });
    room.onMessage('refused', (m: Refused) => {
      this.refusals.push(m);
      this.check();
    });
  }

  private check() {
    this.waiters = this.waiters.filter((w) => {
      if (!w.test()) return true;
      w.done();
      return false;
    });
  }

  /** Resolves once `test` holds for this phone (checked on every message it gets). */
  until(test: (v: TableView) => boolean, what = 'a condition', ms = 20_000): Promise<TableView> {
    return new Promise((resolve, reject) => {
      const ok = () => this.view !== null && test(this.view);
      if (ok()) return resolve(this.view!);
      const err = new Error(`${this.name}: no ${what} within ${ms} ms`);
      const timer = setTimeout(() => ((err.message += ` (phase ${this.view?.phase})`), reject(err)), ms);
      this.waiters.push({ test: ok, done: () => (clearTimeout(timer), resolve(this.view!)) });
    });
  }

  /** Resolves with the code of the next refusal this phone gets (its facts stay in `refusals`). */
  refusal(ms = 10_000): Promise<string> {
    const seen = this.refusals.length;
    return new Promise((resolve, reject) => {
      const err = new Error(`${this.name}: no refusal within ${ms} ms`); // made here, so its stack names the caller
      const timer = setTimeout(() => reject(err), ms);
      const test = () => this.refusals.length > seen;
      if (test()) return resolve(this.refusals[seen]!.code);
      this.waiters.push({ test, done: () => (clearTimeout(timer), resolve(this.refusals[seen]!.code)) });
    });
  }

  send(m: ClientMessage) {
    this.sent.push(m);
    const { t, ...payload } = m;
    this.room.send(t, payload);
  }

  /** Sends a raw message of any type and shape (for the bad-input tests). */
  raw(type: string, payload: unknown) {
    this.room.send(type, payload);
  }

  get seat(): number | null {
    return this.view?.me.seat ?? null;
  }

  /** Leaves the table; a connection the server already closed has nobody to say goodbye to (3 s at most). */
  async leave(consented = true) {
    await Promise.race([this.room.leave(consented).catch(() => undefined), new Promise((r) => setTimeout(r, 3000))]);
  }

  /** Drops the connection the way a locked phone or a Wi-Fi blip does (no goodbye). */
  drop() {
    this.room.reconnection.enabled = false; // the test reconnects by hand, as a reloaded page does
    (
      this.room.connection.transport as unknown as { ws: { terminate?: () => void; close: () => void } }
    ).ws.terminate?.();
  }
}

/** A 2/2/2 sort of tiles "0".."5" with `anchor` in Pick first; `shift` picks a different sort. */
export function pattern(anchor = '0', shift = 0): Record<string, 'pick' | 'reserve' | 'pass'> {
  const others = ['0', '1', '2', '3', '4', '5'].filter((t) => t !== anchor);
  const rot = others.slice(shift % 5).concat(others.slice(0, shift % 5));
  const zones = ['pick', 'reserve', 'reserve', 'pass', 'pass'] as const;
  const out: Record<string, 'pick' | 'reserve' | 'pass'> = { [anchor]: 'pick' };
  rot.forEach((t, i) => (out[t] = zones[i]!));
  return out;
}
