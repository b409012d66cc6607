import { useEffect, useRef } from 'react'
import { useTracker } from '../../analytics/tracker-context'
import type { WaterfallEntry } from '../../catalogue/schema'

/**
 * Reports waterfall_view once per view, even when React runs effects twice in development.
 * The name is the Italian one on both languages' pages, so each waterfall has one name in reports.
 */
export function useReportView(waterfall: WaterfallEntry) {
  const tracker = useTracker()
  const reportedId = useRef<string>(undefined)
  useEffect(() => {
    if (reportedId.current === waterfall.id) return
    reportedId.current = waterfall.id
    tracker.track({
      name: 'waterfall_view',
      payload: {
        waterfall_name: waterfall.details.canonicalName,
        waterfall_id: waterfall.id,
        province: waterfall.province,
      },
    })
  }, [tracker, waterfall])
}
