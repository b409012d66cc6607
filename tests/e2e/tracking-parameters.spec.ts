import { expect, test } from '@playwright/test'
import { VIEW, VIEW_ATTRIBUTE } from '../../src/boot/boot-protocol'
import { MESSAGES } from '../../src/i18n/messages'
import { DEFAULT_SITE_ORIGIN } from '../../src/seo/origin'
import { holdScripts } from './support/hold-scripts'
import { CATALOGUE, currentPath, homePage, nameOf, waitForApp } from './support/home'
import { afterNextFrame } from './support/page-clock'
import { installFakeGtag, trackedEvents } from './support/tracker'

/**
 * A shared address is right from the first paint: a tracking parameter (or any key the URL
 * contract does not read) is no filter, so the page is its own view at once, keeps the reader's
 * scroll when the app arrives, and reports clean.
 */

test('a waterfall page opened with a tracking parameter keeps the reader where they scrolled when the app arrives', async ({
  page,
}) => {
  await installFakeGtag(page)
  await page.setViewportSize({ width: 390, height: 700 })
  const release = await holdScripts(page)
  await page.goto('/en/waterfall/9?utm_source=whatsapp')
  await expect(page.locator('html')).toHaveAttribute(VIEW_ATTRIBUTE, VIEW.prerenderedForThisUrl)
  const heading = page.getByRole('heading', { name: MESSAGES.en.howToGetThereHeading })
  await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(300)

  release()
  await waitForApp(page)
  await afterNextFrame(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('en', '9'))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${DEFAULT_SITE_ORIGIN}/en/waterfall/9`)
  await expect.poll(async () => (await trackedEvents(page)).map((event) => event.name)).toEqual(['waterfall_view'])
})

for (const [path, clean] of [
  ['/en?fbclid=x', '/en'],
  ['/?utm_source=newsletter&utm_medium=email&gclid=y&mc_cid=z', '/'],
] as const) {
  test(`${path} shows the whole list at first paint, and ends at ${clean} with nothing reported`, async ({ page }) => {
    const locale = clean === '/en' ? 'en' : 'it'
    await installFakeGtag(page)
    const release = await holdScripts(page)
    await page.goto(path)
    const home = homePage(page, locale)
    // The scripts are held back: what shows is the prerendered list itself.
    await expect(page.locator('html')).toHaveAttribute(VIEW_ATTRIBUTE, VIEW.prerenderedForThisUrl)
    await expect(home.cards).toHaveCount(CATALOGUE[locale].length)
    await expect(home.cards.first()).toBeVisible()
    await expect(home.status).toHaveText(MESSAGES[locale].resultsCount(CATALOGUE[locale].length))

    release()
    await waitForApp(page)
    await expect.poll(() => currentPath(page)).toBe(clean)
    await expect(home.cards.first()).toBeVisible()
    await expect(home.cards).toHaveCount(CATALOGUE[locale].length)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${DEFAULT_SITE_ORIGIN}${clean === '/' ? '/' : clean}`,
    )
    expect(await trackedEvents(page)).toEqual([])
  })
}
