import { useQuery } from '@tanstack/react-query'
import { useCallback, useDeferredValue, useMemo } from 'react'
import { useTracker } from '../analytics/tracker-context'
import { catalogueQueryOptions } from '../catalogue/catalogue-query'
import type { Waterfall } from '../catalogue/schema'
import { provinceOptions } from '../filters/filter-rules'
import { type FilterSearch, searchFromFilters, stringifySearchObject } from '../filters/search-params'
import { useFilterMachine } from '../filters/use-filter-machine'
import { useLocale, useMessages } from '../i18n/locale'
import { localizedPath } from '../i18n/locale-path'
import { websiteJsonLd } from '../seo/structured-data'
import { usePageHead } from '../seo/use-page-head'
import { FilterPanel } from './filter-panel'
import { ResultsGrid } from './results-grid'
import { SearchBox } from './search-box'
import { WhyChooseUs } from './why-choose-us'

const NO_WATERFALLS: readonly Waterfall[] = []

export function HomePage({ search }: { search: FilterSearch }) {
  const locale = useLocale()
  const messages = useMessages()
  const tracker = useTracker()
  const catalogue = useQuery(catalogueQueryOptions(locale))
  const waterfalls = catalogue.data ?? NO_WATERFALLS
  const { filters, results, send } = useFilterMachine(search, waterfalls, tracker)
  // Typing paints the box at once; the list follows in a background render (see results-grid).
  const deferredResults = useDeferredValue(results)
  const listSearch = useDeferredValue(stringifySearchObject(searchFromFilters(filters)))
  const reset = useCallback(() => send({ type: 'filters.reset' }), [send])
  const { refetch } = catalogue
  const retry = useCallback(() => void refetch(), [refetch])
  const provinces = useMemo(() => provinceOptions(waterfalls), [waterfalls])
  const count = catalogue.data?.length

  usePageHead({
    description: messages.homeMetaDescription(count),
    italianPath: '/',
    jsonLd: [websiteJsonLd(locale, messages)],
  })

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <section aria-labelledby="home-heading" className="space-y-3">
        <h1 id="home-heading" className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {messages.homeHeading}
        </h1>
        <p className="max-w-3xl text-lg text-slate-700">{messages.heroText(count)}</p>
      </section>
      <SearchBox value={filters.q} onChange={(q) => send({ type: 'search.changed', q })} />
      <FilterPanel
        filters={filters}
        provinces={provinces}
        onChange={(change) => send({ type: 'filter.changed', ...change })}
        onReset={reset}
      />
      <ResultsGrid
        resetHref={localizedPath(locale, '/')}
        listSearch={listSearch}
        status={catalogue.status}
        results={deferredResults}
        onRetry={retry}
        onReset={reset}
      />
      <WhyChooseUs />
    </div>
  )
}
