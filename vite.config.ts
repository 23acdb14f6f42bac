import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { CLIENT_SOURCE_EXPORT } from './src/core/shared/client-source';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * Mantine's ScrollArea (in every Mantine table, as its scroll container) imports one hook of
 * Floating UI, `useMergeRefs`, which brought all of `@floating-ui/react` (15 kB gzip) to the
 * pages with a table: that import is answered by `src/core/client/scroll-area-merge-refs.ts`, the
 * same hook of `@mantine/hooks` (decision 093). The popovers keep the real one.
 */
const scrollAreaWithoutFloatingUi: Plugin = {
  name: 'scroll-area-without-floating-ui',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === '@floating-ui/react' && importer?.includes('/@mantine/core/esm/components/ScrollArea/')
      ? fileURLToPath(new URL('./src/core/client/scroll-area-merge-refs.ts', import.meta.url))
      : null,
};

/**
 * The browser never renders Mantine's CSS variables (see `mantine-css-variables-off.ts`), but the
 * module that writes them runs a computation of the default theme's as it loads: MantineProvider's
 * import of it is answered by a component that renders nothing, in the browser's build only (the
 * server writes them into each page's <head>).
 */
const mantineCssVariablesOffInTheBrowser: Plugin = {
  name: 'mantine-css-variables-off-in-the-browser',
  enforce: 'pre',
  resolveId: (source, importer, options) =>
    !options?.ssr &&
    source === './MantineCssVariables/MantineCssVariables.mjs' &&
    importer?.includes('/@mantine/core/esm/core/MantineProvider/')
      ? fileURLToPath(new URL('./src/core/client/theme/mantine-css-variables-off.ts', import.meta.url))
      : null,
};

/**
 * Mantine's `useId` swaps the id it rendered for a random one after mounting, which renders every
 * Mantine input again once the page has hydrated: its import within `@mantine/hooks` is answered
 * by `src/core/client/mantine-stable-id.ts`, which keeps React's id, in both builds so that the
 * server's ids and the browser's agree.
 */
const mantineStableIds: Plugin = {
  name: 'mantine-stable-ids',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source.endsWith('/use-id/use-id.mjs') && importer?.includes('/@mantine/hooks/esm/')
      ? fileURLToPath(new URL('./src/core/client/mantine-stable-id.ts', import.meta.url))
      : null,
};

/**
 * In the server build, each module of ours exports its source path (`CLIENT_SOURCE_EXPORT`): the
 * server learns from the lazily loaded modules a render used (a page, a block of the frame) which
 * of the browser build's files the page needs, and names them in its <head>, so that a phone
 * fetches them alongside the entry instead of after it (src/core/server/render/client-links.ts).
 * In the module itself, the name is in whatever object the bundle hands a lazy import (a chunk
 * shared with other modules hands an object of its own, not the chunk's exports); a module
 * nobody loads lazily loses it to tree-shaking. Appended at the end, the source map is unchanged.
 */
const serverModulesNameTheirSource: Plugin = {
  name: 'server-modules-name-their-source',
  transform(code, id) {
    if (!/\.tsx?$/.test(id) || !id.startsWith(`${ROOT}src/`)) return null;
    const source = path.relative(ROOT, id).split(path.sep).join('/');
    return {
      code: `${code}\nexport const ${CLIENT_SOURCE_EXPORT} = ${JSON.stringify(source)};\n`,
      map: null,
    };
  },
};

/**
 * React Router's package names only its development build, whose warnings (`ENABLE_DEV_WARNINGS`)
 * run and ship in a production bundle too (remix-run/react-router#14102): the browser's build
 * takes the production one beside it, the same code with the warnings off.
 */
const reactRouterProductionBuild: Plugin = {
  name: 'react-router-production-build',
  enforce: 'pre',
  resolveId: (source) =>
    source === 'react-router' || source === 'react-router/dom'
      ? fileURLToPath(
          new URL(
            `./node_modules/react-router/dist/production/${source === 'react-router' ? 'index' : 'dom-export'}.mjs`,
            import.meta.url,
          ),
        )
      : null,
};

