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
  await waitForListening(server)
  return async () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(server.pid, 'SIGTERM')
  }
}

/** Resolves on the server's own "Serving …" line, so a stranger on the port can't stand in for it. */
function waitForListening(server: ChildProcess): Promise<void> {
  return new Promise((resolveListening, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start within 15 s')), 15_000)
    let output = ''
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Serving ')) {
        clearTimeout(timer)
        resolveListening()
      }
    })
    server.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The server exited with code ${code} before listening`))
    })
  })
}
