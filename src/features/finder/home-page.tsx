import type { HistoryState } from '@tanstack/react-router'
import { memo, useCallback, useDeferredValue, useMemo, useRef } from 'react'
import { useTracker } from '../../analytics/tracker-context'
import type { Waterfall } from '../../catalogue/schema'
import { useCatalogue } from '../../catalogue/use-catalogue'
import { OverviewMap } from '../../components/map/overview-map'
import { useLocale, useMessages } from '../../i18n/locale'
import { localizedPath } from '../../i18n/locale-path'
import { pageUrl } from '../../seo/site'
import { websiteJsonLd } from '../../seo/structured-data'
import { usePageHead } from '../../seo/use-page-head'
import type { Sort } from '../../vocabulary/sort-orders'
import type { FilterChange } from './filter-machine'
import { FilterPanel } from './filter-panel'
import { DEFAULT_FILTERS, type Filters, narrowsList } from './filter-rules'
import { ListToolbar } from './list-toolbar'
import { ResultsGrid } from './results-grid'
import { SearchBox } from './search-box'
import { distanceKm, roundedKm, sortWaterfalls } from './sort-rules'
import { type FilterSearch, searchFromFilters, stringifySearchObject } from './url-contract'
import { useFilterMachine } from './use-filter-machine'
import { useNearMe } from './use-near-me'
import { WhyChooseUs } from './why-choose-us'

/** The home page; `initialSearch` is the URL's filters when it opened (see the home route). */
export const HomePage = memo(function HomePage({ initialSearch }: { initialSearch: FilterSearch }) {
  const locale = useLocale()
  const messages = useMessages()
  const waterfalls = useCatalogue(locale)

  return (
    // Tighter on a phone, so the first results are on the first screen.
    <div className="home">
      <section aria-labelledby="home-heading" className="space-y-3">
        <h1 id="home-heading">{messages.homeHeading}</h1>
        <p>{messages.heroText(waterfalls.length)}</p>
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
  const { filters, results, options, counts, send } = useFilterMachine(initialSearch, listPath, waterfalls, tracker)
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
  const clearSearch = useCallback(() => {
    onSearch('')
    searchBox.current?.focus()
  }, [onSearch])
  // What left the list empty, for its empty state to name; constant while there are results, so
  // a keystroke that keeps some does not re-render the grid.
  const deferredFilters = useDeferredValue(filters)
  const empty = deferredResults.length === 0
  const emptySearch = empty ? deferredFilters.q.trim() : ''
  const emptyFiltersOn = empty && narrowsList({ ...deferredFilters, q: '' })
  // The list's query travels to a detail page (for its back link) when a card is opened. It is
  // read at that moment, so a keystroke re-renders the cards whose presence changed, not all.
  const listSearch = useRef('')
  listSearch.current = stringifySearchObject(searchFromFilters(filters))
  // The list's own state is not carried over: the mark is the pushed entry's alone.
  const listState = useCallback((): HistoryState => ({ listSearch: listSearch.current, openedFromList: true }), [])

  const showNearestFirst = useCallback(() => send({ type: 'sort.changed', sort: 'distance' }), [send])
  const { position, status: nearMeStatus, find } = useNearMe(showNearestFirst)
  // Picking "distance" is asking for it: the browser is asked for the position there and then.
  const onSort = useCallback(
    (sort: Sort) => {
      send({ type: 'sort.changed', sort })
      if (sort === 'distance' && !position) void find()
    },
    [send, position, find],
  )
  const ordered = useMemo(
    () => sortWaterfalls(waterfalls, filters.sort, { locale, position }),
    [waterfalls, filters.sort, locale, position],
  )
  const distances = useMemo(
    () =>
      position && new Map(waterfalls.map((waterfall) => [waterfall.id, roundedKm(distanceKm(position, waterfall))])),
    [waterfalls, position],
  )
  const hrefOf = useCallback(
    (shown: Filters) => `${listPath}${stringifySearchObject(searchFromFilters(shown))}`,
    [listPath],
  )
  // Reset's address, in the panel and in the empty state: the list without search or filters, in its order.
  const resetHref = hrefOf({ ...DEFAULT_FILTERS, sort: filters.sort })
  // The list as it is now, at its canonical address, in this language.
  const shareUrl = useCallback(() => `${pageUrl(locale, '/')}${listSearch.current}`, [locale])

  return (
    <>
      <SearchBox ref={searchBox} value={filters.q} onChange={onSearch} />
      <FilterPanel
        filters={filters}
        options={options}
        counts={counts}
        onChange={onFilter}
        onReset={reset}
        hrefOf={hrefOf}
        resetHref={resetHref}
      />
      <ListToolbar
        sort={filters.sort}
        onSort={onSort}
        nearMeStatus={nearMeStatus}
        hasPosition={position !== undefined}
        onNearMe={find}
        shareUrl={shareUrl}
      />
      <ResultsGrid
        resetHref={resetHref}
        listState={listState}
        waterfalls={ordered}
        distances={distances}
        results={deferredResults}
        search={emptySearch}
        filtersOn={emptyFiltersOn}
        onClearSearch={clearSearch}
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
