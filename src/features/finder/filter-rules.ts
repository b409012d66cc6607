import type { Waterfall } from '../../catalogue/schema'
import { CATALOGUE_ORDER, type Sort } from '../../vocabulary/sort-orders'
import {
  FILTER_NAMES,
  FILTER_VALUE_OF,
  FILTERS,
  type FilterDescriptor,
  type FilterName,
  type FilterValue,
} from './filters'
import { searchFieldsOf, searchTest } from './search-folding'

/** 'all' means the filter is off; it is every select's default and never appears in the URL. */
export const ALL = 'all'
export type All = typeof ALL

/**
 * What the list shows, as the URL says it: the search, the filters (filters.ts) and the order.
 * The order is not a filter (no rule reads it, and resetting the filters keeps it), but it
 * travels with them through the URL, the machine and history.
 */
export type Filters = { q: string } & { [Name in FilterName]: FilterValue<Name> | All } & { sort: Sort }

export const DEFAULT_FILTERS: Readonly<Filters> = {
  q: '',
  ...(Object.fromEntries(FILTER_NAMES.map((name) => [name, ALL])) as { [Name in FilterName]: All }),
  sort: CATALOGUE_ORDER,
}

const FILTER_KEYS = Object.keys(DEFAULT_FILTERS) as (keyof Filters)[]

export function sameFilters(a: Filters, b: Filters): boolean {
  return FILTER_KEYS.every((key) => a[key] === b[key])
}

/** True when the search or a filter narrows the list (the order does not). */
export function narrowsList(filters: Filters): boolean {
  return !sameFilters({ ...filters, sort: DEFAULT_FILTERS.sort }, DEFAULT_FILTERS)
}

/**
 * What the rules read from an entry, worked out once per entry (entries are immutable data) and
 * kept as long as the entry itself: its search fields folded (search-folding.ts), and its own
 * value for each filter. A filter pass then only compares, instead of folding and parsing texts.
 */
export type EntryIndex = {
  readonly searchFields: readonly string[]
  readonly values: Readonly<Record<FilterName, string>>
}

const entryIndexes = new WeakMap<Waterfall, EntryIndex>()

function indexOf(waterfall: Waterfall): EntryIndex {
  let index = entryIndexes.get(waterfall)
  if (!index) {
    index = { searchFields: searchFieldsOf(waterfall), values: filterValuesOf(waterfall) }
    entryIndexes.set(waterfall, index)
  }
  return index
}

/** An entry's own value for each filter (filters.ts's FILTER_VALUE_OF), as a list's plan carries it. */
export function filterValuesOf(waterfall: Waterfall): Record<FilterName, string> {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, FILTER_VALUE_OF[name](waterfall)])) as Record<
    FilterName,
    string
  >
}

/** Whether an entry's value for a filter meets a chosen value: the descriptor's rule, or equality. */
function valueTest(filter: FilterDescriptor, chosen: string): (entryValue: string) => boolean {
  return filter.matcher ? filter.matcher(chosen) : (entryValue) => entryValue === chosen
}

type ActiveFilter = { name: FilterName; test: (entryValue: string) => boolean }

/** The filters that are on, each with its test prepared. */
function activeFilters(filters: Filters): ActiveFilter[] {
  return FILTERS.flatMap((filter: FilterDescriptor) => {
    const chosen = filters[filter.key as FilterName]
    return chosen === ALL ? [] : [{ name: filter.key as FilterName, test: valueTest(filter, chosen) }]
  })
}

/**
 * Every rule of docs/product-rules.md#filters and #search for one set of filters, as a single
 * test of an entry; an entry must satisfy them all. Search and province match as parts (the
 * search word by word, folded; the province in any case), the others exactly.
 */
function matcherFor(filters: Filters): (waterfall: Waterfall) => boolean {
  const matches = indexMatcher(filters)
  return (waterfall) => matches(indexOf(waterfall))
}

/** The same test, of an entry's index: what a list's script before the app applies to its cards. */
export function indexMatcher(filters: Filters): (index: EntryIndex) => boolean {
  const search = searchTest(filters.q)
  const active = activeFilters(filters)
  return (index) =>
    active.every(({ name, test }) => test(index.values[name])) && (search === undefined || search(index.searchFields))
}

export function matchesFilters(waterfall: Waterfall, filters: Filters): boolean {
  return matcherFor(filters)(waterfall)
}

export function filterWaterfalls(waterfalls: readonly Waterfall[], filters: Filters): Waterfall[] {
  return waterfalls.filter(matcherFor(filters))
}

/** For each filter, how many entries each of its options would leave ('all' included). */
export type OptionCounts = { readonly [Name in FilterName]: Readonly<Record<string, number>> }

/**
 * How many entries each option of each filter would leave, with the search and every other
 * filter as they are: what the list would count if the visitor picked that option. One pass over
 * the entries: an entry that fails two of the choices on screen counts for nothing; one that
 * fails only filter F counts for the options of F it meets; one that fails none counts for the
 * options it meets in every filter. 'all' counts what the list would show with F off.
 */
export function optionCounts(
  waterfalls: readonly Waterfall[],
  filters: Filters,
  options?: { readonly [Name in FilterName]: readonly string[] },
): OptionCounts {
  return indexOptionCounts(waterfalls.map(indexOf), filters, options)
}

/**
 * The same counts, over the entries' indexes: what a list's script before the app counts. Without
 * `options`, over every value of each filter's descriptor.
 */
export function indexOptionCounts(
  indexes: readonly EntryIndex[],
  filters: Filters,
  options?: { readonly [Name in FilterName]: readonly string[] },
): OptionCounts {
  const search = searchTest(filters.q)
  const active = activeFilters(filters)
  const counts = {} as Record<FilterName, Record<string, number>>
  const tests = FILTERS.map((filter: FilterDescriptor) => {
    const name = filter.key as FilterName
    const row: Record<string, number> = { [ALL]: 0 }
    counts[name] = row
    const each = (options?.[name] ?? filter.values).map((value) => {
      row[value] = 0
      return [value, valueTest(filter, value)] as const
    })
    return { name, row, each }
  })
  for (const index of indexes) {
    if (search !== undefined && !search(index.searchFields)) continue
    const failed = active.filter(({ name, test }) => !test(index.values[name]))
    if (failed.length > 1) continue
    const only = failed[0]?.name
    for (const { name, row, each } of tests) {
      if (only !== undefined && only !== name) continue
      row[ALL] = (row[ALL] ?? 0) + 1
      for (const [value, meets] of each) if (meets(index.values[name])) row[value] = (row[value] ?? 0) + 1
    }
  }
  return counts
}
