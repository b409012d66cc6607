import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'

/** HTTP behaviour of the production server (server/serve.ts) serving the real build. */

const DIST = join(import.meta.dirname, '../../dist')

const PAGES = ['/', '/en', '/waterfall/1', '/en/waterfall/14']
const IMMUTABLE = 'public, max-age=31536000, immutable'

function expectNosniff(response: APIResponse): void {
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
}

/** The path of a hashed asset the home page names, captured by `pattern`'s first group. */
async function homePageAsset(request: APIRequestContext, pattern: RegExp, what: string): Promise<string> {
  const html = await (await request.get('/')).text()
  const path = pattern.exec(html)?.[1]
  expect(path, `the home page names ${what} under /assets/`).toBeDefined()
  return path as string
}

/** The entry script named by the home page, e.g. `/assets/index-[hash].js`. */
const entryScript = (request: APIRequestContext) =>
  homePageAsset(request, /<script\b[^>]*\btype="module"[^>]*\bsrc="(\/assets\/[^"]+\.js)"/, 'a hashed module script')

/** The home page's stylesheet: a hashed text asset well over the 1 KB below which nothing is compressed. */
const stylesheet = (request: APIRequestContext) =>
  homePageAsset(request, /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"/, 'a hashed stylesheet')

test('the home page is HTML that is always revalidated', async ({ request }) => {
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/html/)
  expect(response.headers()['cache-control']).toBe('no-cache')
  expect(response.headers().etag).toBeTruthy()
  expect(await response.text()).toContain('<html lang="it" data-prerendered="/"')
  expectNosniff(response)
})

for (const path of PAGES.slice(1)) {
  test(`the clean URL ${path} serves its page`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/html/)
    expect(response.headers()['cache-control']).toBe('no-cache')
    expectNosniff(response)
  })
}

test('an unchanged page answers a conditional request with 304', async ({ request }) => {
  const first = await request.get('/en')
  const etag = first.headers().etag
  expect(etag).toBeTruthy()
  const second = await request.get('/en', { headers: { 'If-None-Match': etag as string } })
  expect(second.status()).toBe(304)
  expect(second.headers()['cache-control']).toBe('no-cache')
  expectNosniff(second)
})

for (const [path, page, title] of [
  ['/does-not-exist', '/404', 'Oops! Pagina non trovata'],
  ['/waterfall/999', '/404', 'Oops! Pagina non trovata'],
  ['/en/waterfall/0', '/en/404', 'Oops! Page not found'],
  ['/missing.svg', '/404', 'Oops! Pagina non trovata'],
] as const) {
  test(`the unknown path ${path} gets the 404 page in its language with status 404`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toMatch(/^text\/html/)
    expect(response.headers()['cache-control']).toBe('no-cache')
    const body = await response.text()
    expect(body).toContain(`data-prerendered="${page}"`)
    expect(body).toContain(title)
    expectNosniff(response)
  })
}

test('a trailing slash redirects permanently to the slashless URL, keeping the query', async ({ request }) => {
  const plain = await request.get('/en/', { maxRedirects: 0 })
  expect(plain.status()).toBe(301)
  expect(plain.headers().location).toBe('/en')
  expectNosniff(plain)

  const withQuery = await request.get('/en/waterfall/3/?from=list', { maxRedirects: 0 })
  expect(withQuery.status()).toBe(301)
  expect(withQuery.headers().location).toBe('/en/waterfall/3?from=list')
})

test('a doubled leading slash is not turned into a redirect to another host', async ({ request, baseURL }) => {
  // Spelled out in full: resolved against baseURL, `//example.com/` would mean the host example.com.
  const response = await request.get(`${baseURL}//example.com/`, { maxRedirects: 0 })
  expect(response.status()).toBe(404)
  expect(response.headers().location).toBeUndefined()
})

test('hashed assets are cached for a year as immutable', async ({ request }) => {
  const response = await request.get(await entryScript(request))
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
  expect(response.headers()['cache-control']).toBe(IMMUTABLE)
  expectNosniff(response)
})

test('other static files are cached for an hour', async ({ request }) => {
  const response = await request.get('/favicon.svg')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  expect(response.headers()['cache-control']).toBe('public, max-age=3600')
  expectNosniff(response)
})

