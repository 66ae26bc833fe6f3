// The way back to a seat without the seat's token in any URL (URLs land in
// logs): the token goes in a request's body, the server answers with a seat
// reservation and a one-time ticket that lasts seconds, and the WebSocket
// carries only the ticket. The SDK's own reconnection after a drop is sent
// the same way. The server gives the phone a new token at every way back.
import type { Client } from '@colyseus/sdk/Client';
import type { Room } from '@colyseus/sdk/Room';

interface Reservation {
  name: string;
  roomId: string;
  sessionId: string;
  processId: string;
  publicAddress?: string;
  ticket: string;
}

/** Any refusal of a way back (a spent token, no such table): the server's own answer. */
const isRefusal = (err: unknown) => {
  const m = (err as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m.startsWith('online/');
};

async function ticketFor(client: Client, token: string): Promise<Reservation> {
  const [roomId, secret] = token.split(':');
  if (!roomId || !secret) throw Object.assign(new Error('online/no-table'), { code: 404 });
  const { data } = await client.http.post(
    `/matchmake/reconnect/${roomId}` as never,
    {
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: { reconnectionToken: secret },
    } as never,
  );
  const r = data as Partial<Reservation> | null;
  if (typeof r?.ticket !== 'string' || typeof r.sessionId !== 'string')
    throw Object.assign(new Error('not a table server'), { code: 502 });
  return r as Reservation;
}

/** The SDK's reconnection after a drop asks for a ticket first instead of putting the token in the URL. */
export function ticketedReconnects(client: Client, room: Room) {
  const connection = room.connection as unknown as { reconnect(query: Record<string, unknown>): void; ticketed?: true };
  if (connection.ticketed) return;
  connection.ticketed = true;
  const plain = connection.reconnect.bind(connection);
  connection.reconnect = (query) => {
    ticketFor(client, room.reconnectionToken).then(
      (r) => plain({ ...query, sessionId: r.sessionId, reconnectionToken: r.ticket }),
      (err: unknown) => {
        // The seat is gone: no more tries. Either way this attempt fails and the SDK goes on from there.
        if (isRefusal(err)) room.reconnection.enabled = false;
        plain({ ...query, reconnectionToken: '' });
      },
    );
  };
}

/** Back to the seat `token` names (a reload, a tab reopened): the room, with its later reconnections ticketed too. */
export async function reconnectWithTicket(client: Client, token: string): Promise<Room> {
  const r = await ticketFor(client, token);
  const room = await client.consumeSeatReservation({ ...r, reconnectionToken: r.ticket } as never);
  ticketedReconnects(client, room);
  return room;
}
