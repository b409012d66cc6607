import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useTracker } from '../../analytics/tracker-context'
import type { WaterfallEntry } from '../../catalogue/schema'

/**
 * Reports waterfall_view once per arrival at a detail URL: a direct load, a link, Back or Forward,
 * a language switch. Each arrival is a history entry of its own (its key), whatever is already
 * cached or mounted; React running effects twice in development is still one arrival.
 * The name is the Italian one on both languages' pages, so each waterfall has one name in reports.
 */
export function useReportView(waterfall: WaterfallEntry) {
  const tracker = useTracker()
  const arrival = useRouterState({ select: (state) => state.location.state.__TSR_key })
  const reported = useRef<string>(undefined)
  useEffect(() => {
    const key = `${arrival}:${waterfall.id}`
    if (reported.current === key) return
    reported.current = key
    tracker.track({
      name: 'waterfall_view',
      payload: {
        waterfall_name: waterfall.details.canonicalName,
        waterfall_id: waterfall.id,
        province: waterfall.province,
      },
    })
  }, [arrival, tracker, waterfall])
}
