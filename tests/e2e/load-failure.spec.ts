import { expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { axeOn } from './support/axe'
import { waitForApp } from './support/home'
import { moveClockUntil } from './support/page-clock'

/**
 * When the other language's data cannot be had, the page says so in words that fit it: a
 * waterfall's page has no filters to keep, a list has them only when the visitor chose some.
 */
const OTHER: Record<Locale, Locale> = { it: 'en', en: 'it' }
const prefix = (locale: Locale) => (locale === 'it' ? '' : '/en')

const CASES = (['it', 'en'] as const).flatMap(
  (from) =>
    [
      { from, path: `${prefix(from)}/waterfall/2`, title: 'waterfallErrorTitle', filters: false },
      {
        from,
        path: `${prefix(from)}/?difficulty=Medio`.replace('/en/?', '/en?'),
        title: 'catalogueErrorTitle',
        filters: true,
      },
      { from, path: prefix(from) || '/', title: 'catalogueErrorTitle', filters: false },
    ] as const,
)

for (const { from, path, title, filters } of CASES) {
  const to = OTHER[from]
  test(`${path} switched to ${to} while the data fails: ${title}, ${filters ? '' : 'no '}word of filters`, async ({
    page,
  }) => {
    // Every data file of the other language: a list's cards, a waterfall's entry.
    const otherLanguageData = (url: URL) => url.pathname.startsWith('/data/') && url.pathname.endsWith(`.${to}.json`)
    await page.context().route(otherLanguageData, (route) => route.fulfill({ status: 503, body: 'down' }))
    await page.clock.install()
    await page.goto(path)
    await waitForApp(page)
    const switchName = to === 'en' ? MESSAGES[from].switchToEnglishName : MESSAGES[from].switchToItalianName
    await page
      .getByRole('navigation', { name: MESSAGES[from].languageSwitchLabel })
      .getByRole('link', { name: new RegExp(switchName) })
      .click()
    const messages = MESSAGES[to]
    // Three retries with backoff (1 s, 2 s, 4 s) before the message, on the page's clock.
    const alert = page.getByRole('alert')
    await moveClockUntil(page, () => alert.isVisible())
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(messages[title])
    await expect(alert).toContainText(messages.catalogueErrorText)
    if (filters) await expect(alert).toContainText(messages.catalogueErrorFiltersKept)
    else await expect(alert).not.toContainText(messages.catalogueErrorFiltersKept)
    await expect(alert.getByRole('button', { name: messages.retry })).toBeVisible()
    expect((await axeOn(page).analyze()).violations).toEqual([])
  })
}

for (const locale of ['it', 'en'] as const) {
  test(`${locale}: a waterfall’s page whose texts cannot be loaded says so, and loads on retry`, async ({ page }) => {
    let failing = true
    await page
      .context()
      .route(`**/assets/messages-detail-${locale}-*.js`, (route) => (failing ? route.abort() : route.continue()))
    await page.goto(prefix(locale) || '/')
    await waitForApp(page)
    const messages = MESSAGES[locale]
    await page.getByTestId('results-grid').getByRole('link', { name: messages.cardCta }).first().click()
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(messages.waterfallErrorTitle)
    await expect(alert).not.toContainText(messages.catalogueErrorFiltersKept)
    await expect(page.getByRole('heading', { name: messages.errorTitle })).toHaveCount(0)
    failing = false
    await alert.getByRole('button', { name: messages.retry }).click()
    await expect(page.getByRole('link', { name: `← ${messages.backToWaterfalls}` })).toBeVisible()
  })
}

test('a waterfall’s page whose code cannot be fetched says so, and opens on retry', async ({ page }) => {
  let failing = true
  await page.context().route('**/assets/_id-*.js', (route) => (failing ? route.abort() : route.continue()))
  await page.goto('/en')
  await waitForApp(page)
  const messages = MESSAGES.en
  await page.getByTestId('results-grid').getByRole('link', { name: messages.cardCta }).first().click()
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText(messages.waterfallErrorTitle)
  await expect(page.getByRole('heading', { name: messages.errorTitle })).toHaveCount(0)
  failing = false
  await alert.getByRole('button', { name: messages.retry }).click()
  await expect(page.getByRole('link', { name: `← ${messages.backToWaterfalls}` })).toBeVisible()
})
