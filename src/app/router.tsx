import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { CatalogueLoading } from '../components/layout/catalogue-loading'
import { NotFoundPage } from '../components/layout/not-found-page'
import { RouteError } from '../components/layout/route-error'
import { parseSearchString, stringifySearchObject } from '../features/finder/url-contract'
import { routeTree } from './route-tree.gen'

export type RouterContext = { queryClient: QueryClient }

type Options = {
  history?: RouterHistory
  /**
   * true when the app takes over a prerendered page already on screen: its first render then
   * leaves the scroll alone. The visitor may have scrolled while the app was on its way (and the
   * page's inline script has already restored a reload's position); resetting it would throw
   * them back to the top, and a tap meant for a card would land elsewhere.
   */
  hydrating?: boolean
}

/** Whether the router restores (or resets) the scroll after each render, in order. */
export function scrollRestorationAfterFirstRender(hydrating: boolean): () => boolean {
  let rendered = false
  return () => {
    if (rendered) return true
    rendered = true
    return !hydrating
  }
}

export function createAppRouter(queryClient: QueryClient, { history, hydrating = false }: Options = {}) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history && { history }),
    // Every page's path is in lower case, and another case is not the page (docs/decisions/
    // 2026-11-26-capitals-in-a-path.md): the server and the offline worker redirect such a path to
    // the page; a host without that rule answers it as no page, and so does the app.
    caseSensitive: true,
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchObject,
    // Inside the root layout, so header and footer stay on error, loading and not-found pages.
    defaultErrorComponent: RouteError,
    defaultPendingComponent: CatalogueLoading,
    defaultNotFoundComponent: NotFoundPage,
    defaultPreload: 'intent',
    scrollRestoration: scrollRestorationAfterFirstRender(hydrating),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
