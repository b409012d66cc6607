// @vitest-environment jsdom

import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { createHead } from '@unhead/react/client'
import { expect, it, vi } from 'vitest'
import { catalogueHandlers } from '../../../tests/msw/catalogue-handlers'
import { fakeNetwork } from '../../../tests/msw/test-network'
import { App } from '../../app/app'
import { createAppRouter } from '../../app/router'

const _server = fakeNetwork(catalogueHandlers.ok)

it('reports waterfall_view once per view, even under StrictMode’s double effects, under the Italian name on the English page', async () => {
  const gtag = vi.fn()
  vi.stubGlobal('gtag', gtag)
  const queryClient = new QueryClient()
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: ['/en/waterfall/12'] }),
  })
  render(
    <App head={createHead()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>,
  )
  expect(await screen.findByRole('heading', { level: 1, name: 'Nardis Falls' })).toBeInTheDocument()
  expect(gtag.mock.calls).toEqual([
    ['event', 'waterfall_view', { waterfall_name: 'Cascata di Nardis', waterfall_id: '12', province: 'Trento' }],
  ])
})
