// Runs nginx with the checked-in deploy/nginx.conf as a test's own process:
// the config is rendered with only its ports and file paths replaced.
import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stop } from './child';
import { freePort } from './free-port';
import { ROOT } from './paths';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const CONFIG = join(ROOT, 'deploy/nginx.conf');

/** Why the nginx test cannot run (it fails, never skips), or null. */
function nginxMissing(): string | null {
  try {
    accessSync(NGINX, constants.X_OK);
    return null;
  } catch {
    return `nginx not found at ${NGINX}: install it with \`apt-get install -y nginx\` (Debian) or set NGINX_PATH`;
  }
}

function replace(text: string, from: string | RegExp, to: string): string {
  const out = text.replaceAll(from, to);
  if (out === text)
    throw new Error(`deploy/nginx.conf no longer contains ${String(from)}: update tests/server/nginx.ts`);
  return out;
}

/** deploy/nginx.conf listening on `port`, its two processes at `processes`, its logs and temp files in `dir`. */
function renderConfig(port: number, processes: [number, number], dir: string): string {
  let conf = readFileSync(CONFIG, 'utf8');
  conf = replace(conf, /listen 80;/g, `listen 127.0.0.1:${port};`);
  conf = replace(conf, /127\.0\.0\.1:4174\b/g, `127.0.0.1:${processes[0]}`);
  conf = replace(conf, /127\.0\.0\.1:4175\b/g, `127.0.0.1:${processes[1]}`);
  conf = replace(conf, /\/var\/log\/nginx\//g, `${dir}/`);
  return replace(conf, /\/var\/lib\/nginx\//g, `${dir}/`);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export interface Nginx {
  url: string;
  port: number;
  /** What nginx wrote to its access log so far. */
  accessLog(): string;
  stop(): Promise<void>;
}

/** nginx in front of the two server processes listening on `processes`. */
export async function startNginx(processes: [number, number]): Promise<Nginx> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(tmpdir(), 'tableside-nginx-'));
  chmodSync(dir, 0o755); // run as root, nginx's workers are another user and write their temp files here
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), renderConfig(port, processes, dir));
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited: number | null | undefined;
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  child.once('exit', (code) => (exited = code));
  // nginx prints nothing when it starts well: it is up once its port takes a connection (not a
  // request: one before the processes listen would mark them failed for a while).
  for (const until = Date.now() + 20_000; ;) {
    if (await listening(port)) break;
    if (exited !== undefined) throw new Error(`nginx exited with ${exited}:\n${output}`);
    if (Date.now() > until) throw new Error(`nginx did not answer on ${port} within 20 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    accessLog: () => readFileSync(join(dir, 'tableside-access.log'), 'utf8'),
    stop: () => stop(child).then(() => rmSync(dir, { recursive: true, force: true })),
  };
}
