// Starts the built game server (build/server/main.js) as a child process on a
// free port and stops it. Each test file starts its own, so files never share state.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stop } from './child';
import { ROOT, SERVER_JS } from './paths';

export interface Running {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** An empty app folder, for tests that only need the rooms. */
function emptyDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tableside-dist-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Tableside</title>');
  return dir;
}

/** Starts a server on port 0 (the system picks a free one) and waits until it says where it listens. */
export function serve(env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DIST: env.DIST ?? emptyDist(), ...env },
    // With an IPC channel, as the e2e tests start it (their test clock, see server/main.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /listening on [^\s]+:(\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      const port = Number(m[1]);
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        process: child,
        output: () => out,
        stop: () => stop(child),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
}
