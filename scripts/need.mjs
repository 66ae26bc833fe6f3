#!/usr/bin/env node
// First step of `npm test`: the tests need Chromium (e2e), redis-server (the
// scale-out tests), nginx (the load balancer test), poppler-utils (the printed PDFs) and a CJK font. Missing ones
// are installed with apt when running as root (and it says so); otherwise it prints the exact command and stops.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, isExecutable } from './executables.mjs';

const missing = [];
if (!findChromium()) missing.push('chromium');
if (!isExecutable(process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server')) missing.push('redis-server');
if (!isExecutable(process.env.NGINX_PATH ?? '/usr/sbin/nginx')) missing.push('nginx');
// The print e2e test reads the PDFs Chromium writes (pages, paper size, words) with pdfinfo and pdftotext.
if (!isExecutable('/usr/bin/pdftotext') || !isExecutable('/usr/bin/pdfinfo')) missing.push('poppler-utils');
// Japanese screens are looked at in Chromium: without a CJK font they draw boxes.
if (!existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) missing.push('fonts-noto-cjk');
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
if (process.getuid?.() !== 0) {
  console.error(`The tests need ${missing.join(', ')}. Install as root:\n  ${command}`);
  process.exit(1);
}
console.log(`test: installing ${missing.join(', ')} with apt (${command})`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', ...missing]]) {
  const r = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (r.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed; run as root: ${command}`);
    process.exit(1);
  }
}
