import { expect, test } from '@playwright/test'
import { freshProfileForEachTest } from './support/browser-profile'
import { drawingOf } from './support/drawings'
import { waitForApp } from './support/home'

/**
 * Offline after one visit: a real browser profile visits once, is closed, reopened with the
 * network off, and every page still opens.
 */
// The other specs leave the service worker out (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' })

const { open: openProfile } = freshProfileForEachTest('cascate-offline-')

test('after one visit every page opens with the network off, even after reopening the browser', async () => {
  test.setTimeout(90_000)
  const first = await openProfile()
  const page = await first.newPage()
  await page.goto('/')
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return registration.active?.state
  })
  await first.close()

  const second = await openProfile()
  await second.setOffline(true)
  const offline = await second.newPage()
  const checks: [string, string][] = [
    ['/', 'Le cascate della Lombardia, a misura di famiglia'],
    ['/en', 'The waterfalls of Lombardy, for the whole family'],
    ['/waterfall/9', 'Cascata della Vallategna'],
    ['/en/waterfall/11', 'Val Codera Twin Falls'],
  ]
  for (const [path, heading] of checks) {
    await offline.goto(path)
    await expect(offline.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
  const drawingsSeen = new Set<string>()
  for (let id = 1; id <= 14; id++) {
    const response = await offline.goto(`/en/waterfall/${id}`)
    expect(response?.ok(), `/en/waterfall/${id}`).toBe(true)
    await expect(offline.getByRole('link', { name: 'Back to waterfalls' })).toBeVisible()
    // The page's drawing loads eagerly, so it must come from the worker's precache.
    const drawing = offline.getByRole('main').locator('[data-waterfall-picture] img')
    await expect(drawing).toHaveAttribute('src', drawingOf(String(id)))
    await expect
      .poll(() => drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    drawingsSeen.add(drawingOf(String(id)))
  }
  expect(drawingsSeen.size, 'every type has its drawing offline').toBe(5)
  await offline.goto('/en?difficulty=Difficile')
  await expect(offline.getByTestId('results-grid').getByRole('article')).toHaveCount(1)
  // The filter is changed once the app is in: offline, the app starts from the worker's copies,
  // which under load took longer than the check below allows. A choice made while it starts is
  // the start-up walk's to test (start-up-presses.spec.ts), on a held app, not a race here.
  await waitForApp(offline)
  await offline.getByRole('combobox', { name: 'Difficulty' }).selectOption('Facile')
  await expect(offline.locator('[data-results] [role="status"]')).toHaveText('7 waterfalls found')
  await offline.getByTestId('results-grid').getByRole('link', { name: 'See how to get there' }).first().click()
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText('Acquafraggia Falls')
  await second.close()
})

test('the manifest makes the site installable, with names in the page language', async () => {
  // Installability is only judged outside incognito, hence a real profile.
  const context = await openProfile()
  const page = await context.newPage()
  for (const [path, name, shortName, startUrl] of [
    ['/', 'Cascate Lombardia', 'Cascate', '/'],
    ['/en/waterfall/2', 'Lombardy Waterfalls', 'Waterfalls', '/en'],
  ] as const) {
    await page.goto(path)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await page.request.get(href ?? '')).json()
    expect(manifest).toMatchObject({ id: startUrl, name, start_url: startUrl, theme_color: '#1e40af' })
    // Under an icon, a home screen shows about 12 characters whole.
    expect(manifest.short_name).toBe(shortName)
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }))
    await page.evaluate(() => navigator.serviceWorker.ready)
    const cdp = await page.context().newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    // The install icons are the browser's to fetch from the manifest when it installs: each is
    // there, and the worker does not make every first visit download them.
    for (const icon of manifest.icons as { src: string }[]) {
      const response = await page.request.get(icon.src)
      expect(response.status(), icon.src).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^image\/png/)
    }
    const kept = await page.evaluate(async () => {
      const stores = await Promise.all((await caches.keys()).map((name) => caches.open(name)))
      const requests = (await Promise.all(stores.map((cache) => cache.keys()))).flat()
      return requests.map((request) => new URL(request.url).pathname)
    })
    // The worker has kept the pages (this one among them), and no icon.
    expect(kept).toContain(path)
    expect(kept.filter((file) => file.startsWith('/icons/'))).toEqual([])
  }
  await context.close()
})
