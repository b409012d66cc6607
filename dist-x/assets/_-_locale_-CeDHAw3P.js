import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { and, assertEvent, assign, cancel, emit, raise, setup } from 'xstate'
import {
  w as catalogueQueryOptions,
  u as DEFAULT_FILTERS,
  T as DIFFICULTIES,
  E as DURATION_BAND_IDS,
  a as filtersFromSearch,
  d as filterWaterfalls,
  r as isPlainLeftClick,
  b as localeParam,
  _ as localizedPath,
  o as parseSearchString,
  f as provinceOptions,
  n as Route,
  v as SEARCH_REPORT_DELAY_MS,
  p as sameFilters,
  s as searchFromFilters,
  c as stringifySearchObject,
  x as useLocale,
  S as useMessages,
  m as usePageHead,
  i as useTracker,
  l as validateFilterSearch,
} from '../entry-x.js'
import {
  a as DifficultyBadge,
  t as PhotoCredit,
  i as SuitabilityBadges,
  r as WaterfallImage,
  c as websiteJsonLd,
} from './photo-credit-mvyN_KCn.js'

// src/features/finder/filter-panel.tsx
/**
 * Memoised on what the controls show: a keystroke in the search box changes only `q`, which
 * none of them shows, so typing does not re-render the panel.
 */