/**
 * A lazily loaded chunk (a page, a drawer) names, after its own imports, every chunk those import
 * in turn, so that the browser asks for all of them as soon as it has read the chunk. Vite's
 * loader used to list each lazy chunk's imports beside its `import()`, in the first script of
 * every page: 7–8 kB gzip of numbers (`modulePreload` below). Without either, a page reached by a
 * link would have fetched its chunks a level at a time, up to 13 levels deep. A page's first load
 * is unaffected: the server names all its files in the page's <head>. Appended after the imports
 * the chunk evaluates in order, the statements change no order and no line of the source map.
 */
const lazyChunksNameAllTheyImport: Plugin = {
  name: 'lazy-chunks-name-all-they-import',
  renderChunk(code, chunk, _options, meta) {
    if (!chunk.isDynamicEntry) return null;
    const found = new Set<string>();
    const visit = (fileName: string) => {
      for (const imported of meta.chunks[fileName]?.imports ?? []) {
        if (found.has(imported)) continue;
        found.add(imported);
        visit(imported);
      }
    };
    visit(chunk.fileName);
    const hoisted = [...found]
      .filter((fileName) => fileName !== chunk.fileName && !chunk.imports.includes(fileName))
      .map((fileName) => `import"./${path.posix.relative(path.posix.dirname(chunk.fileName), fileName)}";`);
    return hoisted.length ? { code: `${code}\n${hoisted.join('')}\n`, map: null } : null;
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    // `@/core/…` names a file from src/ (tsconfig.json `paths`, docs/architecture.md §11).
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  plugins: [
    scrollAreaWithoutFloatingUi,
    mantineStableIds,
    !isSsrBuild && mantineCssVariablesOffInTheBrowser,
    !isSsrBuild && reactRouterProductionBuild,
    !isSsrBuild && lazyChunksNameAllTheyImport,
    isSsrBuild && serverModulesNameTheirSource,
    react(),
    // Gzip and Brotli copies of the client's files next to them, served as they are
    // (`preCompressed` in src/core/server/app.ts): compressing each asset on every request cost
    // the server more than rendering the page did.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|webmanifest)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('gzip', { level: 9 }),
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
        ],
        logLevel: 'silent',
      }),
    VitePWA({
      // Registered by the app itself (src/core/client/pwa), after hydration.
      injectRegister: false,
      registerType: 'prompt',
      filename: 'sw.js',
      scope: '/',
      includeManifestIcons: true,
      manifest: {
        name: 'International Schools',
        short_name: 'Schools',
        description: 'A community-based directory of international schools.',
        start_url: '/',
        display: 'standalone',
        theme_color: '#557777',
        background_color: '#f5f7f9',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Pages are rendered by the server from a template with placeholders: never serve
        // index.html for a navigation. Only the hashed build assets are precached.
        navigateFallback: undefined,
        globPatterns: ['assets/**/*.{js,css,woff2}'],
        // The error-reporting SDK loads only on sites with a DSN: not worth precaching for all.
        globIgnores: ['**/*.map', 'assets/sentry-sdk-*.js'],
      },
    }),
  ],
  build: {
    // The client bundle goes to dist/client; `vite build --ssr` sends the server entry to dist/server.
    outDir: 'dist/client',
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    // A lazy chunk's imports are named by the chunk itself (`lazyChunksNameAllTheyImport`); the
    // loader keeps listing their stylesheets, which it adds to the page.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // Everything the entry imports statically is needed before the first page hydrates: one
    // chunk instead of ~60 small shared ones, which a phone on a slow network fetched six at a
    // time (Lighthouse's first paint waited for them) and which compressed worse apart.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Chunks by their hash alone: the entry lists every lazy chunk with its imports, and
            // names took a kilobyte of it on every first visit. The error-reporting SDK keeps its
            // name, which the service worker's precache leaves out.
            chunkFileNames: (chunk) =>
              chunk.name === 'sentry-sdk' ? 'assets/sentry-sdk-[hash].js' : 'assets/[hash].js',
            codeSplitting: {
              // The page (index.html) and the entry module stay out: the entry awaits its route's
              // chunk before hydrating, and that chunk imports the group, so an entry inside the
              // group would wait for itself and never hydrate.
              groups: [
                {
                  name: 'initial',
                  tags: ['$initial'],
                  test: (id) => !/\/(index\.html|src\/entry-client\.tsx)$/.test(id),
                },
              ],
            },
          },
        },
  },
  ssr: {
    // Bundled into the server entry so their CSS-free ESM builds resolve the same way as in the client.
    noExternal: ['@mantine/core', '@mantine/hooks'],
  },
}));
