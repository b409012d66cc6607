import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DURATION_BAND_IDS } from '../../vocabulary/duration-bands'
import { DIFFICULTIES, PROVINCES } from '../../vocabulary/values'
import { DEFAULT_FILTERS } from './filter-rules'
import {
  cleanSearchString,
  normalizeSearchText,
  parseSearchString,
  SEARCH_MAX_LENGTH,
  searchFromFilters,
  stringifySearchObject,
  validateFilterSearch,
} from './url-contract'

/** The contract's parameters, which the generated URLs mix with keys it does not know. */
const CONTRACT_KEYS = ['q', 'difficulty', 'province', 'duration', 'stroller', 'family', 'sort'] as const

const validate = (search: string) => validateFilterSearch(parseSearchString(search))

describe('validateFilterSearch', () => {
  it.each([
    ['', {}],
    [
      '?difficulty=Facile&duration=up-to-30&family=true',
      { difficulty: 'Facile', duration: 'up-to-30', family: 'true' },
    ],
    ['?q=lago', { q: 'lago' }],
    ['?q=123', { q: '123' }],
    ['?q=%20%20', {}],
    [`?q=${'a'.repeat(SEARCH_MAX_LENGTH)}`, { q: 'a'.repeat(SEARCH_MAX_LENGTH) }],
    [`?q=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`, { q: 'a'.repeat(SEARCH_MAX_LENGTH) }],
    ['?q=a%00b', { q: 'a b' }],
    ['?q=val%09codera', { q: 'val codera' }],
    ['?q=%09%0A', {}],
    ['?difficulty=facile', { difficulty: 'Facile' }],
    ['?difficulty=MEDIO', { difficulty: 'Medio' }],
    ['?duration=UP-TO-30', { duration: 'up-to-30' }],
    ['?stroller=TRUE&family=False', { stroller: 'true', family: 'false' }],
    ['?province=berg', { province: 'Bergamo' }],
    ['?province=LECC', { province: 'Lecco' }],
    ['?province=o', {}],
    ['?province=', {}],
    ['?difficulty=Estremo', {}],
    ['?difficulty=Facile&difficulty=Medio', {}],
    ['?province=como', { province: 'Como' }],
    ['?province=Milano', {}],
    ['?duration=90', {}],
    ['?stroller=yes&family=false', { family: 'false' }],
    ['?stroller=all', {}],
    ['?__proto__=x&constructor=y&q=ok', { q: 'ok' }],
    ['?q=%E0%A4%A', { q: ' %A' }],
    ['?q=caf%C3%A9', { q: 'café' }],
    ['?utm_source=newsletter&difficulty=Medio', { difficulty: 'Medio' }],
    ['?sort=name', { sort: 'name' }],
    ['?sort=Duration', { sort: 'duration' }],
    ['?sort=difficulty&sort=name', {}],
    ['?sort=catalogue', {}],
    ['?sort=height', {}],
    ['?sort=distance&q=lago', { q: 'lago', sort: 'distance' }],
  ])('%s → %j', (search, expected) => {
    expect(validate(search)).toEqual(expected)
  })

  it('accepts values that are not objects', () => {
    expect(validateFilterSearch(null)).toEqual({})
    expect(validateFilterSearch('q=x')).toEqual({})
  })

  // A hundred runs take well under a second, or seconds on a loaded machine: the timeout allows for it.
  it('always yields a valid state, whatever the URL carries', { timeout: 30_000 }, () => {
    const key = fc.constantFrom(...CONTRACT_KEYS, '__proto__', 'x')
    const value = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom(...DIFFICULTIES, 'true', 'false', 'all', 'name', 'duration', 'difficulty', 'distance'),
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 12 }), (pairs) => {
        const params = new URLSearchParams(pairs)
        const search = validate(params.toString())
        expect(Object.getPrototypeOf(search)).toBe(Object.prototype)
        if (search.q !== undefined) {
          expect(search.q.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH)
          expect(search.q.trim()).not.toBe('')
        }
        if (search.difficulty !== undefined) expect(DIFFICULTIES).toContain(search.difficulty)
        if (search.province !== undefined) expect(PROVINCES).toContain(search.province)
        if (search.duration !== undefined) expect(DURATION_BAND_IDS).toContain(search.duration)
        if (search.sort !== undefined) expect(['name', 'duration', 'difficulty', 'distance']).toContain(search.sort)
        for (const choice of [search.stroller, search.family]) {
          if (choice !== undefined) expect(['true', 'false']).toContain(choice)
        }
        // Validation is idempotent: the cleaned URL validates to itself.
        expect(validate(stringifySearchObject(search))).toEqual(search)
      }),
    )
  })
})

