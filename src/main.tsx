import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createHead, UnheadProvider } from '@unhead/react/client'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import './styles.css'

if (import.meta.env.DEV && import.meta.env.VITE_XSTATE_INSPECT === 'true') {
  const { startInspector } = await import('./filters/inspector')
  startInspector()
}

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
const head = createHead()

const container = document.getElementById('app')
if (!container) throw new Error('The #app element is missing from index.html')

createRoot(container).render(
  <StrictMode>
    <UnheadProvider head={head}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UnheadProvider>
  </StrictMode>,
)