var FilterPanel = memo(function FilterPanel({ filters, provinces, onChange, onReset }) {
  const messages = useMessages()
  const choices = (labels) => [
    {
      value: 'all',
      label: labels.all,
    },
    {
      value: 'true',
      label: labels.true,
    },
    {
      value: 'false',
      label: labels.false,
    },
  ]
  const selects = [
    {
      name: 'difficulty',
      label: messages.difficultyLabel,
      options: [
        {
          value: 'all',
          label: messages.allDifficulties,
        },
        ...DIFFICULTIES.map((value) => ({
          value,
          label: messages.difficulties[value],
        })),
      ],
    },
    {
      name: 'province',
      label: messages.provinceLabel,
      options: [
        {
          value: 'all',
          label: messages.allProvinces,
        },
        ...provinces.map((value) => ({
          value,
          label: value,
        })),
      ],
    },
    {
      name: 'duration',
      label: messages.durationLabel,
      options: [
        {
          value: 'all',
          label: messages.allDurations,
        },
        ...DURATION_BAND_IDS.map((value) => ({
          value,
          label: messages.durationBands[value],
        })),
      ],
    },
    {
      name: 'stroller',
      label: messages.strollerLabel,
      options: choices(messages.strollerOptions),
    },
    {
      name: 'family',
      label: messages.familyLabel,
      options: choices(messages.familyOptions),
    },
  ]
  return /* @__PURE__ */ jsxs('section', {
    'aria-labelledby': 'filters-heading',
    className: 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200',
    children: [
      /* @__PURE__ */ jsx('h2', {
        id: 'filters-heading',
        className: 'sr-only',
        children: messages.filtersHeading,
      }),
      /* @__PURE__ */ jsxs('div', {
        className: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end',
        children: [
          selects.map((select) =>
            /* @__PURE__ */ jsxs(
              'label',
              {
                className: 'flex flex-col gap-1 text-sm font-medium',
                children: [
                  select.label,
                  /* @__PURE__ */ jsx('select', {
                    name: select.name,
                    value: filters[select.name],
                    onChange: (event) =>
                      onChange({
                        filter: select.name,
                        value: event.target.value,
                      }),
                    className: 'rounded-lg border border-slate-400 bg-white px-3 py-2 text-base font-normal',
                    children: select.options.map((option) =>
                      /* @__PURE__ */ jsx(
                        'option',
                        {
                          value: option.value,
                          children: option.label,
                        },
                        option.value,
                      ),
                    ),
                  }),
                ],
              },
              select.name,
            ),
          ),
          /* @__PURE__ */ jsx('button', {
            type: 'button',
            onClick: onReset,
            className: 'rounded-lg border border-brand-800 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50',
            children: messages.resetFilters,
          }),
        ],
      }),
    ],
  })
}, sameControls)
var SELECT_NAMES = ['difficulty', 'province', 'duration', 'stroller', 'family']
function sameControls(before, after) {
  return (
    before.provinces === after.provinces &&
    before.onChange === after.onChange &&
    before.onReset === after.onReset &&
    SELECT_NAMES.every((name) => before.filters[name] === after.filters[name])
  )
}
// src/features/finder/waterfall-card.tsx
var WaterfallCard = memo(function WaterfallCard({ waterfall, listState }) {
  const locale = useLocale()
  const messages = useMessages()
  const headingId = `waterfall-${waterfall.id}-name`
  return /* @__PURE__ */ jsxs('article', {
    'aria-labelledby': headingId,
    className: 'flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200',
    children: [
      /* @__PURE__ */ jsx(WaterfallImage, {
        src: waterfall.imageUrl,
        alt: messages.cardImageAlt(waterfall.name),
      }),
      /* @__PURE__ */ jsxs('div', {
        className: 'flex flex-1 flex-col gap-3 p-4',
        children: [
          waterfall.photoCredit && /* @__PURE__ */ jsx(PhotoCredit, { credit: waterfall.photoCredit }),
          /* @__PURE__ */ jsxs('div', {
            className: 'flex items-start justify-between gap-2',
            children: [
              /* @__PURE__ */ jsx('h3', {
                id: headingId,
                className: 'line-clamp-2 text-lg font-semibold leading-snug',
                children: waterfall.name,
              }),
              /* @__PURE__ */ jsx(DifficultyBadge, { difficulty: waterfall.difficulty }),
            ],
          }),
          /* @__PURE__ */ jsx('p', {
            className: 'line-clamp-3 text-sm text-slate-700',
            children: waterfall.description,
          }),
          /* @__PURE__ */ jsxs('dl', {
            className: 'grid grid-cols-2 gap-x-4 gap-y-1 text-sm',
            children: [
              /* @__PURE__ */ jsx(Fact, {
                term: messages.provinceField,
                value: waterfall.province,
              }),
              /* @__PURE__ */ jsx(Fact, {
                term: messages.durationField,
                value: waterfall.duration,
              }),
              /* @__PURE__ */ jsx(Fact, {
                term: messages.heightField,
                value: waterfall.height,
              }),
              /* @__PURE__ */ jsx(Fact, {
                term: messages.flowField,
                value: messages.flows[waterfall.flow],
              }),
            ],
          }),
          /* @__PURE__ */ jsx(SuitabilityBadges, { waterfall }),
          /* @__PURE__ */ jsx(Link, {
            to: '/{-$locale}/waterfall/$id',
            params: {
              locale: localeParam(locale),
              id: waterfall.id,
            },
            state: listState,
            className:
              'mt-auto inline-flex items-center justify-center rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900',
            'aria-describedby': headingId,
            children: messages.cardCta,
          }),
        ],
      }),
    ],
  })
})
function Fact({ term, value }) {
  return /* @__PURE__ */ jsxs('div', {
    children: [
      /* @__PURE__ */ jsx('dt', {
        className: 'text-slate-600',
        children: term,
      }),
      /* @__PURE__ */ jsx('dd', {
        className: 'font-medium',
        children: value,
      }),
    ],
  })
}
// src/features/finder/results-grid.tsx
var GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3'
/**
 * Memoised, like each card, and given deferred results by the home page: a keystroke paints the
 * search box first; the grid re-renders after it, only when the results changed. Every card of
 * the catalogue stays mounted and a filter change only shows or hides cards (`hidden`, which also
 * takes them out of the accessibility tree): bringing back a dozen cards then costs attributes,
 * not building a dozen cards. Fine for a catalogue of tens; thousands would need a window.
 */
