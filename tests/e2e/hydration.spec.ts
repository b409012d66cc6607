import { expect, type Page, test } from '@playwright/test'
import { contentYear } from '../../src/catalogue/content-year'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import { placeToday } from '../../src/features/waterfall/weather/forecast-days'
import { forecastBody } from '../msw/forecast-fixtures'
import { waitForApp } from './support/home'

// The page as a visitor gets it, service worker included: its registration must add no warning.
test.use({ serviceWorkers: 'allow' })

function collectProblems(page: Page): string[] {
  const problems: string[] = []
  // A waterfall's page asks Open-Meteo for its forecast once it is in; no test reaches the service.
  void page.route('https://api.open-meteo.com/**', (route) =>
    route.fulfill({ json: forecastBody('dry', placeToday(Date.now(), 'Europe/Rome')) }),
  )
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  return problems
}

const headSnapshot = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    alternates: document.querySelectorAll('link[rel="alternate"]').length,
    jsonLdTypes: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}')['@type'],
    ),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  }))

/**
 * Keeps hold of every element of the prerendered page as soon as it is parsed, before any script
 * runs (module scripts run after 'interactive'), to tell later whether hydration kept them.
 * Resource tags are left out: React hoists them rather than hydrating them in place.
 */
async function holdPrerenderedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        const elements = document.querySelectorAll('#app *:not(link, meta, style, script, title)')
        Object.assign(window, { __prerendered: [...elements] })
      }
    })
  })
}

/** How many prerendered elements were held, and how many of them are no longer in the page. */
const prerenderedElements = (page: Page) =>
  page.evaluate(() => {
    const held = (window as unknown as { __prerendered: Element[] }).__prerendered
    return { held: held.length, gone: held.filter((element) => !element.isConnected).length }
  })

/** Marks the document on screen: a client-side navigation keeps the mark, a document load drops it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }))
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

const PRERENDERED_PAGES = [
  { path: '/', otherLanguage: '/en', switchTo: /English/ },
  { path: '/en', otherLanguage: '/', switchTo: /Italiano/ },
  { path: '/waterfall/1', otherLanguage: '/en/waterfall/1', switchTo: /English/ },
  { path: '/en/waterfall/11', otherLanguage: '/waterfall/11', switchTo: /Italiano/ },
]

for (const { path, otherLanguage, switchTo } of PRERENDERED_PAGES) {
  test(`${path} hydrates its prerendered HTML: the same elements, no warning, and they answer`, async ({ page }) => {
    const problems = collectProblems(page)
    await holdPrerenderedElements(page)
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-prerendered', path)
    await waitForApp(page)
    // Hydrated, not rendered afresh: the app now owns the page, and its elements are still the
    // prerendered ones.
    const { held, gone } = await prerenderedElements(page)
    expect(held).toBeGreaterThan(0)
    expect(gone).toBe(0)
    // Taken over: the language switch is now the app's link, which navigates without a page load.
    await markDocument(page)
    await page.getByRole('link', { name: switchTo }).click()
    await expect(page).toHaveURL(otherLanguage)
    expect(await isSameDocument(page)).toBe(true)
    expect(problems).toEqual([])
  })
}

test('a visit in a later year than the content hydrates without a mismatch: the footer keeps the content year', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await holdPrerenderedElements(page)
  await page.clock.setSystemTime(new Date(`${contentYear(WATERFALL_SOURCES) + 5}-03-01T10:00:00Z`))
  await page.goto('/')
  await waitForApp(page)
  const { gone } = await prerenderedElements(page)
  expect(gone).toBe(0)
  await expect(page.getByRole('contentinfo')).toContainText(`© ${contentYear(WATERFALL_SOURCES)} `)
  expect(problems).toEqual([])
})

test('client-side navigation replaces every head tag, leaving none behind or doubled', async ({ page }) => {
  const problems = collectProblems(page)
  await page.goto('/en')
  // The links are the app's once it has taken the page over; before that, a click loads a new page.
  await waitForApp(page)
  await markDocument(page)
  expect(await headSnapshot(page)).toEqual({
    title: 'Lombardy Waterfalls',
    canonical: ['https://cascatelombardia.it/en'],
    descriptions: 1,
    alternates: 3,
    jsonLdTypes: ['WebSite'],
    ogUrl: 'https://cascatelombardia.it/en',
  })
  await page.getByRole('link', { name: 'See how to get there' }).nth(3).click()
  await expect(page).toHaveURL('/en/waterfall/4')
  await expect
    .poll(() => headSnapshot(page))
    .toEqual({
      title: 'Bellano Gorge | Lombardy Waterfalls',
      canonical: ['https://cascatelombardia.it/en/waterfall/4'],
      descriptions: 1,
      alternates: 3,
      jsonLdTypes: ['TouristAttraction', 'BreadcrumbList'],
      ogUrl: 'https://cascatelombardia.it/en/waterfall/4',
    })
  await page.getByRole('link', { name: /Italiano/ }).click()
  await expect(page).toHaveURL('/waterfall/4')
  await expect
    .poll(() => headSnapshot(page))
    .toMatchObject({
      title: 'Orrido di Bellano | Cascate Lombardia',
      canonical: ['https://cascatelombardia.it/waterfall/4'],
      jsonLdTypes: ['TouristAttraction', 'BreadcrumbList'],
    })
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL('/en')
  await expect.poll(() => headSnapshot(page)).toMatchObject({ title: 'Lombardy Waterfalls', jsonLdTypes: ['WebSite'] })
  expect(await isSameDocument(page)).toBe(true)
  expect(problems).toEqual([])
})

test('a filtered URL starts from the home HTML and never shows the unfiltered list', async ({ page }) => {
  const seen: number[] = []
  await page.exposeFunction('reportCardCount', (count: number) => seen.push(count))
  await page.addInitScript(() => {
    // Every frame, record how many cards are visible; the unfiltered 14 must never show.
    const report = (window as unknown as { reportCardCount: (count: number) => void }).reportCardCount
    const tick = () => {
      const cards = [...document.querySelectorAll('[data-testid="results-grid"] article')]
      const visible = cards.filter((card) => card.checkVisibility({ visibilityProperty: true })).length
      if (visible > 0) report(visible)
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  await page.goto('/?difficulty=Difficile')
  await waitForApp(page)
  await expect(page.getByTestId('results-grid').getByRole('article')).toHaveCount(1)
  // The takeover is when a wrong list could flash; watch a few more frames painted after it.
  const framesBefore = seen.length
  await expect.poll(() => seen.length).toBeGreaterThan(framesBefore + 5)
  expect(new Set(seen)).toEqual(new Set([1]))
})
