import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import type { Tracker } from '../../analytics/tracker'
import type { Waterfall } from '../../catalogue/schema'
import { createAfterPaintScheduler } from './after-paint'
import { filterMachine } from './filter-machine'
import { filterWaterfalls } from './filter-rules'
import { currentInspector } from './inspector-port'
import { mergeUrlWrite, type UrlWrite } from './pending-url-write'
import {
  type FilterSearch,
  filtersFromSearch,
  parseSearchString,
  searchFromFilters,
  stringifySearchObject,
  validateFilterSearch,
} from './url-contract'
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
    // A URL write is applied once the browser has painted the change that caused it: the
    // router's work then stays out of the keystroke's frame. Writes arriving meanwhile merge.
    let pending: UrlWrite | undefined
    const applyPendingWrite = () => {
      if (!pending) return
      const { filters, history } = pending
      pending = undefined
      const next = searchFromFilters(filters)
      const nextKey = stringifySearchObject(next)
      if (nextKey === stringifySearchObject(currentSearch.current)) return
      echo.current.expect(nextKey)
      void navigate({ to: '.', search: next, replace: history === 'replace', resetScroll: false })
    }
    const afterPaint = createAfterPaintScheduler(applyPendingWrite)
    const urlWrites = actor.on('url.write', ({ filters, history }) => {
      pending = mergeUrlWrite(pending, { filters, history })
      afterPaint.schedule()
    })
    const reports = actor.on('analytics', ({ event }) => tracker.track(event))
    return () => {
      afterPaint.cancel()
      urlWrites.unsubscribe()
      reports.unsubscribe()
    }
  }, [actor, navigate, tracker])

  // Keyed by the URL's text: a re-render with an equal search object is no URL change.
  const searchKey = stringifySearchObject(search)
  useEffect(() => {
    if (!echo.current.acknowledge(searchKey)) {
      actor.send({
        type: 'url.changed',
        filters: filtersFromSearch(validateFilterSearch(parseSearchString(searchKey))),
      })
    }
  }, [actor, searchKey])

  useEffect(() => {
    actor.send({ type: 'catalogue.changed', waterfalls })
  }, [actor, waterfalls])

  const filters = useSelector(actor, (snapshot) => snapshot.context.filters)
  const results = useMemo(() => filterWaterfalls(waterfalls, filters), [waterfalls, filters])
  return { filters, results, send: actor.send }
}
