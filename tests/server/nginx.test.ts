// deploy/nginx.conf in front of two server processes sharing a real Redis:
// phones that know only nginx's address host and join tables, each table's
// WebSocket goes through nginx to the process that holds it (its own path,
// PUBLIC_ADDRESS), a round is played on a table of each process, and a phone
// that drops comes back. Phones from addresses of their own show that nginx
// and the processes count each phone apart: one phone's flood, with or
// without a forged X-Real-IP, refuses nobody else, and no query string (a
// session, a ticket) reaches nginx's log.
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Bot } from './bot';
import { freePort } from './free-port';
import { startNginx } from './nginx';
import type { Nginx } from './nginx';
import { startRedis } from './redis-server';
import { playFirstRound } from './round';
import { serve } from './serve';
import type { Running } from './serve';

let redis: Awaited<ReturnType<typeof startRedis>>;
let processes: Running[] = [];
let nginx: Nginx;

beforeAll(async () => {
  redis = await startRedis();
  const ports: [number, number] = [await freePort(), await freePort()];
  nginx = await startNginx(ports);
  const env = {
    REDIS_URL: redis.url,
    TRUST_PROXY: '1',
    TABLESIDE_TEST_TIMINGS: 'authorMs=20000,readerMs=20000,revealMaxMs=20000,revealMinMs=0',
  };
  processes = await Promise.all(
    ports.map((port, i) => serve({ ...env, PORT: String(port), PUBLIC_ADDRESS: `127.0.0.1:${nginx.port}/p${i + 1}` })),
  );
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(processes.map((p) => p.stop()));
  await redis?.stop();
});

/** Which process's path of nginx's address the phone's WebSocket went through ('p1', 'p2'). */
function pathOf(bot: Bot): string {
  const url = new URL(bot.room.connection.url!);
  expect(url.host).toBe(`127.0.0.1:${nginx.port}`);
  return url.pathname.split('/')[1]!;
}

it('plays a round at a table of each process and brings a dropped phone back, every phone knowing only nginx', async () => {
  // The server puts a new table on the process with fewer tables: hosts until both have one.
  const hosts = new Map<string, Bot>();
  const extra: Bot[] = [];
  for (let i = 0; hosts.size < 2; i++) {
    if (i === 6) throw new Error(`six tables, all on ${[...hosts.keys()].join(', ')}`);
    const host = await new Bot(nginx.url, `Host ${i}`).host();
    const path = pathOf(host);
    if (hosts.has(path)) extra.push(host);
    else hosts.set(path, host);
  }
  expect([...hosts.keys()].sort()).toEqual(['p1', 'p2']);

  const tables = await Promise.all(
    [...hosts.values()].map(async (host) => {
      const code = host.room.roomId;
      const bots = [host, await new Bot(nginx.url, 'Ben').join(code), await new Bot(nginx.url, 'Cy').join(code)];
      // The guests' seats were reserved through any process; their WebSockets reach the table's own.
      for (const b of bots) expect(pathOf(b)).toBe(pathOf(host));
      await host.until((v) => v.seats.length === 3, 'three seats');
      return { bots, ...(await playFirstRound(bots)) };
    }),
  );
  for (const { reveal, author } of tables) {
    expect(reveal.reveal!.readers.map((x) => x.award)).toEqual([400, 400]);
    expect(reveal.reveal!.authorAward).toBe(400); // C6: the median of 400 and 400
    expect(reveal.totals[author.seat!]).toBe(400);
  }
  // A phone that drops comes back through nginx: any process answers its reconnect, its WebSocket reaches the table's.
  for (const { bots } of tables) {
    const [host, , gone] = bots as [Bot, Bot, Bot];
    const token = gone.room.reconnectionToken;
    const seat = gone.seat!;
    gone.drop();
    await host.until((v) => v.seats[seat]!.here === false, 'away');
    const back = await new Bot(nginx.url, gone.name).reconnect(token);
    expect(pathOf(back)).toBe(pathOf(host));
    expect((await back.until((v) => v.phase === 'reveal', 'the reveal again')).me.seat).toBe(seat);
    bots[2] = back;
  }
  for (const b of [...tables.flatMap((t) => t.bots), ...extra]) await b.leave();
}, 120_000);

