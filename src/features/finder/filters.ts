import type { Waterfall } from '../../catalogue/schema'
import { DURATION_BAND_IDS } from '../../vocabulary/duration-bands'
import { DIFFICULTIES, PROVINCES } from '../../vocabulary/values'
import { MONTH_VALUES, worthGoingIn } from './when'

/**
 * The home list's filters, each defined once. Everything else a filter needs is derived from
 * this list: the filters' types and defaults (filter-rules.ts), the URL contract and its order
 * (url-contract.ts), the machine's events and reports (filter-machine.ts), the panel's selects
 * and chips (filter-panel.tsx), the choices adopted from before start-up
 * (choices-before-start.ts), the counts beside each option, and the analytics payloads
 * (analytics/events.ts). A new filter is one more entry here, its select in filter-selects.ts (texts,
 * and options or first value where needed) and its texts in both message files. The descriptors
 * hold only what the rules read, so the list's script before the app (list-before-app.ts), which
 * applies them, carries nothing of the selects.
 *
 * Every filter is off by default ('all', which the URL never carries), and its values are the
 * URL's own strings, so a value is written to the URL as it is.
 */
export type FilterDescriptor<Key extends string = string, Value extends string = string> = {
  /** Its key in the filters, its URL parameter, its select's name and its `filter_type` in reports. */
  key: Key
  /** Every value the URL accepts, in the select's order. */
  values: readonly Value[]
  /** How an entry's value meets a chosen one, prepared once per choice; by default they are equal. */
  matcher?(chosen: Value): (entryValue: string) => boolean
  /** The value a URL's text names, if any; by default one of `values` in any case (`medio` is `Medio`). */
  fromUrl?: (text: string) => Value | undefined
}

/** Keeps a descriptor's literal key and values, from which the types are derived. */
function defineFilter<const Key extends string, const Value extends string>(
  descriptor: FilterDescriptor<Key, Value>,
): FilterDescriptor<Key, Value> {
  return descriptor
}

const BOOLEAN_CHOICES = ['true', 'false'] as const

/** The filters, in the order of the panel and of the URL's parameters. */
export const FILTERS = [
  defineFilter({
    key: 'difficulty',
    values: DIFFICULTIES,
  }),
  defineFilter({
    key: 'province',
    // A case-insensitive part of the province's name (docs/product-rules.md#filters). The URL and
    // the select only ever hold whole names, but the rule allows parts.
    values: PROVINCES as readonly string[],
    matcher: (chosen) => {
      const wanted = chosen.toLocaleLowerCase()
      return (province) => province.toLocaleLowerCase().includes(wanted)
    },
    fromUrl: provinceNamedBy,
  }),
  defineFilter({
    key: 'duration',
    values: DURATION_BAND_IDS,
    // The walking-time bands (docs/product-rules.md#walking-time-bands), applied to the walking time's minutes when the data is built.
  }),
  defineFilter({
    key: 'stroller',
    values: BOOLEAN_CHOICES,
  }),
  defineFilter({
    key: 'family',
    values: BOOLEAN_CHOICES,
  }),
  defineFilter({
    key: 'month',
    values: MONTH_VALUES,
    matcher: worthGoingIn,
  }),
  defineFilter({
    key: 'carfree',
    // Only "by train or bus": a visitor with a car needs no filter.
    values: ['true'],
  }),
] as const

export type AnyFilter = (typeof FILTERS)[number]
export type FilterName = AnyFilter['key']

/**
 * Each filter's reading of an entry: the entry's own value, which a chosen value is compared with
 * (by the descriptor's `matcher`, or equality). Kept beside the descriptors rather than in them:
 * the list's script before the app applies the descriptors to the values its plan carries, worked
 * out at build by these, so it carries none of them.
 */
export const FILTER_VALUE_OF: { readonly [Name in FilterName]: (waterfall: Waterfall) => string } = {
  difficulty: (waterfall) => waterfall.difficulty,
  province: (waterfall) => waterfall.province,
  duration: (waterfall) => waterfall.durationBand,
  stroller: (waterfall) => String(waterfall.strollerFriendly),
  family: (waterfall) => String(waterfall.familyFriendly),
  month: (waterfall) => waterfall.worthGoing,
  carfree: (waterfall) => String(waterfall.carFree),
}
/** The values of one filter, as its descriptor lists them. */
export type FilterValue<Name extends FilterName> =
  Extract<AnyFilter, { key: Name }> extends FilterDescriptor<Name, infer Value> ? Value : never

/**
 * The filters that say who a walk suits, each with its field in the `family_filter` report:
 * picking a value of one of them sends that report with all of them, beside `filter_change`.
 */
export const FAMILY_FILTER_FIELDS = {
  stroller: 'stroller_friendly',
  family: 'family_friendly',
} as const satisfies Partial<Record<FilterName, string>>
export type FamilyFilterName = keyof typeof FAMILY_FILTER_FIELDS
export type FamilyFilterField = (typeof FAMILY_FILTER_FIELDS)[FamilyFilterName]

export const FILTER_NAMES: readonly FilterName[] = FILTERS.map((filter) => filter.key)

/** The descriptor, typed loosely: for code that treats every filter alike. */
export function filterNamed(name: FilterName): FilterDescriptor {
  return FILTERS.find((filter) => filter.key === name) as FilterDescriptor
}

/** A filter's value named by a URL's text in any case, or nothing. */
export function valueInAnyCase<Value extends string>(values: readonly Value[], text: string): Value | undefined {
  const wanted = text.toLowerCase()
  return values.find((candidate) => candidate.toLowerCase() === wanted)
}

/**
 * A province by any case-insensitive part of its name (docs/product-rules.md#filters), when that part names exactly
 * one province: `berg` is Bergamo; `o`, which several contain, names none.
 */
function provinceNamedBy(text: string): string | undefined {
  const wanted = text.toLowerCase()
  if (wanted === '') return undefined
  const exact = PROVINCES.find((name) => name.toLowerCase() === wanted)
  if (exact) return exact
  const partial = PROVINCES.filter((name) => name.toLowerCase().includes(wanted))
  return partial.length === 1 ? partial[0] : undefined
}

/**
 * The province select's options: the catalogue's distinct provinces, in alphabetical order. The
 * data only holds the provinces of PROVINCES, which is written in that order (a test holds it to
 * the Italian collation), so the order is the list's and no collator runs on a phone's start-up.
 */
export function provinceOptions(waterfalls: readonly { province: string }[]): string[] {
  const present = new Set(waterfalls.map((waterfall) => waterfall.province))
  return PROVINCES.filter((province) => present.has(province))
}
