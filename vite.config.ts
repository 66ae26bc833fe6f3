import { createServer, defineConfig, minifySync } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './scripts/lingui-macro.mjs';
import { EMBLEMS } from './src/ui/glyphs/emblems.ts';
import { SLUGS } from './src/platform/paths.ts';
import type { GameId } from './src/storage/types.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * A strict Content Security Policy for the built app: only our own files, no
 * inline script or style but the two index.html carries (allowed by their
 * hashes, see firstPaintInline), no requests to anywhere else. Build only,
 * because the dev server injects inline scripts for hot reload.
 */
const csp = (scripts: string[], styles: string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const inline = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

/**
 * The first paint waits for no request beyond index.html: the boot script (src/app/boot.js: text size and
 * theme before anything is drawn) and the shell's stylesheet go inline, and the CSP allows exactly those two by
 * their hashes. The stylesheet's file is then left out of the build. The lazy chunks' preload lists name it (a
 * chunk that imports the shell lists the shell's CSS), so there it is swapped for the shell's script, which
 * index.html already preloads: the preload helper finds it loaded and fetches nothing.
 */
function firstPaintInline(): Plugin {
  // Minified: its comments are for the reader of src/app/boot.js, not for every first load.
  const boot = () =>
    minifySync('boot.js', readFileSync(here('./src/app/boot.js'), 'utf8'), {
      compress: true,
      mangle: true,
    }).code.trim();
  return {
    name: 'tableside-first-paint-inline',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const tag = '<script src="/boot.js"></script>';
        if (!html.includes(tag)) throw new Error(`index.html has no ${tag} to carry inline`);
        return html.replace(tag, () => `<script>${boot()}</script>`);
      },
    },
    // After Vite has written index.html and the chunks' preload lists.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        const script = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.name === 'shell' && !c.fileName.startsWith('assets/lang/'),
        );
        const style = script?.type === 'chunk' ? [...(script.viteMetadata?.importedCss ?? [])] : [];
        if (page?.type !== 'asset' || !script || style.length !== 1)
          throw new Error('the build has no index.html, shell chunk and one shell stylesheet to carry inline');
        const cssFile = style[0]!;
        const css = bundle[cssFile];
        if (css?.type !== 'asset') throw new Error(`${cssFile} is not in the build`);
        const text = (source: string | Uint8Array) =>
          typeof source === 'string' ? source : new TextDecoder().decode(source);
        let html = text(page.source);
        const link = `<link rel="stylesheet" crossorigin href="/${cssFile}">`;
        if (!html.includes(link)) throw new Error(`index.html does not link ${cssFile}`);
        html = html.replace(link, () => `<style>${text(css.source).trim()}</style>`);
        const policy = csp(inline(html, 'script').map(sha256), inline(html, 'style').map(sha256));
        page.source = html.replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
        for (const c of Object.values(bundle))
          if (c.type === 'chunk') c.code = c.code.replaceAll(`"${cssFile}"`, `"${script.fileName}"`);
        delete bundle[cssFile];
      },
    },
  };
}

/**
 * Builds the first screen into index.html (src/app/prerender.tsx renders the app's own
 * components at "/" with preact-render-to-string), so the first paint shows Home without
 * waiting for the scripts; main.tsx then renders into that markup. The components are
 * loaded through a throwaway Vite server in SSR mode, which compiles their TSX for Node.
 */
function prerenderFirstPaint(): Plugin {
  return {
    name: 'tableside-prerender',
    apply: 'build',
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile: false,
        root: here('.'),
        logLevel: 'error',
        appType: 'custom',
        plugins: [linguiMacros(), lingui(), preact()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderFirstPaint } = (await server.ssrLoadModule(
          '/src/app/prerender.tsx',
        )) as typeof import('./src/app/prerender');
        const root = '<div id="app"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no ${root} to build the first screen into`);
        return html.replace(root, `<div id="app">${await renderFirstPaint()}</div>`);
      } finally {
        await server.close();
      }
    },
  };
}

/** The app's name and description in the manifest, in English (the source of src/app/manifest.ts's messages). */
const APP_NAME = 'Tableside: the table-side referee';
const APP_DESCRIPTION =
  'An offline referee for four card games: countdowns, laps, passing and scoring while the cards stay on the table.';

/** The games as Home lists them (src/games/registry.ts, read as text: it holds messages only the app's build compiles). */
const GAMES = [
  ...readFileSync(here('./src/games/registry.ts'), 'utf8').matchAll(/id: '(\w+)',\s*name: '([^']+)'/g),
].map((m) => ({ id: m[1] as GameId, name: m[2]! }));
/** A shortcut's name in English: the message of src/app/manifest.ts, its translations read from each catalog. */
const SHORTCUT_NAME = 'Play {game}';
/** The emblems' colours in the light theme (src/ui/layout.css, .emblem-*), for the shortcut icons. */
const EMBLEM_INK: Record<GameId, string> = {
  relay: '#0f6e8c',
  parcel: '#8a5300',
  royal: '#b0243a',
  choices: '#6b3fa0',
};
const ICON_SIZES = [96, 192];
const iconFile = (game: GameId, size: number) => `shortcuts/${game}-${size}.png`;

