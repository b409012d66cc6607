import { queryOptions } from '@tanstack/react-query'
import { REQUEST_RETRIES } from '../../../constants'
import { type FetchedForecast, fetchForecast, isWorthRetrying, type Place } from './forecast-client'

/** A forecast older than this is asked for again (when the page is open, or opened again, online). */
export const FORECAST_FRESH_MS = 60 * 60 * 1000

/**
 * In development with VITE_FAKE_WEATHER set, the development server's fake of the service
 * (scripts/build/fake-weather-plugin.ts); a production build always asks the service itself.
 */
const DEVELOPMENT_ENDPOINT =
  import.meta.env.DEV && import.meta.env.VITE_FAKE_WEATHER ? '/__fake-weather/v1/forecast' : undefined

/** One cache entry per place: its coordinates are the whole question. */
export const forecastQueryKey = (place: Place) => ['forecast', place.lat, place.lon] as const

/**
 * The forecast's query. Retries as every request of the app does (docs/product-rules.md#constants:
 * three, 1 s apart and doubling, capped at 30 s, TanStack Query's own back-off, so not declared
 * here), except for an answer that would come back the same. The library's network mode holds the
 * request while the browser is offline and sends it when it is online again.
 */
export function forecastQueryOptions(place: Place, endpoint = DEVELOPMENT_ENDPOINT) {
  return queryOptions<FetchedForecast>({
    queryKey: forecastQueryKey(place),
    queryFn: ({ signal }) => fetchForecast(place, { signal, endpoint }),
    staleTime: FORECAST_FRESH_MS,
    retry: (failures, error) => failures < REQUEST_RETRIES && isWorthRetrying(error),
  })
}
