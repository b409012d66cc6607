import { type BrowserContext, expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { freshProfileForEachTest } from './support/browser-profile'
import { followByKeyboard, homePage, nameOf, waitForApp } from './support/home'

/**
 * Offline, a page's data (which no page carries: the app fetches it as it starts) and the data the
 * navigations inside the app need (a waterfall's page → the list, the list → another waterfall,
 * the language switch) come from the worker, which kept every data file at install; and an id the
 * guide lacks is still "not found", not an error.
 */
test.use({ serviceWorkers: 'allow' })

const { open: openProfile } = freshProfileForEachTest('cascate-offline-navigation-')

/** A profile that visited one waterfall's page once, reopened with the network off. */
async function offlineAfterOneVisit(): Promise<BrowserContext> {
  const first = await openProfile()
  const page = await first.newPage()
  await page.goto('/waterfall/2')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await first.close()
  const second = await openProfile()
  await second.setOffline(true)
  return second
}

test('offline, a waterfall page leads to the other language, the list and another waterfall', async () => {
  test.setTimeout(60_000)
  const context = await offlineAfterOneVisit()
  const page = await context.newPage()
  const dataAnswers: string[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/data/')) dataAnswers.push(`${pathname} ${response.status()}`)
  })
  await page.goto('/en/waterfall/7')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('en', '7'))

  await homePage(page, 'en')
    .languageNav.getByRole('link', { name: /Italiano/ })
    .click()
  await expect(page).toHaveURL('/waterfall/7')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('it', '7'))

  await followByKeyboard(page.getByRole('main').getByRole('link', { name: MESSAGES.it.backToWaterfalls }))
  await expect(page).toHaveURL('/')
  await expect(homePage(page, 'it').cards).toHaveCount(14)

  await homePage(page, 'it').cards.nth(2).getByRole('link', { name: MESSAGES.it.cardCta }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('it', '3'))
  // Each page's entry and, once per waterfall, its sources (the same in both languages), asked
  // for at once and so in either order.
  expect([...dataAnswers].sort()).toEqual(
    [
      '/data/waterfall/7.en.json 200',
      '/data/sources/7.json 200',
      '/data/waterfall/7.it.json 200',
      '/data/cards.it.json 200',
      '/data/waterfall/3.it.json 200',
      '/data/sources/3.json 200',
    ].sort(),
  )
  await context.close()
})

test('offline, an id the guide lacks shows the not-found page in its language, with status 404', async () => {
  const context = await offlineAfterOneVisit()
  const page = await context.newPage()
  for (const [path, locale] of [
    ['/waterfall/99', 'it'],
    ['/en/waterfall/0', 'en'],
  ] as const) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(MESSAGES[locale].waterfallNotFound)
  }
  await context.close()
})
