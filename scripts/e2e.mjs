#!/usr/bin/env node
// `npm run test:e2e`: checks that Chromium is there (fails loudly if not,
// never skips), then runs the e2e suite with `playwright test` and passes its
// exit code through. Extra arguments go to Playwright, e.g.
// `npm run test:e2e -- tests/e2e/relay.e2e.ts` or `npm run test:e2e -- -g offline`.
import { dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findChromium } from './executables.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MISSING = 'Chromium not found: install it with `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH';

const chromium = findChromium();
if (!chromium) {
  console.error(`e2e: ${MISSING}`);
  if (process.env.CHROMIUM_PATH)
    console.error(`e2e: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file`);
  process.exit(1);
}
console.log(`e2e: using ${chromium}`);

const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
