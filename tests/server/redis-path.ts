import { accessSync, constants } from 'node:fs';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Why the Redis test cannot run (it fails, never skips), or null. */
export function redisMissing(): string | null {
  try {
    accessSync(REDIS_SERVER, constants.X_OK);
    return null;
  } catch {
    return `redis-server not found at ${REDIS_SERVER}: install it with \`apt-get install -y redis-server\` (Debian) or set REDIS_SERVER_PATH`;
  }
}
