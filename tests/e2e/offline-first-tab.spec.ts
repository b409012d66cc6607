import { expect, type Page, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { nameOf, waitForApp } from './support/home'

// These tests are about the service worker, which the other specs leave out (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/**
 * The tab that installs the offline worker is served by it as soon as it is active, without a
 * reload: each test's context is fresh, so its first tab is the installing one.
 */
async function openFirstTab(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForApp(page)
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 15_000 })
    .toBe('activated')
}

test('offline, the first tab switches a waterfall’s page to English', async ({ page, context }) => {
  test.setTimeout(60_000)
  await openFirstTab(page, '/waterfall/2')
  await context.setOffline(true)
  await page.getByRole('link', { name: /English/ }).click()
  await expect(page).toHaveURL('/en/waterfall/2')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('en', '2'))
  await expect(page.getByRole('link', { name: `← ${MESSAGES.en.backToWaterfalls}` })).toBeVisible()
  await expect(page.getByTestId('results-skeleton')).toHaveCount(0)
  // And back to the list in English, which it has not seen yet.
  await page.getByRole('link', { name: `← ${MESSAGES.en.backToWaterfalls}` }).click()
  await expect(page).toHaveURL('/en')
  await expect(page.getByTestId('results-grid').getByRole('article')).toHaveCount(14)
})

test('offline, the first tab opens a waterfall from the list, in either language', async ({ page, context }) => {
  test.setTimeout(60_000)
  await openFirstTab(page, '/')
  await context.setOffline(true)
  await page.getByRole('link', { name: /English/ }).click()
  await expect(page).toHaveURL('/en')
  const cards = page.getByTestId('results-grid').getByRole('article')
  await expect(cards).toHaveCount(14)
  await cards.nth(4).getByRole('link', { name: MESSAGES.en.cardCta }).click()
  await expect(page).toHaveURL('/en/waterfall/5')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('en', '5'))
  await page.getByRole('link', { name: /Italiano/ }).click()
  await expect(page).toHaveURL('/waterfall/5')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('it', '5'))
})

test('offline, the worker answers a path’s other spellings as the server does', async ({ page, context }) => {
  test.setTimeout(60_000)
  await openFirstTab(page, '/')
  await context.setOffline(true)
  for (const [spelling, clean] of [
    ['/waterfall/%31', '/waterfall/1'],
    ['/%77aterfall/1/', '/waterfall/1'],
    ['/%65n/waterfall/%31%34?from=list', '/en/waterfall/14?from=list'],
  ] as const) {
    await page.goto(spelling)
    await expect(page, spelling).toHaveURL(clean)
    await waitForApp(page)
  }
  for (const [path, title] of [
    ['/waterfall%2F1', MESSAGES.it.notFoundTitle],
    ['/en/waterfall%2f1', MESSAGES.en.notFoundTitle],
  ] as const) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  }
})
