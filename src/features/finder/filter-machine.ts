import { and, assertEvent, assign, emit, setup } from 'xstate'
import type { AnalyticsEvent } from '../../analytics/events'
import type { Waterfall } from '../../catalogue/schema'
import { SEARCH_REPORT_DELAY_MS } from '../../constants'
import type { Sort } from '../../vocabulary/sort-orders'
import type { FamilyFilterPayload, FilterChangePayload } from './filter-events'
import { ALL, DEFAULT_FILTERS, type Filters, filterWaterfalls, narrowsList, sameFilters } from './filter-rules'
import { FAMILY_FILTER_FIELDS, type FamilyFilterField, type FamilyFilterName, type FilterName } from './filters'

/** One filter change; the value's type follows the filter it names. */
export type FilterChange = { [K in FilterName]: { filter: K; value: Filters[K] } }[FilterName]

export type FilterMachineEvent =
  | { type: 'search.changed'; q: string }
  | ({ type: 'filter.changed' } & FilterChange)
  | { type: 'sort.changed'; sort: Sort }
  | { type: 'filters.reset' }
  | { type: 'url.changed'; filters: Filters }
  | { type: 'catalogue.changed'; catalogue: readonly Waterfall[] }
  /** The search has settled without waiting: the start-up replay of what was typed before the app. */
  | { type: 'search.settled' }

/**
 * What leaves the machine. `push` makes a history entry; `replace` rewrites the current
 * one, so a burst of typing leaves one entry rather than one per keystroke.
 */
export type FilterMachineEmitted =
  | { type: 'url.write'; filters: Filters; history: 'push' | 'replace' }
  | { type: 'analytics'; event: AnalyticsEvent }

/**
 * Plain data only, so the inspector shows all of it and a snapshot can be stored and compared:
 * the filters, and the catalogue of the page's language, which the search report counts results
 * in (the page sends `catalogue.changed` when the language changes).
 */
export type FilterMachineInput = { filters: Filters; catalogue: readonly Waterfall[] }
export type FilterMachineContext = FilterMachineInput

const analytics = (event: AnalyticsEvent): FilterMachineEmitted => ({ type: 'analytics', event })

/** The `family_filter` report: the value of every filter that has a field in it. */
function familyFilterPayload(filters: Filters): FamilyFilterPayload {
  const payload: Partial<Record<FamilyFilterField, string>> = {}
  for (const [name, field] of Object.entries(FAMILY_FILTER_FIELDS) as [FamilyFilterName, FamilyFilterField][]) {
    payload[field] = filters[name]
  }
  return payload as FamilyFilterPayload
}