/**
 * The installed app's shortcuts (a long press on its icon): one a game, opening its own page, with its emblem as the
 * icon. Their names are worded in each language's manifest (manifestPerLanguage); the icons are drawn at build
 * (emblemIcons) and precached, so a shortcut opens its game offline.
 */
const shortcuts = (say: (english: string) => string) =>
  GAMES.map((g) => ({
    name: say(SHORTCUT_NAME).replace('{game}', g.name),
    short_name: g.name,
    url: `/${SLUGS[g.id]}`,
    icons: ICON_SIZES.map((size) => ({ src: `/${iconFile(g.id, size)}`, sizes: `${size}x${size}`, type: 'image/png' })),
  }));

/** A game's emblem as an SVG picture: its drawing in its colour on a tint of it, the whole square filled. */
function emblemSvg(game: GameId, size: number): string {
  const { box, paths } = EMBLEMS[game];
  const ink = EMBLEM_INK[game];
  const ground = mix(ink, 0.14);
  const strokes = paths
    .map((p) => {
      const fill = p.look === 'ground' ? ground : p.look === 'ink' ? ink : 'none';
      return `<path d="${p.d}" stroke-width="${p.w}" fill="${fill}"${p.look === 'faint' ? ' opacity="0.55"' : ''}/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${box} ${box}">` +
    `<rect width="${box}" height="${box}" fill="${ground}"/>` +
    `<g transform="translate(${box * 0.2} ${box * 0.2}) scale(0.6)" stroke="${ink}" stroke-linecap="round" stroke-linejoin="round">${strokes}</g></svg>`
  );
}
/** `ink` at `share` over white, as CSS's color-mix draws the emblem's tint (librsvg has no color-mix). */
function mix(ink: string, share: number): string {
  const channel = (i: number) => parseInt(ink.slice(1 + 2 * i, 3 + 2 * i), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(i) * share + 255 * (1 - share)));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The shortcut icons, PNG (what every install takes), drawn from the emblems with sharp (the PWA asset generator's). */
function emblemIcons(): Plugin {
  return {
    name: 'tableside-emblem-icons',
    apply: 'build',
    async generateBundle() {
      const { default: sharp } = await import('sharp');
      for (const g of GAMES)
        for (const size of ICON_SIZES)
          this.emitFile({
            type: 'asset',
            fileName: iconFile(g.id, size),
            source: await sharp(Buffer.from(emblemSvg(g.id, size)))
              .png()
              .toBuffer(),
          });
    },
  };
}

/**
 * A manifest per language beside the English one (manifest-de.webmanifest, …), its name and description taken from
 * that language's shell catalog; src/app/manifest.ts points the page at its language's. Written after the PWA plugin
 * has written its own, which each copies.
 */
function manifestPerLanguage(): Plugin {
  return {
    name: 'tableside-manifest-per-language',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const english = bundle['manifest.webmanifest'];
      if (english?.type !== 'asset') throw new Error('the PWA plugin wrote no manifest.webmanifest');
      const base = JSON.parse(String(english.source)) as Record<string, unknown>;
      const { default: PO } = await import('pofile');
      const locales = readFileSync(here('./src/text/i18n.ts'), 'utf8').match(/LOCALES = \[([^\]]*)\]/)?.[1];
      for (const locale of locales?.match(/[a-z]+/g) ?? []) {
        if (locale === 'en') continue;
        const po = PO.parse(readFileSync(here(`./src/locales/${locale}/shell.po`), 'utf8'));
        const say = (english: string) => po.items.find((i) => i.msgid === english)?.msgstr[0] || english;
        const manifest = {
          ...base,
          lang: locale,
          name: say(APP_NAME),
          description: say(APP_DESCRIPTION),
          shortcuts: shortcuts(say),
        };
        this.emitFile({ type: 'asset', fileName: `manifest-${locale}.webmanifest`, source: JSON.stringify(manifest) });
      }
    },
  };
}

