// Scale-out: two server processes share one real Redis (REDIS_URL). A table is
// hosted through one process and joined through the other, and a round is
// played; and codes drawn from a tiny space (two letters: 64 codes) by both
// processes at once never go to two tables.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Bot } from './bot';
import { freePort } from './free-port';
import { startRedis } from './redis-server';
import { playFirstRound } from './round';
import { serve } from './serve';
import type { Running } from './serve';

let redis: Awaited<ReturnType<typeof startRedis>>;
let one: Running;
let two: Running;

beforeAll(async () => {
  redis = await startRedis();
  const env = {
    REDIS_URL: redis.url,
    TABLESIDE_TEST_CODE_LETTERS: 'AC',
    TABLESIDE_TEST_TIMINGS: 'authorMs=20000,readerMs=20000,revealMaxMs=20000,revealMinMs=0',
  };
  // Each process says where phones reach it (PUBLIC_ADDRESS): a seat reserved through one process
  // in a room of the other sends the phone's WebSocket to the room's own process.
  const [p1, p2] = [await freePort(), await freePort()];
  [one, two] = await Promise.all([
    serve({ ...env, PORT: String(p1), PUBLIC_ADDRESS: `127.0.0.1:${p1}` }),
    serve({ ...env, PORT: String(p2), PUBLIC_ADDRESS: `127.0.0.1:${p2}` }),
  ]);
});

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await redis?.stop();
});

it('seats a player through one process in a room that the other process holds, and plays a round', async () => {
  const host = await new Bot(one.url, 'Ana').host();
  const code = host.room.roomId;
  const ben = await new Bot(two.url, 'Ben').join(code);
  const cy = await new Bot(two.url, 'Cy').join(code);
  await host.until((v) => v.seats.length === 3, 'three seats');
  // Whichever process holds the room, players were seated in it through the other one.
  expect(ben.view!.code).toBe(code);
  const bots = [host, ben, cy];
  const { reveal: r, author } = await playFirstRound(bots);
  expect(r.reveal!.readers.map((x) => x.award)).toEqual([400, 400]);
  expect(r.reveal!.authorAward).toBe(400); // C6: the median of 400 and 400
  expect(r.totals[author.seat!]).toBe(400);
  for (const b of bots) await b.leave();
}, 90_000);

it('gives every table its own code when both processes draw from 64 codes at once (an atomic claim in Redis)', async () => {
  // 48 hosts at once, half through each process, each phone from its own address; the processes create
  // the tables between them (each table where there are fewer), so both draw codes from Redis together.
  const hosts = await Promise.all(
    Array.from({ length: 48 }, (_, i) =>
      new Bot(i % 2 ? one.url : two.url, `Host ${i}`, false, { from: `127.0.1.${i + 1}` }).host(),
    ),
  );
  const codes = hosts.map((h) => h.room.roomId);
  for (const c of codes) expect(c).toMatch(/^[AC]{6}$/);
  expect(new Set(codes).size).toBe(48);
  // Each code leads to its own table: a guest joining by code sits at the table of the host who has it.
  const guests = await Promise.all(
    hosts
      .slice(0, 8)
      .map((h, i) => new Bot(two.url, `Guest ${i}`, false, { from: `127.0.2.${i + 1}` }).join(h.room.roomId)),
  );
  for (const [i, h] of hosts.slice(0, 8).entries())
    expect((await guests[i]!.until((v) => v.seats.length === 2, 'the guest seated')).seats[0]!.name).toBe(h.name);
  for (const b of [...guests, ...hosts]) await b.leave();
}, 90_000);
