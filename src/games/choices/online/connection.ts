// The phone's side of a hosted table: one connection at a time, its view and
// status as signals. The reconnect token is kept on this device, per table
// (seats.ts), so a reload, a tab brought back or a tab closed and opened
// again gets the same seat, draft and time; a seat is never taken back by name.
// The token goes back to the server in a request body only, never in a URL (ticket.ts).
import { signal } from '@preact/signals';
import { appNow } from '../../../platform/clock';
// The SDK's Client alone, not its index: the index also brings client-side
// prediction and schema callbacks this game does not use. Its rooms have no
// shared state, so only the 'none' serializer is registered.
import { Client } from '@colyseus/sdk/Client';
import type { Room } from '@colyseus/sdk/Room';
import { NoneSerializer } from '@colyseus/sdk/serializer/NoneSerializer';
import { registerSerializer } from '@colyseus/sdk/serializer/Serializer';
import { ROOM_NAME } from '../../../rules/choices/wire';
import type { ClientMessage, Refused, TableView } from '../../../rules/choices/wire';
import { describeOnline, joinWords, noServerWords } from './words';
import { saved, store } from './seats';
import { reconnectWithTicket, ticketedReconnects } from './ticket';

export type Status = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'no-server' | 'closed';

/** The last view and when it arrived (deadlines are `at + left`, on the app clock). */
export const table = signal<{ view: TableView; at: number } | null>(null);
export const status = signal<Status>('idle');
/** A refusal or a join problem, in words, for this phone only. */
export const problem = signal<string | null>(null);

registerSerializer('none', NoneSerializer);

let room: Room | null = null;

// The browser knows at once when this phone leaves the network; the socket may take a while to notice.
addEventListener('offline', () => {
  if (room && status.value === 'open') status.value = 'reconnecting';
});
addEventListener('online', () => {
  if (room?.connection.isOpen && status.value === 'reconnecting') status.value = 'open';
});

const endpoint = () => `${location.protocol}//${location.host}`;

function attach(r: Room, name: string, client: Client) {
  room = r;
  ticketedReconnects(client, r);
  // A phone that drops in its first seconds comes back like any other (the SDK's default waits 5 s of uptime first).
  r.reconnection.minUptime = 0;
  store(r.roomId, { code: r.roomId, name, token: r.reconnectionToken });
  status.value = 'open';
  let kept = r.reconnectionToken;
  r.onMessage('table', (view: TableView) => {
    table.value = { view, at: appNow() }; // the deadline on this phone's app clock: at + left
    // A reconnect gives the phone a new token, set after the SDK's own onReconnect: keep the one in force.
    if (r.reconnectionToken !== kept) store(r.roomId, { code: r.roomId, name, token: (kept = r.reconnectionToken) });
  });
  r.onMessage('refused', (m: Partial<Refused> | null) => {
    const refused: Refused = {
      code: typeof m?.code === 'string' ? m.code : '',
      facts: m?.facts && typeof m.facts === 'object' ? m.facts : {},
    };
    problem.value = describeOnline(refused, table.value?.view ?? null);
  });
  r.onDrop(() => (status.value = 'reconnecting'));
  r.onReconnect(() => {
    status.value = 'open';
    store(r.roomId, { code: r.roomId, name, token: r.reconnectionToken });
  });
  r.onLeave(() => {
    if (room === r) {
      room = null;
      status.value = 'closed';
    }
  });
}

/**
 * Why joining failed, from the answer: no numeric code (the request never got
 * an answer), a WebSocket close code (the connection failed), or an HTTP answer
 * without a table server's own code (a static host, a page instead of an
 * answer) means no server; a table server's code is said in words.
 */
function failed(err: unknown, name: string): string {
  const e = err as { message?: unknown; code?: unknown } | null;
  const code = e?.code;
  const ours = typeof e?.message === 'string' && /^(?:online|request)\//.test(e.message);
  // A limit in front of the server (nginx) answers 429 with a page of its own: too many tries, not no server.
  if (code === 429 && !ours) return failed({ code, message: 'online/too-many-joins' }, name);
  if (typeof code !== 'number' || (code >= 1000 && code < 4000) || (code < 1000 && !ours)) {
    status.value = 'no-server';
    return noServerWords();
  }
  status.value = 'idle';
  return joinWords(code, e?.message, name);
}

async function connect(open: (c: Client) => Promise<Room>, name: string): Promise<string | null> {
  await leave();
  status.value = 'connecting';
  problem.value = null;
  try {
    const client = new Client(endpoint());
    attach(await open(client), name, client);
    return room!.roomId;
  } catch (err) {
    problem.value = failed(err, name);
    return null;
  }
}

export const host = (name: string) => connect((c) => c.create(ROOM_NAME, { name }), name);
export const join = (code: string, name: string) => connect((c) => c.joinById(code, { name }), name);

/**
 * Back to the seat this device had at `code` (a reload, a tab brought back or reopened); false
 * when the token no longer works. A reload can ask before the table has noticed
 * the old connection closing, so a refused token is tried again twice, a moment apart.
 */
export async function rejoin(code: string): Promise<boolean> {
  const s = saved(code);
  if (!s) return false;
  if (room?.roomId === code) return true;
  status.value = 'connecting';
  for (let attempt = 0; ; attempt++) {
    try {
      const client = new Client(endpoint());
      attach(await reconnectWithTicket(client, s.token), s.name, client);
      return true;
    } catch (err) {
      // A token the table no longer knows is not a problem to show: the join form follows.
      failed(err, s.name);
      if ((status.value as Status) === 'no-server') return false;
      if (attempt >= 2) {
        store(code, null); // spent: the seat is gone (the game ended, or the table handed it on)
        return false;
      }
      status.value = 'connecting';
      await new Promise((r) => setTimeout(r, 700));
    }
  }
}

export function send(m: ClientMessage) {
  problem.value = null;
  const { t, ...payload } = m;
  room?.send(t, payload);
}

export async function leave() {
  const r = room;
  room = null;
  table.value = null;
  if (r) {
    store(r.roomId, null);
    await r.leave(true).catch(() => undefined);
  }
  status.value = 'idle';
}
