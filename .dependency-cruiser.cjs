// The layer check of `npm run lint` (ARCHITECTURE.md, "Layers"). Imports run
// only downward: text < rules < storage < platform < ui < games machinery
// (src/games/*.ts) < one game (src/games/<game>/, never another game) < app.
// The server stands on the text module, the rules core and the wire protocol module.
// Every import counts: static, dynamic, export-from, type-only, and a worker's
// `new URL(...)` (see scripts/depcruise-babel.cjs).

const TEXT = '^src/text/';
const RULES = '^src/rules/';
const STORAGE = '^src/storage/';
const PLATFORM = '^src/platform/';
const UI = '^src/ui/';
const MACHINERY = '^src/games/[^/]+$';
const GAME = '^src/games/[^/]+/';
const APP = '^src/app/';
const SERVER = '^server/';
const pkg = (...names) => names.map((n) => `^node_modules/${n}/`);
/** Names only the build resolves: the PWA plugin's module, and the Colyseus schema encoding (an alias in vite.config.ts). */
const BUILD_ONLY = '^(virtual:|colyseus-schema-encoding/)';

function tsconfigResolution() {
  const { compilerOptions: o } = JSON.parse(
    require('node:fs').readFileSync(require('node:path').join(__dirname, 'tsconfig.json'), 'utf8'),
  );
  if (o.moduleResolution !== 'bundler' || o.paths || o.baseUrl || o.rootDirs) {
    throw new Error(
      '.dependency-cruiser.cjs resolves as tsconfig.json did ("bundler", no path aliases): update its enhancedResolveOptions',
    );
  }
}
tsconfigResolution();

/** A layer may import only itself, the layers below it and the packages listed. */
const layer = (name, from, may) => ({
  name: `layer-${name}`,
  comment: `${name} may import only from: ${may.join(', ')} (imports run only downward)`,
  severity: 'error',
  from: { path: from },
  to: { pathNot: [from, ...may] },
});

module.exports = {
  forbidden: [
    layer('text', TEXT, [...pkg('@lingui/core')]),
    layer('rules', RULES, [TEXT]),
    layer('storage', STORAGE, [TEXT, RULES, ...pkg('idb')]),
    layer('platform', PLATFORM, [
      TEXT,
      RULES,
      STORAGE,
      ...pkg('@preact/signals', 'workbox-window', '@lingui/core'),
      '^virtual:pwa-register$',
    ]),
    layer('ui', UI, [TEXT, RULES, STORAGE, PLATFORM, ...pkg('preact', '@preact/signals', '@lingui/core')]),
    layer('games-machinery', MACHINERY, [TEXT, RULES, STORAGE, PLATFORM, UI, '^node_modules/']),
    {
      name: 'layer-game',
      comment:
        'a game may import the text module, the rules, storage, platform, ui, the session machinery and its own folder; never another game or the app',
      severity: 'error',
      from: { path: '^src/games/([^/]+)/' },
      to: { pathNot: [TEXT, RULES, STORAGE, PLATFORM, UI, MACHINERY, '^src/games/$1/', '^node_modules/', BUILD_ONLY] },
    },
    layer('app', APP, [TEXT, RULES, STORAGE, PLATFORM, UI, MACHINERY, GAME, '^node_modules/', BUILD_ONLY]),
    {
      name: 'layer-server',
      comment:
        'the server may import the text module, the rules core, the wire protocol module and packages; never src/games',
      severity: 'error',
      from: { path: SERVER },
      to: { pathNot: [SERVER, TEXT, RULES, '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'no-circular',
      comment: 'no import cycle of any kind: static, dynamic, export-from, type-only or worker',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment:
        'every module is imported by another or is an entry (boot.js is inlined into index.html by vite.config.ts)',
      severity: 'error',
      from: { orphan: true, pathNot: ['\\.d\\.ts$', '^src/app/boot\\.js$'] },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      comment: 'every import names a file or package that exists',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: BUILD_ONLY },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    babelConfig: { fileName: 'scripts/depcruise-babel.cjs' },
    tsPreCompilationDeps: false,
    // Resolution as tsconfig.json asks (moduleResolution "bundler", imports with or
    // without .ts/.tsx). dependency-cruiser reads a tsconfig only through
    // TypeScript's JavaScript API, which TypeScript 7 does not have, so the
    // settings are written out here; tsconfigResolution() refuses a tsconfig
    // that needs more (path aliases).
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'module', 'browser', 'default', 'node'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
    // es6 imports, and cjs only for the type-only imports (see scripts/depcruise-babel.cjs).
    moduleSystems: ['es6', 'cjs'],
    exoticRequireStrings: ['typeOnlyImport'],
  },
};
