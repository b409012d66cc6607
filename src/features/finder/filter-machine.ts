import { and, assertEvent, assign, cancel, emit, raise, setup } from 'xstate'
import type { AnalyticsEvent } from '../../analytics/events'
import { SEARCH_REPORT_DELAY_MS } from '../../constants'
import { ALL, DEFAULT_FILTERS, type FilterName, type Filters, narrowsList, sameFilters } from './filter-rules'
import type { Sort } from './sort-rules'

/** One filter change; the value's type follows the filter it names. */
export type FilterChange = { [K in FilterName]: { filter: K; value: Filters[K] } }[FilterName]

export type FilterMachineEvent =
  | { type: 'search.changed'; q: string }
  | ({ type: 'filter.changed' } & FilterChange)
  | { type: 'sort.changed'; sort: Sort }
  | { type: 'filters.reset' }
  | { type: 'url.changed'; filters: Filters }
  | { type: 'search.settled' }

/**
 * What leaves the machine. `push` makes a history entry; `replace` rewrites the current
 * one, so a burst of typing leaves one entry rather than one per keystroke.
 */
export type FilterMachineEmitted =
  | { type: 'url.write'; filters: Filters; history: 'push' | 'replace' }
  | { type: 'analytics'; event: AnalyticsEvent }

/**
 * `countResults` is the one thing the machine needs from the catalogue: the search report
 * gives the number of results. It is a port, so the catalogue itself stays outside.
 */
export type FilterMachineInput = { filters: Filters; countResults: (filters: Filters) => number }
export type FilterMachineContext = FilterMachineInput

const SEARCH_REPORT_ID = 'searchReport'

const analytics = (event: AnalyticsEvent): FilterMachineEmitted => ({ type: 'analytics', event })

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
    picksFamilyOrStrollerValue: ({ event }) => {
      assertEvent(event, 'filter.changed')
      return (event.filter === 'family' || event.filter === 'stroller') && event.value !== ALL
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
    pushUrl: emit(({ context }) => ({ type: 'url.write', filters: context.filters, history: 'push' }) as const),
    replaceUrl: emit(({ context }) => ({ type: 'url.write', filters: context.filters, history: 'replace' }) as const),
    scheduleSearchReport: raise({ type: 'search.settled' }, { delay: 'searchReportDelay', id: SEARCH_REPORT_ID }),
    cancelSearchReport: cancel(SEARCH_REPORT_ID),
    reportSearch: emit(({ context }) =>
      analytics({
        name: 'search',
        payload: {
          search_term: context.filters.q.trim(),
          results_count: context.countResults(context.filters),
        },
      }),
    ),
    reportFilterChange: emit(({ event }) => {
      assertEvent(event, 'filter.changed')
      return analytics({ name: 'filter_change', payload: { filter_type: event.filter, filter_value: event.value } })
    }),
    reportFamilyFilter: emit(({ context }) =>
      analytics({
        name: 'family_filter',
        payload: { family_friendly: context.filters.family, stroller_friendly: context.filters.stroller },
      }),
    ),
    reportReset: emit(() => analytics({ name: 'filters_reset', payload: {} })),
    reportSort: emit(({ context }) => analytics({ name: 'sort_change', payload: { sort: context.filters.sort } })),
  },
}).createMachine({
  id: 'filters',
  context: ({ input }) => ({ filters: input.filters, countResults: input.countResults }),
  initial: 'idle',
  on: {
    'filter.changed': [
      {
        guard: and(['changesFilter', 'picksFamilyOrStrollerValue']),
        actions: ['assignFilter', 'pushUrl', 'reportFilterChange', 'reportFamilyFilter'],
      },
      { guard: 'changesFilter', actions: ['assignFilter', 'pushUrl', 'reportFilterChange'] },
    ],
    'sort.changed': { guard: 'changesSort', actions: ['assignSort', 'pushUrl', 'reportSort'] },
    // Nothing to reset on an unfiltered list, and nothing to report.
    'filters.reset': {
      guard: 'hasFilters',
      target: '.idle',
      actions: ['cancelSearchReport', 'assignDefaults', 'pushUrl', 'reportReset'],
    },
    // Back/Forward, a link or the language switch: follow the URL, report nothing.
    'url.changed': {
      guard: 'differsFromUrl',
      target: '.idle',
      actions: ['cancelSearchReport', 'assignUrlFilters'],
    },
  },
  states: {
    /** No search report pending. The first keystroke of a burst makes a history entry. */
    idle: {
      on: {
        'search.changed': [
          { guard: and(['changesSearch', 'searchIsBlank']), actions: ['assignSearch', 'pushUrl'] },
          { guard: 'changesSearch', target: 'typing', actions: ['assignSearch', 'pushUrl', 'scheduleSearchReport'] },
        ],
      },
    },
    /** The text changed less than a second ago: its report waits until it settles. */
    typing: {
      on: {
        'search.changed': [
          {
            guard: and(['changesSearch', 'searchIsBlank']),
            target: 'idle',
            actions: ['cancelSearchReport', 'assignSearch', 'replaceUrl'],
          },
          {
            guard: 'changesSearch',
            target: 'typing',
            reenter: true,
            actions: ['cancelSearchReport', 'assignSearch', 'replaceUrl', 'scheduleSearchReport'],
          },
        ],
        'search.settled': { target: 'idle', actions: 'reportSearch' },
      },
    },
  },
})