var ResultsGrid = memo(function ResultsGrid({ resetHref, listState, waterfalls, results, onReset }) {
  const messages = useMessages()
  const shown = useMemo(() => new Set(results.map((waterfall) => waterfall.id)), [results])
  return /* @__PURE__ */ jsxs('section', {
    'aria-labelledby': 'results-heading',
    className: 'space-y-4',
    'data-results': true,
    children: [
      /* @__PURE__ */ jsx('h2', {
        id: 'results-heading',
        className: 'sr-only',
        children: messages.resultsHeading,
      }),
      /* @__PURE__ */ jsx('p', {
        role: 'status',
        'aria-live': 'polite',
        className: 'text-sm font-medium text-slate-700',
        children: messages.resultsCount(results.length),
      }),
      results.length === 0 &&
        /* @__PURE__ */ jsxs('div', {
          className: 'rounded-xl bg-white p-8 text-center ring-1 ring-slate-200',
          children: [
            /* @__PURE__ */ jsx('h3', {
              className: 'text-xl font-semibold',
              children: messages.noResultsTitle,
            }),
            /* @__PURE__ */ jsx('p', {
              className: 'mt-2 text-slate-700',
              children: messages.noResultsText,
            }),
            /* @__PURE__ */ jsx('a', {
              href: resetHref,
              onClick: (event) => {
                if (!isPlainLeftClick(event)) return
                event.preventDefault()
                onReset()
              },
              className:
                'mt-4 inline-block rounded font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900',
              children: messages.resetAllFilters,
            }),
          ],
        }),
      /* @__PURE__ */ jsx('ul', {
        className: GRID,
        'data-testid': 'results-grid',
        hidden: results.length === 0,
        children: waterfalls.map((waterfall) =>
          /* @__PURE__ */ jsx(
            'li',
            {
              className: 'card-slot flex',
              hidden: !shown.has(waterfall.id),
              children: /* @__PURE__ */ jsx(WaterfallCard, {
                waterfall,
                listState,
              }),
            },
            waterfall.id,
          ),
        ),
      }),
    ],
  })
})
// src/features/finder/search-box.tsx
function SearchBox({ value, onChange }) {
  const messages = useMessages()
  return /* @__PURE__ */ jsxs('search', {
    className: 'block',
    children: [
      /* @__PURE__ */ jsx('label', {
        htmlFor: 'waterfall-search',
        className: 'mb-1 block text-sm font-medium',
        children: messages.searchLabel,
      }),
      /* @__PURE__ */ jsx('input', {
        id: 'waterfall-search',
        name: 'q',
        type: 'search',
        value,
        maxLength: 100,
        placeholder: messages.searchPlaceholder,
        autoComplete: 'off',
        enterKeyHint: 'search',
        onChange: (event) => onChange(event.target.value),
        className: 'w-full rounded-lg border border-slate-400 bg-white px-4 py-3 text-base shadow-sm',
      }),
    ],
  })
}
// src/features/finder/filter-machine.ts
var SEARCH_REPORT_ID = 'searchReport'
var analytics = (event) => ({
  type: 'analytics',
  event,
})
var filterMachine = setup({
  types: {
    context: {},
    events: {},
    emitted: {},
    input: {},
  },
  delays: { searchReportDelay: SEARCH_REPORT_DELAY_MS },
  guards: {
    changesSearch: ({ context, event }) => {
      assertEvent(event, 'search.changed')
      return event.q !== context.filters.q
    },
    searchIsBlank: ({ event }) => {
      assertEvent(event, 'search.changed')
      return event.q.trim() === ''
    },
    changesFilter: ({ context, event }) => {
      assertEvent(event, 'filter.changed')
      return context.filters[event.filter] !== event.value
    },
    picksFamilyOrStrollerValue: ({ event }) => {
      assertEvent(event, 'filter.changed')
      return (event.filter === 'family' || event.filter === 'stroller') && event.value !== 'all'
    },
    differsFromUrl: ({ context, event }) => {
      assertEvent(event, 'url.changed')
      return !sameFilters(context.filters, event.filters)
    },
  },
  actions: {
    assignSearch: assign(({ context, event }) => {
      assertEvent(event, 'search.changed')
      return {
        filters: {
          ...context.filters,
          q: event.q,
        },
      }
    }),
    assignFilter: assign(({ context, event }) => {
      assertEvent(event, 'filter.changed')
      return {
        filters: {
          ...context.filters,
          [event.filter]: event.value,
        },
      }
    }),
    assignDefaults: assign({ filters: { ...DEFAULT_FILTERS } }),
    assignUrlFilters: assign(({ event }) => {
      assertEvent(event, 'url.changed')
      return { filters: event.filters }
    }),
    pushUrl: emit(({ context }) => ({
      type: 'url.write',
      filters: context.filters,
      history: 'push',
    })),
    replaceUrl: emit(({ context }) => ({
      type: 'url.write',
      filters: context.filters,
      history: 'replace',
    })),
    scheduleSearchReport: raise(
      { type: 'search.settled' },
      {
        delay: 'searchReportDelay',
        id: SEARCH_REPORT_ID,
      },
    ),
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
      return analytics({
        name: 'filter_change',
        payload: {
          filter_type: event.filter,
          filter_value: event.value,
        },
      })
    }),
    reportFamilyFilter: emit(({ context }) =>
      analytics({
        name: 'family_filter',
        payload: {
          family_friendly: context.filters.family,
          stroller_friendly: context.filters.stroller,
        },
      }),
    ),
    reportReset: emit(() =>
      analytics({
        name: 'filters_reset',
        payload: {},
      }),
    ),
  },
}).createMachine({
  id: 'filters',
  context: ({ input }) => ({
    filters: input.filters,
    countResults: input.countResults,
  }),
  initial: 'idle',
  on: {
    'filter.changed': [
      {
        guard: and(['changesFilter', 'picksFamilyOrStrollerValue']),
        actions: ['assignFilter', 'pushUrl', 'reportFilterChange', 'reportFamilyFilter'],
      },
      {
        guard: 'changesFilter',
        actions: ['assignFilter', 'pushUrl', 'reportFilterChange'],
      },
    ],
    'filters.reset': {
      target: '.idle',
      actions: ['cancelSearchReport', 'assignDefaults', 'pushUrl', 'reportReset'],
    },
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
          {
            guard: and(['changesSearch', 'searchIsBlank']),
            actions: ['assignSearch', 'pushUrl'],
          },
          {
            guard: 'changesSearch',
            target: 'typing',
            actions: ['assignSearch', 'pushUrl', 'scheduleSearchReport'],
          },
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
        'search.settled': {
          target: 'idle',
          actions: 'reportSearch',
        },
      },
    },
  },
})
// src/features/finder/url-sync.ts
/**
 * The one boundary between the URL and the filter machine. Its rule: both directions are
 * synchronous, so the URL and the machine never disagree for longer than one call.
 * - URL → machine: every history change on this page (Back, Forward, a link) is sent to the
 *   machine as `url.changed`, with the URL's filters, at the moment it happens. The machine
 *   ignores a URL that already shows its filters. Its own writes always do (they are applied
 *   before the next event can reach it), so a write never echoes back, and no write can land
 *   after a later Back.
 * - machine → URL: each `url.write` the machine emits is applied at once, as a new history
 *   entry or in place of the current one.
 * A URL that is not in its clean form never reaches this page: the client entry cleans it once,
 * before the router reads it (see app/entry-client.tsx).
 */
