import { join } from 'node:path'
import { generateSW } from 'workbox-build'

/**
 * The offline service worker, generated with Workbox after prerendering so that it
 * precaches the final HTML of every page. Photos are cached as they are seen.
 *
 * Releases: the new worker installs in the background and waits; it takes over once every
 * tab of the old release is closed (no skipWaiting), so an open page never loses the old
 * chunks it may still load, and the next visit starts on the new release.
 */
const dist = join(import.meta.dirname, '../../dist')

const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,json,svg,png,webmanifest}'],
  // The social card is for link previews, never shown in the app.
  globIgnores: ['sw.js', 'workbox-*.js', 'social-card.png'],
  swDest: join(dist, 'sw.js'),
  inlineWorkboxRuntime: true,
  sourcemap: false,
  cleanupOutdatedCaches: true,
  // Hashed file names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
  // Precaching's clean-URL rule finds 'waterfall/3.html' for '/waterfall/3'; ignoring every
  // parameter lets a filtered list open offline from the plain page.
  ignoreURLParametersMatching: [/.*/],
  navigateFallback: '/404.html',
  runtimeCaching: [
    {
      urlPattern: ({ request, sameOrigin }) => request.destination === 'image' && !sameOrigin,
      handler: 'CacheFirst',
      options: {
        cacheName: 'photos',
        expiration: { maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 60 },
        cacheableResponse: { statuses: [200] },
      },
    },
  ],
})
for (const warning of warnings) console.warn(warning)
console.log(`Service worker precaches ${count} files (${(size / 1024).toFixed(0)} KB)`)
