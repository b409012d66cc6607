import { readFileSync, statSync } from 'node:fs'
import { Agent, get, maxHeaderSize } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { readPath } from '../src/url/path-spelling.js'
import { listFiles } from './site-files'
import {
  HOST_CONFIG,
  type RunningTestServer,
  SECRET,
  startTestServer,
  TEST_FILES,
  type TestSite,
  writeTestSite,
} from './test-site'

/**
 * Hostile requests against the real handler: malformed and contradictory ranges, conditionals and
 * encodings, odd methods, traversal in every spelling, NUL bytes, backslashes, long paths and huge
 * headers, written byte for byte on raw sockets. After each one the server must still serve the home
 * page, and no answer may carry a byte of a file outside the build or of the host configuration.
 *
 * FUZZ_SEED=<seed> replays a failing run; FUZZ_RUNS sets how many requests are tried.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500)
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED)
/** An answer must come at once on loopback; waiting longer means the server is stuck. */
const ANSWER_TIMEOUT_MS = 5000

/** The statuses a request may get: the handler's, and Node's own for requests its parser rejects. */
const EXPECTED_STATUSES = new Set([200, 206, 301, 304, 400, 404, 405, 412, 416, 431])

let site: TestSite
let server: RunningTestServer
let homePage: Buffer
/** Every body the build may send in full: each file and each compressed copy, as bytes. */
let servable: Set<string>
/** The validators of the build's files, as the server sends them, so that conditions sometimes hold. */
let realTags: string[] = []
let realDates: string[] = []
const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 })
/** Exceptions nothing caught: in a server of its own, each of these would have ended the process. */
const escaped: unknown[] = []
const recordEscaped = (error: unknown) => escaped.push(error)

beforeAll(async () => {
  process.on('uncaughtException', recordEscaped)
  site = await writeTestSite()
  server = await startTestServer(site.dist)
  homePage = readFileSync(join(site.dist, 'index.html'))
  const files = listFiles(site.dist).map((file) => join(site.dist, file))
  servable = new Set(files.map((file) => readFileSync(file).toString('latin1')))
  const stats = files.map((file) => statSync(file))
  realTags = stats.map(({ size, mtime }) => `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`)
  realDates = stats.map(({ mtime }) => mtime.toUTCString())
})

afterAll(async () => {
  process.off('uncaughtException', recordEscaped)
  keepAlive.destroy()
  await server?.close()
  site?.remove()
})

type RawAnswer = { status: number; headers: Map<string, string>; body: Buffer }

/** Writes `request` on a fresh connection and reads the answer until the server closes it (`Connection: close`). */
function rawExchange(request: string): Promise<RawAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1')
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`No answer within ${ANSWER_TIMEOUT_MS} ms`))
    }, ANSWER_TIMEOUT_MS)
    socket.on('data', (chunk) => chunks.push(chunk))
    // The server may close while the request is still being written; what it answered counts.
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(parseAnswer(Buffer.concat(chunks)))
    })
    // Not end(): a half-closed connection makes Node's server drop the answer it is still preparing.
    socket.write(request, 'latin1')
  })
}

function parseAnswer(raw: Buffer): RawAnswer | undefined {
  const headEnd = raw.indexOf('\r\n\r\n')
  if (headEnd === -1) return undefined
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n')
  const headers = new Map(
    lines.map((line): [string, string] => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]
    }),
  )
  return { status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]), headers, body: raw.subarray(headEnd + 4) }
}

/** The body as the client would read it, decoded when it says it is compressed (and can be). */
function decodedBody({ headers, body }: RawAnswer): Buffer {
  try {
    if (headers.get('content-encoding') === 'br') return brotliDecompressSync(body)
    if (headers.get('content-encoding') === 'gzip') return gunzipSync(body)
  } catch {
    // A range of a compressed file is not a whole stream; its raw bytes are checked below.
  }
  return body
}

function plainGet(): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = get(`${server.origin}/`, { agent: keepAlive, timeout: ANSWER_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }))
    })
    request.on('timeout', () => request.destroy(new Error('The plain GET got no answer')))
    request.on('error', reject)
  })
}

// Generators ------------------------------------------------------------------------------------

const OTHER_METHODS = ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND', 'get', 'BREW']

