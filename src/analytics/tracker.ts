import type { AnalyticsEvent } from './events'

/** The port every analytics event leaves through; tests hand in their own. */
export type Tracker = { track: (event: AnalyticsEvent) => void }

type Gtag = (command: 'event', name: string, payload: object) => void
type TrackerWindow = { gtag?: unknown }

/**
 * Sends events to the page-level `gtag` when the page defines one. A missing or broken
 * tracker must never cost the visitor anything, so every failure is swallowed.
 */
export function createPageTracker(
  target: TrackerWindow | undefined = typeof window === 'undefined' ? undefined : (window as TrackerWindow),
  log: ((event: AnalyticsEvent) => void) | undefined = undefined,
): Tracker {
  return {
    track(event) {
      log?.(event)
      const gtag = target?.gtag
      if (typeof gtag !== 'function') return
      try {
        ;(gtag as Gtag)('event', event.name, event.payload)
      } catch {
        // A tracker that throws is the tracker's problem, never the page's.
      }
    },
  }
}