export const filterMachine = setup({
  types: {
    context: {} as FilterMachineContext,
    events: {} as FilterMachineEvent,
    emitted: {} as FilterMachineEmitted,
    input: {} as FilterMachineInput,
  },
  delays: {
    searchReportDelay: SEARCH_REPORT_DELAY_MS,
  },
  guards: {
    changesSearch: ({ context, event }) => {
      assertEvent(event, 'search.changed')
      return event.q !== context.filters.q
    },
    searchIsBlank: ({ event }) => {
      assertEvent(event, 'search.changed')
      return event.q.trim() === ''
    },
    hasFilters: ({ context }) => narrowsList(context.filters),
    changesSort: ({ context, event }) => {
      assertEvent(event, 'sort.changed')
      return context.filters.sort !== event.sort
    },
    changesFilter: ({ context, event }) => {
      assertEvent(event, 'filter.changed')
      return context.filters[event.filter] !== event.value
    },
    picksFamilyFilterValue: ({ event }) => {
      assertEvent(event, 'filter.changed')
      return event.filter in FAMILY_FILTER_FIELDS && event.value !== ALL
    },
    differsFromUrl: ({ context, event }) => {
      assertEvent(event, 'url.changed')
      return !sameFilters(context.filters, event.filters)
    },
  },
  actions: {
    assignSearch: assign(({ context, event }) => {
      assertEvent(event, 'search.changed')
      return { filters: { ...context.filters, q: event.q } }
    }),
    assignFilter: assign(({ context, event }) => {
      assertEvent(event, 'filter.changed')
      return { filters: { ...context.filters, [event.filter]: event.value } }
    }),
    assignSort: assign(({ context, event }) => {
      assertEvent(event, 'sort.changed')
      return { filters: { ...context.filters, sort: event.sort } }
    }),
    // Resetting the filters keeps the order the visitor chose: it is not a filter.
    assignDefaults: assign(({ context }) => ({ filters: { ...DEFAULT_FILTERS, sort: context.filters.sort } })),
    assignUrlFilters: assign(({ event }) => {
      assertEvent(event, 'url.changed')
      return { filters: event.filters }
    }),
    assignCatalogue: assign(({ event }) => {
      assertEvent(event, 'catalogue.changed')
      return { catalogue: event.catalogue }
    }),
    pushUrl: emit(({ context }) => ({ type: 'url.write', filters: context.filters, history: 'push' }) as const),
    replaceUrl: emit(({ context }) => ({ type: 'url.write', filters: context.filters, history: 'replace' }) as const),
    reportSearch: emit(({ context }) =>
      analytics({
        name: 'search',
        payload: {
          search_term: context.filters.q.trim(),
          results_count: filterWaterfalls(context.catalogue, context.filters).length,
        },
      }),
    ),
    reportFilterChange: emit(({ event }) => {
      assertEvent(event, 'filter.changed')
      // The event's filter and value belong together (FilterChange), as the payload's do.
      const payload = { filter_type: event.filter, filter_value: event.value } as FilterChangePayload
      return analytics({ name: 'filter_change', payload })
    }),
    reportFamilyFilter: emit(({ context }) =>
      analytics({ name: 'family_filter', payload: familyFilterPayload(context.filters) }),
    ),
    reportReset: emit(() => analytics({ name: 'filters_reset', payload: {} })),
    reportSort: emit(({ context }) => analytics({ name: 'sort_change', payload: { sort: context.filters.sort } })),
  },
}).createMachine({
  id: 'filters',
  context: ({ input }) => ({ filters: input.filters, catalogue: input.catalogue }),
  initial: 'idle',
  on: {
    'filter.changed': [
      {
        guard: and(['changesFilter', 'picksFamilyFilterValue']),
        actions: ['assignFilter', 'pushUrl', 'reportFilterChange', 'reportFamilyFilter'],
      },
      { guard: 'changesFilter', actions: ['assignFilter', 'pushUrl', 'reportFilterChange'] },
    ],
    'sort.changed': { guard: 'changesSort', actions: ['assignSort', 'pushUrl', 'reportSort'] },
    // Nothing to reset on an unfiltered list, and nothing to report.
    'filters.reset': {
      guard: 'hasFilters',
      target: '.idle',
      actions: ['assignDefaults', 'pushUrl', 'reportReset'],
    },
    // The language switch: later search reports count in the new language's catalogue.
    'catalogue.changed': { actions: 'assignCatalogue' },
    // Back/Forward, a link or the language switch: follow the URL, report nothing.
    'url.changed': {
      guard: 'differsFromUrl',
      target: '.idle',
      actions: ['assignUrlFilters'],
    },
  },
  states: {
    /** No search report pending. The first keystroke of a burst makes a history entry. */
    idle: {
      on: {
        'search.changed': [
          { guard: and(['changesSearch', 'searchIsBlank']), actions: ['assignSearch', 'pushUrl'] },
          { guard: 'changesSearch', target: 'typing', actions: ['assignSearch', 'pushUrl'] },
        ],
      },
    },
    /**
     * The text changed less than a second ago: its report waits until it settles. Leaving this
     * state (a reset, a URL change, a cleared box) drops the report; a keystroke re-enters it,
     * which starts the wait again.
     */
    typing: {
      after: { searchReportDelay: { target: 'idle', actions: 'reportSearch' } },
      on: {
        'search.settled': { target: 'idle', actions: 'reportSearch' },
        'search.changed': [
          { guard: and(['changesSearch', 'searchIsBlank']), target: 'idle', actions: ['assignSearch', 'replaceUrl'] },
          { guard: 'changesSearch', target: 'typing', reenter: true, actions: ['assignSearch', 'replaceUrl'] },
        ],
      },
    },
  },
})
