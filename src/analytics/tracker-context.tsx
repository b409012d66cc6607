import { createContext, type ReactNode, useContext } from 'react'
import type { AnalyticsEvent } from './events'
import { createPageTracker, type Tracker } from './tracker'

const logInDevelopment = import.meta.env.DEV
  ? (event: AnalyticsEvent) => console.info('[analytics]', event.name, event.payload)
  : undefined

const pageTracker = createPageTracker(undefined, logInDevelopment)

const TrackerContext = createContext<Tracker>(pageTracker)

export function TrackerProvider({ tracker, children }: { tracker?: Tracker; children: ReactNode }) {
  return <TrackerContext.Provider value={tracker ?? pageTracker}>{children}</TrackerContext.Provider>
}

export function useTracker(): Tracker {
  return useContext(TrackerContext)
}
