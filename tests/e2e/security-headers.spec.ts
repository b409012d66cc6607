import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, type APIResponse, expect, type Page, test } from '@playwright/test'
import { FIRST_SCRIPT } from '../../scripts/build/boot-protocol-plugin'
import { VIEW, VIEW_ATTRIBUTE } from '../../src/boot/boot-protocol'
import { placeToday } from '../../src/features/waterfall/weather/forecast-days'
import { forecastBody } from '../msw/forecast-fixtures'

/**
 * The security headers of the production server (server/serve.ts) and of dist/_headers, and a
 * browser proof that the Content-Security-Policy does not break the app. The expected values are
 * spelled out here, not imported from server/security-headers.ts.
 */
const DIST = join(import.meta.dirname, '../../dist')

/** The hash source of every inline classic script (`<script>` with no attributes) in the HTML. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
  )
}

/** The union over every built page: the server allows the inline scripts of all of them. */
function builtScriptHashes(): string[] {
  const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
  const hashes = new Set(pages.flatMap((page) => inlineScriptHashes(readFileSync(join(DIST, page), 'utf8'))))
  return [...hashes].sort()
}

const CSP = [
  "default-src 'self'",
  `script-src 'self' ${builtScriptHashes().join(' ')}`,
  "style-src 'self'",
  "img-src 'self' https: data:",
  // The weather service of a waterfall's forecast, and nothing else.
  "connect-src 'self' https://api.open-meteo.com",
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** The service worker may also fetch over HTTPS: it caches photos, and its fetches answer to connect-src. */
const WORKER_CSP = CSP.replace("connect-src 'self' https://api.open-meteo.com", "connect-src 'self' https:")

/** The headers every response carries, with their names as dist/_headers spells them. */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), ' +
    'gyroscope=(), accelerometer=(), display-capture=(), interest-cohort=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
}

/** HSTS, for the host that serves the site over HTTPS: two years, every subdomain. */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers()
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], `${name} of ${response.url()}`).toBe(value)
  }
  // The server answers plain HTTP on 127.0.0.1: HSTS there would lock browsers out of every port of the host.
  expect(headers['strict-transport-security'], `HSTS of ${response.url()}`).toBeUndefined()
}

/** The directives of a Content-Security-Policy, each with its list of sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive): [string, string[]] => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

/** The entry script named by the home page, e.g. `/assets/index-[hash].js`. */
async function entryScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text()
  const src = /<script\b[^>]*\btype="module"[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(src, 'the home page names a hashed module script under /assets/').toBeDefined()
  return src as string
}

test.describe('security headers of the production server', () => {
  const cases: [string, number, (request: APIRequestContext) => Promise<APIResponse>][] = [
    ['a page', 200, (request) => request.get('/')],
    ['a hashed asset', 200, async (request) => request.get(await entryScript(request))],
    ['a data file', 200, (request) => request.get('/data/cards.it.json')],
    ['the 404 page', 404, (request) => request.get('/nope')],
    ['a redirect', 301, (request) => request.get('/en/', { maxRedirects: 0 })],
    ['a refused method', 405, (request) => request.post('/')],
    ['a redirect from a .html URL', 301, (request) => request.get('/en.html', { maxRedirects: 0 })],
    ['a bad request', 400, (request) => request.get('/%zz')],
    [
      'an unsatisfiable range',
      416,
      async (request) => request.get(await entryScript(request), { headers: { Range: 'bytes=5-2' } }),
    ],
    ['a failed precondition', 412, (request) => request.get('/en', { headers: { 'If-Match': '"another"' } })],
    [
      'a partial answer',
      206,
      async (request) => request.get(await entryScript(request), { headers: { Range: 'bytes=0-9' } }),
    ],
    [
      'a conditional request',
      304,
      async (request) => {
        const etag = (await request.get('/en')).headers().etag as string
        return request.get('/en', { headers: { 'If-None-Match': etag } })
      },
    ],
  ]
  for (const [what, status, fetch] of cases) {
    test(`${what} (${status}) carries every security header`, async ({ request }) => {
      const response = await fetch(request)
      expect(response.status()).toBe(status)
      expectSecurityHeaders(response)
    })
  }

  test("the CSP allows the served page's inline scripts by hash, and nothing unsafe", async ({ request }) => {
    // The home page carries data blocks (its structured data, its cards); the 404 page none.
    for (const [path, carriesData] of [
      ['/', true],
      ['/nope', false],
    ] as const) {
      const response = await request.get(path)
      const body = await response.text()
      const scriptSrc = directives(response.headers()['content-security-policy'] ?? '').get('script-src') ?? []
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(scriptSrc).not.toContain("'unsafe-eval'")
      expect(scriptSrc[0]).toBe("'self'")
      expect(body).toContain(`<script>${FIRST_SCRIPT}</script>`)
      const hashes = inlineScriptHashes(body)
      expect(hashes.length, `inline scripts of ${path}`).toBeGreaterThan(0)
      for (const hash of hashes) expect(scriptSrc, `script-src of ${path}`).toContain(hash)
      // The structured data and the page's data are data blocks: they are not scripts and get no hash.
      expect(/<script type="application\/(?:ld\+)?json"/.test(body), `data blocks of ${path}`).toBe(carriesData)
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(builtScriptHashes().length)
    }
  })

  test('the host configuration file dist/_headers is not served', async ({ request }) => {
    for (const path of ['/_headers', '/%5Fheaders']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text()).toContain('data-prerendered="/404"')
      expectSecurityHeaders(response)
    }
  })
})

