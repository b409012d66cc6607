import { DURATION_BAND_IDS } from '../../catalogue/duration'
import type { Waterfall } from '../../catalogue/schema'
import { DIFFICULTIES, PROVINCES } from '../../catalogue/vocabulary'
import type { Messages } from '../../i18n/messages-it'
import { MONTH_VALUES, monthValueOf, worthGoingIn } from './when'

/**
 * The home list's filters, each defined once. Everything else a filter needs is derived from
 * this list: the filters' types and defaults (filter-rules.ts), the URL contract and its order
 * (url-contract.ts), the machine's events and reports (filter-machine.ts), the panel's selects
 * and chips (filter-panel.tsx), the choices adopted from before start-up
 * (choices-before-start.ts), the counts beside each option, and the analytics payloads
 * (analytics/events.ts). A new filter is one more entry here and its texts in both message files.
 *
 * Every filter is off by default ('all', which the URL never carries), and its values are the
 * URL's own strings, so a value is written to the URL as it is.
 */
export type FilterDescriptor<
  Key extends string = string,
  Value extends string = string,
  FamilyField extends string | undefined = string | undefined,
> = {
  /** Its key in the filters, its URL parameter, its select's name and its `filter_type` in reports. */
  key: Key
  /** Every value the URL accepts, in the select's order. */
  values: readonly Value[]
  /** The select's options for a catalogue, when they depend on it; otherwise every value. */
  options?: (waterfalls: readonly Waterfall[]) => readonly Value[]
  /** An entry's own value for this filter, which the chosen value is compared with. */
  valueOf: (waterfall: Waterfall) => string
  /** How an entry's value meets a chosen one, prepared once per choice; by default they are equal. */
  matcher?(chosen: Value): (entryValue: string) => boolean
  /** The value a URL's text names, if any; by default one of `values` in any case (`medio` is `Medio`). */
  fromUrl?: (text: string) => Value | undefined
  /** Its texts in the page's language: the select's label, its "all" option and each value's label. */
  texts: (messages: Messages) => { label: string; all: string; option(value: Value): string }
  /**
   * The value this visitor finds first in the select, from the visitor's own date (the month they
   * are in); the others follow it in order. Known once the app runs in the visitor's browser: the
   * prerendered select, the same for every visitor, lists the values in their own order. Only the
   * order changes, not a label, so the select keeps its width and nothing moves.
   */
  visitorFirst?: (today: Date) => Value
  /**
   * Its field in the `family_filter` report, for the filters that say who a walk suits: picking a
   * value of one of them sends that report with all of them, beside `filter_change`.
   */
  familyFilterField?: FamilyField
}

/** Keeps a descriptor's literal key, values and report field, from which the types are derived. */
function defineFilter<
  const Key extends string,
  const Value extends string,
  const FamilyField extends string | undefined = undefined,
>(descriptor: FilterDescriptor<Key, Value, FamilyField>): FilterDescriptor<Key, Value, FamilyField> {
  return descriptor
}

const BOOLEAN_CHOICES = ['true', 'false'] as const

/** The filters, in the order of the panel and of the URL's parameters. */
export const FILTERS = [
  defineFilter({
    key: 'difficulty',
    values: DIFFICULTIES,
    valueOf: (waterfall) => waterfall.difficulty,
    texts: (messages) => ({
      label: messages.difficultyLabel,
      all: messages.allDifficulties,
      option: (value) => messages.difficulties[value],
    }),
  }),
  defineFilter({
    key: 'province',
    // A case-insensitive part of the province's name (docs/product-rules.md#filters). The URL and
    // the select only ever hold whole names, but the rule allows parts.
    values: PROVINCES as readonly string[],
    options: provinceOptions,
    valueOf: (waterfall) => waterfall.province,
    matcher: (chosen) => {
      const wanted = chosen.toLocaleLowerCase()
      return (province) => province.toLocaleLowerCase().includes(wanted)
    },
    fromUrl: provinceNamedBy,
    texts: (messages) => ({ label: messages.provinceLabel, all: messages.allProvinces, option: (value) => value }),
  }),
  defineFilter({
    key: 'duration',
    values: DURATION_BAND_IDS,
    // The walking-time bands (docs/product-rules.md#walking-time-bands), applied to the duration text when the data is built.
    valueOf: (waterfall) => waterfall.durationBand,
    texts: (messages) => ({
      label: messages.durationLabel,
      all: messages.allDurations,
      option: (value) => messages.durationBands[value],
    }),
  }),
  defineFilter({
    key: 'stroller',
    values: BOOLEAN_CHOICES,
    valueOf: (waterfall) => String(waterfall.strollerFriendly),
    texts: (messages) => ({
      label: messages.strollerLabel,
      all: messages.strollerOptions.all,
      option: (value) => messages.strollerOptions[value],
    }),
    familyFilterField: 'stroller_friendly',
  }),
  defineFilter({
    key: 'family',
    values: BOOLEAN_CHOICES,
    valueOf: (waterfall) => String(waterfall.familyFriendly),
    texts: (messages) => ({
      label: messages.familyLabel,
      all: messages.familyOptions.all,
      option: (value) => messages.familyOptions[value],
    }),
    familyFilterField: 'family_friendly',
  }),
  defineFilter({
    key: 'month',
    values: MONTH_VALUES,
    valueOf: (waterfall) => waterfall.worthGoing,
    matcher: worthGoingIn,
    visitorFirst: monthValueOf,
    texts: (messages) => ({
      label: messages.monthLabel,
      all: messages.allMonths,
      option: (value) => messages.monthOption(messages.monthNames[Number(value) - 1] ?? value),
    }),
  }),
  defineFilter({
    key: 'carfree',
    // Only "by train or bus": a visitor with a car needs no filter.
    values: ['true'],
    valueOf: (waterfall) => String(waterfall.carFree),
    texts: (messages) => ({
      label: messages.carFreeLabel,
      all: messages.carFreeOptions.all,
      option: () => messages.carFreeOptions.true,
    }),
  }),
] as const

export type AnyFilter = (typeof FILTERS)[number]
export type FilterName = AnyFilter['key']
/** The values of one filter, as its descriptor lists them. */
export type FilterValue<Name extends FilterName> =
  Extract<AnyFilter, { key: Name }> extends FilterDescriptor<Name, infer Value> ? Value : never

/** The filters whose values go into the `family_filter` report, keyed by their field there. */
export type FamilyFilterField = NonNullable<AnyFilter['familyFilterField']>

export const FILTER_NAMES: readonly FilterName[] = FILTERS.map((filter) => filter.key)

/** The descriptor, typed loosely: for code that treats every filter alike. */
export function filterNamed(name: FilterName): FilterDescriptor {
  return FILTERS.find((filter) => filter.key === name) as FilterDescriptor
}

/** The options of each filter's select for a catalogue (without 'all'). */
export type FilterOptions = { readonly [Name in FilterName]: readonly FilterValue<Name>[] }

export function filterOptions(waterfalls: readonly Waterfall[]): FilterOptions {
  return Object.fromEntries(
    FILTERS.map((filter: FilterDescriptor) => [filter.key, filter.options?.(waterfalls) ?? filter.values]),
  ) as unknown as FilterOptions
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
