import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { BUILD_CONSTANTS } from './scripts/build/build-constants'
import { staticSite } from './scripts/build/static-site-plugin'

export default defineConfig({
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
  ],
  define: BUILD_CONSTANTS,
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // Every browser that runs ES2022 modules knows modulepreload: the polyfill would be dead weight
  // in the page's first script (about 0.2 KB gzip).
  build: { target: 'es2022', modulePreload: { polyfill: false } },
})
