import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { Unhead } from '@unhead/react/client'
import { UnheadProvider } from '@unhead/react/client'
import { type ReactNode, StrictMode, Suspense } from 'react'

type Props = { head: Unhead; queryClient: QueryClient; children: ReactNode }

/**
 * The providers around the router, the same on the server and in the browser; `children` is the
 * router's server or client entry (or its plain provider when a page is rendered afresh).
 */
export function App({ head, queryClient, children }: Props) {
  return (
    <StrictMode>
      <UnheadProvider head={head}>
        <QueryClientProvider client={queryClient}>
          <Suspense>{children}</Suspense>
        </QueryClientProvider>
      </UnheadProvider>
    </StrictMode>
  )
}
