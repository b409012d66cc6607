import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { compressDirectory } from '../scripts/build/compress.ts'
import { createHandler } from './serve.ts'

/**
 * A small build for the server's tests, written to a temporary directory: the same kinds of files
 * as dist/ (pages, not-found pages, hashed assets, data, the service worker, `_headers`), their
 * precompressed copies, and a secret file beside the build that no request may ever read, with
 * symbolic links inside the build pointing at it.
 */
export const SECRET = 'SECRET-a9c1e07b: outside the served directory'
export const HOST_CONFIG = 'HOST-CONFIG-5d2f8e11: never published'

/** Text that compresses well and is long enough to get precompressed copies. */
const filler = (what: string) => `<p>${what} ${'waterfall '.repeat(200)}</p>`

const page = (path: string, title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>document.documentElement.dataset.js = 'on'</script></head>` +
  `<body><div id="app" data-path="${path}">${filler(title)}</div></body></html>`

export const TEST_FILES: Record<string, string | Buffer> = {
  'index.html': page('/', 'Home'),
  'en.html': page('/en', 'Home (English)'),
  'waterfall/1.html': page('/waterfall/1', 'Waterfall 1'),
  'en/waterfall/1.html': page('/en/waterfall/1', 'Waterfall 1 (English)'),
  '404.html': page('/404', 'Pagina non trovata'),
  'en/404.html': page('/en/404', 'Page not found'),
  'assets/app-3f9a1c.js': `console.log(${JSON.stringify(filler('app'))})`,
  'assets/tiny-b81d2e.js': 'console.log(1)',
  'data/waterfalls.it.json': JSON.stringify({ waterfalls: [filler('data')] }),
  'sw.js': `self.addEventListener('fetch', () => ${JSON.stringify(filler('worker'))})`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'icons/icon.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  _headers: `# ${HOST_CONFIG}\n/*\n  X-Frame-Options: DENY\n`,
}

export type TestSite = { root: string; dist: string; remove: () => void }

/** Writes the test build into a fresh temporary directory, with its compressed copies. */
export async function writeTestSite(): Promise<TestSite> {
  const root = mkdtempSync(join(tmpdir(), 'server-test-'))
  const dist = join(root, 'dist')
  for (const [file, content] of Object.entries(TEST_FILES)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    writeFileSync(join(dist, file), content)
  }
  await compressDirectory(dist)
  writeFileSync(join(root, 'secret.txt'), SECRET)
  symlinkSync(join(root, 'secret.txt'), join(dist, 'leak.txt'))
  symlinkSync(root, join(dist, 'outside'))
  return { root, dist, remove: () => rmSync(root, { recursive: true, force: true }) }
}

export type RunningTestServer = { server: Server; origin: string; port: number; close: () => Promise<void> }

/** The production handler serving `dist` on an ephemeral port of 127.0.0.1. */
export async function startTestServer(dist: string): Promise<RunningTestServer> {
  const server = createServer(createHandler(dist))
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections()
        server.close(() => closed())
      }),
  }
}
