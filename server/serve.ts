/**
 * Production static server for dist/: clean URLs, a real 404 status, cache headers suited to
 * hashed assets, the precompressed copies of the build for clients that accept them, and the
 * security headers of server/security-headers.ts on every response. Run with `node server/serve.ts`
 * (HOST, PORT).
 *
 * Ranges, conditional requests and HEAD are answered by @fastify/send; this file decides which file
 * a URL names and which of its copies to send.
 */
import { existsSync, readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse, STATUS_CODES } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import send, { type SendOptions, type SendResult } from '@fastify/send'
import { pageInOtherCase, readPath } from '../src/url/path-spelling.js'
import { isEnglishPath, NOT_FOUND_PAGES } from '../src/url/site-paths.js'
import { chooseEncoding } from './encoding.ts'
import { buildScriptHashes, securityHeaders } from './security-headers.ts'
import {
  type Encoding,
  encodePath,
  isNotFoundPage,
  REVALIDATE,
  readSite,
  SERVICE_WORKER,
  type Site,
  type SiteFile,
} from './site-files.ts'

export { IMMUTABLE } from './site-files.ts'

const ALLOWED_METHODS = 'GET, HEAD'

/** The absolute form of a request target (`http://host/path`), which a server must accept as well as `/path`. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i

const SEND_OPTIONS: SendOptions = {
  // The site table decides what is served, and sets these two from the file a URL names.
  cacheControl: false,
  contentType: false,
  // A file the build put there is public whatever its name; the table has only those.
  dotfiles: 'allow',
}

type Answer = { status: number; headers?: Record<string, string>; body: string | Buffer }

/** A not-found page and its precompressed copies, read once. */
type NotFoundPage = { body: Buffer; encoded: Map<Encoding, Buffer> }

function readNotFoundPage(distDir: string, site: Site, file: string): NotFoundPage {
  const copies = site.files.get(`/${file}`)?.encoded ?? new Map<Encoding, string>()
  return {
    body: readFileSync(join(distDir, file)),
    encoded: new Map([...copies].map(([encoding, copy]) => [encoding, readFileSync(join(distDir, copy))])),
  }
}

/** The path and query of a request target; undefined for a form this server does not serve (`*`, garbage). */
function splitTarget(url: string): { pathname: string; query: string } | undefined {
  // The absolute form names the same path after its scheme and host.
  const target = url.startsWith('/') ? url : url.replace(ABSOLUTE_FORM, '') || '/'
  if (!target.startsWith('/')) return undefined
  const queryStart = target.indexOf('?')
  if (queryStart === -1) return { pathname: target, query: '' }
  return { pathname: target.slice(0, queryStart), query: target.slice(queryStart) }
}

function end(req: IncomingMessage, res: ServerResponse, { status, headers = {}, body }: Answer): void {
  res.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) })
  res.end(req.method === 'HEAD' ? undefined : body)
}

const plainText = (status: number, text: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  body: `${text}\n`,
})

