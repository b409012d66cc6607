import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useTracker } from '../../analytics/tracker-context'
import type { WaterfallEntry } from '../../catalogue/schema'
import { useLocale } from '../../i18n/locale'
import { localizedPath } from '../../i18n/locale-path'

/**
 * Reports waterfall_view once per arrival at this page: a direct load, a card, Back or Forward,
 * a language switch. An arrival is the router settling on this page's own address after any
 * other one (or on the first load). It is read from the settled location, not the requested one:
 * the requested location changes as soon as the visitor leaves, while this page is still on
 * screen, and a page that followed it would report itself again on its way out. Moving within
 * the page (the skip link's fragment) is not an arrival. React running effects twice in
 * development is still one arrival.
 * The name is the Italian one on both languages' pages, so each waterfall has one name in reports.
 */
export function useReportView(waterfall: WaterfallEntry) {
  const tracker = useTracker()
  const ownPath = localizedPath(useLocale(), `/waterfall/${waterfall.id}`)
  const settledHere = useRouterState({ select: (state) => state.resolvedLocation?.pathname === ownPath })
  const arrival = settledHere ? ownPath : undefined
  const latest = useRef(waterfall)
  latest.current = waterfall
  const reported = useRef<string>(undefined)
  useEffect(() => {
    if (reported.current === arrival) return
    reported.current = arrival
    if (arrival === undefined) return
    const { details, id, province } = latest.current
    tracker.track({
      name: 'waterfall_view',
      payload: { waterfall_name: details.canonicalName, waterfall_id: id, province },
    })
  }, [arrival, tracker])
}
