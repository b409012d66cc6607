import * as z from 'zod/mini'

/**
 * The one client of Open-Meteo's forecast (https://open-meteo.com/en/docs): a keyless service whose
 * data are under CC BY 4.0. One request per place gives the seven days just gone (`past_days`) and
 * the next seven, today first, as daily values in the waterfall's own time zone. The request
 * carries the waterfall's coordinates and nothing of the visitor: no cookie, no referrer.
 */
export const FORECAST_ENDPOINT = 'https://api.open-meteo.com/v1/forecast'

/** The daily values asked for, in the order the service documents them. */
export const DAILY_VARIABLES = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'precipitation_probability_max',
  'snowfall_sum',
] as const

export const PAST_DAYS = 7
export const FORECAST_DAYS = 7
/** Every waterfall in the guide lies in Italy: its days begin at its own midnight. */
export const FORECAST_TIME_ZONE = 'Europe/Rome'
/** One attempt's limit; a slower answer counts as a failure, and is tried again like one. */
export const FORECAST_TIMEOUT_MS = 10_000

/** Where the forecast is asked for: a waterfall's coordinates, nothing else. */
export type Place = { lat: number; lon: number }

/** The request's address for a place. */
export function forecastUrl(place: Place, endpoint: string = FORECAST_ENDPOINT): string {
  const query = new URLSearchParams({
    latitude: String(place.lat),
    longitude: String(place.lon),
    daily: DAILY_VARIABLES.join(','),
    timezone: FORECAST_TIME_ZONE,
    past_days: String(PAST_DAYS),
    forecast_days: String(FORECAST_DAYS),
  })
  return `${endpoint}?${query}`
}

/**
 * A value `accepts` holds true for, checked in a transform. zod's own number, null and pattern
 * schemas would do the same, but their code would join the libraries every page loads before it is
 * interactive (the home page's too), where the app's other schemas need none of them; a transform
 * is already among those libraries.
 */
function valueThat<T>(accepts: (value: unknown) => boolean, expected: string) {
  return z.pipe(
    z.unknown(),
    z.transform((value, context): T => {
      if (!accepts(value)) context.issues.push({ code: 'custom', message: `expected ${expected}`, input: value })
      return value as T
    }),
  )
}

const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)
const number = valueThat<number>(isNumber, 'a number')
/** The service writes null where a model has no value for a day (a probability for a past day, say). */
const values = z.array(valueThat<number | null>((value) => value === null || isNumber(value), 'a number or null'))
const isoDay = valueThat<string>((value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value), 'a date')

/** The documented body of a successful answer, as far as the page reads it. */
export const forecastResponseSchema = z.pipe(
  z.object({
    latitude: number,
    longitude: number,
    generationtime_ms: number,
    utc_offset_seconds: number,
    timezone: z.string(),
    timezone_abbreviation: z.string(),
    elevation: number,
    daily_units: z.object({ temperature_2m_max: z.string(), precipitation_sum: z.string() }),
    daily: z.object({
      time: z.array(isoDay),
      weather_code: values,
      temperature_2m_max: values,
      temperature_2m_min: values,
      precipitation_sum: values,
      precipitation_probability_max: values,
      snowfall_sum: values,
    }),
  }),
  z.transform((body, context) => {
    const days = PAST_DAYS + FORECAST_DAYS
    if (!DAILY_VARIABLES.every((name) => body.daily[name].length === days) || body.daily.time.length !== days) {
      context.issues.push({ code: 'custom', message: `every daily series has ${days} days`, input: body.daily })
    }
    if (body.daily_units.precipitation_sum !== 'mm' || body.daily_units.temperature_2m_max !== '°C') {
      context.issues.push({ code: 'custom', message: 'millimetres and degrees Celsius', input: body.daily_units })
    }
    return body
  }),
)

export type ForecastResponse = z.infer<typeof forecastResponseSchema>

/** The documented body of a refusal: HTTP 400 with the reason (a place or parameter it does not take). */
export const forecastErrorBodySchema = z.object({ error: z.literal(true), reason: z.string() })

/** What went wrong: each gives the visitor the same line; only some are worth asking again. */
export const FAILURE_KINDS = ['offline', 'timeout', 'rate-limited', 'server', 'refused', 'malformed'] as const
export type FailureKind = (typeof FAILURE_KINDS)[number]

export class ForecastError extends Error {
  override name = 'ForecastError'
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message)
  }
}

/** A refusal or a body the page cannot read would come back the same: not asked again. */
export const isWorthRetrying = (error: unknown): boolean =>
  !(error instanceof ForecastError) || (error.kind !== 'refused' && error.kind !== 'malformed')

/** The forecast as the service gives it, when it was fetched, for a place. */
export type FetchedForecast = { body: ForecastResponse; fetchedAt: number }

type FetchOptions = { signal?: AbortSignal; timeoutMs?: number; endpoint?: string; now?: () => number }

/** Asks the service for a place's forecast; a failure is a ForecastError of its kind. */
export async function fetchForecast(place: Place, options: FetchOptions = {}): Promise<FetchedForecast> {
  // A timer of the page's own rather than AbortSignal.timeout: the same clock as the retries' back-off.
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? FORECAST_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal
  let response: Response
  let body: unknown
  try {
    response = await fetch(forecastUrl(place, options.endpoint), {
      signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: { Accept: 'application/json' },
    })
    body = await response.json().catch(() => undefined)
  } catch (cause) {
    if (timeout.signal.aborted) throw new ForecastError('timeout', 'The forecast took too long')
    if (options.signal?.aborted) throw cause
    throw new ForecastError('offline', `The forecast could not be reached: ${String(cause)}`)
  } finally {
    clearTimeout(timer)
  }
  if (response.status === 429) throw new ForecastError('rate-limited', 'Too many requests to the forecast')
  if (response.status >= 500) throw new ForecastError('server', `The forecast answered ${response.status}`)
  const refusal = forecastErrorBodySchema.safeParse(body)
  if (!response.ok || refusal.success) {
    throw new ForecastError(
      'refused',
      refusal.success ? refusal.data.reason : `The forecast answered ${response.status}`,
    )
  }
  const parsed = forecastResponseSchema.safeParse(body)
  if (!parsed.success) throw new ForecastError('malformed', 'The forecast’s answer is not in the documented form')
  return { body: parsed.data, fetchedAt: (options.now ?? Date.now)() }
}
