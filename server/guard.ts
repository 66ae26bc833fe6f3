// The server facing strangers: everything a request carries is checked before
// Colyseus's router or WebSocket transport sees it, because they build URLs
// from the Host header, X-Forwarded-Proto and the request target outside any
// error handling (a URL that does not parse there ended the process). Only
// the matchmaking a phone needs is let through (create a table, join one by
// its code, come back to a seat), with a small body; every response carries
// the app's security headers, and CORS answers only the app's own origin.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { matchMaker } from '@colyseus/core';

/** The largest matchmaking request body: a name and a token fit many times over. */
const BODY_LIMIT = 4 * 1024;

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9-]{1,63})*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
const MATCHMAKE = /^\/matchmake\//;
/** The three requests a phone makes: host a table, join one by its code, come back to a seat. */
const ALLOWED = /^\/matchmake\/(?:create|joinById|reconnect)\/[A-Za-z0-9_-]{1,64}$/;
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
  const reason = status === 400 ? 'Bad Request' : 'Forbidden';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Headers Colyseus takes a client's address from, before the connection's own (a phone could name any address in them). */
const ADDRESS_HEADERS = ['x-real-ip', 'x-forwarded-for', 'x-client-ip'];

/**
 * Puts the checks in front of every 'request' and 'upgrade' listener the
 * server has now (call it once Colyseus has attached its own), and makes
 * Colyseus's CORS answer only the app's own origin, without credentials.
 * Unless `trustProxy` (a load balancer in front sets X-Real-IP), the address
 * headers a request carries are dropped, so a client's address is its connection's.
 */
export function guard(server: Server, { trustProxy = false } = {}): void {
  const forget = (req: IncomingMessage) => {
    if (trustProxy) return;
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

  const requests = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    const problem = malformed(req) ?? refusedMatchmaking(req);
    if (problem) return answer(res, problem);
    forget(req);
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
    forget(req);
    try {
      for (const listener of upgrades) listener.call(server, req, socket, head);
    } catch (err) {
      console.error('an upgrade failed', err);
      socket.destroy();
    }
  });
}
