import { expect, type Page, test } from '@playwright/test'
import type { ListViewPlan } from '../../src/features/finder/list-view-paint'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { followByKeyboard, homePage, nameOf, waitForApp } from './support/home'
import { moveClockUntil } from './support/page-clock'

/**
 * No page carries a copy of its data: each page's markup is all it shows before the app, a list
 * also carries its plan (list-view-plan.ts); as the app starts it fetches just the data file the
 * page needs, the cards (`/data/cards.{locale}.json`) or one entry
 * (`/data/waterfall/{id}.{locale}.json`), and a navigation that needs more fetches just that.
 */
const IDS = Array.from({ length: 14 }, (_, index) => String(index + 1))
const LOCALES: Locale[] = ['it', 'en']
const prefix = (locale: Locale) => (locale === 'it' ? '' : '/en')

/** The data files the page asks for from now on, in order, as `/data/…` paths. */
function dataRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/data/')) paths.push(pathname)
  })
  return paths
}

/** A page's JSON data blocks, by id. */
async function dataBlocks(page: Page, path: string): Promise<{ status: number; ids: string[]; html: string }> {
  const response = await page.request.get(path)
  const html = await response.text()
  const ids = [...html.matchAll(/<script type="application\/json" id="([^"]+)">/g)].map(([, id]) => id ?? '')
  return { status: response.status(), ids, html }
}

for (const locale of LOCALES) {
  test(`the ${locale} list carries its plan for every card and no data; no ${locale} waterfall page carries data`, async ({
    page,
  }) => {
    const list = await dataBlocks(page, prefix(locale) || '/')
    expect(list.ids).toEqual(['list-view-plan'])
    const plan: ListViewPlan = JSON.parse(/id="list-view-plan">(.*?)<\/script>/.exec(list.html)?.[1] ?? '{}')
    expect(plan.cards.map(([id]) => id)).toEqual(IDS)
    for (const id of IDS) {
      const detail = await dataBlocks(page, `${prefix(locale)}/waterfall/${id}`)
      expect(detail.status, `waterfall ${id}`).toBe(200)
      expect(detail.ids, `waterfall ${id}`).toEqual([])
    }
  })
}

test('a not-found page carries no data, whatever path it answers', async ({ page }) => {
  for (const path of ['/404', '/en/404', '/waterfall/99', '/en/waterfall/99', '/nessuna-pagina']) {
    const { status, ids } = await dataBlocks(page, path)
    expect({ status, ids }, path).toEqual({ status: 404, ids: [] })
  }
})

/** Requests made at once arrive in either order: compared as sets, each file once. */
const sorted = (paths: readonly string[]) => [...paths].sort()

for (const [path, files] of [
  ['/', ['/data/cards.it.json']],
  ['/en', ['/data/cards.en.json']],
  ['/en?difficulty=Facile', ['/data/cards.en.json']],
  ['/waterfall/3', ['/data/waterfall/3.it.json', '/data/sources/3.json']],
  ['/en/waterfall/3', ['/data/waterfall/3.en.json', '/data/sources/3.json']],
  ['/waterfall/3?from=x', ['/data/waterfall/3.it.json', '/data/sources/3.json']],
] as const) {
  test(`${path} asks for its own data files once as the app starts, and for nothing else`, async ({ page }) => {
    const requests = dataRequests(page)
    await page.goto(path)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(sorted(requests)).toEqual(sorted(files))
  })
}