/** The request handler serving the build in distDir (which must contain 404.html). */
export function createHandler(distDir: string): RequestListener {
  const site = readSite(distDir)
  /** Whether a decoded path is one of the site's pages (the not-found pages are none). */
  const isPagePath = (path: string) => {
    const file = site.files.get(path)?.file ?? ''
    return file.endsWith('.html') && !isNotFoundPage(file)
  }
  // Computed once: the hashes of the inline scripts of every built page allow exactly those scripts.
  const scriptHashes = buildScriptHashes(distDir)
  const headers = Object.entries(securityHeaders(scriptHashes))
  const workerPolicy = securityHeaders(scriptHashes, { worker: true })['Content-Security-Policy'] ?? ''
  const notFoundPages = {
    it: readNotFoundPage(distDir, site, NOT_FOUND_PAGES.it.file),
    // English paths get the English 404 page when the build has one.
    en: site.files.has(`/${NOT_FOUND_PAGES.en.file}`)
      ? readNotFoundPage(distDir, site, NOT_FOUND_PAGES.en.file)
      : readNotFoundPage(distDir, site, NOT_FOUND_PAGES.it.file),
  }

  function notFound(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const page = isEnglishPath(pathname) ? notFoundPages.en : notFoundPages.it
    const encoding = chooseEncoding(req.headers, [...page.encoded.keys()])
    const body = (encoding && page.encoded.get(encoding)) ?? page.body
    end(req, res, {
      status: 404,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': REVALIDATE,
        ...(page.encoded.size > 0 && { Vary: 'Accept-Encoding' }),
        ...(encoding && { 'Content-Encoding': encoding }),
      },
      body,
    })
  }

  /** Answers with @fastify/send's result for the chosen copy of the file: a 200, 206, 304, 412 or 416. */
  async function sendFile(req: IncomingMessage, res: ServerResponse, urlPath: string, file: SiteFile): Promise<void> {
    res.setHeader('Cache-Control', file.cacheControl)
    if (file.encoded.size > 0) res.setHeader('Vary', 'Accept-Encoding')
    if (urlPath === SERVICE_WORKER) res.setHeader('Content-Security-Policy', workerPolicy)
    const encoding = chooseEncoding(req.headers, [...file.encoded.keys()])
    const copy = (encoding && file.encoded.get(encoding)) ?? file.file
    await widenLongSuffixRange(req, join(distDir, copy))
    // @fastify/send decodes the path it is given, as if it came from a URL.
    const result = await send(req, encodePath(copy), { ...SEND_OPTIONS, root: distDir })
    if (result.type !== 'file') {
      result.stream.destroy()
      refuse(req, res, urlPath, result)
      return
    }
    const contentHeaders = {
      'Content-Type': file.contentType,
      ...(encoding && { 'Content-Encoding': encoding }),
    }
    // A 304 describes the representation the client holds: no content headers.
    res.writeHead(
      result.statusCode,
      result.statusCode === 304 ? result.headers : { ...result.headers, ...contentHeaders },
    )
    if (req.method === 'HEAD' || result.statusCode === 304) {
      result.stream.destroy()
      res.end()
      return
    }
    await pipeline(result.stream, res)
  }

  /**
   * RFC 9110 §14.1.3: a suffix range longer than the file asks for the whole file (nginx answers
   * 206 with every byte), where @fastify/send answers 416. Such a range is read as `bytes=0-`.
   */
  async function widenLongSuffixRange(req: IncomingMessage, path: string): Promise<void> {
    const suffix = /^bytes=[ \t]*-[ \t]*(\d+)[ \t]*$/.exec(req.headers.range ?? '')
    if (!suffix) return
    // A file gone since start is @fastify/send's to refuse.
    const size = await stat(path).then(
      ({ size: bytes }) => bytes,
      () => 0,
    )
    if (size > 0 && Number(suffix[1]) >= size) req.headers.range = 'bytes=0-'
  }

  /** @fastify/send's refusals in this site's words: the 404 page, or plain text that no cache keeps. */
  function refuse(req: IncomingMessage, res: ServerResponse, urlPath: string, result: SendResult): void {
    // The file was listed at start but is gone, or is a directory now.
    if (result.statusCode === 404 || result.type === 'directory') {
      notFound(req, res, urlPath)
      return
    }
    const range = result.headers['Content-Range']
    const reason = STATUS_CODES[result.statusCode] ?? 'Error'
    end(
      req,
      res,
      plainText(result.statusCode, reason, { 'Cache-Control': 'no-store', ...(range && { 'Content-Range': range }) }),
    )
  }

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Set first, so that every answer carries them: pages, assets, 304, 404, 405, 416 and 301.
    for (const [name, value] of headers) res.setHeader(name, value)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      end(req, res, plainText(405, 'Method Not Allowed', { Allow: ALLOWED_METHODS }))
      return
    }
    const target = splitTarget(req.url ?? '/')
    if (!target) {
      end(req, res, plainText(400, 'Bad Request'))
      return
    }
    const { pathname, query } = target
    // One spelling per path (src/url/path-spelling.js): `/en/`, `/%65n` → `/en`; `/waterfall%2F1` is no page.
    const reading = readPath(pathname)
    if (reading.kind === 'malformed') {
      end(req, res, plainText(400, 'Bad Request'))
      return
    }
    if (reading.kind === 'no-page') {
      notFound(req, res, pathname)
      return
    }
    const urlPath = reading.decoded
    // `/en.html` → `/en`, `/index.html` → `/`: the same page has one URL, reached in one redirect
    // from any spelling, keeping the filters in the query.
    // A page's path in other capitals, `/WATERFALL/3` → `/waterfall/3`; every page's path is in lower case.
    const inLowerCase = pageInOtherCase(urlPath, isPagePath)
    const cleanUrl =
      site.redirects.get(urlPath) ??
      (inLowerCase !== undefined ? encodePath(inLowerCase) : reading.kind === 'respelled' ? reading.clean : undefined)
    if (cleanUrl !== undefined) {
      end(req, res, { status: 301, headers: { Location: cleanUrl + query }, body: '' })
      return
    }
    const file = site.files.get(urlPath)
    // The not-found pages are sent with status 404 only, under their own file names too.
    if (!file || isNotFoundPage(file.file)) {
      notFound(req, res, pathname)
      return
    }
    await sendFile(req, res, urlPath, file)
  }

  return (req, res) => {
    respond(req, res).catch((error: unknown) => fail(res, error))
  }
}

/**
 * Whatever goes wrong with one request ends that request, never the server: a 500 when nothing has
 * been sent yet, otherwise the connection is cut so the client sees the response is incomplete.
 */
function fail(res: ServerResponse, error: unknown): void {
  // A client that goes away mid-response is routine, not a fault.
  if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('Request failed:', error)
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end('Internal Server Error\n')
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
