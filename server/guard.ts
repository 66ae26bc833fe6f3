// The server facing strangers: everything a request carries is checked before
// Colyseus's router or WebSocket transport sees it, because they build URLs
// from the Host header, X-Forwarded-Proto and the request target outside any
// error handling (a URL that does not parse there ended the process). Only
// the matchmaking a phone needs is answered (create a table, join one by its
// code, come back to a seat: matchmaking.ts), with a small body; every response
// carries the app's security headers, and CORS answers only the app's own
// origin. What one address may hold and try is counted in edge.ts.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import { matchMaker } from '@colyseus/core';
import { addressKey, addressOf, chargeLookup, Door, isProxy, LIMITS, PerAddress, refundLookup } from './edge';
import { matchmake, reply } from './matchmaking';
import { redeemTicket } from './tables';

/** The largest matchmaking request body: a name and a token fit many times over. */
const BODY_LIMIT = 4 * 1024;

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9-]{1,63})*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
const MATCHMAKE = /^\/matchmake\//;
/** The three requests a phone makes: host a table, join one by its code, come back to a seat. */
const ALLOWED = /^\/matchmake\/(create|joinById|reconnect)\/([A-Za-z0-9_-]{1,64})$/;
const MATCHMAKE_METHODS = ['create', 'joinById', 'reconnect'];

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // The page's full policy is the meta tag in index.html; these parts only work as a header.
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

interface Refusal {
  status: number;
  /** A code, as the phones read matchmaking answers (never shown as it is). */
  error: string;
}

function targetOf(req: IncomingMessage): URL | null {
  const target = req.url ?? '';
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  try {
    return new URL(target, 'http://server');
  } catch {
    return null;
  }
}

/** What is wrong with a request's Host, X-Forwarded-Proto and target (the parts Colyseus builds URLs from), or null. */
function malformed(req: IncomingMessage): Refusal | null {
  const host = req.headers.host;
  if (typeof host !== 'string' || !HOST.test(host)) return { status: 400, error: 'request/bad-host' };
  const proto = req.headers['x-forwarded-proto'];
  if (proto !== undefined && proto !== 'http' && proto !== 'https')
    return { status: 400, error: 'request/bad-forwarded-proto' };
  if (!targetOf(req)) return { status: 400, error: 'request/bad-target' };
  return null;
}

/** Matchmaking beyond what a phone needs, or a body too large; null when the request may go on. */
function refusedMatchmaking(req: IncomingMessage): Refusal | null {
  const path = targetOf(req)!.pathname;
  if (!MATCHMAKE.test(path)) return null;
  if (req.method === 'OPTIONS') return null; // a preflight: answered with CORS headers for the app's own origin only
  if (req.method !== 'POST') return { status: 405, error: 'request/method' };
  if (!ALLOWED.test(path)) return { status: 404, error: 'request/no-such-matchmaking' };
  const length = req.headers['content-length'];
  if (length === undefined) return { status: 411, error: 'request/length-required' };
  if (!/^\d{1,9}$/.test(length) || Number(length) > BODY_LIMIT) return { status: 413, error: 'request/too-large' };
  return null;
}

/** The origin a page of this server has, from the (checked) Host header. */
const ownOrigins = (host: string | null): string[] => (host ? [`http://${host}`, `https://${host}`] : []);

function answer(res: ServerResponse, { status, error }: Refusal) {
  const body = JSON.stringify({ code: status, error });
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
    ...SECURITY_HEADERS,
  });
  res.end(body);
}

