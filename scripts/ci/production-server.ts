import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '../..')

export type RunningServer = { url: string; stop: () => void }

/**
 * Starts server/serve.ts on 127.0.0.1 for a test or a measurement, waits for its own
 * "Serving …" line (so a stranger on the port cannot stand in for it) and stops it by PID.
 */
export async function startProductionServer(port: number): Promise<RunningServer> {
  if (!existsSync(join(ROOT, 'dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first')
  }
  const server = spawn(process.execPath, ['server/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await waitForListening(server)
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      if (server.pid !== undefined && server.exitCode === null) process.kill(server.pid, 'SIGTERM')
    },
  }
}

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
