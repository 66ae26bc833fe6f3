// The real game server (server/, built for Node) serving the e2e run's
// production build, on a free port of 127.0.0.1, for the online e2e tests.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { execPath } from 'node:process';
import { build } from 'vite';
import { distDir, ROOT } from './serve.ts';

export interface GameServer {
  /** e.g. http://127.0.0.1:41731 */
  base: string;
  /** Every table's current deadline runs out now, as if its time had passed (the server's test clock). */
  runOutTheClock(): void;
  stop(): void;
}

/** Builds the server into build/<dir> and starts it with the test-only `timings` (TABLESIDE_TEST_TIMINGS). */
export async function startGameServer(dir: string, timings: string): Promise<GameServer> {
  const outDir = `${ROOT}build/${dir}`;
  await build({ root: ROOT, configFile: `${ROOT}vite.server.config.ts`, logLevel: 'warn', build: { outDir } });
  const server: ChildProcess = spawn(execPath, [`${outDir}/main.js`], {
    cwd: ROOT,
    env: { PATH: '', PORT: '0', HOST: '127.0.0.1', DIST: distDir(), TABLESIDE_TEST_TIMINGS: timings },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (d) => {
      out += d.toString();
      const m = /listening on [^\s]+:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    server.stderr!.on('data', (d) => (out += d.toString()));
    server.once('exit', (code) => reject(new Error(`game server exited with ${code}:\n${out}`)));
  });
  return { base, runOutTheClock: () => server.send('deadline'), stop: () => server.kill('SIGTERM') };
}
