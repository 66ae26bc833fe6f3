#!/usr/bin/env node
// Runs the npm scripts named on the command line at the same time, e.g.
// `node scripts/together.mjs lint typecheck`: the checkers are single-threaded,
// so on two cores two of them finish in about the time of one. Each script's
// output is printed whole when it ends (never interleaved), with its time; the
// exit code is 1 if any of them failed, and every one of them runs to its end.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/together.mjs SCRIPT...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const end = (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'ok' : `FAILED (exit ${code})`;
      process.stdout.write(`${out}${out && !out.endsWith('\n') ? '\n' : ''}${name}: ${verdict} in ${seconds} s\n`);
      resolve(code === 0);
    };
    child.on('error', (err) => {
      out += `${err.message}\n`;
      end(1);
    });
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
