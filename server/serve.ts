/**
 * Production static server for dist/: clean URLs, a real 404 status, cache headers suited to
 * hashed assets, and gzip/brotli for text. Run with `node server/serve.ts` (HOST, PORT).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import sirv from 'sirv'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const ONE_HOUR = 'public, max-age=3600'

/** A path with a trailing slash whose segments are plain names; anything else is left to the 404 page. */
const TRAILING_SLASH = /^(?:\/[\w.~%-]+)+\/+$/

function cacheControlFor(pathname: string): string {
  // Vite puts a content hash in every name under /assets/, so a URL there never changes meaning.
  if (pathname.startsWith('/assets/')) return IMMUTABLE
  // Pages (clean URLs or .html) and the data files keep their URL across deploys: revalidate with the ETag.
  const extension = posix.extname(pathname)
  if (pathname.startsWith('/data/') || extension === '' || extension === '.html') return REVALIDATE
  return ONE_HOUR
}

/** The request handler serving the build in distDir (which must contain 404.html). */
export function createHandler(distDir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const notFoundPage = readFileSync(join(distDir, '404.html'))
  // English paths get the English 404 page when the build has one.
  const englishNotFoundPage = existsSync(join(distDir, 'en/404.html'))
    ? readFileSync(join(distDir, 'en/404.html'))
    : notFoundPage
  const serveFile = sirv(distDir, {
    // `/en` → en.html, `/waterfall/3` → waterfall/3.html, `/` → index.html.
    extensions: ['html'],
    etag: true,
    onNoMatch: (req, res) => {
      const path = req.url ?? '/'
      const page =
        path === '/en' || path.startsWith('/en/') || path.startsWith('/en?') ? englishNotFoundPage : notFoundPage
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': page.length,
        'Cache-Control': REVALIDATE,
      })
      res.end(page)
    },
  })
  // The middleware is typed for Express but only uses the node:http request and response.
  const compress = compression() as Middleware

  return (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
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
    compress(req, res, () => serveFile(req, res))
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
