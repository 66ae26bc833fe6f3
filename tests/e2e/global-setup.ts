// Builds the app once into a temporary directory and serves it with `vite preview` on a free port of 127.0.0.1 for
// the whole e2e run (E2E_PORT picks one), so the suite runs beside `npm start` and beside another run. The address
// and the build reach the workers through the environment (Playwright starts them after this), read with
// baseUrl() and distDir() of serve.ts, and so does the profile the tests' browsers start from (profile.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { env } from 'node:process';
import { findChromium } from './chromium.ts';
import { makeVisitedProfile } from './profile.ts';
import { buildApp, startPreview } from './serve.ts';

export default async function setup(): Promise<() => Promise<void>> {
  // Fail the run (not skip) before spending time on a build.
  findChromium();
  const distDir = mkdtempSync(join(tmpdir(), 'tableside-e2e-dist-'));
  try {
    await buildApp(distDir);
    const server = await startPreview(distDir, Number(env.E2E_PORT ?? 0));
    env.E2E_BASE_URL = server.url;
    env.E2E_DIST_DIR = distDir;
    const profile = await makeVisitedProfile(server.url);
    env.E2E_PROFILE = profile;
    return async () => {
      await server.close();
      rmSync(distDir, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    };
  } catch (err) {
    rmSync(distDir, { recursive: true, force: true });
    throw err;
  }
}
