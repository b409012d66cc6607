// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createHead, UnheadProvider } from '@unhead/react/client'
import { describe, expect, it } from 'vitest'
import { catalogueHandlers } from '../../../tests/msw/catalogue-handlers'
import { fakeNetwork } from '../../../tests/msw/test-network'
import { createAppRouter } from '../../app/router'

const server = fakeNetwork(catalogueHandlers.ok)

function renderApp(url: string) {
  const queryClient = new QueryClient()
  // The retry policy has its own test; here a failure should show at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [url] }) })
  render(
    <UnheadProvider head={createHead()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UnheadProvider>,
  )
  return router
}

describe('home page with the catalogue from the network', () => {
  it('lists all 14 waterfalls, each linking to its page, and announces the count', async () => {
    renderApp('/')
    const grid = await screen.findByTestId('results-grid')
    const links = await within(grid).findAllByRole('link', { name: /Scopri come arrivare/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      Array.from({ length: 14 }, (_, index) => `/waterfall/${index + 1}`),
    )
    expect(within(screen.getByRole('region', { name: 'Risultati' })).getByRole('status')).toHaveTextContent(
      '14 cascate trovate',
    )
  })

  it('shows a skeleton while the catalogue is slow to arrive', async () => {
    let answer = () => {}
    server.use(catalogueHandlers.heldUntil(new Promise<void>((resolve) => (answer = resolve))))
    renderApp('/en')
    expect(await screen.findByTestId('results-skeleton')).toBeInTheDocument()
    // The loading word is a status of its own (the offline line's, empty, is another).
    expect(screen.getByText('Loading the waterfalls…')).toHaveAttribute('role', 'status')
    answer()
    expect(await screen.findByTestId('results-grid')).toBeInTheDocument()
  })

  it.each([
    ['failing', catalogueHandlers.failing],
    ['malformed', catalogueHandlers.malformed],
    ['unreachable', catalogueHandlers.unreachable],
  ])('explains a %s response, keeps the filters, and recovers on retry', async (_, handler) => {
    server.use(handler)
    const router = renderApp('/en?difficulty=Medio')
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the waterfalls')
    expect(router.state.location.searchStr).toBe('?difficulty=Medio')
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Results' })).getByRole('status')).toHaveTextContent(
        '6 waterfalls found',
      ),
    )
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('Medio')
    expect(router.state.location.searchStr).toBe('?difficulty=Medio')
  })
})