for (const locale of ['it', 'en']) {
  test(`the ${locale} cards file is JSON with the 14 waterfalls' cards, always revalidated`, async ({ request }) => {
    const response = await request.get(`/data/cards.${locale}.json`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/json/)
    expect(response.headers()['cache-control']).toBe('no-cache')
    const body = (await response.json()) as { waterfalls?: Record<string, unknown>[] }
    expect(body.waterfalls?.map((waterfall) => waterfall.id)).toEqual(
      Array.from({ length: 14 }, (_, index) => String(index + 1)),
    )
    // The details travel in each waterfall's own file.
    expect(body.waterfalls?.filter((waterfall) => 'details' in waterfall)).toEqual([])
    expectNosniff(response)
  })

  test(`each waterfall's ${locale} data file is JSON with its card and details, its sources in their own file, always revalidated`, async ({
    request,
  }) => {
    for (let id = 1; id <= 14; id++) {
      const response = await request.get(`/data/waterfall/${id}.${locale}.json`)
      expect(response.status(), `waterfall ${id}`).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^application\/json/)
      expect(response.headers()['cache-control']).toBe('no-cache')
      const body = (await response.json()) as { id?: string; details?: { howToGetThere?: string; sources?: unknown[] } }
      expect(body.id).toBe(String(id))
      expect(body.details?.howToGetThere).toBeTruthy()
      expect(body.details?.sources).toBeUndefined()
      const sources = await request.get(`/data/sources/${id}.json`)
      expect(sources.headers()['cache-control']).toBe('no-cache')
      expect(((await sources.json()) as { sources?: unknown[] }).sources?.length).toBeGreaterThan(0)
    }
    expect((await request.get(`/data/waterfall/15.${locale}.json`)).status()).toBe(404)
    expect((await request.get('/data/sources/15.json')).status()).toBe(404)
  })
}

test('text responses are compressed for clients that accept it', async ({ request }) => {
  const asset = await stylesheet(request)
  const gzip = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gzip.status()).toBe(200)
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  expect(gzip.headers().vary).toMatch(/accept-encoding/i)
  expect(gzip.headers()['cache-control']).toBe(IMMUTABLE)
  expectNosniff(gzip)

  const brotli = await request.get(asset, { headers: { 'Accept-Encoding': 'br' } })
  expect(brotli.headers()['content-encoding']).toBe('br')

  const identity = await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } })
  expect(identity.headers()['content-encoding']).toBeUndefined()
  // The client decodes what it received: all three bodies are the same stylesheet.
  const text = await identity.text()
  expect(text.length).toBeGreaterThan(1024)
  expect(await gzip.text()).toBe(text)
  expect(await brotli.text()).toBe(text)
})

/** The headers that describe a representation: HEAD must send exactly those GET sends. */
const REPRESENTATION_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'vary',
  'etag',
  'last-modified',
  'cache-control',
  'accept-ranges',
]

const representation = (response: APIResponse) =>
  Object.fromEntries(REPRESENTATION_HEADERS.map((name) => [name, response.headers()[name]]))

test('HEAD is allowed and sends the headers of GET without a body', async ({ request }) => {
  for (const [path, status, acceptEncoding] of [
    ['/en', 200, 'gzip, br'],
    ['/en', 200, 'identity'],
    ['/assets', 404, 'gzip, br'],
    ['/en/nope', 404, 'gzip'],
  ] as const) {
    const headers = { 'Accept-Encoding': acceptEncoding }
    const head = await request.head(path, { headers })
    const get = await request.get(path, { headers })
    expect([head.status(), get.status()], `${path} (${acceptEncoding})`).toEqual([status, status])
    expect(representation(head), `${path} (${acceptEncoding})`).toEqual(representation(get))
    expect(head.headers()['content-length']).toBeTruthy()
    expect((await head.body()).length).toBe(0)
    expectNosniff(head)
  }
})

for (const method of ['POST', 'PUT', 'DELETE']) {
  test(`${method} is refused with 405`, async ({ request }) => {
    const response = await request.fetch('/', { method })
    expect(response.status()).toBe(405)
    expect(response.headers().allow).toBe('GET, HEAD')
    expectNosniff(response)
  })
}

for (const method of ['OPTIONS', 'PATCH']) {
  test(`${method} is refused with 405 too`, async ({ request }) => {
    const response = await request.fetch('/assets/nothing.js', { method })
    expect(response.status()).toBe(405)
    expect(response.headers().allow).toBe('GET, HEAD')
  })
}

/** The stylesheet's bytes as they are in dist/, and its URL: the subject of the byte-range tests. */
async function stylesheetBytes(request: APIRequestContext): Promise<{ path: string; bytes: Buffer }> {
  const path = await stylesheet(request)
  return { path, bytes: readFileSync(join(DIST, path)) }
}

/** Byte ranges apply to the bytes sent; asking for them uncompressed makes them the file's own. */
const IDENTITY = { 'Accept-Encoding': 'identity' }

