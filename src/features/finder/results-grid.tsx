import type { HistoryState } from '@tanstack/react-router'
import { memo, useMemo } from 'react'
import type { Waterfall } from '../../catalogue/schema'
import { isPlainLeftClick } from '../../components/ui/plain-click'
import { useMessages } from '../../i18n/locale'
import { WaterfallCard } from './waterfall-card'

type Props = {
  /** Reset's address: the list without search or filters, in its order (where the link leads when opened on its own). */
  resetHref: string
  /** Adds the list's own query to the history state of a detail page opened from it, for its back link. */
  listState: (state: HistoryState) => HistoryState
  /** The whole catalogue, in the chosen order: every card stays mounted, and those not in `results` are hidden. */
  waterfalls: readonly Waterfall[]
  /** Each waterfall's rounded distance from the visitor, in km, once "Near me" has a position. */
  distances: ReadonlyMap<string, number> | undefined
  /** The matching waterfalls, a subset of `waterfalls` (their order does not matter here). */
  results: readonly Waterfall[]
  /** What narrows the list, for the empty state to name: the search as typed (trimmed, '' for none), and whether a filter is on. */
  search: string
  filtersOn: boolean
  onClearSearch: () => void
  onReset: () => void
}

/**
 * Memoised, like each card, and given deferred results by the home page: a keystroke paints the
 * search box first; the grid re-renders after it, only when the results changed. Every card of
 * the catalogue stays mounted and a filter change only shows or hides cards (`hidden`, which also
 * takes them out of the accessibility tree): bringing back a dozen cards then costs attributes,
 * not building a dozen cards. Fine for a catalogue of tens; thousands would need a window.
 */
export const ResultsGrid = memo(function ResultsGrid({
  resetHref,
  listState,
  waterfalls,
  distances,
  results,
  search,
  filtersOn,
  onClearSearch,
  onReset,
}: Props) {
  const messages = useMessages()
  const shown = useMemo(() => new Set(results.map((waterfall) => waterfall.id)), [results])
  return (
    <section aria-labelledby="results-heading" className="space-y-4" data-results>
      <h2 id="results-heading" className="sr-only">
        {messages.resultsHeading}
      </h2>
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700">
        {messages.resultsCount(results.length)}
      </p>
      {/* In the page even with results, hidden, as a list's own script shows the URL's view in this
          markup before the app (list-before-app.ts). */}
      <div data-empty hidden={results.length > 0} className="results-empty">
        <h3>{messages.noResultsTitle}</h3>
        <p>
          {search === ''
            ? messages.noResultsForFilters
            : filtersOn
              ? messages.noResultsForSearchAndFilters(search)
              : messages.noResultsForSearch(search)}
        </p>
        <div>
          <button type="button" hidden={search === ''} onClick={onClearSearch}>
            {messages.clearSearch}
          </button>
          <a
            href={resetHref}
            data-reset
            onClick={(event) => {
              if (!isPlainLeftClick(event)) return
              event.preventDefault()
              onReset()
            }}
          >
            {messages.resetAllFilters}
          </a>
        </div>
      </div>
      <ul className="results-grid" data-testid="results-grid" hidden={results.length === 0}>
        {waterfalls.map((waterfall) => (
          <li key={waterfall.id} data-id={waterfall.id} hidden={!shown.has(waterfall.id)}>
            <WaterfallCard waterfall={waterfall} listState={listState} distanceKm={distances?.get(waterfall.id)} />
          </li>
        ))}
      </ul>
    </section>
  )
})
