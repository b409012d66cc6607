import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { E2E_PORT } from '../../../playwright.config'

/**
 * Starts the production server on 127.0.0.1 for the whole run and returns the teardown
 * that stops it by its own PID. The build must already exist (the test command builds).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '../../..')
  if (!existsSync(resolve(root, 'dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests')
  }
  const server: ChildProcess = spawn(process.execPath, ['server/serve.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(E2E_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await waitForServer(`http://127.0.0.1:${E2E_PORT}/`, server)
  return async () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(server.pid, 'SIGTERM')
  }
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100))
  }
  throw new Error(`The server did not answer at ${url} within 15 s`)
}