test('each navigation fetches just the file it needs: list → waterfall, language, waterfall → list', async ({
  page,
}) => {
  const requests = dataRequests(page)
  await page.goto('/waterfall/3')
  await waitForApp(page)
  const it = MESSAGES.it
  const en = MESSAGES.en

  await followByKeyboard(page.getByRole('main').getByRole('link', { name: it.backToWaterfalls }))
  await expect(homePage(page, 'it').cards).toHaveCount(14)
  expect(sorted(requests)).toEqual(sorted(['/data/waterfall/3.it.json', '/data/sources/3.json', '/data/cards.it.json']))
  requests.splice(0)

  await homePage(page, 'it').cards.nth(4).getByRole('link', { name: it.cardCta }).click()
  const fifth = homePage(page, 'it')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('it', '5'))
  expect(sorted(requests)).toEqual(sorted(['/data/waterfall/5.it.json', '/data/sources/5.json']))

  await fifth.languageNav.getByRole('link', { name: /English/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('en', '5'))
  await expect(page).toHaveURL('/en/waterfall/5')
  // The English entry only: its sources are the same in both languages, and cached.
  expect(sorted(requests)).toEqual(
    sorted(['/data/waterfall/5.it.json', '/data/sources/5.json', '/data/waterfall/5.en.json']),
  )

  await followByKeyboard(page.getByRole('main').getByRole('link', { name: en.backToWaterfalls }))
  await expect(homePage(page, 'en').cards).toHaveCount(14)
  // The English cards, and nothing asked twice: what was fetched stays in the cache.
  expect(sorted(requests)).toEqual(
    sorted(['/data/waterfall/5.it.json', '/data/sources/5.json', '/data/waterfall/5.en.json', '/data/cards.en.json']),
  )
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('en', '5'))
  expect(requests).toHaveLength(4)
})

test('a waterfall opened from the list shows the loading placeholder while its entry is on its way', async ({
  page,
}) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/data/waterfall/7.en.json', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/en')
  await waitForApp(page)
  await homePage(page, 'en').cards.nth(6).getByRole('link', { name: MESSAGES.en.cardCta }).click()
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.en.loadingCatalogue })).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('en', '7'))
})

test('a waterfall whose entry cannot be had says so, and shows it on retry', async ({ page }) => {
  let failing = true
  await page.route('**/data/waterfall/2.it.json', (route) =>
    failing ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
  )
  await page.clock.install()
  await page.goto('/')
  await waitForApp(page)
  await homePage(page, 'it').cards.nth(1).getByRole('link', { name: MESSAGES.it.cardCta }).click()
  // Three retries with backoff (1 s, 2 s, 4 s) before the message, on the page's clock.
  const alert = page.getByRole('alert')
  await moveClockUntil(page, () => alert.isVisible())
  await expect(alert).toContainText(MESSAGES.it.waterfallErrorTitle)
  await expect(page).toHaveURL('/waterfall/2')
  failing = false
  await alert.getByRole('button', { name: MESSAGES.it.retry }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('it', '2'))
})

for (const locale of LOCALES) {
  test(`a ${locale} waterfall whose data file comes from a newer release says the guide was updated, and its button reloads the page`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    // The real entry as a release with another schema would write it: another format stamp.
    await page.route(`**/data/waterfall/2.${locale}.json`, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, json: { ...(await response.json()), format: '00000000' } })
    })
    await page.goto(prefix(locale) || '/')
    await waitForApp(page)
    await page.evaluate(() => {
      ;(window as { beforeRetry?: boolean }).beforeRetry = true
    })
    await homePage(page, locale).cards.nth(1).getByRole('link', { name: MESSAGES[locale].cardCta }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(MESSAGES[locale].waterfallErrorTitle, { timeout: 15_000 })
    await expect(alert).toContainText(MESSAGES[locale].newerReleaseText)
    await expect(alert).not.toContainText(MESSAGES[locale].catalogueErrorText)
    // The newer release is now the one served, its page and its data files alike.
    await page.unroute(`**/data/waterfall/2.${locale}.json`)
    const requests = dataRequests(page)
    await alert.getByRole('button', { name: MESSAGES[locale].reloadPage }).click()
    // A new page load, which asks for its own entry once, as any page does, and the app takes it over.
    await expect(page).toHaveURL(`${prefix(locale)}/waterfall/2`)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(locale, '2'))
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { beforeRetry?: boolean }).beforeRetry)).toBeUndefined()
    expect(sorted(requests)).toEqual(sorted([`/data/waterfall/2.${locale}.json`, '/data/sources/2.json']))
  })
}

for (const locale of LOCALES) {
  test(`an unknown ${locale} waterfall shows its not-found page, from its data file's 404`, async ({ page }) => {
    const requests = dataRequests(page)
    const response = await page.goto(`${prefix(locale)}/waterfall/99`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[locale].waterfallNotFound)
    expect(sorted(requests)).toEqual(sorted([`/data/waterfall/99.${locale}.json`, '/data/sources/99.json']))
  })
}
