import { useActorRef, useSelector } from '@xstate/react'
import { useDeferredValue, useEffect, useMemo } from 'react'
import type { Tracker } from '../../analytics/tracker'
import type { Waterfall } from '../../catalogue/schema'
import { choicesMadeBeforeStart, reportChangesBeforeApp } from './choices-before-start'
import { filterMachine } from './filter-machine'
import { filterWaterfalls, optionCounts } from './filter-rules'
import { filterOptions } from './filter-selects'
import { currentInspector } from './inspector-port'
import { type FilterSearch, filtersFromSearch } from './url-contract'
import { useUrlSync } from './url-sync'

/**
 * The filter machine on the home page: it starts from the URL's filters (and from what the
 * visitor chose in the prerendered page before the app took it over), stays in step with the
 * URL through url-sync.ts, and its analytics go to the tracker.
 */
export function useFilterMachine(
  initialSearch: FilterSearch,
  pathname: string,
  waterfalls: readonly Waterfall[],
  tracker: Tracker,
) {
  const actor = useActorRef(filterMachine, {
    input: { filters: filtersFromSearch(initialSearch), catalogue: waterfalls },
    inspect: currentInspector(),
  })
  useUrlSync(actor, pathname)

  // The search report counts results in the catalogue of the moment (the language can change).
  useEffect(() => {
    if (actor.getSnapshot().context.catalogue !== waterfalls) {
      actor.send({ type: 'catalogue.changed', catalogue: waterfalls })
    }
  }, [actor, waterfalls])

  useEffect(() => {
    const reports = actor.on('analytics', ({ event }) => tracker.track(event))
    return () => reports.unsubscribe()
  }, [actor, tracker])

  // After the reports are connected, so that the choices adopted here are reported too.
  useEffect(() => {
    reportChangesBeforeApp(actor.getSnapshot().context.catalogue, tracker)
    // On the first mount only markup the app took over (hydrated) can show values other than the
    // machine's: every render of the app's own writes the machine's values into the controls.
    for (const event of choicesMadeBeforeStart(document, actor.getSnapshot().context.filters)) actor.send(event)
  }, [actor, tracker])

  const filters = useSelector(actor, (snapshot) => snapshot.context.filters)
  const results = useMemo(() => filterWaterfalls(waterfalls, filters), [waterfalls, filters])
  const options = useMemo(() => filterOptions(waterfalls), [waterfalls])
  // Each option's count follows in the render after a keystroke's, as the list does (home-page.tsx).
  const deferredFilters = useDeferredValue(filters)
  const counts = useMemo(
    () => optionCounts(waterfalls, deferredFilters, options),
    [waterfalls, deferredFilters, options],
  )
  return { filters, results, options, counts, send: actor.send }
}
