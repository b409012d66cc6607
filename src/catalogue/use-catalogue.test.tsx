// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { expect, it } from 'vitest'
import { catalogueHandlers } from '../../tests/msw/catalogue-handlers'
import { fakeNetwork } from '../../tests/msw/test-network'
import { buildCatalogueDocument, validateCatalogue } from './build-catalogue'
import { cardsQueryOptions } from './catalogue-query'
import { cardsFileBody } from './data-files'
import { useCatalogue, useWaterfall } from './use-catalogue'
import { WATERFALL_SOURCES } from './waterfalls'

const server = fakeNetwork()

class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.name}</p> : this.props.children
  }
}

/** Whether the page part showed that it waits, since the last render: it may not show it for long. */
let waited = false
function Waiting() {
  waited = true
  return <p>loading</p>
}

function Count() {
  return <p>{useCatalogue('it').length} waterfalls</p>
}

function Entry({ id }: { id: string }) {
  const waterfall = useWaterfall('en', id)
  return <p>{waterfall ? `${waterfall.name}, written ${waterfall.details.written}` : 'no such waterfall'}</p>
}

const ANSWERS = {
  ok: catalogueHandlers.ok,
  failing: catalogueHandlers.failing,
  unreachable: catalogueHandlers.unreachable,
  malformed: catalogueHandlers.malformed,
  'from a release with another format': catalogueHandlers.otherFormat,
  unstamped: catalogueHandlers.unstamped,
}

/**
 * Renders a page part that reads the catalogue; counts the catalogue requests it causes. Inside an
 * `act` that is awaited, as React asks of a page that suspends with `use`: React then carries on
 * when the request settles, as it does in the browser.
 */
async function renderReader(cached: boolean, answer: keyof typeof ANSWERS, reader: ReactNode = <Count />) {
  const requests: string[] = []
  waited = false
  server.events.on('request:start', ({ request }) => requests.push(request.url))
  server.use(ANSWERS[answer])
  // One attempt: the app's retries have their own test (app/query-defaults.test.ts).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (cached) {
    const document = buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), 'it')
    queryClient.setQueryData(cardsQueryOptions('it').queryKey, cardsFileBody(document))
  }
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary>
          <Suspense fallback={<Waiting />}>{reader}</Suspense>
        </ErrorBoundary>
      </QueryClientProvider>,
    )
  })
  return requests
}

it('reads the catalogue its route loader cached, without a request', async () => {
  const requests = await renderReader(true, 'ok')
  expect(screen.getByText('14 waterfalls')).toBeInTheDocument()
  expect(waited).toBe(false)
  expect(requests).toEqual([])
})

it('when the cache no longer holds it (dropped after five unused minutes), waits for it again and shows it', async () => {
  const requests = await renderReader(false, 'ok')
  expect(await screen.findByText('14 waterfalls')).toBeInTheDocument()
  expect(waited).toBe(true)
  expect(requests).toEqual(['http://localhost:3000/data/cards.it.json'])
})

it('reads one waterfall from its own data file, details included', async () => {
  const requests = await renderReader(false, 'ok', <Entry id="12" />)
  expect(await screen.findByText(/^Nardis Falls, written \d{4}-\d{2}-\d{2}$/)).toBeInTheDocument()
  // The entry and its sources are asked for at once, so in either order.
  expect([...requests].sort()).toEqual([
    'http://localhost:3000/data/sources/12.json',
    'http://localhost:3000/data/waterfall/12.en.json',
  ])
})

it('reads an id the guide lacks as no waterfall, from the 404 of its data file, without retrying', async () => {
  const requests = await renderReader(false, 'ok', <Entry id="99" />)
  expect(await screen.findByText('no such waterfall')).toBeInTheDocument()
  expect(requests).toEqual([
    'http://localhost:3000/data/waterfall/99.en.json',
    'http://localhost:3000/data/sources/99.json',
  ])
})

it.each([
  ['failing', 'CatalogueRequestError'],
  ['unreachable', 'CatalogueRequestError'],
  ['malformed', 'CatalogueRequestError'],
  ['unstamped', 'CatalogueRequestError'],
  ['from a release with another format', 'OtherReleaseError'],
] as const)(
  'when that request is %s, goes to the error boundary once (%s), with no loop of requests',
  async (answer, error) => {
    const requests = await renderReader(false, answer)
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${error}$`))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests).toHaveLength(1)
  },
)
