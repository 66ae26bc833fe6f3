// The built server facing a hostile phone on the same network, with a table
// playing beside it: requests that used to end the process, a seat taken by
// typing a name, a lobby locked by reservations, tables joined without their
// code, huge bodies, names made of invisible characters, foreign origins, a
// flood and malformed WebSocket frames. Each is refused with a clear answer,
// and the table plays on to the right scores.
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Bot, pattern } from './bot';
import { serve } from './serve';
import type { Running } from './serve';

let server: Running;

beforeAll(async () => {
  server = await serve({ TABLESIDE_TEST_TIMINGS: 'authorMs=20000,readerMs=20000,revealMaxMs=60000,revealMinMs=0' });
});
afterAll(() => server?.stop());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One raw HTTP request with exactly these headers (node's client would fix a bad Host). */
/** `length: false` sends the lines as they are (an upgrade, or a Content-Length of its own). */
function raw(lines: string[], body = '', length = true): Promise<Answer> {
  const text = [
    ...lines,
    ...(length ? [`Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'] : []),
    '',
    body,
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(text.join('\r\n')));
    setTimeout(() => socket.end(), 2000);
    let out = '';
    socket.on('data', (d) => (out += d.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = out.split('\r\n\r\n');
      const [status = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of headerLines)
        headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
      resolve({ status: Number(status.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers },
      },
      (res) => {
        let out = '';
        res.on('data', (d) => (out += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: out }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const alive = async () => (await raw(['GET /__healthcheck HTTP/1.1', `Host: 127.0.0.1:${server.port}`])).status;

/** A table of four playing round 1 in the background of the hostile requests; returns the bots and the code. */
async function table() {
  const url = server.url;
  const ana = await new Bot(url, 'Ana').host();
  const code = ana.room.roomId;
  const others = [
    await new Bot(url, 'Ben').join(code),
    await new Bot(url, 'Cy').join(code),
    await new Bot(url, 'Ida').join(code),
  ];
  const players = [ana, ...others];
  await ana.until((v) => v.seats.length === 4, '4 seats');
  ana.send({ t: 'start' });
  const v = await ana.until((x) => x.phase === 'author', 'start');
  return { code, players, v };
}

describe('a hostile phone on the same network', () => {
  it('is refused at every door, and the table beside it plays on to the right scores', async () => {
    const { code, players, v } = await table();
    const bySeat = (seat: number) => players.find((p) => p.seat === seat)!;
    const author = bySeat(v.order[0]!);
    const readers = players.filter((p) => p !== author);

    // 1. Requests that made Colyseus build a URL outside its error handling: 400, and the process lives.
    const host = `Host: 127.0.0.1:${server.port}`;
    expect(
      (
        await raw(
          [`POST /matchmake/joinById/${code} HTTP/1.1`, 'Host: a b', 'Content-Type: application/json'],
          '{"name":"X"}',
        )
      ).status,
    ).toBe(400);
    expect((await raw(['GET /__healthcheck HTTP/1.1', 'Host: a b'])).status).toBe(400);
    const proto = await raw(
      [`POST /matchmake/joinById/${code} HTTP/1.1`, host, 'X-Forwarded-Proto: a b', 'Content-Type: application/json'],
      '{"name":"X"}',
    );
    expect(proto.status).toBe(400);
    expect(JSON.parse(proto.body)).toEqual({ code: 400, error: 'request/bad-forwarded-proto' });
    const upgrade = await raw(
      [
        'GET *< HTTP/1.1',
        host,
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
      ],
      '',
      false,
    );
    expect(upgrade.status).toBe(400);
    expect(await alive()).toBe(200);

    // 4. Only creating, joining by code and reconnecting: join and joinOrCreate would seat a phone without the code.
    for (const method of ['join', 'joinOrCreate'])
      expect((await post(`/matchmake/${method}/choices`, { name: 'Eve' })).status).toBe(404);
    expect((await raw(['GET /matchmake/ HTTP/1.1', host])).status).toBe(405);

    // 5. A body over 4 KB is refused before it is read: 413.
    const big = await raw(
      [
        `POST /matchmake/joinById/${code} HTTP/1.1`,
        host,
        'Content-Type: application/json',
        `Content-Length: ${4 * 1024 * 1024}`,
      ],
      `{"name":"Eve","pad":"${'x'.repeat(8000)}`,
      false,
    );
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body).error).toBe('request/too-large');

    // 6. A name of invisible characters only is refused before a seat is reserved, with the answer a missing
    // table gets (a phone checks the name first); "Ana" plus a zero-width space is Ana.
    const blank = await post(`/matchmake/joinById/${code}`, { name: '\u200B\u200C\u2066' });
    expect([blank.status, JSON.parse(blank.body).error]).toEqual([404, 'online/no-table']);

    // 7. Every response carries the headers; CORS answers only the app's own origin, never with credentials.
    const foreign = await post(`/matchmake/joinById/${code}`, { name: 'Eve' }, { Origin: 'http://evil.example' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
    const page = await raw(['GET / HTTP/1.1', host]);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const own = await raw([
      `OPTIONS /matchmake/joinById/${code} HTTP/1.1`,
      host,
      `Origin: http://127.0.0.1:${server.port}`,
    ]);
    expect(own.headers['access-control-allow-origin']).toBe(`http://127.0.0.1:${server.port}`);

    // 2. A seat is never taken by typing a name: a reader's phone drops; a phone calling itself by that name
    // (other case, a zero-width space) only watches and asks.
    const ida = readers.find((p) => p.seat !== v.screen)!;
    const token = ida.room.reconnectionToken;
    ida.drop();
    await author.until((x) => x.seats[ida.seat!]!.here === false, 'Ida away');
    const thief = await new Bot(server.url, `${ida.name.toLowerCase()}\u200B`).join(code);
    const watched = await thief.until((x) => x.asking === ida.seat, 'the ask');
    expect(watched.me.seat).toBeNull();
    expect(watched.mine).toBeNull();
    // The watcher is not told who is away beyond the table screen (the author's turn shows nobody away).
    expect(watched.seats.every((s) => s.here)).toBe(true);
    const screen = bySeat(v.screen!);
    const asked = await screen.until((x) => x.asks.some((a) => a.seat === ida.seat), 'the table sees the ask');
    thief.send({ t: 'approve', ask: asked.asks[0]!.id });
    expect(await thief.refusal()).toBe('online/watching');
    // Ida's own phone comes back with its token, on this device: the seat is hers again and the ask is gone.
    const back = await new Bot(server.url, ida.name).reconnect(token);
    expect((await back.until((x) => x.phase === 'author')).me.seat).toBe(ida.seat);
    await screen.until((x) => x.asks.length === 0, 'ask dropped');
    players[players.indexOf(ida)] = back;

    // 3. Reservations that never open a WebSocket neither fill nor lock the table: a few seconds each, a few per address.
    const flood = await Promise.all(
      Array.from({ length: 31 }, (_, i) => post(`/matchmake/joinById/${code}`, { name: `R${i}` })),
    );
    expect(flood.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    const tooMany = flood.filter((a) => a.status === 429);
    expect(tooMany.length).toBeGreaterThan(0);
    expect(JSON.parse(tooMany[0]!.body).error).toBe('online/too-many-joins');

    // A flood of messages and malformed frames from the watcher's socket: refused once in words, then dropped; the room answers.
    for (let i = 0; i < 100; i++) thief.raw('place', { id: '9', zone: 'x' });
    await thief.until(() => thief.refusals.some((r) => r.code === 'online/too-fast'), 'rate limit');
    const socket = (thief.room.connection.transport as unknown as { ws: { send(d: unknown): void } }).ws;
    socket.send(new Uint8Array([13, 0xff, 0xc1, 0x00, 0x99]));
    socket.send(new Uint8Array([13, 0xa5, 0x70, 0x6c, 0x61, 0x63, 0x65, 0xc1]));
    socket.send('not msgpack at all');
    socket.send(new Uint8Array([250, 1, 2, 3]));
    const stranger = new WebSocket(`ws://127.0.0.1:${server.port}/x/${code}?sessionId=nobody`);
    await new Promise<void>((resolve) => {
      stranger.on('open', () => stranger.send(Buffer.from([13, 0xff])));
      stranger.on('close', () => resolve());
      stranger.on('error', () => resolve());
      setTimeout(resolve, 3000);
    });
    stranger.terminate();
    expect(await alive()).toBe(200);

    // The round plays on: the author locks, Ben-or-whoever reads it all (C5: 400), the rest read nothing in common (0);
    // the author gets the median of 400, 0, 0: 0 (C6).
    const [r1, r2, r3] = readers.map((p) => (p === ida ? back : p)) as [Bot, Bot, Bot];
    author.send({ t: 'sort', pattern: pattern('2'), anchor: '2' });
    await r1.until((x) => x.phase === 'readers', 'readers');
    r1.send({ t: 'predict', pattern: pattern('2') });
    r2.send({ t: 'predict', pattern: pattern('2', 2) });
    r3.send({ t: 'predict', pattern: pattern('2', 3) });
    const reveal = await author.until((x) => x.phase === 'reveal', 'reveal');
    const expected = [0, 0, 0, 0];
    expected[r1.seat!] = 400;
    expect(reveal.totals).toEqual(expected);
    expect(reveal.reveal!.authorAward).toBe(0);

    // A friend who really joins later sits down: no reservation became a seat, and the table was never locked.
    await new Promise((r) => setTimeout(r, 10_500));
    const friend = await new Bot(server.url, 'Zoe').join(code);
    const seen = await friend.until((x) => x.phase === 'reveal', 'the friend sees the table');
    expect(seen.seats.map((s) => s.name)).toEqual(reveal.seats.map((s) => s.name));
    expect(seen.me.seat).toBeNull(); // the game is running: a late friend watches
    for (const p of [...players, thief, friend]) await p.leave();
    expect(server.process.exitCode).toBeNull();
  }, 120_000);
});
