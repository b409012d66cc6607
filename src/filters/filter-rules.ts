import type { Waterfall } from '../catalogue/schema'
import type { Difficulty } from '../catalogue/vocabulary'
import { type DurationBand, durationBandOf, parseDurationMinutes } from './duration'

/** 'all' means the filter is off; it is every select's default and never appears in the URL. */
export const ALL = 'all'
export type All = typeof ALL
export type BooleanChoice = 'true' | 'false'

export type Filters = {
  q: string
  difficulty: Difficulty | All
  province: string
  duration: DurationBand | All
  stroller: BooleanChoice | All
  family: BooleanChoice | All
}

export type FilterName = Exclude<keyof Filters, 'q'>

export const DEFAULT_FILTERS: Readonly<Filters> = {
  q: '',
  difficulty: ALL,
  province: ALL,
  duration: ALL,
  stroller: ALL,
  family: ALL,
}

const FILTER_KEYS = Object.keys(DEFAULT_FILTERS) as (keyof Filters)[]

export function sameFilters(a: Filters, b: Filters): boolean {
  return FILTER_KEYS.every((key) => a[key] === b[key])
}

type Matcher = (waterfall: Waterfall, filters: Filters) => boolean

const includesIgnoringCase = (haystack: string, needle: string) =>
  haystack.toLocaleLowerCase().includes(needle.toLocaleLowerCase())

const booleanMatches = (value: boolean, choice: BooleanChoice | All) => choice === ALL || String(value) === choice

/** Every rule of spec §5, one per filter; a waterfall must satisfy them all. */
const MATCHERS: readonly Matcher[] = [
  (waterfall, { q }) =>
    q.trim() === '' ||
    [waterfall.name, waterfall.location, waterfall.province, waterfall.description].some((field) =>
      includesIgnoringCase(field, q.trim()),
    ),
  (waterfall, { province }) => province === ALL || includesIgnoringCase(waterfall.province, province),
  (waterfall, { difficulty }) => difficulty === ALL || waterfall.difficulty === difficulty,
  (waterfall, { duration }) =>
    duration === ALL || durationBandOf(parseDurationMinutes(waterfall.duration)) === duration,
  (waterfall, { stroller }) => booleanMatches(waterfall.strollerFriendly, stroller),
  (waterfall, { family }) => booleanMatches(waterfall.familyFriendly, family),
]

export function matchesFilters(waterfall: Waterfall, filters: Filters): boolean {
  return MATCHERS.every((matches) => matches(waterfall, filters))
}

export function filterWaterfalls(waterfalls: readonly Waterfall[], filters: Filters): Waterfall[] {
  return waterfalls.filter((waterfall) => matchesFilters(waterfall, filters))
}

/** The province select's options: the catalogue's distinct provinces, sorted. */
export function provinceOptions(waterfalls: readonly { province: string }[]): string[] {
  return [...new Set(waterfalls.map((waterfall) => waterfall.province))].sort((a, b) => a.localeCompare(b, 'it'))
}
