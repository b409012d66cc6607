import type { Plugin } from 'vite'

/**
 * `VITE_FAKE_WEATHER=wet npm run dev`: the development server answers a waterfall's forecast
 * itself, with the msw handlers the tests use (tests/msw/forecast-handlers.ts): `wet`, `dry`,
 * `snow`, or a failure (`rate-limited`, `server-error`, `malformed`, `unknown-place`, `offline`,
 * `timeout`). The client asks this same-origin path instead of Open-Meteo only in development
 * with the flag set (features/waterfall/weather/forecast-query.ts); a build never has either.
 */
export const FAKE_WEATHER_PATH = '/__fake-weather/v1/forecast'

export function fakeWeather(): Plugin {
  return {
    name: 'fake-weather',
    apply: 'serve',
    configureServer(server) {
      const scenario = process.env.VITE_FAKE_WEATHER
      if (!scenario) return
      server.middlewares.use(FAKE_WEATHER_PATH, async (request, response) => {
        const { getResponse } = await import('msw')
        const { FORECAST_ENDPOINT } = (await server.ssrLoadModule(
          '/src/features/waterfall/weather/forecast-client.ts',
        )) as typeof import('../../src/features/waterfall/weather/forecast-client')
        const { forecastHandlers } = (await server.ssrLoadModule(
          '/tests/msw/forecast-handlers.ts',
        )) as typeof import('../../tests/msw/forecast-handlers')
        const handler = forecastHandlers[scenario as keyof typeof forecastHandlers]
        if (!handler) throw new Error(`VITE_FAKE_WEATHER=${scenario}: no such fake (${Object.keys(forecastHandlers)})`)
        const query = new URL(request.url ?? '', 'http://localhost').search
        const answer = await getResponse([handler], new Request(`${FORECAST_ENDPOINT}${query}`))
        if (!answer || answer.type === 'error') {
          response.destroy()
          return
        }
        response.statusCode = answer.status
        answer.headers.forEach((value, name) => {
          response.setHeader(name, value)
        })
        response.end(Buffer.from(await answer.arrayBuffer()))
      })
    },
  }
}