const SITE_PATHS = [
  ...Object.keys(TEST_FILES).map((file) => `/${file}`),
  '/',
  '/en',
  '/en/',
  '/waterfall/1',
  '/waterfall/1/',
  '/404',
  '/assets/app-3f9a1c.js.br',
  '/assets/app-3f9a1c.js.gz',
  '/%5Fheaders',
  '/leak.txt',
  '/outside/secret.txt',
  '/outside/dist/index.html',
]

/** Path segments that have tricked file servers into leaving their directory. */
const HOSTILE_SEGMENTS = [
  '..',
  '.',
  '',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '..%2f',
  '..%2F..%2F',
  '%2f..',
  '..%5c',
  '..\\',
  '..\\..\\secret.txt',
  '%5c..%5csecret.txt',
  '%c0%ae%c0%ae',
  '%u002e%u002e',
  '..;',
  '%00',
  'index.html%00.png',
  '%2500',
  '%',
  '%zz',
  '%31',
  '%77aterfall',
  '%2F',
  '%2f1',
  '%2531',
  '%65n',
  '%e0%80%af',
  'secret.txt',
  '~',
  '.env',
  'outside',
  'leak.txt',
  'en',
  'assets',
  'index.html',
]

/** Characters a request line may carry, besides the hostile segments above. */
const PATH_CHARACTER = fc.constantFrom(...'abcz09-._~%/\\?#&=+;:@!$*()[]\'",^`{}|<>'.split(''))

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  { weight: 2, arbitrary: fc.string({ unit: PATH_CHARACTER, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 9000 }).map((length) => 'a'.repeat(length)) },
)

const query = fc.option(
  fc.oneof(
    fc.constant('?'),
    fc.string({ unit: PATH_CHARACTER, maxLength: 20 }).map((text) => `?${text}`),
  ),
  { nil: '' },
)

const path = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SITE_PATHS) },
  fc.array(segment, { minLength: 1, maxLength: 6 }).map((segments) => `/${segments.join('/')}`),
  fc
    .tuple(fc.constantFrom(...SITE_PATHS), fc.array(segment, { maxLength: 3 }))
    .map(([start, rest]) => [start, ...rest].join('/')),
)

const target = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(path, query).map(([p, q]) => p + q) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '*',
      '//example.com/',
      '///etc/passwd',
      'index.html',
      '\\..\\secret.txt',
      // Raw bytes a request line may not carry: Node's parser answers 400.
      '/index.html\u0000.png',
      '/\u0000',
      '/en\t/',
      '/\u007f',
    ),
  },
  { weight: 1, arbitrary: path.map((p) => `http://127.0.0.1${p}`) },
)

/** Header values as hostile clients write them: any visible text, without line breaks. */
const visibleText = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength })

const byteNumber = fc.oneof(
  fc.integer({ min: 0, max: 70_000 }).map(String),
  fc.constantFrom('', '-1', '99999999999999999999', '1e3', '0x10', ' 5', '00'),
)

const range = fc.oneof(
  fc.constantFrom(
    'bytes=5-2',
    'bytes=-100',
    'bytes=0-0',
    'bytes=0-',
    'bytes=-0',
    'bytes=0-1,3-4',
    'bytes=0-0,0-0,0-0',
    'bytes=-1,-2',
    'items=0-5',
    'bytes=',
    'bytes=abc',
    'bytes=--1',
    'bytes=1-2-3',
    'bytes=0-1,',
    'bytes = 0-1',
    'BYTES=0-1',
  ),
  fc
    .array(fc.tuple(byteNumber, byteNumber), { minLength: 1, maxLength: 4 })
    .map((ranges) => `bytes=${ranges.map(([start, end]) => `${start}-${end}`).join(',')}`),
  visibleText(40),
)

/** One of the build's real validators, picked once the build exists. */
const real = (pool: () => string[]) => fc.nat().map((index) => pool()[index % pool().length] ?? '')

const entityTag = fc.oneof(
  fc.constantFrom('*', '"x"', 'W/"x"', '""', 'W/', '"', 'W/"', '"a", W/"b"', ', ,', '"unterminated'),
  real(() => realTags),
  real(() => realTags).map((tag) => tag.slice(2)),
  fc
    .tuple(
      real(() => realTags),
      visibleText(10),
    )
    .map(([tag, other]) => `"${other}", ${tag}`),
  visibleText(30),
)

