/**
 * Production static server for dist/: clean URLs, a real 404 status, cache headers suited to
 * hashed assets, gzip/brotli for text, and the security headers of server/security-headers.ts on
 * every response. Run with `node server/serve.ts` (HOST, PORT).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import sirv from 'sirv'
import { buildScriptHashes, securityHeaders } from './security-headers.ts'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

export const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const ONE_HOUR = 'public, max-age=3600'

/**
 * Files in dist/ that configure a static host (written by scripts/build/write-headers-file.ts) rather
 * than belong to the site; such hosts read them and do not publish them, and neither does this server.
 */
const HOST_CONFIG_FILES = new Set(['/_headers'])
const SERVICE_WORKER = '/sw.js'

/** A path with a trailing slash whose segments are plain names; anything else is left to the 404 page. */
const TRAILING_SLASH = /^(?:\/[\w.~%-]+)+\/+$/

function cacheControlFor(pathname: string): string {
  // Vite puts a content hash in every name under /assets/, so a URL there never changes meaning.
  if (pathname.startsWith('/assets/')) return IMMUTABLE
  // Pages (clean URLs or .html), the data files, the manifests and the service worker keep their URL
  // across deploys: revalidate with the ETag, so a release reaches visitors at once.
  const extension = posix.extname(pathname)
  if (
    pathname.startsWith('/data/') ||
    pathname === SERVICE_WORKER ||
    extension === '' ||
    extension === '.html' ||
    extension === '.webmanifest'
  ) {
    return REVALIDATE
  }
  return ONE_HOUR
}

/** The path as sirv looks it up: percent-decoded when it can be. */
function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

/** The request handler serving the build in distDir (which must contain 404.html). */
export function createHandler(distDir: string): (req: IncomingMessage, res: ServerResponse) => void {
  // Computed once: the hashes of the inline scripts of every built page allow exactly those scripts.
  const scriptHashes = buildScriptHashes(distDir)
  const headers = Object.entries(securityHeaders(scriptHashes))
  const workerPolicy = securityHeaders(scriptHashes, { worker: true })['Content-Security-Policy'] ?? ''
  const notFoundPage = readFileSync(join(distDir, '404.html'))
  // English paths get the English 404 page when the build has one.
  const englishNotFoundPage = existsSync(join(distDir, 'en/404.html'))
    ? readFileSync(join(distDir, 'en/404.html'))
    : notFoundPage
  const sendNotFound = (req: IncomingMessage, res: ServerResponse): void => {
    const path = req.url ?? '/'
    const page =
      path === '/en' || path.startsWith('/en/') || path.startsWith('/en?') ? englishNotFoundPage : notFoundPage
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': page.length,
      'Cache-Control': REVALIDATE,
    })
    res.end(page)
  }
  const serveFile = sirv(distDir, {
    // `/en` → en.html, `/waterfall/3` → waterfall/3.html, `/` → index.html.
    extensions: ['html'],
    etag: true,
    onNoMatch: sendNotFound,
  })
  // The middleware is typed for Express but only uses the node:http request and response.
  const compress = compression() as Middleware

  return (req, res) => {
    // Set first, so that every answer carries them: pages, assets, 304, 404, 405 and 301.
    for (const [name, value] of headers) res.setHeader(name, value)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Method Not Allowed\n')
      return
    }
    const url = req.url ?? '/'
    const queryStart = url.indexOf('?')
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart)
    const query = queryStart === -1 ? '' : url.slice(queryStart)
    // One canonical URL per page: `/en/` → `/en`, keeping the filters in the query.
    if (TRAILING_SLASH.test(pathname)) {
      res.writeHead(301, { Location: pathname.replace(/\/+$/, '') + query })
      res.end()
      return
    }
    // Set before sirv runs so that 304 answers carry it too; the 404 page overrides it.
    res.setHeader('Cache-Control', cacheControlFor(pathname))
    if (pathname === SERVICE_WORKER) res.setHeader('Content-Security-Policy', workerPolicy)
    compress(req, res, () =>
      HOST_CONFIG_FILES.has(decodedPath(pathname)) ? sendNotFound(req, res) : serveFile(req, res),
    )
  }
}

if (import.meta.main) {
  const distDir = fileURLToPath(new URL('../dist', import.meta.url))
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, '404.html'))) {
    console.error('dist/ is missing: run npm run build first')
    process.exit(1)
  }
  const host = process.env.HOST || '127.0.0.1'
  const port = Number(process.env.PORT || 4173)
  const server = createServer(createHandler(distDir))
  server.on('error', (error) => {
    console.error(`Cannot serve on ${host}:${port}: ${error.message}`)
    process.exit(1)
  })
  server.listen(port, host, () => {
    const { port: actualPort } = server.address() as AddressInfo
    console.log(`Serving Cascate Lombardia at http://${host}:${actualPort}/`)
  })
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.close(() => process.exit(0))
      // Keep-alive connections would hold close() open; give in-flight responses a moment, then drop them.
      setTimeout(() => server.closeAllConnections(), 3000).unref()
    })
  }
}
