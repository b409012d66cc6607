import type { Waterfall } from '../../catalogue/schema'
import type { Difficulty } from '../../catalogue/vocabulary'
import { type DurationBand, durationBandOf, parseDurationMinutes } from './duration'
import { CATALOGUE_ORDER, type Sort } from './sort-rules'

/** 'all' means the filter is off; it is every select's default and never appears in the URL. */
export const ALL = 'all'
export type All = typeof ALL
export type BooleanChoice = 'true' | 'false'

/**
 * What the list shows, as the URL says it: the search, the five filters and the order. The order
 * is not a filter (no rule reads it, and resetting the filters keeps it), but it travels with
 * them through the URL, the machine and history.
 */
export type Filters = {
  q: string
  difficulty: Difficulty | All
  province: string
  duration: DurationBand | All
  stroller: BooleanChoice | All
  family: BooleanChoice | All
  sort: Sort
}

export type FilterName = Exclude<keyof Filters, 'q' | 'sort'>

export const DEFAULT_FILTERS: Readonly<Filters> = {
  q: '',
  difficulty: ALL,
  province: ALL,
  duration: ALL,
  stroller: ALL,
  family: ALL,
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
 * kept as long as the entry itself: its search fields and province in lower case, and its
 * duration band. A filter pass then only compares, instead of lower-casing and parsing texts.
 */
type EntryIndex = { searchFields: readonly string[]; province: string; durationBand: DurationBand }

const entryIndexes = new WeakMap<Waterfall, EntryIndex>()

function indexOf(waterfall: Waterfall): EntryIndex {
  let index = entryIndexes.get(waterfall)
  if (!index) {
    index = {
      searchFields: [waterfall.name, waterfall.location, waterfall.province, waterfall.description].map((field) =>
        field.toLocaleLowerCase(),
      ),
      province: waterfall.province.toLocaleLowerCase(),
      durationBand: durationBandOf(parseDurationMinutes(waterfall.duration)),
    }
    entryIndexes.set(waterfall, index)
  }
  return index
}

const booleanMatches = (value: boolean, choice: BooleanChoice | All) => choice === ALL || String(value) === choice

/**
 * Every rule of spec §5 for one set of filters, as a single test of an entry; an entry must
 * satisfy them all. Search and province match case-insensitively as substrings (the search on
 * name, location, province or description), the others exactly.
 */
function matcherFor(filters: Filters): (waterfall: Waterfall) => boolean {
  const query = filters.q.trim().toLocaleLowerCase()
  const province = filters.province === ALL ? undefined : filters.province.toLocaleLowerCase()
  const { difficulty, duration, stroller, family } = filters
  return (waterfall) => {
    if (difficulty !== ALL && waterfall.difficulty !== difficulty) return false
    if (!booleanMatches(waterfall.strollerFriendly, stroller)) return false
    if (!booleanMatches(waterfall.familyFriendly, family)) return false
    const index = indexOf(waterfall)
    if (duration !== ALL && index.durationBand !== duration) return false
    if (province !== undefined && !index.province.includes(province)) return false
    return query === '' || index.searchFields.some((field) => field.includes(query))
  }
}

export function matchesFilters(waterfall: Waterfall, filters: Filters): boolean {
  return matcherFor(filters)(waterfall)
}

export function filterWaterfalls(waterfalls: readonly Waterfall[], filters: Filters): Waterfall[] {
  return waterfalls.filter(matcherFor(filters))
}

/**
 * A name's place in alphabetical order: accents and case set aside ("Forlì" sorts as "forli").
 * Not `localeCompare`: its first call sets up a collator, which took 73 ms of the home page's
 * start-up on a phone-speed CPU, for a list of province names.
 */
const sortKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** The province select's options: the catalogue's distinct provinces, in alphabetical order. */
export function provinceOptions(waterfalls: readonly { province: string }[]): string[] {
  return [...new Set(waterfalls.map((waterfall) => waterfall.province))]
    .map((province) => ({ province, key: sortKey(province) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.province < b.province ? -1 : 1))
    .map(({ province }) => province)
}
