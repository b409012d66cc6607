import { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createHead } from '@unhead/react/client'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { catalogueQueryOptions } from '../catalogue/catalogue-query'
import { CATALOGUE_STATE_ID } from '../catalogue/catalogue-state'
import { catalogueDocumentSchema } from '../catalogue/schema'
import { cleanSearchString, isListPath } from '../features/finder/url-contract'
import { App } from './app'
import { createAppRouter } from './router'

/**
 * The app takes over the page (boot.ts loads this module once the prerendered page has painted).
 * index.html's inline script has already decided whether the markup on screen is this URL's
 * final view (`data-view` on <html>): if it is, the app hydrates it through the router's client
 * entry; if not (a filtered list, a not-found page shown for another path), the app renders the
 * URL's own view in its place.
 */
if (import.meta.env.DEV && import.meta.env.VITE_XSTATE_INSPECT === 'true') {
  const { startInspector } = await import('../features/finder/inspector')
  startInspector()
}

const html = document.documentElement
const container = document.getElementById('app')
if (!container) throw new Error('The #app element is missing from index.html')

// A list URL is cleaned once, before the router reads it: parameters in the contract's order,
// invalid values and unknown keys dropped. Cleaning is idempotent, so this is the only step.
const { pathname, search, hash } = window.location
const cleanSearch = isListPath(pathname) ? cleanSearchString(search) : search
if (cleanSearch !== search) window.history.replaceState(window.history.state, '', `${pathname}${cleanSearch}${hash}`)

// TanStack Query's defaults are spec §9's constants (see app/query-defaults.test.ts).
const queryClient = new QueryClient()
const embedded = document.getElementById(CATALOGUE_STATE_ID)?.textContent
if (embedded) {
  // Keyed by the document's own language: a 404 page prerendered in Italian may be shown on an English path.
  const parsed = catalogueDocumentSchema.safeParse(JSON.parse(embedded))
  if (parsed.success) queryClient.setQueryData(catalogueQueryOptions(parsed.data.locale).queryKey, parsed.data)
}

const hydrating = html.dataset.view === 'final'
const router = createAppRouter(queryClient, { hydrating })
const head = createHead()

if (hydrating) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree: the page, already painted, keeps answering meanwhile.
  startTransition(() => {
    hydrateRoot(
      container,
      <App head={head} queryClient={queryClient}>
        <RouterClient router={router} />
      </App>,
    )
  })
} else {
  await router.load()
  createRoot(container).render(
    <App head={head} queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>,
  )
}

// Offline after one visit. Development keeps no worker, so stale caches never hide edits.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Without a worker the site still works online; nothing to tell the visitor.
  })
}
