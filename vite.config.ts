import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bootProtocol } from './scripts/build/boot-protocol-plugin'
import { BUILD_CONSTANTS } from './scripts/build/build-constants'
import { fakeWeather } from './scripts/build/fake-weather-plugin'
import { overviewMap } from './scripts/build/overview-map-plugin'
import { sourceMapsOutsideSite } from './scripts/build/source-maps-plugin'
import { staticSite } from './scripts/build/static-site-plugin'

/**
 * Chunks. Every file the browser fetches is gzipped on its own, so many small files cost more
 * than the same code in a few (docs/decisions/2026-11-26-figures-out-of-comments.md); these
 * groups keep the files few without loading a page's code on another page:
 * - `start`: what the page's only module script (src/app/boot.ts) needs before the app, which
 *   must not pull the app in with it (the app is fetched after the first paint), among it the
 *   boot protocol's names, which the app reads too;
 * - `framework`: the libraries every page runs (React, the router, TanStack Query, zod, unhead);
 *   XState stays with the home page, the only page that uses it;
 * - `app`: our own code shared by every page (shell, layout, UI parts, catalogue, head tags, the
 *   overview map's markers; what only the detail page draws, its locator map and its month line, and the
 *   rule of which source addresses it links stay with that page).
 *   Not the entry itself: it awaits the router's first load at its top level, and a route chunk
 *   that imports a chunk still being evaluated waits for it, so the two would wait for each other.
 * Each feature's pages, and each language's texts (the page's, a waterfall page's, its forecast's), stay in
 * chunks of their own.
 */
const CHUNK_GROUPS = [
  {
    name: 'start',
    test: /[\\/]src[\\/](i18n[\\/]messages-loader|catalogue[\\/]vocabulary|app[\\/](boot-protocol|presses-before-start))\.ts$/,
    priority: 3,
  },
  { name: 'framework', test: /node_modules[\\/](?!xstate|@xstate)/, priority: 2 },
  {
    name: 'app',
    test: /[\\/]src[\\/](?!features[\\/]|components[\\/](map[\\/]locator-map|ui[\\/]month-line)|catalogue[\\/]source-address|i18n[\\/]messages-(detail-|weather-)?(it|en)\.ts|app[\\/](boot|entry-client)\.tsx?)[^?]*\.tsx?$/,
    priority: 1,
  },
]

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      generatedRouteTree: './src/app/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
    staticSite(),
    overviewMap(),
    sourceMapsOutsideSite(),
    bootProtocol(),
    fakeWeather(),
  ],
  define: BUILD_CONSTANTS,
  // React 18 and later have useSyncExternalStore built in: the shims' fallbacks for older Reacts
  // stay out of the page's scripts (@xstate/react imports them).
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/vendor/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // Every browser that runs ES2022 modules knows modulepreload: the polyfill would be dead weight
  // in the page's first script.
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    // Maps of the browser's scripts, for measuring what each library weighs in them; no script
    // names its map, and the maps are written outside the site (source-maps-plugin.ts).
    sourcemap: isSsrBuild ? false : 'hidden',
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}))
