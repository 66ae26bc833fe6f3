import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The app's languages and its message catalogs (PO files in src/locales/<locale>/). English is the source:
 * each message's English sentence is its key, and `npm run messages` (lingui extract) keeps every catalog in
 * step with the code. A catalog per chunk, loaded with it: `shell` with the first load (Home and the frame),
 * `common` with the first lazy screen (shared components, the session frame),
 * `screens` with History, Stats and Settings, one per game, one for Pattern of Choices' prompt deck, one for online play and one for the print page. "pseudo" is the pseudo-locale of tests and
 * development (scripts/pseudo.mjs fills it): every message accented, lengthened and marked, so a word that did not
 * come from a catalog shows.
 */
const shell = [
  'src/app/App.tsx',
  'src/app/manifest.ts',
  'src/app/ErrorBoundary.tsx',
  'src/app/SaveState.tsx',
  'src/app/screens/Home.tsx',
  'src/ui/Screen.tsx',
  'src/ui/Lazy.tsx',
  'src/ui/Notice.tsx',
  'src/games/registry.ts',
];
const game = (name: string, exclude: string[] = []) => ({
  path: `<rootDir>/src/locales/{locale}/${name}`,
  include: [`<rootDir>/src/games/${name}/`],
  exclude,
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'it', 'pl', 'ja', 'pseudo'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/shell', include: shell.map((p) => `<rootDir>/${p}`) },
    {
      path: '<rootDir>/src/locales/{locale}/common',
      // With them, the frame's notices fetched only when there is news (storage's, the service worker's).
      include: [
        ...['ui/', 'games/*.{ts,tsx}', 'platform/', 'storage/', 'text/'].map((p) => `<rootDir>/src/${p}`),
        '<rootDir>/src/app/StorageBanner.tsx',
        '<rootDir>/src/app/UpdatePrompt.tsx',
        // and the route table, fetched with the first screen that is not home, and Home's games in progress.
        '<rootDir>/src/app/routes-table.tsx',
        '<rootDir>/src/app/screens/Resume.tsx',
        '<rootDir>/src/app/screens/UndoNotice.tsx',
      ],
      // The spreadsheet's words go with the backup screen, its only user ('screens'), not with every lazy screen.
      exclude: [...shell.map((p) => `<rootDir>/${p}`), '<rootDir>/src/platform/csv.ts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/screens',
      include: ['<rootDir>/src/app/screens/', '<rootDir>/src/platform/csv.ts'],
      exclude: [
        ...shell.map((p) => `<rootDir>/${p}`),
        '<rootDir>/src/app/screens/print/',
        '<rootDir>/src/app/screens/Resume.tsx',
        '<rootDir>/src/app/screens/UndoNotice.tsx',
      ],
    },
    game('relay'),
    game('parcel'),
    game('royal'),
    game('choices', [
      '<rootDir>/src/games/choices/online/',
      '<rootDir>/src/games/choices/prompts.ts',
      '<rootDir>/src/games/choices/prompt-deck.ts',
    ]),
    // The prompt deck's words: a catalog of their own, loaded with the deck's module (src/games/choices/prompts.ts).
    {
      path: '<rootDir>/src/locales/{locale}/prompts',
      include: ['<rootDir>/src/games/choices/prompts.ts', '<rootDir>/src/games/choices/prompt-deck.ts'],
    },
    { path: '<rootDir>/src/locales/{locale}/online', include: ['<rootDir>/src/games/choices/online/'] },
    { path: '<rootDir>/src/locales/{locale}/print', include: ['<rootDir>/src/app/screens/print/'] },
  ],
});
