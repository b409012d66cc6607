import { expect, type Page, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { waitForApp } from './support/home'

/**
 * The language switch of a page the site does not have. Such a page exists in neither language,
 * so the switch leads to the other language's home, before the app starts (the prerendered 404
 * pages, whatever path they answer) and after.
 */
const OTHER: Record<Locale, Locale> = { it: 'en', en: 'it' }
const HOME: Record<Locale, string> = { it: '/', en: '/en' }

/** The two links of the language switch, by language. */
function languageLinks(page: Page, locale: Locale) {
  const nav = page.getByRole('navigation', { name: MESSAGES[locale].languageSwitchLabel })
  return {
    it: nav.getByRole('link', { name: /Italiano/ }),
    en: nav.getByRole('link', { name: /English/ }),
  }
}

const NOT_FOUND_PATHS: [string, Locale, string][] = [
  ['/404', 'it', MESSAGES.it.notFoundTitle],
  ['/en/404', 'en', MESSAGES.en.notFoundTitle],
  ['/nessuna-pagina', 'it', MESSAGES.it.notFoundTitle],
  ['/en/no-such-page', 'en', MESSAGES.en.notFoundTitle],
  ['/waterfall/99', 'it', 'Cascata non trovata'],
  ['/en/waterfall/99?difficulty=Facile', 'en', 'Waterfall not found'],
]

test('without JavaScript, the prerendered 404 pages switch to the home of the other language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const [path, locale] of NOT_FOUND_PATHS) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    const links = languageLinks(page, locale)
    await expect(links[OTHER[locale]], path).toHaveAttribute('href', HOME[OTHER[locale]])
    await expect(links[locale], path).toHaveAttribute('href', HOME[locale])
  }
  await context.close()
})

for (const [path, locale, heading] of NOT_FOUND_PATHS) {
  test(`${path}: once the app has started, the switch still leads to the other language's home`, async ({ page }) => {
    await page.goto(path)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    const links = languageLinks(page, locale)
    await expect(links[locale]).toHaveAttribute('href', HOME[locale])
    await links[OTHER[locale]].click()
    await expect(page).toHaveURL(HOME[OTHER[locale]])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[OTHER[locale]].homeHeading)
  })
}
