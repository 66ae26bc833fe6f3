// Where the test tools are: shared by need.mjs (first step of `npm test`) and
// e2e.mjs, and the e2e tests (tests/e2e/chromium.ts) through executables.d.mts.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** $CHROMIUM_PATH, else /usr/bin/chromium, else `chromium` / `chromium-browser` on PATH; null when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of ['chromium', 'chromium-browser']) {
      if (dir && isExecutable(join(dir, name))) return join(dir, name);
    }
  }
  return null;
}

/** The switches every headless Chromium of the tests and benchmarks runs with. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
