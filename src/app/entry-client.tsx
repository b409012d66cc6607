import { createHead } from '@unhead/react/client'
import { startTransition } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { catalogueQueryOptions } from '../catalogue/catalogue-query'
import { CATALOGUE_STATE_ID } from '../catalogue/catalogue-state'
import { catalogueDocumentSchema } from '../catalogue/schema'
import { focusedControlName, refocusControl, searchFromControls } from '../features/finder/prerendered-controls'
import { App } from './app'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

if (import.meta.env.DEV && import.meta.env.VITE_XSTATE_INSPECT === 'true') {
  const { startInspector } = await import('../features/finder/inspector')
  startInspector()
}

const container = document.getElementById('app')
if (!container) throw new Error('The #app element is missing from index.html')

/**
 * Ends the current task: starting the app becomes several short tasks (evaluating the modules,
 * reading the embedded catalogue, setting up the router, loading the route) instead of one long
 * one, so the page keeps answering the visitor meanwhile.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

await yieldToBrowser()
const queryClient = createQueryClient()
const prerenderedState = document.getElementById(CATALOGUE_STATE_ID)?.textContent
if (prerenderedState) {
  // Keyed by the document's own language: a 404 page prerendered in Italian may be shown on an English path.
  const parsed = catalogueDocumentSchema.safeParse(JSON.parse(prerenderedState))
  if (parsed.success) queryClient.setQueryData(catalogueQueryOptions(parsed.data.locale).queryKey, parsed.data)
}

await yieldToBrowser()
// Set once the app knows whether it hydrates the page on screen, which keeps the visitor's scroll.
let hydrating = false
const router = createAppRouter(queryClient, undefined, () => hydrating)
const head = createHead()
const app = <App head={head} queryClient={queryClient} router={router} />

await yieldToBrowser()

// A visitor may have typed or picked a filter in the prerendered page while the app was on its
// way: the app starts from those choices, written into the URL, rather than drop them.
const chosenBeforeStart = window.location.search === '' ? searchFromControls(container) : ''
const focusedControl = focusedControlName()
if (chosenBeforeStart !== '') {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${chosenBeforeStart}`)
}

// Hydrate only markup prerendered for exactly this URL. A filtered list (a query) or a 404
// page shown for another path renders afresh instead of hydrating something else. (boot.ts
// makes the same test to decide whether the app may wait for the page's load.)
hydrating = container.dataset.path === window.location.pathname && window.location.search === ''
if (hydrating) {
  await router.load()
  // Marks the router as hydrating server markup, so it renders the same tree as the server did
  // (without the client-only Suspense wrapper around the matches).
  router.ssr = { manifest: undefined }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree: the page, already painted, keeps answering meanwhile.
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  await router.load()
  const root = createRoot(container)
  flushSync(() => root.render(app))
  // The markup on screen is now the app's own: whatever styles hid the prerendered page stop applying.
  delete container.dataset.path
  refocusControl(container, focusedControl)
}

// Offline after one visit. Development keeps no worker, so stale caches never hide edits.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Without a worker the site still works online; nothing to tell the visitor.
  })
}
