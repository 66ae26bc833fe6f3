import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { untilReady, stop } from './child';
import { freePort } from './free-port';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Why the Redis tests cannot run (they fail, never skip), or null. */
function redisMissing(): string | null {
  try {
    accessSync(REDIS_SERVER, constants.X_OK);
    return null;
  } catch {
    return `redis-server not found at ${REDIS_SERVER}: install it with \`apt-get install -y redis-server\` (Debian) or set REDIS_SERVER_PATH`;
  }
}

/** A throwaway redis-server on a free loopback port, nothing written to disk. */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const missing = redisMissing();
  if (missing) throw new Error(missing);
  const port = await freePort();
  const redis = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await untilReady(redis, 'redis-server', /Ready to accept connections/);
  return { url: `redis://127.0.0.1:${port}`, stop: () => stop(redis) };
}