function useUrlSync(actor, pathname) {
  const router = useRouter()
  useEffect(() => {
    const fromUrl = router.history.subscribe(({ location }) => {
      if (location.pathname !== pathname) return
      const filters = filtersFromSearch(validateFilterSearch(parseSearchString(location.search)))
      actor.send({
        type: 'url.changed',
        filters,
      })
    })
    const toUrl = actor.on('url.write', ({ filters, history }) => {
      router.navigate({
        to: '.',
        search: searchFromFilters(filters),
        replace: history === 'replace',
        resetScroll: false,
      })
    })
    return () => {
      fromUrl()
      toUrl.unsubscribe()
    }
  }, [actor, pathname, router])
}
// src/features/finder/use-filter-machine.ts
/**
 * The filter machine on the home page: it starts from the URL's filters, stays in step with the
 * URL through url-sync.ts, and its analytics go to the tracker.
 */
function useFilterMachine(search, pathname, waterfalls, tracker) {
  const catalogue = useRef(waterfalls)
  catalogue.current = waterfalls
  const actor = useActorRef(filterMachine, {
    input: {
      filters: filtersFromSearch(search),
      countResults: (filters) => filterWaterfalls(catalogue.current, filters).length,
    },
    inspect: void 0,
  })
  useUrlSync(actor, pathname)
  useEffect(() => {
    const reports = actor.on('analytics', ({ event }) => tracker.track(event))
    return () => reports.unsubscribe()
  }, [actor, tracker])
  const filters = useSelector(actor, (snapshot) => snapshot.context.filters)
  return {
    filters,
    results: useMemo(() => filterWaterfalls(waterfalls, filters), [waterfalls, filters]),
    send: actor.send,
  }
}
// src/features/finder/why-choose-us.tsx
/** Memoised: it takes no props, so the home page's re-renders (a keystroke) pass it by. */
var WhyChooseUs = memo(function WhyChooseUs() {
  const messages = useMessages()
  return /* @__PURE__ */ jsxs('section', {
    'aria-labelledby': 'why-heading',
    className: 'rounded-xl bg-brand-50 p-6',
    children: [
      /* @__PURE__ */ jsx('h2', {
        id: 'why-heading',
        className: 'text-2xl font-bold text-brand-900',
        children: messages.whyHeading,
      }),
      /* @__PURE__ */ jsx('ul', {
        className: 'mt-4 grid gap-6 md:grid-cols-3',
        children: messages.whyItems.map((item) =>
          /* @__PURE__ */ jsxs(
            'li',
            {
              children: [
                /* @__PURE__ */ jsx('h3', {
                  className: 'font-semibold',
                  children: item.title,
                }),
                /* @__PURE__ */ jsx('p', {
                  className: 'mt-1 text-slate-700',
                  children: item.text,
                }),
              ],
            },
            item.title,
          ),
        ),
      }),
    ],
  })
})
// src/features/finder/home-page.tsx
function HomePage({ search }) {
  const locale = useLocale()
  const messages = useMessages()
  const { data: waterfalls } = useSuspenseQuery(catalogueQueryOptions(locale))
  return /* @__PURE__ */ jsxs('div', {
    className: 'mx-auto max-w-6xl space-y-8 px-4 py-8',
    children: [
      /* @__PURE__ */ jsxs('section', {
        'aria-labelledby': 'home-heading',
        className: 'space-y-3',
        children: [
          /* @__PURE__ */ jsx('h1', {
            id: 'home-heading',
            className: 'text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl',
            children: messages.homeHeading,
          }),
          /* @__PURE__ */ jsx('p', {
            className: 'max-w-3xl text-lg text-slate-700',
            children: messages.heroText(waterfalls.length),
          }),
        ],
      }),
      /* @__PURE__ */ jsx(HomeHead, { count: waterfalls.length }),
      /* @__PURE__ */ jsx(WaterfallFinder, {
        search,
        waterfalls,
      }),
      /* @__PURE__ */ jsx(WhyChooseUs, {}),
    ],
  })
}
/**
 * The search box, the filters and their results: the filter machine's part of the page. A
 * component of its own, apart from the catalogue query, so that hydrating the page is two
 * shorter pieces of work React can pause between, not one long task.
 */
