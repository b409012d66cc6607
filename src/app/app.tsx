import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { Unhead } from '@unhead/react/client'
import { UnheadProvider } from '@unhead/react/client'
import { StrictMode, Suspense, useEffect } from 'react'
import type { createAppRouter } from './router'

type Props = { head: Unhead; queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }

/** The whole app, the same on the server (prerendering) and in the browser (hydration). */
export function App({ head, queryClient, router }: Props) {
  // Set once the app has taken over the page (hydrated or rendered): before that, prerendered
  // controls look right but do nothing. Browser tests and measurements wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true'
  }, [])
  return (
    <StrictMode>
      <UnheadProvider head={head}>
        <QueryClientProvider client={queryClient}>
          <Suspense>
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </UnheadProvider>
    </StrictMode>
  )
}