test('a range whose end comes before its start is refused with 416, and the server lives on', async ({ request }) => {
  const { path, bytes } = await stylesheetBytes(request)
  for (const range of ['bytes=5-2', `bytes=${bytes.length}-`, 'bytes=-0']) {
    const response = await request.get(path, { headers: { ...IDENTITY, Range: range } })
    expect(response.status(), range).toBe(416)
    expect(response.headers()['content-range'], range).toBe(`bytes */${bytes.length}`)
    expectNosniff(response)
  }
  const script = await request.get(await entryScript(request), { headers: { Range: 'bytes=5-2' } })
  expect(script.status()).toBe(416)
  expect((await request.get('/')).status()).toBe(200)
})

test('satisfiable ranges answer 206 with exactly those bytes', async ({ request }) => {
  const { path, bytes } = await stylesheetBytes(request)
  for (const [range, start, end] of [
    ['bytes=0-0', 0, 0],
    ['bytes=10-19', 10, 19],
    ['bytes=-100', bytes.length - 100, bytes.length - 1],
    // A suffix longer than the file is the whole file (RFC 9110 §14.1.3).
    [`bytes=-${bytes.length}`, 0, bytes.length - 1],
    [`bytes=-${bytes.length + 500}`, 0, bytes.length - 1],
    [`bytes=${bytes.length - 5}-`, bytes.length - 5, bytes.length - 1],
    [`bytes=0-${bytes.length + 1000}`, 0, bytes.length - 1],
  ] as const) {
    const response = await request.get(path, { headers: { ...IDENTITY, Range: range } })
    expect(response.status(), range).toBe(206)
    expect(response.headers()['content-range'], range).toBe(`bytes ${start}-${end}/${bytes.length}`)
    expect(response.headers()['content-length'], range).toBe(String(end - start + 1))
    expect((await response.body()).equals(bytes.subarray(start, end + 1)), range).toBe(true)
    expect(response.headers()['cache-control']).toBe(IMMUTABLE)
  }
})

test('several ranges, an unknown unit or an If-Range that does not match give the whole file with 200', async ({
  request,
}) => {
  const { path, bytes } = await stylesheetBytes(request)
  const lastModified = (await request.get(path, { headers: IDENTITY })).headers()['last-modified'] as string
  const cases: Record<string, string>[] = [
    { Range: 'bytes=0-1,5-6' },
    { Range: 'items=0-5' },
    { Range: 'bytes=0-5', 'If-Range': '"another-version"' },
    { Range: 'bytes=0-5', 'If-Range': 'Thu, 01 Jan 1970 00:00:00 GMT' },
  ]
  for (const headers of cases) {
    const response = await request.get(path, { headers: { ...IDENTITY, ...headers } })
    expect(response.status(), JSON.stringify(headers)).toBe(200)
    expect(response.headers()['content-range']).toBeUndefined()
    expect((await response.body()).equals(bytes)).toBe(true)
  }
  const unchanged = await request.get(path, { headers: { ...IDENTITY, Range: 'bytes=0-5', 'If-Range': lastModified } })
  expect(unchanged.status()).toBe(206)
})

test('a compressed file is sent as the build wrote it, with its own ETag per coding', async ({ request }) => {
  const { path } = await stylesheetBytes(request)
  const etags = new Set<string>()
  for (const [acceptEncoding, coding, suffix] of [
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['br;q=0.5, gzip', 'gzip', '.gz'],
    ['identity', undefined, ''],
    ['br;q=0, gzip;q=0', undefined, ''],
    ['', undefined, ''],
  ] as const) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': acceptEncoding } })
    expect(response.headers()['content-encoding'], acceptEncoding).toBe(coding)
    expect(response.headers()['content-length'], acceptEncoding).toBe(String(statSync(join(DIST, path + suffix)).size))
    expect(response.headers().vary).toBe('Accept-Encoding')
    expect(response.headers()['content-type']).toMatch(/^text\/css/)
    etags.add(response.headers().etag as string)
  }
  expect(etags.size).toBe(3)
})

test('the compressed copies are not files of their own, nor in the service worker precache', async ({ request }) => {
  const { path } = await stylesheetBytes(request)
  for (const suffix of ['.br', '.gz']) {
    expect((await request.get(path + suffix)).status(), path + suffix).toBe(404)
  }
  const worker = readFileSync(join(DIST, 'sw.js'), 'utf8')
  expect(worker).toContain(`"${path}"`)
  expect(worker).not.toMatch(/"[^"]+\.(?:br|gz)"/)
})

/** The URLs the offline worker keeps, as scripts/build/service-worker.ts wrote them into dist/sw.js. */
function offlineRelease(): Record<'pages' | 'notFoundPages' | 'data' | 'files', string[]> {
  const json = /^const RELEASE = (\{.*\})$/m.exec(readFileSync(join(DIST, 'sw.js'), 'utf8'))?.[1]
  expect(json, 'dist/sw.js names the files of its release').toBeDefined()
  return JSON.parse(json ?? '{}')
}

