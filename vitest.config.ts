import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './scripts/lingui-macro.mjs';

// Pure code (rules core, storage) runs in plain Node; screens in jsdom, which costs seconds per file.
const pure = ['tests/rules/**/*.test.ts', 'tests/storage/**/*.test.ts'];
// Tests above the storage layer that touch no DOM (session machinery, readers, words, formats):
// plain Node too. Each was run there; a new test file goes to jsdom unless it is listed here.
const logic = [
  'tests/app/print/deck.test.ts',
  'tests/games/choices/notes.test.ts',
  'tests/games/choices/phases.test.ts',
  'tests/games/choices/prompts.test.ts',
  'tests/games/choices/read.test.ts',
  'tests/games/choices/record-words.test.ts',
  'tests/games/choices/view.test.ts',
  'tests/games/choices/words.test.ts',
  'tests/games/controller.test.ts',
  'tests/games/parcel/read.test.ts',
  'tests/games/parcel/record-words.test.ts',
  'tests/games/parcel/session.test.ts',
  'tests/games/relay/counting.test.ts',
  'tests/games/relay/follow.test.ts',
  'tests/games/relay/read.test.ts',
  'tests/games/relay/record-words.test.ts',
  'tests/games/relay/session.test.ts',
  'tests/games/relay/start.test.ts',
  'tests/games/royal/entry.test.ts',
  'tests/games/royal/finish.test.ts',
  'tests/games/royal/session.test.ts',
  'tests/ui/table/seats.test.ts',
  'tests/platform/bgstats.test.ts',
  'tests/platform/clock.test.ts',
  'tests/platform/dates.test.ts',
  'tests/platform/format.test.ts',
  'tests/platform/paths.test.ts',
  'tests/platform/restore-stream.test.ts',
  'tests/text/plurals.test.ts',
  'tests/text/words.test.ts',
];

export default defineConfig({
  plugins: [linguiMacros(), lingui(), preact()],
  test: {
    // On a busy 2-core machine a screen's first lazy render, or 60 runs of a storage property,
    // took over 5 s (fresh-clone runs at load average 20+). Nothing here measures time.
    testTimeout: 30_000,
    // One file a core (Vitest's default leaves one core out): the server's files spend most of their time waiting
    // on sockets and timers, so on two cores the screens' files run beside them.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'pure', environment: 'node', include: pure, setupFiles: ['tests/setup-pure.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: logic,
          setupFiles: ['tests/setup-pure.ts'],
          benchmark: { include: [] },
        },
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
          exclude: [...pure, ...logic, 'tests/e2e/**', 'tests/server/**', 'node_modules/**'],
          setupFiles: ['tests/setup.ts'],
          // The rules benchmark is pure: it runs once, in the pure project.
          benchmark: { include: [] },
        },
      },
    ],
  },
});
