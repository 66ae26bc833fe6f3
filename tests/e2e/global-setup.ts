// Builds the app once into a temporary directory and serves it with
// `vite preview` on a free port of 127.0.0.1 for the whole e2e run (E2E_PORT
// picks one), so the suite runs beside `npm start` and beside another run.
// Tests read the URL with `inject('baseUrl')` and the build with
// `inject('distDir')` (to start their own server, e.g. the offline test).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { env } from 'node:process';
import type { TestProject } from 'vitest/node';
import { buildApp, findChromium, startPreview } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Shared preview server, e.g. http://127.0.0.1:41731 */
    baseUrl: string;
    /** The production build the shared server serves. */
    distDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Fail the run (not skip) before spending time on a build.
  findChromium();
  const distDir = mkdtempSync(join(tmpdir(), 'tableside-e2e-dist-'));
  try {
    await buildApp(distDir);
    const port = Number(env.E2E_PORT ?? 0);
    const server = await startPreview(distDir, port);
    project.provide('baseUrl', server.url);
    project.provide('distDir', distDir);
    return async () => {
      await server.close();
      rmSync(distDir, { recursive: true, force: true });
    };
  } catch (err) {
    rmSync(distDir, { recursive: true, force: true });
    throw err;
  }
}
