import { type DAILY_VARIABLES, FORECAST_TIME_ZONE } from '../../src/features/waterfall/weather/forecast-client'

/**
 * Answers of Open-Meteo's /v1/forecast shaped as its documentation gives them
 * (https://open-meteo.com/en/docs): the place's grid point, the time zone asked for, the units,
 * and one value per day for each daily variable, the seven days before today first. Only the
 * weather differs between them; the dates follow the day the test says is today.
 */
export const FORECAST_KINDS = ['wet', 'dry', 'snow'] as const
export type ForecastKind = (typeof FORECAST_KINDS)[number]

type Series = Record<(typeof DAILY_VARIABLES)[number], (number | null)[]>

/** Seven days gone, then today and six days to come. */
const WEATHER: Record<ForecastKind, Series> = {
  // Three days of heavy rain last week (63.1 mm), then showers clearing for the weekend.
  wet: {
    weather_code: [3, 61, 63, 65, 63, 61, 3, 61, 80, 2, 1, 0, 2, 61],
    temperature_2m_max: [11.2, 9.8, 8.4, 8.1, 9.0, 10.3, 11.6, 10.9, 11.4, 12.8, 13.5, 13.1, 12.2, 10.4],
    temperature_2m_min: [4.1, 5.0, 4.6, 4.2, 4.4, 5.1, 4.8, 5.6, 4.9, 3.8, 2.9, 3.2, 4.0, 5.2],
    precipitation_sum: [0, 4.3, 14.6, 22.8, 18.4, 3, 0, 5.1, 2.4, 0, 0, 0, 0.2, 7.8],
    precipitation_probability_max: [10, 68, 92, 97, 95, 71, 18, 74, 55, 12, 5, 3, 15, 80],
    snowfall_sum: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  // A fortnight of high pressure: 0.3 mm in the last seven days and none to come.
  dry: {
    weather_code: [0, 0, 1, 1, 0, 2, 0, 0, 1, 0, 0, 2, 1, 0],
    temperature_2m_max: [15.1, 15.8, 16.2, 14.9, 15.5, 16.8, 17.1, 16.4, 15.9, 16.7, 17.3, 16.1, 15.6, 15.2],
    temperature_2m_min: [3.4, 3.9, 4.2, 3.1, 2.8, 4.6, 5.0, 4.3, 3.8, 4.1, 4.9, 4.4, 3.7, 3.5],
    precipitation_sum: [0, 0, 0.1, 0, 0, 0.2, 0, 0, 0, 0, 0, 0, 0, 0],
    precipitation_probability_max: [null, null, 5, 3, 0, 8, 2, 0, 3, 0, 0, 6, 4, 2],
    snowfall_sum: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  // An ordinary week, then a cold front: frost and snow on the days to come.
  snow: {
    weather_code: [2, 3, 61, 3, 1, 0, 3, 71, 73, 75, 3, 0, 1, 71],
    temperature_2m_max: [4.2, 3.1, 2.5, 1.8, 3.4, 4.0, 1.2, -0.8, -2.4, -3.1, -1.2, 0.6, 1.4, -0.5],
    temperature_2m_min: [-1.8, -2.5, -0.6, -3.2, -4.1, -3.5, -5.2, -6.8, -8.1, -9.4, -7.2, -6.1, -4.8, -5.9],
    precipitation_sum: [0, 0.4, 8.2, 2.1, 0, 0, 0.6, 3.5, 9.8, 12.4, 0.4, 0, 0, 2.2],
    precipitation_probability_max: [6, 22, 81, 40, 4, 2, 30, 77, 94, 96, 35, 4, 8, 61],
    snowfall_sum: [0, 0, 0.7, 0.4, 0, 0, 0.4, 2.45, 6.86, 8.68, 0.28, 0, 0, 1.54],
  },
}

/** '2026-11-27' moved by a number of days. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Rome's offset from UTC on a day: one hour in winter, two in summer. */
function romeOffsetSeconds(day: string): number {
  const name = new Intl.DateTimeFormat('en', { timeZone: FORECAST_TIME_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value
  return name === 'GMT+2' ? 7200 : 3600
}

/** The body of a successful answer for a place, `today` being its seventh-and-first day. */
export function forecastBody(kind: ForecastKind, today: string, place = { lat: 45.85, lon: 9.99 }) {
  const offset = romeOffsetSeconds(today)
  return {
    // The service answers for the nearest grid point, not the exact coordinates asked for.
    latitude: Math.round(place.lat * 40) / 40,
    longitude: Math.round(place.lon * 40) / 40,
    generationtime_ms: 0.2130270004272461,
    utc_offset_seconds: offset,
    timezone: FORECAST_TIME_ZONE,
    timezone_abbreviation: `GMT+${offset / 3600}`,
    elevation: 612,
    daily_units: {
      time: 'iso8601',
      weather_code: 'wmo code',
      temperature_2m_max: '°C',
      temperature_2m_min: '°C',
      precipitation_sum: 'mm',
      precipitation_probability_max: '%',
      snowfall_sum: 'cm',
    },
    daily: {
      time: Array.from({ length: 14 }, (_, index) => shiftDay(today, index - 7)),
      ...WEATHER[kind],
    },
  }
}

/** A refusal as the service documents it: HTTP 400 and its reason. */
export const UNKNOWN_PLACE_BODY = { error: true, reason: 'Latitude must be in range of -90 to 90°. Given: 145.85.' }
/** The service's answer past its fair-use limit. */
export const RATE_LIMITED_BODY = {
  error: true,
  reason: 'Minutely API request limit exceeded. Please try again in one minute.',
}
/** A body of the right outline whose days do not add up: one series is a day short. */
export function malformedBody(today: string) {
  const body = forecastBody('dry', today)
  return { ...body, daily: { ...body.daily, precipitation_sum: body.daily.precipitation_sum.slice(1) } }
}

/** The failures the page must survive, each answered the same way by msw and by the browser tests. */
export const FORECAST_FAILURES = [
  'rate-limited',
  'server-error',
  'malformed',
  'unknown-place',
  'offline',
  'timeout',
] as const
export type ForecastFailure = (typeof FORECAST_FAILURES)[number]

/** What the service answers for a failure that has an answer (offline and timeout have none). */
export function failureAnswer(failure: ForecastFailure, today: string): { status: number; body: unknown } | undefined {
  switch (failure) {
    case 'rate-limited':
      return { status: 429, body: RATE_LIMITED_BODY }
    case 'server-error':
      return { status: 502, body: '<html><body>502 Bad Gateway</body></html>' }
    case 'malformed':
      return { status: 200, body: malformedBody(today) }
    case 'unknown-place':
      return { status: 400, body: UNKNOWN_PLACE_BODY }
    default:
      return undefined
  }
}
