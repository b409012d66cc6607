import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'

/** HTTP behaviour of the production server (server/serve.ts) serving the real build. */

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
  expect(await response.text()).toContain('<html lang="it" data-prerendered="/">')
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
  test(`the ${locale} data file is JSON with the 14 waterfalls, always revalidated`, async ({ request }) => {
    const response = await request.get(`/data/waterfalls.${locale}.json`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/json/)
    expect(response.headers()['cache-control']).toBe('no-cache')
    const body = (await response.json()) as { waterfalls?: unknown }
    expect(Array.isArray(body.waterfalls)).toBe(true)
    expect(body.waterfalls).toHaveLength(14)
    expectNosniff(response)
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

test('HEAD is allowed and sends headers without a body', async ({ request }) => {
  const response = await request.head('/en')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/html/)
  expect((await response.body()).length).toBe(0)
  expectNosniff(response)
})

for (const method of ['POST', 'PUT', 'DELETE']) {
  test(`${method} is refused with 405`, async ({ request }) => {
    const response = await request.fetch('/', { method })
    expect(response.status()).toBe(405)
    expect(response.headers().allow).toBe('GET, HEAD')
    expectNosniff(response)
  })
}