describe('normalizeSearchText', () => {
  it.each([
    ['val codera', 'val codera'],
    ['val\tcodera', 'val codera'],
    ['val\ncodera\r', 'val codera '],
    ['caf\ufffd', 'caf '],
    ['  spazi  ', '  spazi  '],
    ['a'.repeat(SEARCH_MAX_LENGTH + 5), 'a'.repeat(SEARCH_MAX_LENGTH)],
  ])('%j → %j', (text, expected) => {
    expect(normalizeSearchText(text)).toBe(expected)
  })

  it('is what the URL keeps of a search', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (text) => {
        const normalized = normalizeSearchText(text)
        expect(normalizeSearchText(normalized)).toBe(normalized)
        const kept = validate(`?${new URLSearchParams({ q: text })}`).q
        expect(kept).toBe(normalized.trim() === '' ? undefined : normalized)
      }),
    )
  })
})

describe('cleanSearchString', () => {
  it.each([
    ['', ''],
    ['?', ''],
    ['?&', ''],
    ['?q=serio&', '?q=serio'],
    ['?difficulty=Facile&family=true', '?difficulty=Facile&family=true'],
    ['?family=true&difficulty=Medio', '?difficulty=Medio&family=true'],
    ['?duration=60-120&q=lago', '?q=lago&duration=60-120'],
    ['?difficulty=Facile&difficulty=Medio&q=lago', '?q=lago'],
    ['?difficulty=Estremo&family=true', '?family=true'],
    ['?utm_source=x&q=lago&fbclid=abc', '?q=lago'],
    ['?province=como', '?province=Como'],
    ['?sort=distance&family=true&q=lago', '?q=lago&family=true&sort=distance'],
    ['?sort=bogus&family=true', '?family=true'],
  ])('%s → %s', (search, expected) => {
    expect(cleanSearchString(search)).toBe(expected)
  })

  const pair = fc.tuple(
    fc.constantFrom(...CONTRACT_KEYS, 'utm_source', 'fbclid', ''),
    fc.oneof(
      fc.string(),
      fc.constantFrom(...DIFFICULTIES, ...PROVINCES, ...DURATION_BAND_IDS, 'true', 'false', 'all', 'name', 'distance'),
    ),
  )
  const searchOf = (pairs: [string, string][]) => `?${new URLSearchParams(pairs).toString()}`

  it('is idempotent: cleaning its own output changes nothing', () => {
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 10 }), (pairs) => {
        const clean = cleanSearchString(searchOf(pairs))
        expect(cleanSearchString(clean)).toBe(clean)
      }),
    )
  })

  it('never depends on the order of its input', () => {
    // Distinct keys: with a repeated key, order is part of what the URL says.
    const distinct = fc.uniqueArray(pair, { maxLength: 10, selector: ([key]) => key })
    fc.assert(
      fc.property(distinct, fc.infiniteStream(fc.nat()), (pairs, randoms) => {
        const shuffled = [...pairs]
        for (let index = shuffled.length - 1; index > 0; index--) {
          const other = randoms.next().value % (index + 1)
          ;[shuffled[index], shuffled[other]] = [
            shuffled[other] as (typeof pairs)[number],
            shuffled[index] as (typeof pairs)[number],
          ]
        }
        expect(cleanSearchString(searchOf(shuffled))).toBe(cleanSearchString(searchOf(pairs)))
      }),
    )
  })
})

describe('searchFromFilters', () => {
  it('leaves defaults out and writes params in the contract order', () => {
    const search = searchFromFilters({
      ...DEFAULT_FILTERS,
      sort: 'name',
      family: 'true',
      q: 'lago',
      difficulty: 'Facile',
    })
    expect(stringifySearchObject(search)).toBe('?q=lago&difficulty=Facile&family=true&sort=name')
  })
  it('writes nothing for the defaults', () => {
    expect(stringifySearchObject(searchFromFilters(DEFAULT_FILTERS))).toBe('')
  })
})

describe('stringifySearchObject', () => {
  it('writes repeated keys back and leaves out what is not text', () => {
    expect(stringifySearchObject({ difficulty: ['Facile', 'Medio'], q: 'a b', n: 3, x: undefined })).toBe(
      '?difficulty=Facile&difficulty=Medio&q=a+b',
    )
  })
})

describe('parseSearchString', () => {
  it('keeps every value a string and repeated keys as arrays', () => {
    expect({ ...parseSearchString('?stroller=true&q=1&q=2') }).toEqual({ stroller: 'true', q: ['1', '2'] })
  })
  it('does not let __proto__ reach the prototype', () => {
    const parsed = parseSearchString('?__proto__=polluted')
    expect(Object.getPrototypeOf(parsed)).toBeNull()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
