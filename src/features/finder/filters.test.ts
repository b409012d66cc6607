// @vitest-environment jsdom
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { AnalyticsEvent } from '../../analytics/events'
import type { Waterfall } from '../../catalogue/schema'
import { MESSAGES } from '../../i18n/messages'
import type { DurationBand } from '../../vocabulary/duration-bands'
import type { Difficulty } from '../../vocabulary/values'
import { choicesMadeBeforeStart } from './choices-before-start'
import { ALL, DEFAULT_FILTERS, type Filters } from './filter-rules'
import { filterOptions, filterTexts } from './filter-selects'
import { FILTER_NAMES, FILTER_VALUE_OF, FILTERS, type FilterDescriptor, type FilterValue, filterNamed } from './filters'
import { cleanSearchString, parseSearchString, searchFromFilters, validateFilterSearch } from './url-contract'

const DESCRIPTORS = FILTERS as readonly FilterDescriptor[]

/** Every value of every filter, as `[filter, value]` rows. */
const VALUES = DESCRIPTORS.flatMap((filter) => filter.values.map((value) => [filter.key, value] as const))

describe('the filter list', () => {
  it('names each filter once, and no name clashes with the search or the order', () => {
    expect(new Set(FILTER_NAMES).size).toBe(FILTER_NAMES.length)
    expect(FILTER_NAMES).not.toContain('q')
    expect(FILTER_NAMES).not.toContain('sort')
    expect(FILTER_NAMES).not.toContain(ALL)
  })

  it('is off by default, every filter', () => {
    for (const name of FILTER_NAMES) expect(DEFAULT_FILTERS[name]).toBe(ALL)
  })

  it('gives the URL contract its order: q, the filters in turn, sort', () => {
    const everything = { ...DEFAULT_FILTERS, q: 'x', sort: 'name' } as Filters
    for (const filter of DESCRIPTORS) Object.assign(everything, { [filter.key]: filter.values[0] })
    expect(Object.keys(searchFromFilters(everything))).toEqual(['q', ...FILTER_NAMES, 'sort'])
    // Written in any order, cleaned into that one.
    const shuffled = new URLSearchParams([...new URLSearchParams(cleanSearchString('?q=x')), ['sort', 'name']])
    for (const filter of [...DESCRIPTORS].reverse()) shuffled.append(filter.key, filter.values[0] as string)
    expect([...new URLSearchParams(cleanSearchString(`?${shuffled}`)).keys()]).toEqual(['q', ...FILTER_NAMES, 'sort'])
  })

  it.each(VALUES)('%s=%s is read from the URL in any case and written back as it is', (key, value) => {
    expect(validateFilterSearch(parseSearchString(`?${key}=${value.toUpperCase()}`))).toEqual({ [key]: value })
    expect(validateFilterSearch(parseSearchString(`?${key}=${value.toLowerCase()}`))).toEqual({ [key]: value })
    expect(searchFromFilters({ ...DEFAULT_FILTERS, [key]: value } as Filters)).toEqual({ [key]: value })
  })

  it.each(FILTER_NAMES)('%s: the URL drops a value it does not know, and "all"', (key) => {
    expect(validateFilterSearch(parseSearchString(`?${key}=nonsense`))).toEqual({})
    expect(validateFilterSearch(parseSearchString(`?${key}=all`))).toEqual({})
  })

  it.each(VALUES)('%s=%s chosen in the page before start-up is adopted as the filter event', (key, value) => {
    const page = document.createElement('div')
    page.innerHTML = `<select name="${key}"><option value="${value}" selected></option></select>`
    expect(choicesMadeBeforeStart(page, DEFAULT_FILTERS)).toEqual([{ type: 'filter.changed', filter: key, value }])
  })

  it.each(
    (['it', 'en'] as const).flatMap((locale) => DESCRIPTORS.map((filter) => [locale, filter.key, filter] as const)),
  )('%s: %s has a label, an "all" text and a distinct label for each value', (locale, _, filter) => {
    const texts = filterTexts(filter, MESSAGES[locale])
    const labels = filter.values.map((value) => texts.option(value))
    for (const text of [texts.label, texts.all, ...labels]) expect(text.trim()).not.toBe('')
    expect(new Set([texts.all, ...labels]).size).toBe(labels.length + 1)
  })

  it("offers every value in the select, except where the catalogue decides (the province: only the catalogue's)", () => {
    const catalogue = [{ province: 'Varese' }, { province: 'Como' }, { province: 'Varese' }] as Waterfall[]
    const options = filterOptions(catalogue)
    for (const filter of DESCRIPTORS) {
      expect(options[filter.key as keyof typeof options]).toEqual(
        filter.key === 'province' ? ['Como', 'Varese'] : filter.values,
      )
    }
  })

  it('each entry has a value for each filter', () => {
    const entry = {
      difficulty: 'Medio',
      province: 'Como',
      duration: '1,5 ore',
      durationBand: '60-120',
      worthGoing: 'nnnyyyyyynnn',
      strollerFriendly: false,
      familyFriendly: true,
      carFree: true,
      status: { state: 'open', checked: '2026-11' },
      months: [...'lllbbvvvvlll'].map((code) => ({
        state: code === 'b' ? 'best' : code === 'v' ? 'variable' : 'low',
        basis: 'estimate',
      })),
    } as Waterfall
    expect(Object.fromEntries(FILTER_NAMES.map((name) => [name, FILTER_VALUE_OF[name](entry)]))).toEqual({
      difficulty: 'Medio',
      province: 'Como',
      duration: '60-120',
      stroller: 'false',
      family: 'true',
      month: 'nnnyyyyyynnn',
      carfree: 'true',
    })
    expect(filterNamed('duration').key).toBe('duration')
  })

  it('derives the types: values, filters and the reports', () => {
    expectTypeOf<FilterValue<'difficulty'>>().toEqualTypeOf<Difficulty>()
    expectTypeOf<FilterValue<'duration'>>().toEqualTypeOf<DurationBand>()
    expectTypeOf<FilterValue<'family'>>().toEqualTypeOf<'true' | 'false'>()
    expectTypeOf<Filters['stroller']>().toEqualTypeOf<'true' | 'false' | 'all'>()
    type Payload<Name> = Extract<AnalyticsEvent, { name: Name }>['payload']
    expectTypeOf<Payload<'family_filter'>>().toEqualTypeOf<{
      family_friendly: 'true' | 'false' | 'all'
      stroller_friendly: 'true' | 'false' | 'all'
    }>()
    expectTypeOf<Payload<'filter_change'>['filter_type']>().toEqualTypeOf<(typeof FILTER_NAMES)[number]>()
  })
})
