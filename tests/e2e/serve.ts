// The app under test: its production build, `vite preview` serving it, and where the run's shared server is.
import { join } from 'node:path';
import { env } from 'node:process';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

/** Repository root (tests/e2e/../..). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function fromSetup(name: 'E2E_BASE_URL' | 'E2E_DIST_DIR'): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests with \`npm run test:e2e\` (playwright test)`);
  return value;
}

/** The run's shared preview server, e.g. http://127.0.0.1:41731 (global-setup.ts starts it for every worker). */
export const baseUrl = (): string => fromSetup('E2E_BASE_URL');

/** The production build the shared server serves (to start a server of one's own, e.g. the offline test). */
export const distDir = (): string => fromSetup('E2E_DIST_DIR');

/** Production build of the app into `outDir` (vite.config.ts as is). */
export async function buildApp(outDir: string): Promise<void> {
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

export interface Preview {
  /** e.g. http://127.0.0.1:41731 (no trailing slash) */
  url: string;
  port: number;
  /** Stops the server and drops open connections; safe to call twice. */
  close(): Promise<void>;
}

/**
 * `vite preview` of a built `distDir` on 127.0.0.1. With no `port` the system
 * picks a free one, so the tests never collide with `npm start` or another run;
 * pass the port of an earlier server to serve a new build at the same origin.
 */
export async function startPreview(distDir: string, port = 0): Promise<Preview> {
  const server = await preview({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  const address = server.httpServer.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  let closed = false;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
    },
  };
}
