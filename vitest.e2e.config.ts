import { defineConfig } from 'vitest/config';

// End-to-end tests: real Chromium (playwright-core) against a production
// build served by `vite preview`. Run with `npm run test:e2e`
// (scripts/e2e.mjs checks Chromium first), or directly with
// `npx vitest run --config vitest.e2e.config.ts`.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/setup.ts'],
    // Two files at a time (E2E_WORKERS=1 for one): a test spends most of its time waiting on the page (a save on
    // the disk, a notice going, a countdown), so on two cores two browsers take about 30% off the run (16 -> 12 min).
    fileParallelism: true,
    // A failed test runs once more: in one fresh-clone run under load, a tap in relay.e2e did not open the display
    // editor (not yet explained; it passes alone). A retry is printed in the report, so a flake stays visible, and a
    // real failure fails twice.
    retry: 1,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
