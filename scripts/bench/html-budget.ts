import { existsSync, readFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { createHandler } from '../../server/serve.ts'
import { NOT_FOUND_PAGES } from '../../src/url/site-paths.js'

/**
 * Bytes on the wire, as the production server sends them (its precompressed copies, which
 * scripts/build/compress.ts writes), in two budgets:
 * - every page's HTML, Brotli: at most PAGE_BUDGET_BYTES, what a new TCP connection's first
 *   round trip carries (ten segments of 1,460 bytes), so the whole document arrives before the
 *   browser has to wait for an acknowledgement. Both languages, the 404 pages, and the paths
 *   that answer with them (an unknown waterfall, an unknown page) are measured by their URL.
 * - the offline guide: every file the service worker's install fetches (dist/sw.js lists them),
 *   plus the worker itself, at most OFFLINE_BUDGET_BYTES, what a first visit costs a visitor who
 *   pays for every megabyte.
 * - the scripts a page runs before anything of the app: its inline classic scripts (the first
 *   script in <head>, and on a list the list's own script), gzip, at most
 *   INLINE_SCRIPTS_BUDGET_BYTES: they run on every load, before the app, on the slowest phone.
 * KB here are 1,000 bytes, as in the budgets. Exits non-zero when any is over.
 */
const PAGE_BUDGET_BYTES = 14_600
const INLINE_SCRIPTS_BUDGET_BYTES = 4_000
const OFFLINE_BUDGET_BYTES = 550_000
const DIST = join(import.meta.dirname, '../../dist')
/** What Chromium sends, and so what the worker's own requests carry. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
/** Paths the site answers with a not-found page: they are pages a visitor can land on too. */
const NOT_FOUND_PATHS = [
  ...Object.values(NOT_FOUND_PAGES).map((page) => page.path),
  '/waterfall/99',
  '/en/waterfall/99',
  '/nessuna-pagina',
  '/en/no-such-page',
]

type Release = { pages: string[]; notFoundPages: string[]; data: string[]; files: string[] }
type Sent = { status: number; encoding: string; bytes: number; text: string }

if (!existsSync(join(DIST, 'sw.js'))) {
  console.error('dist/ is missing: run `npm run build` first')
  process.exit(1)
}

/** The release's file list, as the build wrote it into the worker. */
function releaseOf(worker: string): Release {
  const match = /const RELEASE = (\{.*\})\n/.exec(worker)
  if (!match?.[1]) throw new Error('dist/sw.js has no RELEASE line')
  return JSON.parse(match[1]) as Release
}

/** One GET, counting the body's bytes as they arrive (compressed, if the server compressed them). */
function get(origin: string, path: string, acceptEncoding: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
      })
      incoming.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({
          status: incoming.statusCode ?? 0,
          encoding: String(incoming.headers['content-encoding'] ?? 'identity'),
          bytes: body.length,
          text: body.toString('utf8'),
        })
      })
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const server = createServer(createHandler(DIST))
await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const kb = (bytes: number) => (bytes / 1000).toFixed(2).padStart(6)
const over: string[] = []
let largestInline = 0

/** The page's classic inline scripts (no `src`, no data type), as one gzip stream would carry them. */
function inlineScriptsGzip(html: string): number {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text)
  return gzipSync(scripts.join('\n'), { level: 9 }).length
}
try {
  const release = releaseOf(readFileSync(join(DIST, 'sw.js'), 'utf8'))

  console.log(`${'page'.padEnd(20)} status      raw   brotli  margin to ${kb(PAGE_BUDGET_BYTES).trim()} KB`)
  for (const path of [...release.pages, ...NOT_FOUND_PATHS]) {
    const raw = await get(origin, path, 'identity')
    const brotli = await get(origin, path, 'br')
    const margin = PAGE_BUDGET_BYTES - brotli.bytes
    if (margin < 0) over.push(`${path}: ${kb(brotli.bytes).trim()} KB Brotli > ${kb(PAGE_BUDGET_BYTES).trim()} KB`)
    const note = brotli.encoding === 'br' ? '' : ` (sent ${brotli.encoding}: too small to compress)`
    console.log(
      `${path.padEnd(20)} ${String(raw.status).padEnd(6)} ${kb(raw.bytes)} KB ${kb(brotli.bytes)} KB ${kb(margin)} KB${note}`,
    )
    const scripts = inlineScriptsGzip(raw.text)
    largestInline = Math.max(largestInline, scripts)
    if (scripts > INLINE_SCRIPTS_BUDGET_BYTES) {
      over.push(`${path}: inline scripts ${kb(scripts).trim()} KB gzip > ${kb(INLINE_SCRIPTS_BUDGET_BYTES).trim()} KB`)
    }
  }
  console.log(
    `Inline scripts, the largest page's: ${kb(largestInline).trim()} KB gzip (budget ${kb(INLINE_SCRIPTS_BUDGET_BYTES).trim()} KB)`,
  )

  const install = [...release.pages, ...release.notFoundPages, ...release.data, ...release.files]
  const groups: [string, string[]][] = [
    ['pages', release.pages],
    ['not-found pages', release.notFoundPages],
    ['data files', release.data],
    ['other files', release.files],
    ['the worker (sw.js)', ['/sw.js']],
  ]
  let total = 0
  console.log(`\nThe offline guide, as a first visit downloads it (Accept-Encoding: ${ACCEPT_ENCODING})`)
  for (const [name, paths] of groups) {
    let bytes = 0
    for (const path of paths) bytes += (await get(origin, path, ACCEPT_ENCODING)).bytes
    total += bytes
    console.log(`${name.padEnd(20)} ${String(paths.length).padStart(3)} files ${kb(bytes)} KB`)
  }
  console.log(
    `${'total'.padEnd(20)} ${String(install.length + 1).padStart(3)} files ${kb(total)} KB (budget ${kb(OFFLINE_BUDGET_BYTES).trim()} KB, margin ${kb(OFFLINE_BUDGET_BYTES - total).trim()} KB)`,
  )
  if (total > OFFLINE_BUDGET_BYTES)
    over.push(`offline guide: ${kb(total).trim()} KB > ${kb(OFFLINE_BUDGET_BYTES).trim()} KB`)
} finally {
  server.closeAllConnections()
  server.close()
}

console.log(
  `Budgets: each page's HTML ≤ ${kb(PAGE_BUDGET_BYTES).trim()} KB Brotli, its inline scripts ≤ ${kb(INLINE_SCRIPTS_BUDGET_BYTES).trim()} KB gzip, the offline guide ≤ ${kb(OFFLINE_BUDGET_BYTES).trim()} KB (1 KB = 1,000 bytes)`,
)
if (over.length > 0) {
  console.error(`Over budget:\n- ${over.join('\n- ')}`)
  process.exit(1)
}
