// @vitest-environment jsdom

import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { createHead } from '@unhead/react/client'
import { HttpResponse, http } from 'msw'
import { expect, it, vi } from 'vitest'
import { catalogueHandlers } from '../../../../tests/msw/catalogue-handlers'
import { forecastBody } from '../../../../tests/msw/forecast-fixtures'
import { forecastHandlers } from '../../../../tests/msw/forecast-handlers'
import { fakeNetwork } from '../../../../tests/msw/test-network'
import { App } from '../../../app/app'
import { createAppRouter } from '../../../app/router'
import { buildCatalogueDocument, validateCatalogue } from '../../../catalogue/build-catalogue'
import { entryFileBody } from '../../../catalogue/data-files'
import { WATERFALL_SOURCES } from '../../../catalogue/waterfalls'
import { enDetail } from '../../../i18n/messages-detail-en'
import { enWeather } from '../../../i18n/messages-weather-en'
import { FORECAST_TIME_ZONE } from './forecast-client'
import { placeToday } from './forecast-days'
import { forecastQueryKey } from './forecast-query'

const server = fakeNetwork(catalogueHandlers.ok)

const BULLETIN = 'https://www.allertalom.regione.lombardia.it/'

/** Val Vertova's entry with its alert rule marked, as the catalogue will carry it. */
function vertovaWithAlertRule() {
  const document = buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), 'en')
  const entry = document.waterfalls.find((waterfall) => waterfall.id === '6')
  if (!entry) throw new Error('no Val Vertova')
  const notices = entry.details.notices.map((notice) =>
    /orange or red/.test(notice.text) ? { ...notice, alertBulletin: BULLETIN } : notice,
  )
  return entryFileBody({ ...entry, details: { ...entry.details, notices } })
}

function renderPage(path: string, queryClient = new QueryClient()) {
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) })
  render(
    <App head={createHead()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>,
  )
  return queryClient
}

it('beside the forecast of a waterfall with an alert rule: the rule, that a forecast is not an alert, and the bulletin', async () => {
  server.use(
    http.get(/\/data\/waterfall\/6\.en\.json$/, () => HttpResponse.json(vertovaWithAlertRule())),
    forecastHandlers.wet,
  )
  renderPage('/en/waterfall/6')
  // The first render of a test file also waits for the forecast's code to be transformed.
  expect(await screen.findByTestId('weather-reading', {}, { timeout: 12_000 })).toBeInTheDocument()
  const alert = screen.getByTestId('weather-alert')
  expect(alert).toHaveTextContent(enWeather.alertHeading)
  expect(alert).toHaveTextContent(/orange or red weather alert/)
  expect(alert).toHaveTextContent(enWeather.alertNotForecast)
  expect(within(alert).getByRole('link', { name: new RegExp(enWeather.alertBulletin) })).toHaveAttribute(
    'href',
    BULLETIN,
  )
  expect(screen.getByTestId('weather-reading')).toHaveTextContent(enWeather.readings.wet)
})

it('a waterfall without an alert rule shows none', async () => {
  server.use(forecastHandlers.dry)
  renderPage('/en/waterfall/3')
  expect(await screen.findByTestId('weather-reading')).toHaveTextContent(enWeather.readings.dry)
  expect(screen.queryByTestId('weather-alert')).toBeNull()
})

it('a forecast kept from three hours ago, with the browser offline, is shown with its age and not asked for', async () => {
  const requests: string[] = []
  server.events.on('request:start', ({ request }) => requests.push(request.url))
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const queryClient = new QueryClient()
  const fetchedAt = Date.now() - 3 * 60 * 60 * 1000 - 60_000
  const place = { lat: 46.165, lon: 10.718 }
  queryClient.setQueryData(forecastQueryKey(place), {
    body: forecastBody('snow', placeToday(fetchedAt, FORECAST_TIME_ZONE), place),
    fetchedAt,
  })
  renderPage('/en/waterfall/12', queryClient)
  expect(await screen.findByTestId('weather-reading')).toBeInTheDocument()
  expect(screen.getByTestId('weather-status')).toHaveTextContent(enWeather.age(3))
  expect(requests.filter((url) => url.includes('open-meteo'))).toEqual([])
})

it('offline with nothing kept: the one line', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  renderPage('/en/waterfall/3')
  expect(await screen.findByText(enDetail.weatherUnavailable)).toBeInTheDocument()
})
