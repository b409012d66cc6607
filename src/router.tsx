import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ErrorScreen } from './components/error-screen'
import { NotFoundPage } from './components/not-found-page'
import { parseSearchString, stringifySearchObject } from './filters/search-params'
import { routeTree } from './routeTree.gen'

export type RouterContext = { queryClient: QueryClient }

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history && { history }),
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchObject,
    // Inside the root layout, so header and footer stay on error and not-found pages.
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