test('the service worker is always revalidated and may fetch photos over HTTPS', async ({ request }) => {
  const response = await request.get('/sw.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-cache')
  expect(response.headers()['content-security-policy']).toBe(WORKER_CSP)
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
})

test('dist/_headers gives static hosts the headers the server sends, and HSTS', async ({ request }) => {
  // Netlify and Cloudflare Pages format: a path, then indented `Name: value` lines; # starts a comment.
  const rules = new Map<string, Record<string, string>>()
  let current: Record<string, string> | undefined
  for (const line of readFileSync(join(DIST, '_headers'), 'utf8').split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      current = {}
      rules.set(line.trim(), current)
      continue
    }
    const separator = line.indexOf(':')
    expect(current, `a header line before any path: ${line}`).toBeDefined()
    if (current) current[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
  }
  expect([...rules.keys()]).toEqual(['/*', '/assets/*', '/sw.js'])
  const { 'Strict-Transport-Security': hsts, ...everyResponse } = rules.get('/*') ?? {}
  expect(everyResponse).toEqual(SECURITY_HEADERS)
  expect(hsts).toBe(STRICT_TRANSPORT_SECURITY)
  // At least a year, as browsers' preload lists ask.
  expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000)
  expect(rules.get('/assets/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' })
  expect(rules.get('/sw.js')).toEqual({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': WORKER_CSP })

  const served = (await request.get('/')).headers()
  for (const [name, value] of Object.entries(everyResponse)) expect(served[name.toLowerCase()]).toBe(value)
})

/** Console errors and warnings, uncaught exceptions and CSP violation events of a page, from now on. */
async function collectProblems(
  page: Page,
): Promise<{ console: string[]; errors: string[]; violations: () => Promise<string[]> }> {
  const console: string[] = []
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  // Injected by the browser's debugging protocol, which the page's CSP does not govern.
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { __cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return {
    console,
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  }
}

/** The app has taken the page over (it says so with `data-app-ready`): the module scripts ran. */
async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' })
}

test('the policy blocks nothing the app needs: home, a detail page and a filtered list work', async ({
  browser,
  page,
}) => {
  const problems = await collectProblems(page)
  const grid = page.getByTestId('results-grid')
  const cards = grid.getByRole('article')
  // The inline classic scripts still in the page: the first script, and on a list the list's own
  // (the scroll-restoration one removes itself when it runs).
  const inlineScripts = page.locator('script:not([src]):not([type])')

  await page.goto('/')
  await waitForHydration(page)
  await expect(grid).toBeVisible()
  await expect(cards).toHaveCount(14)
  await expect(inlineScripts).toHaveCount(2)
  expect(await problems.violations(), 'CSP violations on /').toEqual([])

  // The forecast's request passes the policy before the test answers it (connect-src).
  const forecastRequests: string[] = []
  await page.route('https://api.open-meteo.com/**', (route) => {
    forecastRequests.push(route.request().url())
    return route.fulfill({ json: forecastBody('dry', placeToday(Date.now(), 'Europe/Rome')) })
  })
  await page.goto('/en/waterfall/1')
  await waitForHydration(page)
  await expect(page.getByTestId('weather-reading')).toBeVisible()
  expect(forecastRequests).toHaveLength(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main img').first()).toHaveJSProperty('complete', true)
  await expect(inlineScripts).toHaveCount(1)
  expect(await problems.violations(), 'CSP violations on /en/waterfall/1').toEqual([])

  // The hashed inline scripts run: in a page whose app is held back, they alone show the
  // filtered list's own view in the prerendered markup.
  // (A context of its own: this page's service worker would serve the app from its cache.)
  const heldBackContext = await browser.newContext({ serviceWorkers: 'block' })
  const heldBack = await heldBackContext.newPage()
  await heldBack.route('**/assets/entry-client-*.js', (route) => route.abort())
  await heldBack.goto('/?difficulty=Medio')
  await expect(heldBack.locator('html')).toHaveAttribute(VIEW_ATTRIBUTE, VIEW.prerenderedForThisUrl)
  const heldBackGrid = heldBack.getByTestId('results-grid')
  await expect(heldBackGrid.locator('> li:not([hidden])')).toHaveCount(6)
  await expect(heldBackGrid.locator('li:not([hidden]) [data-difficulty="Medio"]')).toHaveCount(6)
  await heldBackContext.close()
  await page.goto('/?difficulty=Medio')
  await waitForHydration(page)
  await expect(grid).toBeVisible()
  await expect(cards).toHaveCount(6)
  await expect(grid.locator('li:not([hidden]) [data-difficulty]')).toHaveCount(6)
  await expect(grid.locator('li:not([hidden]) [data-difficulty="Medio"]')).toHaveCount(6)
  expect(await problems.violations(), 'CSP violations on /?difficulty=Medio').toEqual([])

  expect(
    problems.console.filter((text) => /Refused to|Content.Security.Policy|Permissions.Policy/i.test(text)),
  ).toEqual([])
  expect(problems.console.filter((text) => text.startsWith('error:'))).toEqual([])
  expect(problems.errors).toEqual([])
})