it("passes on every header of the app's own responses", async () => {
  const direct = await fetch(processes[0]!.url + '/');
  const through = await fetch(nginx.url + '/');
  expect(through.status).toBe(200);
  expect(await through.text()).toBe(await direct.text());
  // Hop-by-hop and per-response headers are each server's own; everything else must arrive unchanged.
  const own = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'server']);
  const sent = [...direct.headers].filter(([k]) => !own.has(k));
  expect(sent.map(([k]) => k)).toContain('x-content-type-options');
  for (const [name, value] of sent) expect([name, through.headers.get(name)]).toEqual([name, value]);
});

it('refuses a matchmaking request over 4 KB before it reaches a process', async () => {
  const res = await fetch(`${nginx.url}/matchmake/create/choices`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'x'.repeat(5000) }),
  });
  expect(res.status).toBe(413);
  expect(res.headers.get('server')).toBe('nginx'); // nginx answered: no process read the body
});

/** A matchmaking request from `from` with these headers. */
function post(base: string, from: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  return new Promise<{ status: number; server: string | undefined }>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, server: res.headers.server }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

it("lets one phone's flood, with a forged X-Real-IP, refuse nobody else, and logs no query string", async () => {
  const ana = await new Bot(nginx.url, 'Ana', false, { from: '127.0.0.60' }).host();
  const code = ana.room.roomId;
  const victim = '127.0.0.61';
  const forged = { 'X-Real-IP': victim, 'X-Forwarded-For': victim };
  // A phone guesses codes as fast as it can, naming the victim's address in its headers: nginx limits it by
  // its own address (429 from nginx itself) and the processes count its misses against that address too.
  const flood = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      post(nginx.url, '127.0.0.62', `/matchmake/joinById/GUESS${String(i).padStart(2, 'A')}`, { name: 'Eve' }, forged),
    ),
  );
  expect(flood.filter((a) => a.status === 429 && a.server === 'nginx').length).toBeGreaterThan(30);
  expect(flood.filter((a) => a.status === 404).length).toBeGreaterThan(0);
  // The same from a phone that reaches a process without nginx: there X-Real-IP is not believed.
  for (let i = 0; i < 25; i++)
    await post(processes[0]!.url, '127.0.0.63', `/matchmake/joinById/AAAAAA`, { name: 'Eve' }, forged);
  // The victim, and anyone else, joins and hosts through nginx as if nothing happened.
  const ida = await new Bot(nginx.url, 'Ida', false, { from: victim }).join(code);
  expect((await ida.until((v) => v.seats.length === 2, 'Ida seated')).me.seat).toBe(1);
  const other = await new Bot(nginx.url, 'Other', false, { from: '127.0.0.64' }).host();
  // A dropped phone comes back through nginx with its ticket.
  const token = ida.room.reconnectionToken;
  ida.drop();
  await ana.until((v) => v.seats[1]!.here === false, 'Ida away');
  const back = await new Bot(nginx.url, 'Ida', false, { from: victim }).reconnect(token);
  expect((await back.until((v) => v.seats[1]!.here)).me.seat).toBe(1);

  // nginx logged every request without its query string: no session, no ticket, no token.
  const log = nginx.accessLog();
  expect(log).toContain(`/matchmake/reconnect/${code}`);
  expect(log).toMatch(/"GET \/p[12]\/[^ ]+\/[A-Z]{6} HTTP\/1\.1" 101/);
  expect(log).not.toMatch(/\?|sessionId|reconnectionToken|_from/);
  expect(log).not.toContain(token.split(':')[1]);
  for (const b of [ana, back, other]) await b.leave();
}, 60_000);
