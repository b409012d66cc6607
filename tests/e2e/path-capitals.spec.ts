import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { DEFAULT_SITE_ORIGIN } from '../../src/seo/origin'
import { nameOf, waitForApp } from './support/home'
import { installFakeGtag, trackedEvents } from './support/tracker'

/**
 * Capitals in a page's path (docs/decisions/2026-11-26-capitals-in-a-path.md): a page's path in
 * other capitals is one permanent redirect to the page, from the server and the offline worker,
 * never a 404 that then shows the page; the app, on a host without the rule, keeps the 404 page.
 */

test('a page path in capitals is one permanent redirect to the page, keeping the query', async ({ request }) => {
  for (const [path, location] of [
    ['/WATERFALL/3', '/waterfall/3'],
    ['/Waterfall/3', '/waterfall/3'],
    ['/EN/waterfall/3', '/en/waterfall/3'],
    ['/en/WATERFALL/3', '/en/waterfall/3'],
    ['/En', '/en'],
    ['/EN?difficulty=Facile', '/en?difficulty=Facile'],
    ['/WATERFALL/%33', '/waterfall/3'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(301)
    expect(response.headers().location, path).toBe(location)
  }
  // In capitals, a path that is no page in lower case either is a 404, as it is in lower case.
  const response = await request.get('/WATERFALL/99', { maxRedirects: 0 })
  expect(response.status()).toBe(404)
  expect(await response.text()).not.toContain('rel="canonical"')
})

for (const locale of ['it', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : ''
  test(`${locale}: ${prefix.toUpperCase()}/WATERFALL/3 opens the page at its address, with its head and one view`, async ({
    page,
  }) => {
    await installFakeGtag(page)
    const response = await page.goto(`${prefix.toUpperCase()}/WATERFALL/3`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(`${prefix}/waterfall/3`)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(locale, '3'))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${DEFAULT_SITE_ORIGIN}${prefix}/waterfall/3`,
    )
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect.poll(async () => (await trackedEvents(page)).map((event) => event.name)).toEqual(['waterfall_view'])
  })
}

test('in the app, a host that answers a path in capitals with its 404 page keeps the 404 page', async ({ page }) => {
  // A static host without the server's rule answers /WATERFALL/3 with the not-found page.
  const html = readFileSync(join(import.meta.dirname, '../../dist/404.html'), 'utf8')
  await page.route('**/WATERFALL/3', (route) => route.fulfill({ status: 404, body: html, contentType: 'text/html' }))
  await installFakeGtag(page)
  await page.goto('/WATERFALL/3')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.it.notFoundTitle)
  await expect(page).toHaveURL('/WATERFALL/3')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  expect(await trackedEvents(page)).toEqual([])
})

test.describe('offline', () => {
  // About the service worker, which the other specs leave out (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  test('the worker answers a page path in capitals as the server does', async ({ page, context }) => {
    test.setTimeout(60_000)
    await page.goto('/')
    await waitForApp(page)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 15_000 })
      .toBe('activated')
    await context.setOffline(true)
    for (const [path, clean, locale, id] of [
      ['/WATERFALL/3', '/waterfall/3', 'it', '3'],
      ['/EN/Waterfall/3?from=list', '/en/waterfall/3?from=list', 'en', '3'],
    ] as const) {
      await page.goto(path)
      await expect(page, path).toHaveURL(clean)
      await waitForApp(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(locale, id))
    }
  })
})
