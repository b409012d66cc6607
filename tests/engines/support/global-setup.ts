import { startProductionServer } from '../../../scripts/ci/production-server'
import { type ForecastProxy, startForecastProxy } from './forecast-proxy'

/**
 * The production server for the whole cross-engine run, on its own port, and the forecast's fake
 * every browser's HTTPS goes through (forecast-proxy.ts); the teardown stops the server by its PID
 * and closes the proxy.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startProductionServer(Number(process.env.ENGINES_PORT ?? 4412))
  let proxy: ForecastProxy
  try {
    proxy = await startForecastProxy()
  } catch (error) {
    server.stop()
    throw error
  }
  return async () => {
    try {
      await proxy.stop()
    } finally {
      server.stop()
    }
  }
}
