import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

// Pure code (rules core, storage) runs in plain Node; screens in jsdom, which costs seconds per file.
const pure = ['tests/rules/**/*.test.ts', 'tests/storage/**/*.test.ts'];

export default defineConfig({
  plugins: [preact()],
  test: {
    // On a busy 2-core machine a screen's first lazy render, or 60 runs of a storage property,
    // took over 5 s (fresh-clone runs at load average 20+). Nothing here measures time.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'pure', environment: 'node', include: pure, setupFiles: ['tests/setup-pure.ts'] },
      },
      {
        extends: true,
        // The game server over real WebSockets (server/ built once, a process per file).
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          benchmark: { include: [] },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...pure, 'tests/e2e/**', 'tests/server/**', 'node_modules/**'],
          setupFiles: ['tests/setup.ts'],
          // The rules benchmark is pure: it runs once, in the node project.
          benchmark: { include: [] },
        },
      },
    ],
  },
});
