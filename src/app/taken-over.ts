import { useEffect } from 'react'

/**
 * Says on <html> that the app has taken over the page: the markup on screen is now its own
 * (index.html's `data-view` stops hiding anything) and its controls work. Called by every page
 * (through usePageHead), not by the layout: React may hydrate the layout before the page inside
 * it, which sits in a Suspense boundary of its own, and a page's effect runs only once all of
 * it is hydrated. Tests and measurements wait for `data-app-ready`.
 */
export function useMarkTakenOver(): void {
  useEffect(() => {
    document.documentElement.dataset.view = 'app'
    document.documentElement.dataset.appReady = 'true'
  }, [])
}
