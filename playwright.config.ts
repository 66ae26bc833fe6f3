import { defineConfig } from '@playwright/test';
import { env } from 'node:process';
import { findChromium } from './scripts/executables.mjs';

// End-to-end tests: Debian's Chromium (never a downloaded one) against a production build served by `vite preview`
// (tests/e2e/global-setup.ts builds it once). Run with `npm run test:e2e` (scripts/e2e.mjs checks Chromium first),
// one file with `npm run test:e2e -- tests/e2e/relay.e2e.ts`.
// Files with the longest tests first (by the last whole run), so that no worker starts a long test while the others
// have nothing left; files not listed run after these. Tests run one a worker, any test on any worker
// (fullyParallel): a file's tests share nothing but what a file's beforeAll starts, which each worker starts for itself.
const LONGEST_FIRST = [
  'relay',
  'durable',
  'online-screens',
  'royal',
  'online',
  'choices',
  'tabs',
  'parcel',
  'backup-roundtrip',
  'shell',
  'parcel-screens',
  'table-mode',
  'looks-languages',
  'print',
];
const listed = LONGEST_FIRST.map((name) => `**/${name}.e2e.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  // App code a test imports (a game's session, to build a saved game) uses the message macro: see tests/e2e/lingui-macro.ts.
  tsconfig: './tests/e2e/tsconfig.e2e.json',
  testMatch: '*.e2e.ts',
  // One project a file: Playwright hands files to workers in project order (within a project, by name).
  projects: [...LONGEST_FIRST.map((name, i) => ({ name, testMatch: listed[i] })), { name: 'e2e', testIgnore: listed }],
  globalSetup: './tests/e2e/global-setup.ts',
  // Three tests at a time (E2E_WORKERS=1 for one): a test spends much of its time waiting on the page (a save on the
  // disk, a notice going, a countdown), so on two cores three browsers finish sooner than two.
  workers: Number(env.E2E_WORKERS ?? 3),
  fullyParallel: true,
  timeout: 120_000,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    // The tests launch their own contexts (tests/e2e/fixtures.ts); these options reach those too.
    launchOptions: { executablePath: findChromium() ?? undefined },
    // A trace (actions, network and DOM snapshots) only when asked, E2E_TRACE=1: recording one for every test, then
    // dropping it when the test passes, cost about a quarter of each test's time. A failed test always keeps its
    // screenshot and the text of each tab (tests/e2e/fixtures.ts).
    trace: env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
  },
});
