// The Tableside game server: the built app and the Pattern of Choices rooms on
// one port. `npm start` builds both and runs this on port 4173, all interfaces.
//
// Environment:
//   PORT (4173), HOST (0.0.0.0), DIST (dist/ beside the package)
//   REDIS_URL            share matchmaking and presence through Redis (several processes)
//   PUBLIC_ADDRESS       this process's address as phones reach it behind a load balancer
//   TRUST_PROXY=1        a proxy on this machine (deploy/nginx.conf) sets X-Real-IP to the phone's address; it is believed only
//                        from a connection of 127.0.0.1 or ::1 (the proxy), so run the processes with HOST=127.0.0.1 behind it. Otherwise address headers are ignored
//   TABLESIDE_TEST_CODE_LETTERS  test-only: draw table codes from these letters (a small code space, to show codes never collide)
//   TABLESIDE_TEST_TIMINGS  test-only: shorter deadlines, e.g. "authorMs=8000,readerMs=9000,revealMaxMs=3000,revealMinMs=500";
//                        with it, a parent process that started this one with an IPC channel (the e2e tests) may send
//                        'deadline' to run every table's current deadline out at once. No phone can reach that channel.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { networkInterfaces } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { LocalDriver, LocalPresence, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ROOM_NAME } from '../src/rules/choices/wire';
import { ChoicesRoom } from './room';
import { guard } from './guard';
import { spreadHeartbeat } from './heartbeat';
import { serveDist } from './static';
import { readTimings } from './timings';
import { codeSpace } from './tables';

// @colyseus/core 0.18 checks `WebSocket.OPEN` on a reconnect; Node 20 has no global WebSocket (Node 22 does).
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const env = process.env;
const port = Number(env.PORT ?? 4173);
const host = env.HOST ?? '0.0.0.0';
const dist = resolve(env.DIST ?? join(dirname(fileURLToPath(import.meta.url)), '../../dist'));

if (env.TABLESIDE_TEST_CODE_LETTERS) codeSpace.letters = env.TABLESIDE_TEST_CODE_LETTERS;
ChoicesRoom.settings = { timings: readTimings(env.TABLESIDE_TEST_TIMINGS), holdSeconds: { lobby: 60, game: 30 * 60 } };
if (env.TABLESIDE_TEST_TIMINGS && process.send)
  process.on('message', (m) => {
    if (m === 'deadline') for (const room of ChoicesRoom.open) room.jumpToDeadline();
  });

async function scaleOut(url: string | undefined) {
  if (!url) return { presence: new LocalPresence(), driver: new LocalDriver() };
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([
    import('@colyseus/redis-presence'),
    import('@colyseus/redis-driver'),
  ]);
  return { presence: new RedisPresence(url), driver: new RedisDriver(url) };
}

/** Colyseus's WebSocket transport, its sockets listed for our own heartbeat (its one-loop heartbeat is off). */
class Transport extends WebSocketTransport {
  sockets = () => this.wss.clients;
  webSockets = () => this.wss;
}

// A request (headers and body) must arrive whole within 10 s: a slow body holds no socket for minutes.
const http = createServer({ requestTimeout: 10_000, headersTimeout: 5_000, connectionsCheckingInterval: 1_000 });
const { presence, driver } = await scaleOut(env.REDIS_URL);
const transport = new Transport({ server: http, maxPayload: 4 * 1024, pingInterval: 0 });
http.on('close', spreadHeartbeat(transport.sockets));
const gameServer = new Server({
  transport,
  presence,
  driver,
  greet: false,
  ...(env.PUBLIC_ADDRESS ? { publicAddress: env.PUBLIC_ADDRESS } : {}),
  express: (app) => {
    const files = serveDist(dist);
    app.use((req: IncomingMessage, res: ServerResponse) => files(req, res));
  },
});
gameServer.define(ROOM_NAME, ChoicesRoom);
await gameServer.listen(port, host);
// Colyseus has attached its request and upgrade listeners: the checks go in front of them.
guard(http, { trustProxy: env.TRUST_PROXY === '1', wss: transport.webSockets() });
if (env.TRUST_PROXY === '1' && !/^(127\.|::1$|localhost$)/.test(host))
  console.warn(
    `TRUST_PROXY=1 with HOST=${host}: phones may reach this process without the proxy; X-Real-IP is believed only from connections of 127.0.0.1 (the proxy). Set HOST=127.0.0.1.`,
  );
// A promise nobody awaited must not end every table (Node's default for an unhandled rejection is to exit).
process.on('unhandledRejection', (err) => console.error('unhandled rejection', err));
const bound = http.address();
const actual = typeof bound === 'object' && bound ? bound.port : port;

const lan = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a && a.family === 'IPv4' && !a.internal)
  .map((a) => `http://${a!.address}:${actual}/`);
console.log(`Tableside is serving ${dist}`);
console.log(`  on this computer: http://localhost:${actual}/`);
if (host === '0.0.0.0') for (const url of lan) console.log(`  on phones on the same Wi-Fi: ${url}`);
if (host === '0.0.0.0' && lan.length === 0)
  console.log('  (no network address found: phones need this computer on the same Wi-Fi)');
if (env.REDIS_URL) console.log(`  sharing tables through Redis at ${env.REDIS_URL.replace(/\/\/[^@]*@/, '//***@')}`);
console.log(`listening on ${host}:${actual}`);
