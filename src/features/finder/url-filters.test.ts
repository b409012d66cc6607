import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SORT_ORDERS } from '../../vocabulary/sort-orders'
import { DEFAULT_FILTERS, type Filters } from './filter-rules'
import { FILTERS } from './filters'
import { cleanSearchString, filtersFromSearch, parseSearchString, validateFilterSearch } from './url-contract'
import { readFilters, SEARCH_PARAM_ORDER, writeQuery } from './url-filters'

const read = (query: string) => readFilters(new URLSearchParams(query))

describe('readFilters', () => {
  it.each<[string, Partial<Filters>]>([
    ['', {}],
    ['?difficulty=Facile', { difficulty: 'Facile' }],
    ['?difficulty=facile', { difficulty: 'Facile' }],
    ['?difficulty=fac', {}],
    ['?province=berg', { province: 'Bergamo' }],
    ['?province=BRESCIA', { province: 'Brescia' }],
    // A part that several provinces' names contain names none.
    ['?province=o', {}],
    ['?province=', {}],
    ['?month=7&sort=NAME', { month: '7', sort: 'name' }],
    ['?month=13&sort=catalogue', {}],
    ['?stroller=true&stroller=false', {}],
    ['?q=%20%20', {}],
    ['?q=cascata%09nardis', { q: 'cascata nardis' }],
    ['?carfree=false&family=true', { family: 'true' }],
    ['?utm_source=x&duration=30-60', { duration: '30-60' }],
  ])('%s is %o', (query, view) => {
    expect(read(query)).toEqual({ ...DEFAULT_FILTERS, ...view })
  })
})

describe('writeQuery', () => {
  it.each<[Partial<Filters>, string]>([
    [{}, ''],
    [{ q: '   ' }, ''],
    [{ sort: 'duration', q: 'lago', province: 'Como' }, '?q=lago&province=Como&sort=duration'],
    [{ month: '12', difficulty: 'Medio' }, '?difficulty=Medio&month=12'],
    [{ q: '$& a+b' }, '?q=%24%26+a%2Bb'],
  ])('%o is %s', (view, query) => {
    expect(writeQuery({ ...DEFAULT_FILTERS, ...view })).toBe(query)
  })
})

const text = fc.oneof(
  fc.constantFrom('', 'all', 'ALL', 'facile', 'MEDIO', 'berg', 'o', 'bergamo', 'Como', '7', '13', 'true', 'name', 'x'),
  fc.string({ maxLength: 6 }),
)
const query = fc
  .array(fc.tuple(fc.constantFrom('q', 'sort', 'utm_source', ...FILTERS.map((filter) => filter.key)), text), {
    maxLength: 6,
  })
  .map((pairs) => `?${new URLSearchParams(pairs)}`)

describe('the URL pair and the router', () => {
  it("reads any query as the router's validated search does", () => {
    fc.assert(
      fc.property(query, (search) => {
        expect(read(search)).toEqual(filtersFromSearch(validateFilterSearch(parseSearchString(search))))
      }),
      { numRuns: 1000 },
    )
  })

  it('writes the clean search string the router writes, and reads it back as the same view', () => {
    fc.assert(
      fc.property(query, (search) => {
        const view = read(search)
        expect(writeQuery(view)).toBe(cleanSearchString(search))
        expect(read(writeQuery(view))).toEqual(view)
      }),
      { numRuns: 500 },
    )
  })

  it('reads the parameters in the contract’s order, `sort` last', () => {
    expect(SEARCH_PARAM_ORDER.at(-1)).toBe('sort')
    expect(SEARCH_PARAM_ORDER[0]).toBe('q')
    expect(SORT_ORDERS).not.toContain(DEFAULT_FILTERS.sort)
  })
})
