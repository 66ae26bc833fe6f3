// Which Chromium the e2e tests drive (Debian's, never a downloaded one) and with which switches (scripts' own).
import { env } from 'node:process';
import { findChromium as lookUp } from '../../scripts/executables.mjs';

export { CHROMIUM_ARGS } from '../../scripts/executables.mjs';

const CHROMIUM_MISSING =
  'Chromium not found: install it with `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH';

/**
 * Path of the Chromium executable: $CHROMIUM_PATH, else /usr/bin/chromium, else `chromium` / `chromium-browser` on
 * PATH. Throws (the run must fail, not skip) when there is none.
 */
export function findChromium(): string {
  const found = lookUp();
  if (found) return found;
  const set = env.CHROMIUM_PATH;
  throw new Error(set ? `${CHROMIUM_MISSING} (CHROMIUM_PATH=${set} is not an executable file)` : CHROMIUM_MISSING);
}
