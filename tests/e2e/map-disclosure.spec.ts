import { expect, type Page, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { axeOn } from './support/axe'
import { holdScripts } from './support/hold-scripts'
import { CATALOGUE, mapSummary, namesOf, openHome, showMap, waitForApp } from './support/home'

/**
 * On a phone the list's map folds behind "Mostra la mappa" after the list (a parent comparing
 * waterfalls scrolls fourteen cards, not a 900 px drawing too; docs/decisions/2026-11-27-compact-card.md).
 * Open, it stays open for the tab: Back from a marker's page finds it where the visitor left it.
 * On a wide screen, and without scripts, the map shows as it is and there is no summary.
 */

const homePath = (locale: Locale) => (locale === 'en' ? '/en' : '/')
const PHONES = [
  { width: 375, height: 812 },
  { width: 360, height: 780 },
] as const

const mapMarkers = (page: Page) => page.locator('[data-map-markers]').getByRole('link')

for (const locale of ['it', 'en'] as const) {
  const messages = MESSAGES[locale]

  for (const phone of PHONES) {
    test(`${locale}: at ${phone.width} px the map is folded after the list; a press shows it, another folds it`, async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await openHome(page, homePath(locale))
      const summary = mapSummary(page)
      await expect(page.getByRole('heading', { level: 2, name: messages.mapHeading })).toBeVisible()
      await expect(summary).toBeVisible()
      await expect(summary).toHaveText(messages.mapShow, { useInnerText: true })
      await expect(mapMarkers(page)).toHaveCount(0)
      await expect(page.getByText(messages.mapHint)).toBeHidden()

      await summary.click()
      await expect(summary).toHaveText(messages.mapHide, { useInnerText: true })
      await expect(mapMarkers(page)).toHaveText(namesOf(CATALOGUE[locale]))
      await expect(mapMarkers(page).first()).toBeVisible()
      await expect(page.getByText(messages.mapHint)).toBeVisible()

      await summary.click()
      await expect(summary).toHaveText(messages.mapShow, { useInnerText: true })
      await expect(mapMarkers(page)).toHaveCount(0)
    })
  }

  test(`${locale}: from the keyboard the summary opens and folds the map, and the focus stays on it`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONES[0])
    await openHome(page, homePath(locale))
    const summary = mapSummary(page)
    // Reached from the list's last badge with Tab, as a keyboard user would.
    await page.locator('[data-results] li[data-id]').last().getByRole('button').last().focus()
    await page.keyboard.press('Tab')
    await expect(summary).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(summary).toHaveText(messages.mapHide, { useInnerText: true })
    await expect(summary).toBeFocused()
    await expect(mapMarkers(page).first()).toBeVisible()
    await page.keyboard.press('Space')
    await expect(summary).toHaveText(messages.mapShow, { useInnerText: true })
    await expect(summary).toBeFocused()
    await expect(mapMarkers(page)).toHaveCount(0)
  })

  test(`${locale}: opened on a phone, the map is still open after a marker's page and Back, where the visitor was`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONES[0])
    await openHome(page, homePath(locale))
    await showMap(page, locale)
    const marker = mapMarkers(page).first()
    await marker.scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => window.scrollY)
    await marker.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGUE[locale][0]?.name ?? '')
    await page.goBack()
    await waitForApp(page)
    await expect(mapSummary(page)).toHaveText(messages.mapHide, { useInnerText: true })
    await expect(mapMarkers(page).first()).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
  })

  test(`${locale}: a reload of the list folds the map again only if the visitor folded it`, async ({ page }) => {
    await page.setViewportSize(PHONES[0])
    await openHome(page, homePath(locale))
    await showMap(page, locale)
    await page.reload()
    await waitForApp(page)
    await expect(mapSummary(page)).toHaveText(messages.mapHide, { useInnerText: true })
    await mapSummary(page).click()
    await expect(mapSummary(page)).toHaveText(messages.mapShow, { useInnerText: true })
    await page.reload()
    await waitForApp(page)
    await expect(mapSummary(page)).toHaveText(messages.mapShow, { useInnerText: true })
    await expect(mapMarkers(page)).toHaveCount(0)
  })

  test(`${locale}: the open map on a phone passes axe, and at 1280 px the map shows with no summary`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONES[0])
    await openHome(page, homePath(locale))
    await showMap(page, locale)
    const { violations } = await axeOn(page).include('section[aria-labelledby="map-heading"]').analyze()
    expect(violations).toEqual([])

    // A tab of its own: nothing opened the map there.
    const wide = await page.context().newPage()
    await wide.setViewportSize({ width: 1280, height: 900 })
    await openHome(wide, homePath(locale))
    await expect(mapSummary(wide)).toBeHidden()
    await expect(mapMarkers(wide)).toHaveText(namesOf(CATALOGUE[locale]))
    await expect(mapMarkers(wide).first()).toBeVisible()
  })
}

// Before the app: on the bare address, a filtered one and one with a tracking parameter, the summary
// is the browser's own, so a tap opens the map at once, and the app keeps it open with the focus on it.
for (const path of ['/', '/en?difficulty=Facile', '/?utm_source=x']) {
  test(`${path}: a tap on the map's summary before the app opens the map, and it stays open once the app is in`, async ({
    page,
  }) => {
    const locale = path.startsWith('/en') ? 'en' : 'it'
    const messages = MESSAGES[locale]
    await page.setViewportSize(PHONES[0])
    const releaseApp = await holdScripts(page)
    await page.goto(path)
    const summary = mapSummary(page)
    await summary.click()
    await expect(summary).toHaveText(messages.mapHide, { useInnerText: true })
    await expect(summary).toBeFocused()
    await expect(mapMarkers(page).first()).toBeVisible()
    await expect(page.locator('html[data-app-ready]')).not.toBeAttached()
    releaseApp()
    await waitForApp(page)
    await expect(summary).toHaveText(messages.mapHide, { useInnerText: true })
    await expect(summary).toBeFocused()
    await expect(mapMarkers(page).first()).toBeVisible()
  })
}

test('without JavaScript a phone shows the map as it is, with no summary that could not work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONES[0] })
  const page = await context.newPage()
  await page.goto('/')
  await expect(mapSummary(page)).toBeHidden()
  await expect(mapMarkers(page)).toHaveText(namesOf(CATALOGUE.it))
  await expect(mapMarkers(page).first()).toBeVisible()
  await context.close()
})