test('every URL the offline worker keeps answers as it expects: 404 for the not-found pages, 200 for the rest', async ({
  request,
}) => {
  // The worker's install fails on any other status, and the site would not work offline.
  const { pages, notFoundPages, data, files } = offlineRelease()
  expect(notFoundPages.length).toBeGreaterThan(0)
  for (const url of notFoundPages) expect((await request.get(url)).status(), url).toBe(404)
  for (const url of [...pages, ...data, ...files]) expect((await request.get(url)).status(), url).toBe(200)
})

test('If-None-Match compares weakly, takes lists and *, and the 304 keeps ETag, Cache-Control and Vary', async ({
  request,
}) => {
  const headers = { 'Accept-Encoding': 'br' }
  const page = await request.get('/en', { headers })
  const etag = page.headers().etag as string
  expect(etag).toMatch(/^W\/"/)
  for (const ifNoneMatch of [etag, etag.slice(2), `"older", ${etag}`, '*']) {
    const response = await request.get('/en', { headers: { ...headers, 'If-None-Match': ifNoneMatch } })
    expect(response.status(), ifNoneMatch).toBe(304)
    expect(response.headers().etag).toBe(etag)
    expect(response.headers()['cache-control']).toBe('no-cache')
    expect(response.headers().vary).toBe('Accept-Encoding')
    expect(response.headers()['content-encoding']).toBeUndefined()
    expect((await response.body()).length).toBe(0)
  }
  // The gzip copy is another representation, with another tag.
  const gzip = await request.get('/en', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } })
  expect(gzip.status()).toBe(200)
  const changed = await request.get('/en', { headers: { ...headers, 'If-None-Match': '"older", W/"other"' } })
  expect(changed.status()).toBe(200)
})

test('If-Modified-Since answers 304 when nothing changed since, and If-None-Match takes precedence', async ({
  request,
}) => {
  const asset = await entryScript(request)
  const lastModified = (await request.get(asset)).headers()['last-modified'] as string
  expect(Date.parse(lastModified)).not.toBeNaN()
  const unchanged = await request.get(asset, { headers: { 'If-Modified-Since': lastModified } })
  expect(unchanged.status()).toBe(304)
  expect(unchanged.headers()['cache-control']).toBe(IMMUTABLE)
  const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString()
  expect((await request.get(asset, { headers: { 'If-Modified-Since': earlier } })).status()).toBe(200)
  const both = await request.get(asset, { headers: { 'If-Modified-Since': lastModified, 'If-None-Match': '"other"' } })
  expect(both.status()).toBe(200)
})

test('If-Match that fails answers 412 with the security headers', async ({ request }) => {
  const response = await request.get('/en', { headers: { 'If-Match': '"another-version"' } })
  expect(response.status()).toBe(412)
  expectNosniff(response)
})

for (const [path, location] of [
  ['/index.html', '/'],
  ['/index.html?difficulty=Facile', '/?difficulty=Facile'],
  ['/en.html', '/en'],
  ['/waterfall/1.html?from=list', '/waterfall/1?from=list'],
  ['/en/waterfall/14.html', '/en/waterfall/14'],
  ['/en%2Ehtml', '/en'],
] as const) {
  test(`the .html spelling ${path} redirects permanently to ${location}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe(location)
    expectNosniff(response)
  })
}

for (const [path, page, title] of [
  ['/404', '/404', 'Oops! Pagina non trovata'],
  ['/en/404', '/en/404', 'Oops! Page not found'],
] as const) {
  test(`the not-found page's own clean URL ${path} answers 404`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    const body = await response.text()
    expect(body).toContain(`data-prerendered="${page}"`)
    expect(body).toContain(title)
  })
}

test('the not-found pages answer 404 under their file names too', async ({ request }) => {
  for (const [path, page] of [
    ['/404.html', '/404'],
    ['/en/404.html', '/en/404'],
  ] as const) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['cache-control']).toBe('no-cache')
    expect(await response.text()).toContain(`data-prerendered="${page}"`)
  }
})

test('a path with a broken percent-encoding is a bad request', async ({ request }) => {
  for (const path of ['/%', '/en/%E0%A4%A', '/%zz']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expectNosniff(response)
  }
})

test('traversal out of the build in any spelling finds nothing', async ({ request, baseURL }) => {
  for (const path of [
    '/..%2fpackage.json',
    '/%2e%2e/package.json',
    '/assets/..%5c..%5cpackage.json',
    '/.%2e/.%2e/etc/passwd',
  ]) {
    const response = await request.get(`${baseURL}${path}`)
    expect(response.status(), path).toBe(404)
    expect(await response.text()).toContain('data-prerendered="/404"')
  }
})