function refuseUpgrade(socket: Duplex, { status }: Refusal) {
  const reason = status === 400 ? 'Bad Request' : status === 429 ? 'Too Many Requests' : 'Forbidden';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Headers Colyseus takes a client's address from, before the connection's own (a phone could name any address in them). */
const ADDRESS_HEADERS = ['x-real-ip', 'x-forwarded-for', 'x-client-ip'];

/** A WebSocket's session and the ticket it came back with, from its (checked) target. */
function upgradeTarget(req: IncomingMessage) {
  const url = targetOf(req)!;
  return { url, sessionId: url.searchParams.get('sessionId'), ticket: url.searchParams.get('reconnectionToken') };
}

/**
 * A WebSocket back to a seat carries a one-time ticket where Colyseus expects
 * the seat's token: the ticket is swapped for the token here, and anything
 * else there (a token itself, a spent or made-up ticket) counts as a miss
 * against the address and is refused.
 */
async function redeem(req: IncomingMessage, address: string): Promise<Refusal | null> {
  const { url, sessionId, ticket } = upgradeTarget(req);
  if (!ticket) return null; // none (a join), or an empty one (a way back given up): Colyseus refuses a seat it cannot match
  const presence = matchMaker.presence;
  if (!(await chargeLookup(presence, address))) return { status: 429, error: 'online/too-many-joins' };
  const grant = await redeemTicket(presence, ticket);
  if (!grant || grant.sessionId !== sessionId || !url.pathname.endsWith(`/${grant.roomId}`))
    return { status: 403, error: 'online/no-table' };
  await refundLookup(presence, address);
  url.searchParams.set('reconnectionToken', grant.token);
  req.url = `${url.pathname}${url.search}`;
  return null;
}

/**
 * Puts the checks in front of every 'request' and 'upgrade' listener the
 * server has now (call it once Colyseus has attached its own), answers the
 * phones' matchmaking itself, makes Colyseus's CORS answer only the app's own
 * origin, without credentials, and closes WebSockets of `wss` that never
 * confirm. Unless `trustProxy` (a proxy on this machine sets X-Real-IP), the
 * address headers a request carries are dropped, so a client's address is its connection's.
 */
export function guard(
  server: Server,
  { trustProxy = false, wss }: { trustProxy?: boolean; wss?: WebSocketServer } = {},
): void {
  const door = new Door();
  if (wss) door.watch(wss);
  const forget = (req: IncomingMessage) => {
    if (trustProxy && isProxy(req.socket.remoteAddress)) return;
    for (const h of ADDRESS_HEADERS) delete req.headers[h];
    // Colyseus's matchmaking route reads the address from headers only: give it the connection's.
    if (req.socket.remoteAddress) req.headers['x-real-ip'] = req.socket.remoteAddress;
  };
  const controller = matchMaker.controller as {
    exposedMethods: string[];
    DEFAULT_CORS_HEADERS: Record<string, string>;
    getCorsHeaders(h: Headers): Record<string, string>;
  };
  controller.exposedMethods = [...MATCHMAKE_METHODS];
  // No Access-Control-Allow-Origin by default and never credentials: only the app's own origin is answered.
  controller.DEFAULT_CORS_HEADERS = {
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
    Vary: 'Origin',
  };
  controller.getCorsHeaders = (headers: Headers): Record<string, string> => {
    const origin = headers.get('origin');
    return origin && ownOrigins(headers.get('host')).includes(origin) ? { 'Access-Control-Allow-Origin': origin } : {};
  };

  // Connections per address, for phones that connect directly: not for 127.0.0.1, this machine itself (the
  // proxy, which limits each phone's own: limit_conn; or a browser and the tests on the server's machine).
  const connections = new PerAddress(LIMITS.connections);
  server.on('connection', (socket: Socket) => {
    if (isProxy(socket.remoteAddress)) return;
    const address = addressKey(socket.remoteAddress);
    if (!connections.take(address)) return socket.destroy();
    socket.once('close', () => connections.give(address));
  });

  const requests = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    const problem = malformed(req) ?? refusedMatchmaking(req);
    if (problem) return answer(res, problem);
    const address = addressOf(req, trustProxy);
    forget(req);
    const phone = req.method === 'POST' ? ALLOWED.exec(targetOf(req)!.pathname) : null;
    if (phone)
      return void matchmake(req, phone[1]!, phone[2]!, { door, address, bodyLimit: BODY_LIMIT }).then(
        (a) => reply(res, a),
        (err: unknown) => {
          console.error('matchmaking failed', err);
          if (!res.headersSent) answer(res, { status: 500, error: 'request/failed' });
          else res.destroy();
        },
      );
    try {
      for (const listener of requests) listener.call(server, req, res);
    } catch (err) {
      console.error('a request failed', err);
      if (!res.headersSent) answer(res, { status: 500, error: 'request/failed' });
      else res.destroy();
    }
  });

  const upgrades = server.listeners('upgrade') as ((req: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const problem = malformed(req);
    if (problem) return refuseUpgrade(socket, problem);
    const address = addressOf(req, trustProxy);
    forget(req);
    socket.on('error', () => socket.destroy());
    if (!door.admit(req, socket, address, upgradeTarget(req).sessionId))
      return refuseUpgrade(socket, { status: 429, error: 'online/too-many-joins' });
    redeem(req, address).then(
      (refused) => {
        if (socket.destroyed) return;
        if (refused) return refuseUpgrade(socket, refused);
        try {
          for (const listener of upgrades) listener.call(server, req, socket, head);
        } catch (err) {
          console.error('an upgrade failed', err);
          socket.destroy();
        }
      },
      (err: unknown) => {
        console.error('an upgrade failed', err);
        socket.destroy();
      },
    );
  });
}
