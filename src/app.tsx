import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { Unhead } from '@unhead/react/client'
import { UnheadProvider } from '@unhead/react/client'
import { StrictMode, Suspense } from 'react'
import type { createAppRouter } from './router'

type Props = { head: Unhead; queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }

/** The whole app, the same on the server (prerendering) and in the browser (hydration). */
export function App({ head, queryClient, router }: Props) {
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
