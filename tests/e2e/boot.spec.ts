import { expect, type Page, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { expectedWaterfalls, namesOf } from './support/home'
import { requestsSoFarSeen } from './support/page-clock'

/**
 * The prerendered page paints first; the app (React and the rest) is fetched after it: at the
 * load event, at the visitor's first pointer, key or focus, 1.5 s at the latest, or at once for
 * a view the prerendered markup does not show (a filtered list).
 *
 * Where a test installs the page's clock, it pauses it: the 1.5 s fallback then fires only when
 * the test moves the clock on.
 */
const FALLBACK_MS = 1500

/** Records the scripts the page requests beyond the ones its HTML names: the app's. */
async function watchAppScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text()
  const named = new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  )
  const requested: string[] = []
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname
    if (request.resourceType() === 'script' && !named.has(pathname)) requested.push(pathname)
  })
  return requested
}

/**
 * Holds every illustration request unanswered. On a detail page, whose picture loads eagerly,
 * the window's load event then never comes (the home page's card pictures load lazily, and
 * lazy images do not hold the load event back).
 */
async function holdImages(page: Page): Promise<void> {
  await page.route('**/illustrations/**', () => {
    // Never answered.
  })
}

/** A clock that stands still until the test moves it. */
async function pauseClock(page: Page): Promise<void> {
  const start = new Date('2026-06-21T08:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}

/**
 * Opens a page whose app can start only by the way a test allows: the clock is paused (no
 * fallback) and the images are held (no load event). Returns the app's script requests.
 */
async function openWithAppHeldBack(page: Page, path: string): Promise<string[]> {
  await pauseClock(page)
  await holdImages(page)
  const appScripts = await watchAppScripts(page, path)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return appScripts
}

const appReady = (page: Page) => expect(page.locator('html[data-app-ready]')).toBeAttached()

test('the app is fetched once the page has loaded, not while it paints', async ({ page }) => {
  const appScripts = await watchAppScripts(page, '/waterfall/1')
  await page.goto('/waterfall/1')
  await appReady(page)
  expect(appScripts.length).toBeGreaterThan(0)
  const readTiming = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      const requests = performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
      return {
        loadEventStart: navigation?.loadEventStart ?? Number.NaN,
        domInteractive: navigation?.domInteractive ?? Number.NaN,
        requests,
      }
    })
  // A script the app asks for once it is ready (the forecast's) has a resource entry only once it
  // has arrived: wait for an entry for every script requested so far, then read their start times.
  let timing = await readTiming()
  await expect
    .poll(async () => {
      timing = await readTiming()
      const seen = new Set(timing.requests.map((request) => request.path))
      return [...new Set(appScripts)].filter((path) => !seen.has(path))
    })
    .toEqual([])
  const appRequests = timing.requests.filter((request) => appScripts.includes(request.path))
  // The page's module runs once the document is parsed, after domInteractive, and starts the app 1.5 s
  // later at the latest: on a machine so busy that the page takes longer to load, that comes first.
  // Either way no app script is asked for while the page is still painting.
  const loaded = timing.loadEventStart > 0 ? timing.loadEventStart : Number.POSITIVE_INFINITY
  const earliest = Math.min(loaded, timing.domInteractive + FALLBACK_MS)
  expect(earliest).toBeGreaterThan(0)
  for (const request of appRequests) expect(request.startTime).toBeGreaterThanOrEqual(earliest)
})

test('an image that never arrives holds the app back 1.5 s at most', async ({ page }) => {
  const appScripts = await openWithAppHeldBack(page, '/waterfall/1')
  await page.clock.runFor(FALLBACK_MS - 100)
  await requestsSoFarSeen(page)
  expect(appScripts).toEqual([])
  await page.clock.runFor(100)
  await expect.poll(() => appScripts.length).toBeGreaterThan(0)
  await page.clock.resume()
  await appReady(page)
})

test('a visitor reaching for the page starts the app at once', async ({ page }) => {
  const appScripts = await openWithAppHeldBack(page, '/waterfall/1')
  await requestsSoFarSeen(page)
  expect(appScripts).toEqual([])
  await page.keyboard.press('Tab')
  await expect.poll(() => appScripts.length).toBeGreaterThan(0)
  await page.clock.resume()
  await appReady(page)
})

test('a filtered list starts the app at once: the prerendered markup is not its view', async ({ page }) => {
  const appScripts = await openWithAppHeldBack(page, '/?difficulty=Facile')
  // Neither the load event (images held) nor the fallback (clock paused) can have started it.
  await expect.poll(() => appScripts.length).toBeGreaterThan(0)
  await page.clock.resume()
  await appReady(page)
  await expect(page.getByTestId('results-grid').getByRole('heading', { level: 3 })).toHaveText(
    namesOf(expectedWaterfalls('it', { difficulty: 'Facile' })),
  )
})

test('what a visitor types and picks before the app has started is kept', async ({ page }) => {
  const appScripts = await watchAppScripts(page, '/')
  // The app arrives late, as over a slow link: it is held until the visitor is already at work.
  let arrive = () => {}
  const arrival = new Promise<void>((resolve) => {
    arrive = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    if (appScripts.includes(new URL(route.request().url()).pathname)) await arrival
    await route.continue()
  })
  await page.goto('/')
  const box = page.getByRole('searchbox', { name: MESSAGES.it.searchLabel })
  const difficulty = page.getByRole('combobox', { name: MESSAGES.it.difficultyLabel })
  await difficulty.selectOption('Facile') // the first touch starts the app, which is still on its way
  await box.click()
  await box.pressSequentially('lag')
  await expect(page.locator('html[data-app-ready]')).not.toBeAttached()
  arrive()
  await appReady(page)
  await expect(box).toHaveValue('lag')
  await expect(difficulty).toHaveValue('Facile')
  // Still in the box, caret at the end: typing goes on where it was.
  await expect(box).toBeFocused()
  await page.keyboard.type('o')
  await expect(box).toHaveValue('lago')
  await expect(page.locator('[data-results] [role="status"]')).toHaveText(
    MESSAGES.it.resultsCount(expectedWaterfalls('it', { q: 'lago', difficulty: 'Facile' }).length),
  )
  await expect(page).toHaveURL(/\/\?q=lago&difficulty=Facile$/)
})

test('a page scrolled before the app has started stays where the visitor left it', async ({ page }) => {
  await openWithAppHeldBack(page, '/')
  // Scrolling is no reason to start the app: it is the fallback that starts it here.
  await page.mouse.wheel(0, 1200)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  const scrolledTo = await page.evaluate(() => window.scrollY)
  await page.clock.resume()
  await appReady(page)
  // The router's first render comes right after; give it a second of the page's clock to move
  // the page, if it would.
  await page.clock.runFor(1000)
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo)
  // The card in view takes a tap: the app opens its page.
  const card = page.getByRole('link', { name: MESSAGES.it.cardCta }).nth(3)
  await card.click()
  await expect(page).toHaveURL('/waterfall/4')
})
