import { expect, it } from 'vitest'
import { contentSecurityPolicy, FORECAST_ORIGIN } from '../../../../server/security-headers'
import {
  FORECAST_KINDS,
  forecastBody,
  malformedBody,
  UNKNOWN_PLACE_BODY,
} from '../../../../tests/msw/forecast-fixtures'
import { forecastHandlers } from '../../../../tests/msw/forecast-handlers'
import { fakeNetwork } from '../../../../tests/msw/test-network'
import {
  type FailureKind,
  FORECAST_ENDPOINT,
  fetchForecast,
  forecastErrorBodySchema,
  forecastResponseSchema,
  forecastUrl,
  isWorthRetrying,
} from './forecast-client'

const server = fakeNetwork()

const VERTOVA = { lat: 45.8167, lon: 9.8492 }

// The contract: the fakes every test and the development mode use hold to the documented form.
it.each(FORECAST_KINDS)('the %s week fixture is a documented answer the schema accepts', (kind) => {
  expect(forecastResponseSchema.safeParse(forecastBody(kind, '2026-11-27', VERTOVA)).success).toBe(true)
})

it('the schema refuses the malformed fixture, a day short in one series', () => {
  expect(forecastResponseSchema.safeParse(malformedBody('2026-11-27')).success).toBe(false)
})

it('the unknown place fixture is the documented error body', () => {
  expect(forecastErrorBodySchema.safeParse(UNKNOWN_PLACE_BODY).success).toBe(true)
  expect(forecastResponseSchema.safeParse(UNKNOWN_PLACE_BODY).success).toBe(false)
})

it('asks for the waterfall’s point only: its coordinates, the daily values, Rome’s days, a week each way', () => {
  const url = new URL(forecastUrl(VERTOVA))
  expect(`${url.origin}${url.pathname}`).toBe(FORECAST_ENDPOINT)
  expect(Object.fromEntries(url.searchParams)).toEqual({
    latitude: '45.8167',
    longitude: '9.8492',
    daily:
      'weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max,snowfall_sum',
    timezone: 'Europe/Rome',
    past_days: '7',
    forecast_days: '7',
  })
})

// That it carries no cookie and no referrer, the browser tests check (Node's fetch has neither).
it('reads the answer with the time it came, in one request', async () => {
  const requests: Request[] = []
  server.events.on('request:start', ({ request }) => requests.push(request))
  server.use(forecastHandlers.wet)
  const forecast = await fetchForecast(VERTOVA, { now: () => 1_700_000_000_000 })
  expect(forecast.fetchedAt).toBe(1_700_000_000_000)
  expect(forecast.body.daily.time).toHaveLength(14)
  expect(requests).toHaveLength(1)
})

const FAILURES: [keyof typeof forecastHandlers, FailureKind, boolean][] = [
  ['rate-limited', 'rate-limited', true],
  ['server-error', 'server', true],
  ['offline', 'offline', true],
  ['timeout', 'timeout', true],
  ['malformed', 'malformed', false],
  ['unknown-place', 'refused', false],
]

it.each(FAILURES)('%s fails as %s; asked again: %s', async (scenario, kind, retried) => {
  server.use(forecastHandlers[scenario])
  const failure = await fetchForecast(VERTOVA, { timeoutMs: 50 }).catch((error: unknown) => error)
  expect(failure).toMatchObject({ name: 'ForecastError', kind })
  expect(isWorthRetrying(failure)).toBe(retried)
})

it('asks the one origin besides its own that the Content-Security-Policy lets a page connect to', () => {
  const connect = contentSecurityPolicy([])
    .split('; ')
    .find((directive) => directive.startsWith('connect-src '))
  expect(connect).toBe(`connect-src 'self' ${new URL(FORECAST_ENDPOINT).origin}`)
  expect(FORECAST_ORIGIN).toBe(new URL(FORECAST_ENDPOINT).origin)
})

it.each([
  ['a temperature written as text', { temperature_2m_max: ['12', ...Array(13).fill(10)] }],
  ['a day not in ISO form', { time: ['27/11/2026', ...forecastBody('dry', '2026-11-27').daily.time.slice(1)] }],
  ['a series of a day too many', { snowfall_sum: Array(15).fill(0) }],
])('the schema refuses %s', (_, daily) => {
  const body = forecastBody('dry', '2026-11-27')
  expect(forecastResponseSchema.safeParse({ ...body, daily: { ...body.daily, ...daily } }).success).toBe(false)
})