const httpDate = fc.oneof(
  fc.date({ min: new Date(0), max: new Date(4102444800000), noInvalidDate: true }).map((date) => date.toUTCString()),
  fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday', '', '0', '-1', 'Tue, 31 Feb 2026 25:61:61 GMT'),
  real(() => realDates),
  visibleText(30),
)

const acceptEncoding = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.constantFrom('br', 'gzip', 'identity', '*', 'deflate', 'zstd', 'x-gzip', 'BR', ''),
        fc.constantFrom('', ';q=0', ';q=1', ';q=0.5', ';q=1.0', ';q=abc', ';q=-1', ';q=2', ';q=', ';Q=0.9'),
      ),
      { maxLength: 5 },
    )
    .map((codings) => codings.map(([coding, quality]) => coding + quality).join(', ')),
  visibleText(40),
)

const headerName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/)

const header = (name: string, value: fc.Arbitrary<string>) => value.map((text): [string, string] => [name, text])

/** A few headers per request, so that each one's effect shows rather than drowns in a 412. */
const headers = fc.array(
  fc.oneof(
    header('Range', range),
    header('If-None-Match', entityTag),
    header('If-Match', entityTag),
    header('If-Range', fc.oneof(entityTag, httpDate)),
    header('If-Modified-Since', httpDate),
    header('If-Unmodified-Since', httpDate),
    header('Accept-Encoding', acceptEncoding),
    header('Cache-Control', fc.constantFrom('no-cache', 'max-age=0', 'no-store', 'only-if-cached', '')),
    // Over Node's header limit now and then: the parser answers 431.
    header(
      'X-Padding',
      fc.integer({ min: 1, max: 20_000 }).map((length) => 'p'.repeat(length)),
    ),
    fc.tuple(headerName, visibleText(60)),
  ),
  { maxLength: 4 },
)

const method = fc.oneof(
  { weight: 12, arbitrary: fc.constant('GET') },
  { weight: 3, arbitrary: fc.constant('HEAD') },
  { weight: 2, arbitrary: fc.constantFrom(...OTHER_METHODS) },
)

const request = fc.record({ method, target, headers })
type Request = typeof request extends fc.Arbitrary<infer T> ? T : never

function writeRequest({ method, target, headers }: Request): string {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ]
  return `${lines.join('\r\n')}\r\n\r\n`
}

/** A status the server may give, and no byte that is not the site's to send. */
function expectHarmless(answer: RawAnswer, hostile: Request): void {
  expect(EXPECTED_STATUSES, `status ${answer.status}`).toContain(answer.status)
  for (const body of [answer.body, decodedBody(answer)]) {
    const text = body.toString('latin1')
    expect(text).not.toContain(SECRET)
    expect(text).not.toContain(HOST_CONFIG)
  }
  // A redirect leads to a path's one clean spelling in one step, never to another spelling.
  if (answer.status === 301) {
    const location = answer.headers.get('location') ?? ''
    expect(readPath(location.split('?')[0] ?? '').kind, `Location ${location}`).toBe('clean')
  }
  // A whole file is sent only as it is in the build: never anything the table does not list.
  if (answer.status === 200 && hostile.method !== 'HEAD') {
    expect(servable.has(answer.body.toString('latin1')), 'a 200 body is a file of the build').toBe(true)
  }
}

// The property -----------------------------------------------------------------------------------

it('survives hostile requests, answers each with a status, and never sends a byte from outside the build', async () => {
  const errors = vi.spyOn(console, 'error')
  await fc.assert(
    fc.asyncProperty(request, async (hostile) => {
      escaped.length = 0
      const written = writeRequest(hostile)
      const answer = await rawExchange(written)
      // Node's parser answers 431 to headers over its limit and resets the connection at once, which
      // may discard that answer before the client reads it.
      if (written.length <= maxHeaderSize) expect(answer, 'an answer with a status line').toBeDefined()
      if (answer) expectHarmless(answer, hostile)
      const plain = await plainGet()
      expect(plain.status).toBe(200)
      expect(plain.body.equals(homePage)).toBe(true)
      expect(escaped, 'exceptions that would have stopped the server').toEqual([])
    }),
    { numRuns: RUNS, seed: SEED },
  )
  // The handler logs only what it could not answer properly.
  expect(errors).not.toHaveBeenCalled()
}, 60_000)
