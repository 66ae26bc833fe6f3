// Table codes and the tables each address holds, kept in the presence (Redis
// with REDIS_URL, so every process sees the same), and the one-time tickets a
// phone opens its WebSocket with on the way back to its seat.
//
// A code is claimed in one atomic step: HINCRBY on the codes hash answers 1
// to exactly one claimer, however many processes draw the same code at once
// (a check and then an add, two steps, let two tables share a code).
import { randomBytes } from 'node:crypto';
import { ServerError } from '@colyseus/core';
import type { Presence } from '@colyseus/core';
import { CODE_LENGTH, CODE_LETTERS } from '../src/rules/choices/wire';

const CODES = 'choices:codes';
const OWNERS = 'choices:owners';
const TABLES = 'choices:tables';
/** Open tables one address may host at once. */
const TABLES_PER_ADDRESS = 4;
/** Draws before giving up (only a nearly full code space needs more than one). */
const DRAWS = 1_000;

export const codeSpace = { letters: CODE_LETTERS, length: CODE_LENGTH };

/**
 * Claims a free code for a new table hosted from `from` (an address, see
 * edge.ts); refuses when that address already hosts its share of open tables.
 */
export async function openTable(presence: Presence, from: string, random = Math.random): Promise<string> {
  if ((await presence.hincrby(TABLES, from, 1)) > TABLES_PER_ADDRESS) {
    await presence.hincrby(TABLES, from, -1);
    throw new ServerError(429, 'online/too-many-tables');
  }
  const { letters, length } = codeSpace;
  for (let i = 0; i < DRAWS; i++) {
    const code = Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    if ((await presence.hincrby(CODES, code, 1)) !== 1) continue; // another table has it
    await presence.hset(OWNERS, code, from);
    return code;
  }
  await presence.hincrby(TABLES, from, -1);
  throw new ServerError(503, 'online/no-code');
}

/** The table is gone: its code is free again and its host's address holds one table less. */
export async function closeTable(presence: Presence, code: string): Promise<void> {
  const from = await presence.hget(OWNERS, code);
  await presence.hdel(OWNERS, code);
  await presence.hdel(CODES, code);
  if (from !== null) await presence.hincrby(TABLES, from, -1);
}

/** A ticket lasts this long and opens one WebSocket. */
const TICKET_SECONDS = 15;
const ticketKey = (t: string) => `choices:ticket:${t}`;

export interface Grant {
  roomId: string;
  sessionId: string;
  /** The seat's reconnect token, which never travels in a URL. */
  token: string;
}

/** A one-time ticket for the WebSocket of a phone coming back to its seat. */
export async function issueTicket(presence: Presence, grant: Grant): Promise<string> {
  const ticket = randomBytes(18).toString('base64url');
  await presence.setex(ticketKey(ticket), JSON.stringify(grant), TICKET_SECONDS);
  return ticket;
}

/** What a ticket grants, once; null when it is unknown, expired or used. */
export async function redeemTicket(presence: Presence, ticket: string): Promise<Grant | null> {
  if (!/^[A-Za-z0-9_-]{24}$/.test(ticket)) return null;
  // The first to count this ticket uses it (atomic), however many processes see it at once.
  if ((await presence.hincrbyex(`${ticketKey(ticket)}:used`, 'n', 1, TICKET_SECONDS)) !== 1) return null;
  const raw = (await presence.get(ticketKey(ticket))) as string | null | undefined;
  await presence.del(ticketKey(ticket));
  if (typeof raw !== 'string') return null;
  try {
    const g = JSON.parse(raw) as Partial<Grant>;
    return typeof g.roomId === 'string' && typeof g.sessionId === 'string' && typeof g.token === 'string'
      ? { roomId: g.roomId, sessionId: g.sessionId, token: g.token }
      : null;
  } catch {
    return null;
  }
}