function WaterfallFinder({ search, waterfalls }) {
  const locale = useLocale()
  const tracker = useTracker()
  const listPath = localizedPath(locale, '/')
  const { filters, results, send } = useFilterMachine(search, listPath, waterfalls, tracker)
  const deferredResults = useDeferredValue(results)
  const onSearch = useCallback(
    (q) =>
      send({
        type: 'search.changed',
        q,
      }),
    [send],
  )
  const onFilter = useCallback(
    (change) =>
      send({
        type: 'filter.changed',
        ...change,
      }),
    [send],
  )
  const reset = useCallback(() => send({ type: 'filters.reset' }), [send])
  const listSearch = useRef('')
  listSearch.current = stringifySearchObject(searchFromFilters(filters))
  const listState = useCallback(
    (state) => ({
      ...state,
      listSearch: listSearch.current,
    }),
    [],
  )
  const provinces = useMemo(() => provinceOptions(waterfalls), [waterfalls])
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [
      /* @__PURE__ */ jsx(SearchBox, {
        value: filters.q,
        onChange: onSearch,
      }),
      /* @__PURE__ */ jsx(FilterPanel, {
        filters,
        provinces,
        onChange: onFilter,
        onReset: reset,
      }),
      /* @__PURE__ */ jsx(ResultsGrid, {
        resetHref: listPath,
        listState,
        waterfalls,
        results: deferredResults,
        onReset: reset,
      }),
    ],
  })
}
/** The home page's head tags, apart so that typing in the search box leaves the head alone. */
var HomeHead = memo(function HomeHead({ count }) {
  const locale = useLocale()
  const messages = useMessages()
  usePageHead({
    description: messages.homeMetaDescription(count),
    italianPath: '/',
    jsonLd: [websiteJsonLd(locale, messages)],
  })
  return null
})
// src/routes/{-$locale}/index.tsx?tsr-split=component
function HomeRoute() {
  return /* @__PURE__ */ jsx(HomePage, { search: Route.useSearch() })
}

export { HomeRoute as component }
