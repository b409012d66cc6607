import { expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { CATALOGUE, currentPath, expectResults, openHome } from './support/home'
import { DEFAULT_FILTERS, expectedNames } from './support/spec-oracle'
import { installFakeGtag, trackedEvents } from './support/tracker'

/**
 * Search finds what people type (docs/product-rules.md#search): accents, capitals and the look-alike
 * characters a phone keyboard types are set aside, in the box and in the URL, and each
 * waterfall's name in either language finds it on both languages' pages. The expected cards come
 * from the spec oracle; the `search` report keeps the text as typed.
 */

const pathOf = (locale: Locale, search = '') => `${locale === 'en' ? '/en' : '/'}${search}`
const expected = (locale: Locale, q: string) => expectedNames(CATALOGUE[locale], { ...DEFAULT_FILTERS, q }, false)
const nameOf = (locale: Locale, id: string) => CATALOGUE[locale].find((waterfall) => waterfall.id === id)?.name ?? ''
const other = (locale: Locale): Locale => (locale === 'it' ? 'en' : 'it')

/** Pairs a visitor may type, the plain one first: each pair must find the same cards. */
const VARIANTS: [plain: string, typed: string][] = [
  ["dell'acquafraggia", 'dell’Acquafraggia'],
  ["dell'acquafraggia", 'DELL‘ACQUAFRAGGIA'],
  ['acqua fraggia', 'acqua\u00a0fraggia'],
  ['val codera', 'ＶＡＬ ＣＯＤＥＲＡ'],
  ['cascata di nardis', 'cascatà di nardìs'],
]

for (const locale of ['it', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`look-alike characters and accents find what the plain text finds (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const home = await openHome(page, pathOf(locale))
      for (const [plain, typed] of VARIANTS) {
        const names = expected(locale, plain)
        expect(names, plain).not.toEqual([])
        expect(expected(locale, typed)).toEqual(names)
        await home.searchBox.fill(typed)
        await expectResults(page, locale, names)
        // The box and the URL keep the text as typed.
        await expect(home.searchBox).toHaveValue(typed)
        await expect.poll(() => currentPath(page)).toBe(pathOf(locale, `?${new URLSearchParams({ q: typed })}`))
      }
    })

    test(`every waterfall's name in the other language finds it (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const home = await openHome(page, pathOf(locale))
      for (const waterfall of CATALOGUE[locale]) {
        const otherName = nameOf(other(locale), waterfall.id)
        await home.searchBox.fill(otherName)
        const names = expected(locale, otherName)
        expect(names).toContain(waterfall.name)
        await expectResults(page, locale, names)
      }
    })
  }

  test(`"più" and "piu", and a typographic apostrophe in a link, find the same (${locale})`, async ({ page }) => {
    const names = expected(locale, 'più')
    expect(expected(locale, 'piu')).toEqual(names)
    await openHome(page, pathOf(locale, `?q=${encodeURIComponent('piu')}`))
    await expectResults(page, locale, names)
    // A link with the apostrophe a phone types opens its results, and keeps it.
    const typed = 'dell’Acquafraggia'
    const home = await openHome(page, pathOf(locale, `?q=${encodeURIComponent(typed)}`))
    await expectResults(page, locale, expected(locale, "dell'Acquafraggia"))
    await expect(home.searchBox).toHaveValue(typed)
    expect(currentPath(page)).toBe(pathOf(locale, `?${new URLSearchParams({ q: typed })}`))
  })

  test(`the search report keeps the text as typed and counts what it found (${locale})`, async ({ page }) => {
    await installFakeGtag(page)
    const home = await openHome(page, pathOf(locale))
    const typed = 'Dell’Acquafraggia'
    await home.searchBox.fill(typed)
    const count = expected(locale, typed).length
    expect(count).toBeGreaterThan(0)
    await expect(home.status).toHaveText(MESSAGES[locale].resultsCount(count))
    await expect
      .poll(async () => (await trackedEvents(page)).filter((event) => event.name === 'search'), { timeout: 5000 })
      .toEqual([{ name: 'search', payload: { search_term: typed, results_count: count } }])
  })
}
