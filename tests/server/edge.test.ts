// The server's edge against phones that probe and hoard, each phone with a
// source address of its own (loopback has a whole /8): codes that cannot be
// found by guessing, budgets per address, unconfirmed joins closed, slow
// requests cut off, and the way back to a seat with no token in any URL.
import { request } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Bot, openedUrls } from './bot';
import { serve } from './serve';
import type { Running } from './serve';

let server: Running;

beforeAll(async () => {
  server = await serve({ TABLESIDE_TEST_TIMINGS: 'authorMs=60000,readerMs=60000,revealMaxMs=60000,revealMinMs=0' });
});
afterAll(() => server?.stop());

interface Answer {
  status: number;
  body: string;
  server?: string;
}

/** A matchmaking request from `from`. */
function post(from: string, path: string, body: unknown, base = server.url): Promise<Answer> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
      },
      (res) => {
        let out = '';
        res.on('data', (d) => (out += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: out, server: res.headers.server }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const NO_TABLE = { status: 404, body: JSON.stringify({ code: 404, error: 'online/no-table' }) };
const errorOf = (a: Answer) => (JSON.parse(a.body) as { error: string }).error;

/** Resolves once `test()` holds, checked every 200 ms, or fails after `ms`. */
async function eventually(test: () => Promise<boolean>, what: string, ms = 20_000) {
  for (const until = Date.now() + ms; ;) {
    if (await test()) return;
    if (Date.now() > until) throw new Error(`no ${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('table codes', () => {
  it('answer a missing table, a name that is none and a bogus token alike, and count misses before any lookup', async () => {
    const ana = await new Bot(server.url, 'Ana', false, { from: '127.0.0.2' }).host();
    const code = ana.room.roomId;
    expect(code).toMatch(/^[A-Z]{6}$/);
    const missing = code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA';
    // One answer for every way of not finding a table: nothing in it tells that `code` is a real table.
    const answers = [
      await post('127.0.0.3', `/matchmake/joinById/${missing}`, { name: 'Eve' }),
      await post('127.0.0.3', `/matchmake/joinById/${code}`, { name: '\u200B' }),
      await post('127.0.0.3', `/matchmake/joinById/${code}`, {}),
      await post('127.0.0.3', `/matchmake/reconnect/${code}`, { reconnectionToken: 'bogus' }),
      await post('127.0.0.3', `/matchmake/reconnect/${missing}`, { reconnectionToken: 'bogus' }),
    ];
    for (const a of answers) expect({ status: a.status, body: a.body }).toEqual(NO_TABLE);

    // 20 misses from one address (5 of them above), then even the real code finds nothing there:
    // the try is counted before the table is looked up.
    for (let i = 0; i < 15; i++)
      expect((await post('127.0.0.3', `/matchmake/joinById/${missing}`, { name: 'Eve' })).status).toBe(404);
    const late = await post('127.0.0.3', `/matchmake/joinById/${code}`, { name: 'Eve' });
    expect([late.status, errorOf(late)]).toEqual([429, 'online/too-many-joins']);
    // Ways back with spent tokens count the same, from their own address.
    for (let i = 0; i < 20; i++)
      expect((await post('127.0.0.4', `/matchmake/reconnect/${code}`, { reconnectionToken: `x${i}` })).status).toBe(
        404,
      );
    expect((await post('127.0.0.4', `/matchmake/joinById/${code}`, { name: 'Eve' })).status).toBe(429);
    // Any other phone joins the real table at once; joins that find their table cost nothing.
    const ben = await new Bot(server.url, 'Ben', false, { from: '127.0.0.5' }).join(code);
    for (let i = 0; i < 25; i++)
      await new Bot(server.url, `W${i}`, false, { from: '127.0.0.5' }).join(code).then((w) => w.leave());
    expect((await ana.until((v) => v.seats.length === 2, 'Ben seated')).seats[1]!.name).toBe('Ben');
    await ben.leave();
    await ana.leave();
  }, 60_000);
});

describe('what one address may hold', () => {
  it('hosts at most 4 open tables at once, and another when one has closed', async () => {
    const from = '127.0.0.7';
    const hosts = [];
    for (let i = 0; i < 4; i++) hosts.push(await new Bot(server.url, `H${i}`, false, { from }).host());
    const fifth = await post(from, '/matchmake/create/choices', { name: 'H4' });
    expect([fifth.status, errorOf(fifth)]).toEqual([429, 'online/too-many-tables']);
    expect((await post('127.0.0.8', '/matchmake/create/choices', { name: 'Other' })).status).toBe(200);
    await hosts[0]!.leave(); // its table empties and closes
    await eventually(async () => {
      const b = new Bot(server.url, 'H5', false, { from });
      return b.host().then(
        (x) => (hosts.push(x), true),
        () => false,
      );
    }, 'a fifth table once one closed');
    for (const h of hosts.slice(1)) await h.leave();
  });

  it('holds at most 16 seat reservations not yet taken up; they lapse in seconds', async () => {
    const ana = await new Bot(server.url, 'Ana', false, { from: '127.0.0.2' }).host();
    const code = ana.room.roomId;
    const from = '127.0.0.9';
    const tries = await Promise.all(
      Array.from({ length: 17 }, (_, i) => post(from, `/matchmake/joinById/${code}`, { name: `R${i}` })),
    );
    expect(tries.filter((a) => a.status === 200).length).toBe(16);
    const refused = tries.find((a) => a.status !== 200)!;
    expect([refused.status, errorOf(refused)]).toEqual([429, 'online/too-many-joins']);
    expect((await post('127.0.0.10', `/matchmake/joinById/${code}`, { name: 'Zed' })).status).toBe(200);
    await eventually(
      async () => (await post(from, `/matchmake/joinById/${code}`, { name: 'Again' })).status === 200,
      'a reservation once the others lapsed',
    );
    await ana.leave();
  });

  it('closes a WebSocket that never confirms the table, gives its lobby seat back, and keeps only its newest messages', async () => {
    const ana = await new Bot(server.url, 'Ana', false, { from: '127.0.0.2' }).host();
    const code = ana.room.roomId;
    const seat = JSON.parse((await post('127.0.0.11', `/matchmake/joinById/${code}`, { name: 'Mute' })).body) as {
      processId: string;
      sessionId: string;
    };
    const mute = new WebSocket(`ws://127.0.0.1:${server.port}/${seat.processId}/${code}?sessionId=${seat.sessionId}`, {
      localAddress: '127.0.0.11',
    });
    const openedAt = await new Promise<number>((resolve) => mute.once('open', () => resolve(Date.now())));
    await ana.until((v) => v.seats.some((s) => s.name === 'Mute' && s.here), 'Mute seated');
    const closedAt = await new Promise<number>((resolve) => mute.once('close', () => resolve(Date.now())));
    expect(closedAt - openedAt).toBeLessThan(12_000);
    await ana.until((v) => v.seats.length === 1, 'the seat given back');

    // A phone that confirms late gets only the newest few of the views sent meanwhile.
    const slow = JSON.parse((await post('127.0.0.12', `/matchmake/joinById/${code}`, { name: 'Slow' })).body) as {
      processId: string;
      sessionId: string;
    };
    const late = new WebSocket(`ws://127.0.0.1:${server.port}/${slow.processId}/${code}?sessionId=${slow.sessionId}`, {
      localAddress: '127.0.0.12',
    });
    const frames: Buffer[] = [];
    late.on('message', (d: Buffer) => frames.push(d));
    await new Promise((resolve) => late.once('open', resolve));
    await ana.until((v) => v.seats.length === 2, 'Slow seated');
    // 12 changes at the table while Slow has not confirmed: 6 join, 6 leave.
    const guests = [];
    for (let i = 0; i < 6; i++)
      guests.push(await new Bot(server.url, `G${i}`, false, { from: '127.0.0.13' }).join(code));
    for (const g of guests) await g.leave();
    await ana.until((v) => v.seats.length === 2, 'guests gone');
    late.send(Buffer.from([10])); // JOIN_ROOM: the confirmation
    await new Promise((r) => setTimeout(r, 500));
    const views = frames.filter((f) => f[0] === 13).length; // ROOM_DATA
    expect(views).toBeGreaterThan(0);
    expect(views).toBeLessThanOrEqual(8);
    late.close();
    await ana.leave();
  }, 60_000);

  it('takes at most 64 connections from one address at once, and everyone else still gets in', async () => {
    const sockets: Socket[] = [];
    const closed: boolean[] = [];
    await Promise.all(
      Array.from(
        { length: 70 },
        (_, i) =>
          new Promise<void>((resolve) => {
            const s = connect({ host: '127.0.0.1', port: server.port, localAddress: '127.0.0.14' }, () => resolve());
            s.on('close', () => (closed[i] = true));
            s.on('error', () => resolve());
            sockets.push(s);
          }),
      ),
    );
    await eventually(async () => closed.filter(Boolean).length >= 6, '6 connections refused', 5000);
    expect(closed.filter(Boolean).length).toBe(6);
    const other = await fetch(`${server.url}/__healthcheck`);
    expect(other.status).toBe(200);
    for (const s of sockets) s.destroy();
  });

  it('cuts off a request whose body trickles in, within seconds', async () => {
    const started = Date.now();
    const status = await new Promise<string>((resolve) => {
      const s = connect({ host: '127.0.0.1', port: server.port, localAddress: '127.0.0.15' }, () => {
        s.write(
          `POST /matchmake/create/choices HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{`,
        );
        const drip = setInterval(() => s.writable && s.write(' '), 1000);
        let out = '';
        s.on('data', (d) => (out += d.toString()));
        s.on('close', () => (clearInterval(drip), resolve(out.split('\r\n')[0] ?? '')));
      });
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(status).toMatch(/^(HTTP\/1\.1 408|)/);
  }, 40_000);
});

describe('the way back to a seat', () => {
  it('never puts the token in a URL, gives a new token each time, and an old token moves nobody', async () => {
    const ana = await new Bot(server.url, 'Ana', false, { from: '127.0.0.20' }).host();
    const code = ana.room.roomId;
    let ben = await new Bot(server.url, 'Ben', false, { from: '127.0.0.21' }).join(code);
    const seat = (await ben.until((v) => v.me.seat !== null, 'Ben seated')).me.seat;
    const secret = (b: Bot) => b.room.reconnectionToken.split(':')[1]!;
    const tokens = [secret(ben)];

    // A blip: the connection breaks and the phone's own reconnection brings it back.
    ben.room.reconnection.minUptime = 0;
    const back = new Promise<void>((resolve) => ben.room.onReconnect(() => resolve()));
    (ben.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate();
    await back;
    tokens.push(secret(ben));
    // A reload: the page comes back with the token it kept.
    ben.drop();
    await ana.until((v) => v.seats[1]!.here === false, 'Ben away');
    ben = await new Bot(server.url, 'Ben', false, { from: '127.0.0.21' }).reconnect(`${code}:${tokens[1]}`);
    expect((await ben.until((v) => v.me.seat !== null)).me.seat).toBe(seat);
    tokens.push(secret(ben));

    expect(new Set(tokens).size).toBe(3);
    for (const t of tokens) expect(openedUrls.filter((u) => u.includes(t))).toEqual([]);

    // The old tokens and a used ticket move nobody: the phone on the seat stays and plays on.
    for (const t of tokens.slice(0, 2))
      expect(await post('127.0.0.22', `/matchmake/reconnect/${code}`, { reconnectionToken: t })).toEqual({
        ...NO_TABLE,
        server: undefined,
      });
    const used = openedUrls.filter((u) => u.includes(`/${code}?`) && u.includes('reconnectionToken=')).at(-1)!;
    const replay = new WebSocket(used, { localAddress: '127.0.0.22' });
    const refused = await new Promise<boolean>((resolve) => {
      replay.once('unexpected-response', () => resolve(true));
      replay.once('open', () => resolve(false));
      replay.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    const cy = await new Bot(server.url, 'Cy', false, { from: '127.0.0.23' }).join(code);
    expect((await ben.until((v) => v.seats.length === 3, 'Cy seen by Ben')).me.seat).toBe(seat);
    for (const b of [ana, ben, cy]) await b.leave();
  }, 60_000);
});
