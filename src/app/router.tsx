import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { CatalogueLoading } from '../components/layout/catalogue-loading'
import { NotFoundPage } from '../components/layout/not-found-page'
import { RouteError } from '../components/layout/route-error'
import { parseSearchString, stringifySearchObject } from '../features/finder/url-contract'
import { routeTree } from './route-tree.gen'

export type RouterContext = { queryClient: QueryClient }

/**
 * Whether the router restores (or resets) the scroll after a render: after every render but the
 * first one, when `keepFirstScroll` says so at that moment. The app's first render may take over
 * a page the visitor has already scrolled while the app was on its way (the prerendered page's
 * own inline script has already restored a reload's position as the page was read). Resetting
 * it then would throw them back to the top, and a tap meant for a card would land elsewhere.
 */
export function scrollRestorationAfterFirstRender(keepFirstScroll: () => boolean): () => boolean {
  let rendered = false
  return () => {
    if (rendered) return true
    rendered = true
    return !keepFirstScroll()
  }
}

export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  keepFirstScroll: () => boolean = () => false,
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history && { history }),
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchObject,
    // Inside the root layout, so header and footer stay on error and not-found pages.
    defaultErrorComponent: RouteError,
    defaultPendingComponent: CatalogueLoading,
    defaultNotFoundComponent: NotFoundPage,
    defaultPreload: 'intent',
    scrollRestoration: scrollRestorationAfterFirstRender(keepFirstScroll),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
