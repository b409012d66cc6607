import { startProductionServer } from '../../../scripts/ci/production-server'

/** The production server for the whole cross-engine run, on its own port; the teardown stops it by its PID. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startProductionServer(Number(process.env.ENGINES_PORT ?? 4412))
  return async () => server.stop()
}
