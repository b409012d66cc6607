/**
 * The offline layer (a classic service worker, plain JavaScript so that it ships as written).
 * scripts/build/service-worker.ts writes it to dist/sw.js with this release's files in place of
 * RELEASE_PLACEHOLDER, and the server's rules placed before it: src/url/path-spelling.js's readPath
 * and pageInOtherCase (a path's spellings) and src/url/site-paths.js (a path's language, the
 * not-found pages).
 *
 * - Pages and the data files: the network first, so a new release (a closure, an ordinance)
 *   reaches a visitor on the next navigation or reload while online; the copy kept at install
 *   answers when the network is gone or slower than NETWORK_TIMEOUT_MS.
 * - A real 404 keeps its status, online and offline; offline, a data file the release does not
 *   have (a waterfall id the guide lacks) is a 404 too, as the server would answer it.
 * - Hashed assets and pictures: from the cache, as their URLs never change meaning.
 * - Anything else (sitemap.xml, robots.txt, the social card, other sites): the network, untouched;
 *   never the 404 page.
 * - A new release's worker waits until the tabs of the old one are closed (no skipWaiting), so an
 *   open page never loses a file of its own release that it has yet to load; its pages and data
 *   are already the new ones, from the network.
 * - Once active, the worker takes charge of the tabs it does not control yet (clients.claim), the
 *   tab that installed it included: its files are that tab's release, kept at install, so the
 *   first tab's language switch and navigations work offline as a later tab's do.
 */
const RELEASE = RELEASE_PLACEHOLDER
const CACHE = `cascate-${RELEASE.version}`
const PHOTOS = 'cascate-photos'
const MAX_PHOTOS = 120
const NETWORK_TIMEOUT_MS = 3000
/** A path with a file extension other than .html is a file, not a page. */
const FILE_EXTENSION = /\.(?!html$)[^/.]+$/
const PAGES = new Set(RELEASE.pages)
const FILES = new Set(RELEASE.files)
const DATA = new Set(RELEASE.data)

self.addEventListener('install', (event) => {
  event.waitUntil(cacheRelease())
})

self.addEventListener('activate', (event) => {
  // Only now that no tab runs the old release are its files dropped; then the tabs without a
  // worker (the one that installed this one) are taken in charge.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('cascate-') && name !== CACHE && name !== PHOTOS)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) {
    if (request.destination === 'image') event.respondWith(photo(request))
    return
  }
  if (request.mode === 'navigate') {
    if (!FILE_EXTENSION.test(url.pathname)) event.respondWith(page(request, url))
    return
  }
  if (url.pathname.startsWith('/data/')) event.respondWith(data(request, url.pathname))
  else if (FILES.has(url.pathname)) event.respondWith(cacheFirst(request, url.pathname))
})

/** Every page, the not-found pages (kept with their 404 status), the data and the files. */
async function cacheRelease() {
  const cache = await caches.open(CACHE)
  const keep = async (path, acceptNotFound = false) => {
    const response = await fetch(path, { cache: 'no-cache' })
    if (!response.ok && !(acceptNotFound && response.status === 404)) throw new Error(`${path}: ${response.status}`)
    await cache.put(path, response)
  }
  await Promise.all([
    ...RELEASE.pages.map((path) => keep(path)),
    ...RELEASE.notFoundPages.map((path) => keep(path, true)),
    ...RELEASE.data.map((path) => keep(path)),
    ...RELEASE.files.map((path) => keep(path)),
  ])
}

async function page(request, url) {
  // One spelling per path, offline as online: `/en/` and `/%65n` are `/en`; an encoded slash
  // (`/waterfall%2F1`) or a broken escape is no page of the site. readPath is placed before this file at build.
  // A page's path in other capitals (`/WATERFALL/3`) is the page's too: pageInOtherCase is placed before this file as well.
  const reading = readPath(url.pathname)
  if (reading.kind === 'malformed' || reading.kind === 'no-page')
    return fetch(request).catch(() => notFound(url.pathname))
  const clean =
    pageInOtherCase(reading.decoded, (path) => PAGES.has(path)) ??
    (reading.kind === 'respelled' ? reading.clean : undefined)
  if (clean !== undefined) return Response.redirect(`${clean}${url.search}`, 301)
  const cached = () => caches.match(url.pathname, { cacheName: CACHE })
  try {
    const response = await withTimeout(fetch(request), cached)
    if (response.ok && PAGES.has(url.pathname) && !response.redirected) {
      const copy = response.clone()
      caches.open(CACHE).then((cache) => cache.put(url.pathname, copy))
    }
    return response
  } catch {
    return (await cached()) ?? notFound(url.pathname)
  }
}

/** The not-found page of the path's language, with its status. notFoundPageFor is placed before this file at build. */
async function notFound(pathname) {
  const cached = await caches.match(notFoundPageFor(pathname).path, { cacheName: CACHE })
  if (!cached) return Response.error()
  return new Response(cached.body, { status: 404, statusText: 'Not Found', headers: cached.headers })
}

async function networkFirst(request, pathname) {
  const cached = () => caches.match(pathname, { cacheName: CACHE })
  try {
    const response = await withTimeout(fetch(request), cached)
    if (response.ok) {
      const copy = response.clone()
      caches.open(CACHE).then((cache) => cache.put(pathname, copy))
    }
    return response
  } catch {
    return (await cached()) ?? Response.error()
  }
}

/** A data file: the network first; offline, the kept copy, or a 404 for a file the release lacks. */
async function data(request, pathname) {
  const response = await networkFirst(request, pathname)
  if (response.type === 'error' && !DATA.has(pathname)) return new Response(null, { status: 404 })
  return response
}

async function cacheFirst(request, pathname) {
  return (await caches.match(pathname, { cacheName: CACHE })) ?? fetch(request)
}

/** Pictures from other sites, kept as they are seen (they change little and weigh much). */
async function photo(request) {
  const cache = await caches.open(PHOTOS)
  const cached = await cache.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) {
    await cache.put(request, response.clone())
    const kept = await cache.keys()
    // Oldest first: the cache stays a bounded collection of what was seen lately.
    await Promise.all(kept.slice(0, Math.max(0, kept.length - MAX_PHOTOS)).map((key) => cache.delete(key)))
  }
  return response
}

/**
 * The network's answer, unless it is slower than NETWORK_TIMEOUT_MS and a kept copy exists: then
 * the copy. Without a copy the network is waited for, however slow.
 */
function withTimeout(network, kept) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(async () => {
      const copy = await kept()
      if (copy) resolve(copy)
    }, NETWORK_TIMEOUT_MS)
    network.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}
