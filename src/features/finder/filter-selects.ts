import type { Waterfall } from '../../catalogue/schema'
import type { Messages } from '../../i18n/messages-it'
import { FILTERS, type FilterDescriptor, type FilterName, type FilterValue, provinceOptions } from './filters'
import { monthValueOf } from './when'

/** A filter's texts in the page's language: the select's label, its "all" option and each value's label. */
export type FilterTexts<Value extends string = string> = { label: string; all: string; option(value: Value): string }

/** How a filter's select shows it. */
export type FilterSelect<Value extends string = string> = {
  /** Its texts in the page's language. */
  texts: (messages: Messages) => FilterTexts<Value>
  /** The select's options for a catalogue, when they depend on it; otherwise every value. */
  options?: (waterfalls: readonly Waterfall[]) => readonly Value[]
  /**
   * The value this visitor finds first in the select, from the visitor's own date (the month they
   * are in); the others follow it in order. Known once the app runs in the visitor's browser: the
   * prerendered select, the same for every visitor, lists the values in their own order. Only the
   * order changes, not a label, so the select keeps its width and nothing moves.
   */
  visitorFirst?: (today: Date) => Value
}

/**
 * Each filter's select (filters.ts): its texts, and its options and first value where they are
 * not simply the descriptor's values. Kept apart from the descriptors: the rules (filter-rules.ts,
 * url-filters.ts) apply the descriptors in the list's script before the app too, which so carries
 * nothing of the selects (their texts come from the page's plan).
 */
export const FILTER_SELECTS: { readonly [Name in FilterName]: FilterSelect<FilterValue<Name>> } = {
  difficulty: {
    texts: (messages) => ({
      label: messages.difficultyLabel,
      all: messages.allDifficulties,
      option: (value) => messages.difficulties[value],
    }),
  },
  province: {
    options: provinceOptions,
    texts: (messages) => ({ label: messages.provinceLabel, all: messages.allProvinces, option: (value) => value }),
  },
  duration: {
    texts: (messages) => ({
      label: messages.durationLabel,
      all: messages.allDurations,
      option: (value) => messages.durationBands[value],
    }),
  },
  stroller: {
    texts: (messages) => ({
      label: messages.strollerLabel,
      all: messages.strollerOptions.all,
      option: (value) => messages.strollerOptions[value],
    }),
  },
  family: {
    texts: (messages) => ({
      label: messages.familyLabel,
      all: messages.familyOptions.all,
      option: (value) => messages.familyOptions[value],
    }),
  },
  month: {
    visitorFirst: monthValueOf,
    texts: (messages) => ({
      label: messages.monthLabel,
      all: messages.allMonths,
      option: (value) => messages.monthOption(messages.monthNames[Number(value) - 1] ?? value),
    }),
  },
  carfree: {
    texts: (messages) => ({
      label: messages.carFreeLabel,
      all: messages.carFreeOptions.all,
      option: () => messages.carFreeOptions.true,
    }),
  },
}

/** A filter's texts, typed loosely: for code that treats every filter alike. */
export function filterTexts(filter: FilterDescriptor, messages: Messages): FilterTexts {
  return selectOf(filter).texts(messages)
}

const selectOf = (filter: FilterDescriptor) => FILTER_SELECTS[filter.key as FilterName] as FilterSelect

/** The value this visitor finds first in a filter's select, if any. */
export function visitorFirstOf(filter: FilterDescriptor, today: Date): string | undefined {
  return selectOf(filter).visitorFirst?.(today)
}

/** The options of each filter's select for a catalogue (without 'all'). */
export type FilterOptions = { readonly [Name in FilterName]: readonly FilterValue<Name>[] }

export function filterOptions(waterfalls: readonly Waterfall[]): FilterOptions {
  return Object.fromEntries(
    FILTERS.map((filter: FilterDescriptor) => [filter.key, selectOf(filter).options?.(waterfalls) ?? filter.values]),
  ) as unknown as FilterOptions
}
