import { useSuspenseQuery } from '@tanstack/react-query'
import type { HistoryState } from '@tanstack/react-router'
import { memo, useCallback, useDeferredValue, useMemo, useRef } from 'react'
import { useTracker } from '../../analytics/tracker-context'
import { catalogueQueryOptions } from '../../catalogue/catalogue-query'
import type { Waterfall } from '../../catalogue/schema'
import { useLocale, useMessages } from '../../i18n/locale'
import { localizedPath } from '../../i18n/locale-path'
import { websiteJsonLd } from '../../seo/structured-data'
import { usePageHead } from '../../seo/use-page-head'
import { OverviewMap } from '../map/overview-map'
import type { FilterChange } from './filter-machine'
import { FilterPanel } from './filter-panel'
import { provinceOptions } from './filter-rules'
import { ResultsGrid } from './results-grid'
import { SearchBox } from './search-box'
import { type FilterSearch, searchFromFilters, stringifySearchObject } from './url-contract'
import { useFilterMachine } from './use-filter-machine'
import { WhyChooseUs } from './why-choose-us'

/** The home page; `initialSearch` is the URL's filters when it opened (see the home route). */
export const HomePage = memo(function HomePage({ initialSearch }: { initialSearch: FilterSearch }) {
  const locale = useLocale()
  const messages = useMessages()
  const { data: waterfalls } = useSuspenseQuery(catalogueQueryOptions(locale))

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <section aria-labelledby="home-heading" className="space-y-3">
        <h1 id="home-heading" className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {messages.homeHeading}
        </h1>
        <p className="max-w-3xl text-lg text-slate-700">{messages.heroText(waterfalls.length)}</p>
      </section>
      <HomeHead count={waterfalls.length} />
      <WaterfallFinder initialSearch={initialSearch} waterfalls={waterfalls} />
      <WhyChooseUs />
    </div>
  )
})

type FinderProps = { initialSearch: FilterSearch; waterfalls: readonly Waterfall[] }

/**
 * The search box, the filters and their results: the filter machine's part of the page. A
 * component of its own, apart from the catalogue query, so that hydrating the page is two
 * shorter pieces of work React can pause between, not one long task.
 */
function WaterfallFinder({ initialSearch, waterfalls }: FinderProps) {
  const locale = useLocale()
  const tracker = useTracker()
  const listPath = localizedPath(locale, '/')
  const { filters, results, send } = useFilterMachine(initialSearch, listPath, waterfalls, tracker)
  // Typing paints the box at once; the list follows in a render React runs right after, and
  // drops for a newer keystroke that arrives meanwhile.
  const deferredResults = useDeferredValue(results)
  const onSearch = useCallback((q: string) => send({ type: 'search.changed', q }), [send])
  const onFilter = useCallback((change: FilterChange) => send({ type: 'filter.changed', ...change }), [send])
  const reset = useCallback(() => send({ type: 'filters.reset' }), [send])
  // The empty state's link goes away with the reset: focus moves to the search box, the start
  // of the list's controls, rather than fall to the page.
  const searchBox = useRef<HTMLInputElement>(null)
  const resetAll = useCallback(() => {
    reset()
    searchBox.current?.focus()
  }, [reset])
  // The list's query travels to a detail page (for its back link) when a card is opened. It is
  // read at that moment, so a keystroke re-renders the cards whose presence changed, not all.
  const listSearch = useRef('')
  listSearch.current = stringifySearchObject(searchFromFilters(filters))
  const listState = useCallback(
    (state: HistoryState): HistoryState => ({ ...state, listSearch: listSearch.current }),
    [],
  )
  const provinces = useMemo(() => provinceOptions(waterfalls), [waterfalls])

  return (
    <>
      <SearchBox ref={searchBox} value={filters.q} onChange={onSearch} />
      <FilterPanel filters={filters} provinces={provinces} onChange={onFilter} onReset={reset} />
      <ResultsGrid
        resetHref={listPath}
        listState={listState}
        waterfalls={waterfalls}
        results={deferredResults}
        onReset={resetAll}
      />
      <OverviewMap waterfalls={waterfalls} results={deferredResults} />
    </>
  )
}

/** The home page's head tags, apart so that typing in the search box leaves the head alone. */
const HomeHead = memo(function HomeHead({ count }: { count: number }) {
  const locale = useLocale()
  const messages = useMessages()
  usePageHead({
    description: messages.homeMetaDescription(count),
    italianPath: '/',
    jsonLd: [websiteJsonLd(locale, messages)],
  })
  return null
})
