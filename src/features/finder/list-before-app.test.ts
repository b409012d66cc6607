import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildCatalogueDocument, validateCatalogue } from '../../catalogue/build-catalogue'
import { SORT_ORDERS } from '../../catalogue/sort-orders'
import { LOCALES } from '../../catalogue/vocabulary'
import { WATERFALL_SOURCES } from '../../catalogue/waterfalls'
import { MESSAGES } from '../../i18n/messages'
import { ALL, DEFAULT_FILTERS, type Filters, filterWaterfalls, optionCounts } from './filter-rules'
import { FILTERS, filterOptions } from './filters'
import { arrange, type ListView, PLACEHOLDER, queryOf, SECOND_PLACEHOLDER, viewFromQuery } from './list-before-app'
import { listViewPlan } from './list-view-plan'
import { searchFieldsOf } from './search-folding'
import { sortWaterfalls } from './sort-rules'
import { cleanSearchString, filtersFromSearch, parseSearchString, validateFilterSearch } from './url-contract'

/**
 * The list's script before the app shows the view the app renders: the same cards, in the same
 * order, with the same counts, and it reads and writes a URL as the URL contract does. Checked
 * against the app's own rules on the real catalogue, in both languages, for any filters.
 */
const PAGES = LOCALES.map((locale) => {
  const waterfalls = buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), locale).waterfalls
  return { locale, waterfalls, plan: listViewPlan(waterfalls, locale, MESSAGES[locale]) }
})

const WORDS = ['', 'cascata', 'nardis', 'acqua', 'lago  ', ' Val', 'zzz', 'bergamo sentiero', 'dell’acqua', 'È']

const filtersArbitrary = fc.record({
  q: fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 6 })),
  ...Object.fromEntries(FILTERS.map((filter) => [filter.key, fc.constantFrom(ALL, ...filter.values)])),
  sort: fc.constantFrom('catalogue', ...SORT_ORDERS),
}) as unknown as fc.Arbitrary<Filters>

const viewOf = (filters: Filters): ListView => ({
  q: filters.q,
  chosen: FILTERS.map((filter) => filters[filter.key]),
  sort: filters.sort,
})

describe.each(PAGES)('the list before the app ($locale)', ({ locale, waterfalls, plan }) => {
  const fields = waterfalls.map(searchFieldsOf)
  const options = filterOptions(waterfalls)
  // Each select as the home page renders it (filter-panel.tsx): "all", then the catalogue's options.
  const controls = FILTERS.map((filter) => {
    const texts = filter.texts(MESSAGES[locale])
    const values = options[filter.key] as readonly string[]
    return {
      label: texts.label,
      options: [[ALL, texts.all] as const, ...values.map((value) => [value, texts.option(value)] as const)],
    }
  })

  it('shows the cards the app shows, in its order, and counts every option as the app does', () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const { shown, order, counts } = arrange(plan, fields, viewOf(filters), controls)
        const results = new Set(filterWaterfalls(waterfalls, filters))
        expect(waterfalls.map((waterfall) => results.has(waterfall))).toEqual(shown)
        const sorted = sortWaterfalls(waterfalls, filters.sort, { locale, position: undefined })
        expect(order.map((index) => waterfalls[index])).toEqual(sorted)
        const expected = optionCounts(waterfalls, filters, options)
        FILTERS.forEach((filter, f) => {
          const row = expected[filter.key]
          const values = [ALL, ...(options[filter.key] as readonly string[])]
          expect(counts[f], filter.key).toEqual(values.map((value) => row[value] ?? 0))
        })
      }),
      { numRuns: 300 },
    )
  })

  it('reads a URL as the URL contract does, or leaves it to the app', () => {
    const text = fc.oneof(
      fc.constantFrom('', 'all', 'ALL', 'facile', 'MEDIO', 'berg', 'bergamo', 'Como', '7', '13', 'true', 'name', 'x'),
      fc.string({ maxLength: 4 }),
    )
    const query = fc
      .array(fc.tuple(fc.constantFrom('q', 'sort', 'utm_source', ...FILTERS.map((filter) => filter.key)), text), {
        maxLength: 5,
      })
      .map((pairs) => `?${new URLSearchParams(pairs)}`)
    fc.assert(
      fc.property(query, (search) => {
        const read = viewFromQuery(plan, search)
        if (read === undefined) return
        const filters = filtersFromSearch(validateFilterSearch(parseSearchString(search)))
        expect(read).toEqual(viewOf(filters))
        expect(queryOf(plan, read)).toBe(cleanSearchString(search))
      }),
      { numRuns: 500 },
    )
  })

  it.each([
    ['?province=berg', 'a part of a name, which the app reads'],
    ['?difficulty=fac', 'a part of a value'],
  ])('leaves %s to the app: %s', (search) => {
    expect(viewFromQuery(plan, search)).toBeUndefined()
  })

  it('reads a clean URL of any view back as that view', () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const clean = filtersFromSearch(validateFilterSearch(parseSearchString(queryOf(plan, viewOf(filters)))))
        expect(viewFromQuery(plan, queryOf(plan, viewOf(clean)))).toEqual(viewOf(clean))
      }),
    )
  })

  it('fills its texts where no text of the catalogue could be mistaken for a placeholder', () => {
    const texts = JSON.stringify(MESSAGES[locale], (_, value) => (typeof value === 'function' ? String(value) : value))
    expect(texts).not.toContain(PLACEHOLDER)
    expect(texts).not.toContain(SECOND_PLACEHOLDER)
    expect(plan.texts.remove).toContain(PLACEHOLDER)
    expect(plan.texts.remove).toContain(SECOND_PLACEHOLDER)
  })

  it('has a text for every count a page can show', () => {
    expect(plan.texts.results).toHaveLength(waterfalls.length + 1)
    expect(plan.texts.option).toHaveLength(waterfalls.length + 1)
    expect(plan.texts.active).toHaveLength(FILTERS.length + 1)
    expect(DEFAULT_FILTERS.sort).toBe('catalogue')
  })
})
