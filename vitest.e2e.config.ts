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
    // Two cores: one test file, one browser at a time.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