export default defineConfig({
  resolve: {
    alias: [
      // Online play's chunk: the Colyseus client without the schema state machinery our rooms do not use
      // (see src/games/choices/online/colyseus-lite.ts). Browser build only; the server and Node tests use the real package.
      { find: /^@colyseus\/schema(\/input)?$/, replacement: here('./src/games/choices/online/colyseus-lite.ts') },
      { find: /^\.\/transport\/H3Transport\.mjs$/, replacement: here('./src/games/choices/online/colyseus-lite.ts') },
      { find: /^\.\/input\/RoomInput\.mjs$/, replacement: here('./src/games/choices/online/colyseus-lite.ts') },
      {
        find: /^colyseus-schema-encoding\/(encode|decode)$/,
        replacement: here('./node_modules/@colyseus/schema/src/encoding/$1.ts'),
      },
    ],
  },
  plugins: [
    linguiMacros(),
    lingui(),
    preact(),
    prerenderFirstPaint(),
    firstPaintInline(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon-180x180.png'],
      manifest: {
        name: APP_NAME,
        short_name: 'Tableside',
        description: APP_DESCRIPTION,
        lang: 'en',
        theme_color: '#1d3b2f',
        background_color: '#14201b',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        shortcuts: shortcuts((english) => english),
        icons: [
          // Generated from public/favicon.svg by `npm run icons` (pwa-assets.config.mjs).
          { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shortcut icons too: a long press on the installed app's icon shows them offline.
        globPatterns: ['**/*.{js,css,html,svg}', 'shortcuts/*.png'],
        // Every language's catalogs are precached with the code (assets/lang/), so any screen opens offline in any
        // language; precaching only the reader's language is left to do.
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
      },
    }),
    emblemIcons(),
    manifestPerLanguage(),
  ],
  // Workers are built by a pipeline of their own: the message macro and the catalogs must reach it too (the restore's
  // worker imports each game's record checks, whose modules word their refusals).
  worker: { plugins: () => [linguiMacros(), lingui()] },
  build: {
    target: 'es2022',
    // The chunks the start itself loads (storage, the service worker's registration) are fetched without the
    // preload links Vite's loader would add to <head> first: adding them costs a long task on a slow phone at start,
    // and their few imports, precached and local, follow as soon as the chunk is read. Chunks opened by a tap keep them.
    modulePreload: {
      // Every browser the app supports knows modulepreload: no polyfill in the first load.
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && /^assets\/(storage|register-sw|virtual_pwa-register)-/.test(file) ? [] : deps,
    },
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // A catalog is named for its language and chunk (src/locales/de/relay.po: assets/lang/de-relay-….js).
        chunkFileNames: (chunk) => {
          const po = /[\\/]locales[\\/]([a-z]+)[\\/]([a-z]+)\.po$/.exec(chunk.facadeModuleId ?? '');
          return po ? `assets/lang/${po[1]}-${po[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // First load: the shell (Home and what every screen frames itself with), without the update notices and the
        // games' record kinds (fetched beside the storage code; the checks go to the restore's worker only). The shared
        // components and session machinery every game uses travel together in one lazy chunk,
        // fetched with the first game; each game's chunk then carries only its own code and rules.
        // Screens Home does not show (History, Stats, Settings, backup) are lazy chunks of their own.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              // Before 'text': the catalog runtime (i18n.ts and Lingui's core) goes with the first load, the text
              // module's other parts (lists and numbers) with the first screen that words them.
              priority: 3,
              test: /[\\/]src[\\/](app[\\/](?!UpdatePrompt|StorageBanner|pwa|register-sw|routes-table|warm|game-chunks|manifest|record-|restore-worker|screens[\\/](?!Home))|ui[\\/](Screen|Lazy|Emblem)\.tsx|ui[\\/]glyphs[\\/]emblems\.ts|games[\\/](registry|active)\.ts|text[\\/]i18n\.ts)|[\\/]node_modules[\\/]@lingui[\\/]core[\\/]/,
            },
            // The small bottom modules both the storage chunk (fetched at start) and the games use: the text module,
            // a finished game's words and what a player's face may be (storage checks it). One chunk of their own, so the storage chunk never imports the games' shared
            // one through them.
            {
              name: 'text',
              test: /[\\/]src[\\/](text[\\/](?!i18n\.ts)|games[\\/]record-words\.ts$|rules[\\/]faces\.ts$)/,
              priority: 2,
            },
            // Home's games in progress, fetched at start beside storage's answer, and what every lazy part needs first
            // (ui/lazy-parts.ts: the shared parts' styles, names drawn isolated): with the few shared parts they read
            // and word with, so that the start never fetches the games' shared chunk.
            {
              name: 'resume',
              test: /[\\/]src[\\/](app[\\/]screens[\\/](Resume|UndoNotice|useUndoableList)|ui[\\/](resource|Notice|isolation|lazy-parts)|games[\\/]session-label)\./,
              priority: 1,
            },
            // Only what two games or more use: a component of one game's (a reveal count, a deadline) travels in its chunk.
            // A game's glyphs (ui/glyphs) are shared with the print page only, and the deadline timer with Pattern of
            // Choices' online play only (two chunks, one game), so they stay out of this chunk; table mode (ui/table)
            // travels with the games' table views, fetched only when it is switched on.
            {
              name: 'shared',
              test: /[\\/]src[\\/](ui[\\/](?!glyphs[\\/]|DeadlineTimer\.|table[\\/])|games[\\/][A-Za-z]+\.tsx?)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
