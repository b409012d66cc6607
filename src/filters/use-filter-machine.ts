import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import type { Tracker } from '../analytics/tracker'
import type { Waterfall } from '../catalogue/schema'
import { filterMachine } from './filter-machine'
import { filterWaterfalls } from './filter-rules'
import { currentInspector } from './inspector-port'
import { type FilterSearch, filtersFromSearch, searchFromFilters, stringifySearchObject } from './search-params'
import { UrlEcho } from './url-echo'

/**
 * Connects the filter machine to its surroundings: the validated URL flows in, and what
 * the machine emits flows out to the router (URL writes) and to the tracker (analytics).
 */
export function useFilterMachine(search: FilterSearch, waterfalls: readonly Waterfall[], tracker: Tracker) {
  const navigate = useNavigate()
  const echo = useRef(new UrlEcho())
  const currentSearch = useRef(search)
  currentSearch.current = search

  const actor = useActorRef(filterMachine, {
    input: { filters: filtersFromSearch(search), waterfalls },
    inspect: currentInspector(),
  })

  useEffect(() => {
    const urlWrites = actor.on('url.write', ({ filters, history }) => {
      const next = searchFromFilters(filters)
      if (stringifySearchObject(next) === stringifySearchObject(currentSearch.current)) return
      echo.current.expect(next)
      void navigate({ to: '.', search: next, replace: history === 'replace', resetScroll: false })
    })
    const reports = actor.on('analytics', ({ event }) => tracker.track(event))
    return () => {
      urlWrites.unsubscribe()
      reports.unsubscribe()
    }
  }, [actor, navigate, tracker])

  useEffect(() => {
    if (!echo.current.acknowledge(search)) actor.send({ type: 'url.changed', filters: filtersFromSearch(search) })
  }, [actor, search])

  useEffect(() => {
    actor.send({ type: 'catalogue.changed', waterfalls })
  }, [actor, waterfalls])

  const filters = useSelector(actor, (snapshot) => snapshot.context.filters)
  const results = useMemo(() => filterWaterfalls(waterfalls, filters), [waterfalls, filters])
  return { filters, results, send: actor.send }
}
