import { useEffect } from 'react'
import { markTakenOver } from './boot-protocol'

/**
 * Says on <html> that the app has taken over the page (boot-protocol.ts): the markup on screen is
 * now its own (the stylesheet stops hiding a view prerendered for another URL), its controls work,
 * and boot.ts hands over the presses it kept meanwhile. Every page calls this, not the layout:
 * React may hydrate the layout before the page inside it, which sits in a Suspense boundary of its
 * own, and a page's effect runs only once all of it is hydrated.
 */
export function useMarkTakenOver(): void {
  useEffect(() => {
    markTakenOver()
  }, [])
}
