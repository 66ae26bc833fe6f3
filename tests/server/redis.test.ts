// Scale-out: two server processes share one real Redis (REDIS_URL). A table is
// hosted through one process and joined through the other, and a round is played.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Bot, pattern } from './bot';
import { serve } from './serve';
import type { Running } from './serve';
import { REDIS_SERVER, redisMissing } from './redis-path';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

let redis: ChildProcess;
let one: Running;
let two: Running;

beforeAll(async () => {
  const missing = redisMissing();
  if (missing) throw new Error(missing);
  const port = await freePort();
  redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 20_000);
    redis.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (!/Ready to accept connections/.test(out)) return;
      clearTimeout(timer);
      resolve();
    });
    redis.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${out}`));
    });
  });
  const env = { REDIS_URL: `redis://127.0.0.1:${port}`, TABLESIDE_TEST_TIMINGS: 'authorMs=20000,readerMs=20000,revealMaxMs=20000,revealMinMs=0' };
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
  redis?.kill('SIGTERM');
});

it('seats a player through one process in a room that the other process holds, and plays a round', async () => {
  const host = await new Bot(one.url, 'Ana').host();
  const code = host.room.roomId;
  const ben = await new Bot(two.url, 'Ben').join(code);
  const cy = await new Bot(two.url, 'Cy').join(code);
  await host.until((v) => v.seats.length === 3, 'three seats');
  // Whichever process holds the room, players were seated in it through the other one.
  expect(ben.view!.code).toBe(code);
  host.send({ t: 'start' });
  const bots = [host, ben, cy];
  // Every phone has its seat once its own view of the start has come (they arrive in any order).
  const [v] = await Promise.all(bots.map((b) => b.until((x) => x.phase === 'author', 'start')));
  const author = bots.find((b) => b.seat === v.order[0])!;
  author.send({ t: 'sort', pattern: pattern('1'), anchor: '1' });
  await ben.until((x) => x.phase === 'readers', 'readers');
  for (const b of bots) if (b !== author) b.send({ t: 'predict', pattern: pattern('1') });
  const r = await cy.until((x) => x.phase === 'reveal', 'reveal');
  expect(r.reveal!.readers.map((x) => x.award)).toEqual([400, 400]);
  expect(r.reveal!.authorAward).toBe(400); // C6: the median of 400 and 400
  expect(r.totals[author.seat!]).toBe(400);
  for (const b of bots) await b.leave();
}, 90_000);
