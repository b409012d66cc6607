import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { drawOverviewMap } from '../../scripts/build/overview-map-drawing'
import { projectToPercent } from '../../src/components/map/projection'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { axeOn } from './support/axe'
import {
  CATALOGUE,
  expectedWaterfalls,
  filtersSummary,
  mapSummary,
  namesOf,
  openHome,
  showMap,
  waitForApp,
} from './support/home'

/**
 * The overview map on the home page and the locator map on detail pages, against the production
 * build. Each test checks all it can on one page load: the browser tests' time is the CI's.
 */

const geo = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../data/geo', file), 'utf8'))
/** The projection's numbers, as the build derives them from the vendored outlines. */
const FRAME = drawOverviewMap(geo('italy-provinces.topo.json'), geo('lombardy-lakes.geojson')).frame

const homePath = (locale: Locale) => (locale === 'en' ? '/en' : '/')
const detailPath = (locale: Locale, id: string) => `${locale === 'en' ? '/en' : ''}/waterfall/${id}`
const estimatedIds = (locale: Locale) =>
  CATALOGUE[locale].filter((waterfall) => !waterfall.coordinatesVerified).map((waterfall) => waterfall.id)

function overviewMap(page: Page, locale: Locale) {
  const section = page.getByRole('region', { name: MESSAGES[locale].mapHeading })
  return {
    section,
    image: section.locator('img[alt=""]'),
    markers: section.locator('[data-map-markers]').getByRole('link'),
    visibleMarkers: section.locator('[data-map-markers] li:not([hidden])').getByRole('link'),
  }
}

/** The image has arrived and been decoded (it loads lazily, so it is scrolled to first). */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
}

/** Each marker's centre, in per cent of the map's box, next to where the projection puts it. */
async function markerPlaces(box: Locator, markers: Locator) {
  const frame = await box.boundingBox()
  const centres = await markers.evaluateAll((links) =>
    links.map((link) => {
      const { x, y, width, height } = link.getBoundingClientRect()
      return [x + width / 2, y + height / 2, width, height]
    }),
  )
  return centres.map(([x = 0, y = 0, width = 0, height = 0]) => ({
    x: (100 * (x - (frame?.x ?? 0))) / (frame?.width ?? 1),
    y: (100 * (y - (frame?.y ?? 0))) / (frame?.height ?? 1),
    width,
    height,
  }))
}

async function expectMarkersInPlace(page: Page, locale: Locale): Promise<void> {
  const map = overviewMap(page, locale)
  const places = await markerPlaces(map.image, map.markers)
  CATALOGUE[locale].forEach((waterfall, index) => {
    const expected = projectToPercent(FRAME, waterfall.lat, waterfall.lon)
    const place = places[index]
    expect(place?.x, `${waterfall.name} across`).toBeCloseTo(expected.x, 0)
    expect(place?.y, `${waterfall.name} down`).toBeCloseTo(expected.y, 0)
  })
  // WCAG 2.5.8: a target under 24 by 24 CSS pixels needs 24 px around its centre free of any
  // other target's, which the markers keep by the map's drawn width (they are 16 px).
  const centres = await map.markers.evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect()
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    }),
  )
  for (const [index, centre] of centres.entries()) {
    for (const other of centres.slice(index + 1)) {
      const apart = Math.hypot(centre.x - other.x, centre.y - other.y)
      expect(apart, 'two markers closer than 24 px').toBeGreaterThanOrEqual(24)
    }
  }
}

