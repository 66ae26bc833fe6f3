// The three matchmaking requests a phone makes, answered here instead of by
// Colyseus's router: host a table, join one by its code, come back to a seat.
//
// A join by code and a way back count against the address before any table
// is looked up (edge.ts), and every way of not finding a table (no such code,
// a locked table, a name that is no name, a spent or bogus token) gets the one
// same answer, so an answer never tells a missing table from a real one. A
// phone coming back gets a one-time ticket for its WebSocket, never its token
// in a URL (tables.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAuthContext, matchMaker } from '@colyseus/core';
import { JOIN_REFUSALS, ROOM_NAME, readName } from '../src/rules/choices/wire';
import { chargeLookup, refundLookup } from './edge';
import type { Door } from './edge';
import { issueTicket } from './tables';

export interface Answer {
  status: number;
  /** A code, as the phones read matchmaking answers (never shown as it is). */
  error: string;
}

/** No table to take a seat at, whatever the reason. */
const NO_TABLE: Answer = { status: 404, error: 'online/no-table' };
const TOO_MANY_JOINS: Answer = { status: 429, error: 'online/too-many-joins' };
const FAILED: Answer = { status: 500, error: 'request/failed' };

function readBody(req: IncomingMessage, limit: number): Promise<Record<string, unknown> | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > limit) return resolve(null);
      try {
        const v: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        resolve(typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
      } catch {
        resolve(null);
      }
    });
    req.on('error', () => resolve(null));
  });
}

/** A table's own refusal (a name taken, watchers full...): said as it is; anything else is `otherwise`. */
function refusal(err: unknown, otherwise: Answer): Answer {
  const e = err as { code?: unknown; message?: unknown } | null;
  const known = [...JOIN_REFUSALS, 'online/too-many-tables'] as readonly unknown[];
  if (!known.includes(e?.message)) return otherwise;
  const status = typeof e?.code === 'number' && e.code >= 400 && e.code < 500 ? e.code : 400;
  return { status, error: e!.message as string };
}

export interface Matchmaking {
  door: Door;
  address: string;
  bodyLimit: number;
}

/** Answers POST /matchmake/<method>/<target> (method and target already checked against the allowed paths). */
export async function matchmake(
  req: IncomingMessage,
  method: string,
  target: string,
  { door, address, bodyLimit }: Matchmaking,
): Promise<Answer | object> {
  const presence = matchMaker.presence;
  const body = await readBody(req, bodyLimit);
  const context = createAuthContext({ headers: req.headers, req } as Parameters<typeof createAuthContext>[0]);
  if (method === 'create') {
    if (target !== ROOM_NAME) return NO_TABLE;
    const name = readName(body?.name);
    if (!name) return { status: 400, error: 'online/no-name' };
    if (!door.unconfirmed.take(address)) return TOO_MANY_JOINS;
    try {
      const seat = await matchMaker.create(ROOM_NAME, { name, from: address }, context);
      door.reserved(address, seat.sessionId);
      return seat;
    } catch (err) {
      door.unconfirmed.give(address);
      return refusal(err, FAILED);
    }
  }
  // A join by code or a way back: a place among the address's unconfirmed joins (no lookup), then
  // the try counted against the address before the table is looked up.
  if (!door.unconfirmed.take(address)) return TOO_MANY_JOINS;
  const seated = async (seat: { sessionId: string }) => {
    door.reserved(address, seat.sessionId);
    await refundLookup(presence, address);
  };
  try {
    if (!(await chargeLookup(presence, address))) {
      door.unconfirmed.give(address);
      return TOO_MANY_JOINS;
    }
  } catch (err) {
    door.unconfirmed.give(address);
    throw err;
  }
  if (method === 'joinById') {
    const name = readName(body?.name);
    try {
      if (!name) throw new Error('no name'); // a phone checks the name before asking: only a prober sends none
      const seat = await matchMaker.joinById(target, { name, from: address }, context);
      await seated(seat);
      return seat;
    } catch (err) {
      door.unconfirmed.give(address);
      return refusal(err, NO_TABLE);
    }
  }
  try {
    const token = body?.reconnectionToken;
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(token)) throw new Error('no token');
    const seat = await matchMaker.reconnect(target, { reconnectionToken: token });
    await seated(seat);
    const ticket = await issueTicket(presence, { roomId: seat.roomId, sessionId: seat.sessionId, token });
    return { ...seat, ticket };
  } catch {
    door.unconfirmed.give(address);
    return NO_TABLE;
  }
}

/** Writes a matchmaking answer: the seat reservation as JSON, or `{code, error}` with its status. */
export function reply(res: ServerResponse, answer: Answer | object) {
  const refused = 'error' in answer && 'status' in answer;
  const status = refused ? (answer as Answer).status : 200;
  const body = JSON.stringify(refused ? { code: status, error: (answer as Answer).error } : answer);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}
