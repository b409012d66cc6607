import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createHead } from '@unhead/react/client'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import * as z from 'zod/mini'
import { APP_STARTING_ATTRIBUTE, currentView, VIEW } from '../boot/boot-protocol'
import { cleanSearchString, isListPath } from '../features/finder/url-contract'
import { loadPageMessages } from '../i18n/messages-loader'
import { App } from './app'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

/**
 * The app takes over the page (boot.ts loads this module once the prerendered page has painted).
 * index.html's inline script has already decided whether the markup on screen was prerendered
 * for this URL (boot-protocol.ts): if it was, the app hydrates it through the router's client
 * entry; if not (a filtered list, a not-found page shown for another path), the app renders the
 * URL's own view in its place.
 */
if (import.meta.env.DEV && import.meta.env.VITE_XSTATE_INSPECT === 'true') {
  const { startInspector } = await import('../features/finder/inspector')
  startInspector()
}

// The Content-Security-Policy forbids eval: zod is told so, instead of probing `new Function`
// (which the browser reports as a policy violation) and falling back anyway.
z.config({ jitless: true })

/**
 * Ends the current task. Starting the app is a few short tasks (the modules' evaluation, the
 * page's data, the router, hydration) rather than one long one, so a tap or a keystroke
 * on the painted page is answered in between; Lighthouse counts each task's length beyond 50 ms
 * as blocking time, which is what lowered the home page's performance score when these were one
 * task (docs/decisions/2026-11-26-figures-out-of-comments.md).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// From here the app reads the URL and the page: a list's own script stops changing them.
document.documentElement.setAttribute(APP_STARTING_ATTRIBUTE, '')

const container = document.getElementById('app')
if (!container) throw new Error('The #app element is missing from index.html')

// A list URL is cleaned once, before the router reads it: parameters in the contract's order,
// invalid values and unknown keys dropped. Cleaning is idempotent, so this is the only step.
const { pathname, search, hash } = window.location
const cleanSearch = isListPath(pathname) ? cleanSearchString(search) : search
if (cleanSearch !== search) window.history.replaceState(window.history.state, '', `${pathname}${cleanSearch}${hash}`)

// The page's texts (boot.ts has already asked for them).
await loadPageMessages(pathname)
await yieldToBrowser()
const queryClient = createQueryClient()

await yieldToBrowser()
const hydrating = currentView() === VIEW.prerenderedForThisUrl
const router = createAppRouter(queryClient, { hydrating })
const head = createHead()

await yieldToBrowser()

if (hydrating) {
  // The page's data first (no page carries a copy): its route loaders fetch it, from the network or
  // the offline worker, so hydration never waits for it. Meanwhile the page is plain markup, and
  // what the visitor types stays in it for the app to adopt (choices-before-start.ts); an event
  // React received mid-hydration would be replayed against a value the app no longer has.
  const here = router.parseLocation(router.history.location)
  await router.preloadRoute({ to: here.pathname, search: here.search }).catch(() => {
    // A failed fetch is the route's to report, as it renders.
  })
  await yieldToBrowser()
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
