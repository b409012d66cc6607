import { delay, HttpResponse, http } from 'msw'
import { FORECAST_ENDPOINT, FORECAST_TIME_ZONE } from '../../src/features/waterfall/weather/forecast-client'
import { placeToday } from '../../src/features/waterfall/weather/forecast-days'
import {
  FORECAST_FAILURES,
  FORECAST_KINDS,
  type ForecastFailure,
  type ForecastKind,
  failureAnswer,
  forecastBody,
} from './forecast-fixtures'

/**
 * The network fakes for Open-Meteo's forecast (src/features/waterfall/weather/forecast-client.ts),
 * for the unit and component tests and for `VITE_FAKE_WEATHER` in development: a wet, a dry and a
 * snowy week at the place asked for, and each way the service can fail.
 */
const today = () => placeToday(Date.now(), FORECAST_TIME_ZONE)

function placeOf(request: Request) {
  const query = new URL(request.url).searchParams
  return { lat: Number(query.get('latitude')), lon: Number(query.get('longitude')) }
}

const weather = (kind: ForecastKind) =>
  http.get(FORECAST_ENDPOINT, ({ request }) => HttpResponse.json(forecastBody(kind, today(), placeOf(request))))

function failing(failure: ForecastFailure) {
  return http.get(FORECAST_ENDPOINT, async () => {
    if (failure === 'offline') return HttpResponse.error()
    if (failure === 'timeout') {
      await delay('infinite')
    }
    const answer = failureAnswer(failure, today())
    if (!answer) return HttpResponse.error()
    return typeof answer.body === 'string'
      ? new HttpResponse(answer.body, { status: answer.status, headers: { 'Content-Type': 'text/html' } })
      : HttpResponse.json(answer.body as object, { status: answer.status })
  })
}

export const forecastHandlers = {
  ...(Object.fromEntries(FORECAST_KINDS.map((kind) => [kind, weather(kind)])) as Record<
    ForecastKind,
    ReturnType<typeof weather>
  >),
  ...(Object.fromEntries(FORECAST_FAILURES.map((failure) => [failure, failing(failure)])) as Record<
    ForecastFailure,
    ReturnType<typeof failing>
  >),
}

export type ForecastScenario = keyof typeof forecastHandlers