for (const locale of ['it', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`at ${width} px, ${homePath(locale)} maps every waterfall as a link to its page, hides markers with their cards, and opens a page from the keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const messages = MESSAGES[locale]
      const home = await openHome(page, homePath(locale))
      // On a phone the map is folded behind its summary (nothing to open on a wide screen).
      await showMap(page, locale)
      const map = overviewMap(page, locale)
      const catalogue = CATALOGUE[locale]

      await expect(map.markers).toHaveCount(14)
      await expect(map.markers).toHaveText(namesOf(catalogue))
      const hrefs = await map.markers.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs).toEqual(catalogue.map((waterfall) => detailPath(locale, waterfall.id)))
      for (const [index, waterfall] of catalogue.entries()) {
        await expect(map.markers.nth(index)).toHaveAccessibleName(waterfall.name)
      }

      // Approximate markers are exactly the estimated positions, and the key says what they mean.
      const approximate = await map.markers.evaluateAll((links) =>
        links.filter((link) => link.hasAttribute('data-estimate')).map((link) => link.getAttribute('href')),
      )
      expect(approximate).toEqual(estimatedIds(locale).map((id) => detailPath(locale, id)))
      await expect(map.section.getByText(messages.mapLegendEstimate)).toBeVisible()
      await expect(map.section.getByText(messages.mapLegendSourced)).toBeVisible()
      await expect(map.section).toContainText(`${messages.mapBoundariesCredit} (CC BY 4.0)`)
      await expect(map.section).toContainText(messages.mapLakesCredit)

      await expectLoaded(map.image)
      await expectMarkersInPlace(page, locale)
      // On phones the map comes after the list, never before it.
      const [listTop, mapTop] = await Promise.all([home.grid.boundingBox(), map.section.boundingBox()])
      expect(mapTop?.y ?? 0).toBeGreaterThan(listTop?.y ?? 0)

      // A filter hides exactly the markers whose cards hide (on a phone, behind the Filters button).
      if (width === 375) await filtersSummary(page, locale).click()
      await home.select('difficulty').selectOption('Medio')
      const matching = namesOf(expectedWaterfalls(locale, { difficulty: 'Medio' }))
      await expect(home.cardNames.filter({ visible: true })).toHaveText(matching)
      await expect(map.visibleMarkers).toHaveText(matching)
      for (const marker of await map.visibleMarkers.all()) await expect(marker).toBeVisible()
      await expect(map.markers.filter({ visible: true })).toHaveCount(matching.length)

      if (width === 1280) {
        const { violations } = await axeOn(page).include('#map-heading').include('[data-map-markers]').analyze()
        expect(violations).toEqual([])
      }

      // The keyboard: Tab from the last card shown (its link, then its badges) reaches the first
      // marker shown; Enter opens its page.
      await home.cards.filter({ visible: true }).last().locator('a, button').last().focus()
      await page.keyboard.press('Tab')
      // On a phone the map's summary comes first, then the markers.
      if (width === 375) {
        await expect(mapSummary(page)).toBeFocused()
        await page.keyboard.press('Tab')
      }
      const first = map.visibleMarkers.first()
      await expect(first).toBeFocused()
      const ring = await first.evaluate((link) => getComputedStyle(link).outlineStyle)
      expect(ring).not.toBe('none')
      const firstMatching = expectedWaterfalls(locale, { difficulty: 'Medio' })[0]
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(detailPath(locale, firstMatching?.id ?? ''))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstMatching?.name ?? '')
    })
  }
}

for (const locale of ['it', 'en'] as const) {
  test(`at 1280 px, ${homePath(locale)} with no waterfall left has no list of markers, and says why`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const messages = MESSAGES[locale]
    const home = await openHome(page, `${homePath(locale)}?q=zzzz`)
    const map = overviewMap(page, locale)
    await expect(map.section.getByRole('status')).toHaveText(messages.mapNoMarkers)
    // The only list left in the map's section is its key.
    await expect(map.section.getByRole('list')).toHaveCount(1)
    await expect(map.section.getByRole('list')).toContainText(messages.mapLegendSourced)
    await expect(map.markers).toHaveCount(0)
    // A filter that brings waterfalls back brings the list back.
    await home.searchBox.fill('')
    await expect(map.section.getByRole('list')).toHaveCount(2)
    await expect(map.visibleMarkers).toHaveCount(14)
    await expect(map.section.getByRole('status')).toHaveText('')
  })
}

test('without JavaScript the prerendered page has the map, its markers in place and their links', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })
  const page = await context.newPage()
  await page.goto('/en')
  const map = overviewMap(page, 'en')
  await expect(map.markers).toHaveText(namesOf(CATALOGUE.en))
  await expectLoaded(map.image)
  await expectMarkersInPlace(page, 'en')
  await context.close()
})

for (const [path, locale, id] of [
  ['/waterfall/5', 'it', '5'],
  ['/en/waterfall/1', 'en', '1'],
] as const) {
  test(`${path} shows where the waterfall is on a small map, as sure as its coordinates are`, async ({ page }) => {
    const messages = MESSAGES[locale]
    const waterfall = CATALOGUE[locale].find((entry) => entry.id === id)
    const estimate = estimatedIds(locale).includes(id)
    await page.goto(path)
    await waitForApp(page)
    const locator = page.getByTestId('locator-map')
    const drawing = locator.getByRole('img', { name: messages.locatorLabel(waterfall?.name ?? '', estimate) })
    await expect(drawing).toBeVisible()
    await expect(locator.locator('[data-estimate]')).toHaveCount(estimate ? 1 : 0)
    await expect(locator).toContainText(`${messages.mapBoundariesCredit} (CC BY 4.0)`)
    if (estimate) await expect(locator.getByText(messages.mapLegendEstimate)).toBeVisible()
    await expectLoaded(locator.locator('img'))
    const [marker] = await markerPlaces(locator.locator('img'), drawing.locator('span').first())
    const expected = projectToPercent(FRAME, waterfall?.lat ?? 0, waterfall?.lon ?? 0)
    expect(marker?.x).toBeCloseTo(expected.x, 0)
    expect(marker?.y).toBeCloseTo(expected.y, 0)
    const { violations } = await axeOn(page).include('[data-testid="locator-map"]').analyze()
    expect(violations).toEqual([])
  })
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('after one visit, offline, the home page and a detail page still show their maps', async ({ page, context }) => {
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await context.setOffline(true)
    await page.goto('/en')
    await expectLoaded(overviewMap(page, 'en').image)
    await page.goto('/waterfall/12')
    await expectLoaded(page.getByTestId('locator-map').locator('img'))
  })
})
