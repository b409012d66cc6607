import { expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { CATALOGUE, currentPath, expectPath, expectResults, nameOf, openHome } from './support/home'
import { DEFAULT_FILTERS, expectedNames } from './support/spec-oracle'

/**
 * Search by words (docs/decisions/2026-11-26-search-by-words.md): a waterfall is found when every
 * word of the search is in one of its texts, each word in any of them, so the words a visitor
 * remembers find it whatever lies between them. The expected cards come from the spec oracle;
 * the empty state says what left the list empty, and offers the way back from it.
 */

const pathOf = (locale: Locale, search = '') => `${locale === 'en' ? '/en' : '/'}${search}`
const expected = (locale: Locale, q: string) => expectedNames(CATALOGUE[locale], { ...DEFAULT_FILTERS, q }, false)

/** Searches a visitor types, with the waterfall each must find. */
const SEARCHES: { locale: Locale; q: string; id: string }[] = [
  { locale: 'it', q: 'cascata nardis', id: '12' },
  { locale: 'en', q: 'cascata nardis', id: '12' },
  { locale: 'it', q: 'orrido bellano', id: '4' },
  { locale: 'en', q: 'orrido bellano', id: '4' },
  { locale: 'it', q: 'troggia introbio', id: '5' },
  { locale: 'en', q: 'troggia introbio', id: '5' },
  { locale: 'en', q: 'nardis waterfall', id: '12' },
]

for (const { locale, q, id } of SEARCHES) {
  test(`"${q}" finds ${nameOf(locale, id)} (${locale})`, async ({ page }) => {
    const names = expected(locale, q)
    expect(names).toContain(nameOf(locale, id))
    const home = await openHome(page, pathOf(locale))
    await home.searchBox.fill(q)
    await expectResults(page, locale, names)
    // A link carrying the same search opens the same cards.
    await openHome(page, pathOf(locale, `?${new URLSearchParams({ q })}`))
    await expectResults(page, locale, names)
  })
}

for (const locale of ['it', 'en'] as const) {
  const messages = MESSAGES[locale]

  test(`with only a search set, the empty state speaks of the search and clears it (${locale})`, async ({ page }) => {
    const q = 'cascata inesistente'
    expect(expected(locale, q)).toEqual([])
    const home = await openHome(page, pathOf(locale))
    await home.searchBox.fill(q)
    await expectResults(page, locale, [])
    await expect(home.emptyHeading).toHaveText(messages.noResultsTitle)
    await expect(page.getByText(messages.noResultsForSearch(q), { exact: true })).toBeVisible()
    await expect(home.emptyResetLink).toBeVisible()

    await page.getByRole('button', { name: messages.clearSearch }).click()
    await expectPath(page, pathOf(locale))
    await expectResults(page, locale, expected(locale, ''))
    await expect(home.searchBox).toHaveValue('')
    await expect(home.searchBox).toBeFocused()
  })

  test(`with a search and a filter set, the empty state names both and clearing the search keeps the filter (${locale})`, async ({
    page,
  }) => {
    const q = 'bellano'
    const filters = { ...DEFAULT_FILTERS, q, difficulty: 'Difficile' }
    expect(expectedNames(CATALOGUE[locale], filters, false)).toEqual([])
    const home = await openHome(page, pathOf(locale, `?q=${q}&difficulty=Difficile`))
    await expectResults(page, locale, [])
    await expect(page.getByText(messages.noResultsForSearchAndFilters(q), { exact: true })).toBeVisible()

    await page.getByRole('button', { name: messages.clearSearch }).click()
    await expect.poll(() => currentPath(page)).toBe(pathOf(locale, '?difficulty=Difficile'))
    await expectResults(page, locale, expectedNames(CATALOGUE[locale], { ...filters, q: '' }, false))
    await expect(home.select('difficulty')).toHaveValue('Difficile')
  })

  test(`with only filters set, the empty state speaks of the filters and offers no search to clear (${locale})`, async ({
    page,
  }) => {
    const home = await openHome(page, pathOf(locale, '?difficulty=Difficile&stroller=true'))
    await expectResults(page, locale, [])
    await expect(page.getByText(messages.noResultsForFilters, { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: messages.clearSearch })).toHaveCount(0)
    await expect(home.emptyResetLink).toBeVisible()
  })
}
