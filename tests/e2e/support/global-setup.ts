import { E2E_PORT } from '../../../playwright.config'
import { startProductionServer } from '../../../scripts/ci/production-server'

/** The production server for the whole run; the returned teardown stops it by its own PID. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startProductionServer(E2E_PORT)
  return async () => server.stop()
}
