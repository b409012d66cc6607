import { readdirSync, statSync } from 'node:fs'
import { Agent, type OutgoingHttpHeaders, request } from 'node:http'
import { join } from 'node:path'
import { startProductionServer } from '../ci/production-server.ts'
import { finish, median, verdict } from './support.ts'

/**
 * Throughput of the production server on loopback: for each case, 64 keep-alive connections ask
 * for the same URL again and again for a fixed time, and the requests answered per second are
 * printed. The cases are the home page and the app's main script, once as browsers ask
 * (`Accept-Encoding: gzip, br`) and once uncompressed, for comparison. Each case gets a short
 * warm-up first; with BENCH_ROUNDS above 1 the cases take turns and the median round counts.
 * BENCH_SECONDS sets the time per case, BENCH_PORT the server's port.
 */
const PORT = 4324
const CONNECTIONS = 64
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const WARM_UP_SECONDS = 1
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1)
/**
 * Regression guards for the compressed page, far below what was measured so that a busy machine does
 * not trip them. The ratio to the uncompressed page of the same run does not depend on the machine's
 * speed or load and catches compression per request; the absolute floor catches a server slow at
 * everything.
 */
const FLOOR_REQUESTS_PER_SECOND = 250
const FLOOR_RATIO_TO_UNCOMPRESSED = 0.5

const DIST = join(import.meta.dirname, '../../dist')
const COMPRESSED = { 'Accept-Encoding': 'gzip, br' }
const UNCOMPRESSED = {}

/** The app's main script: the largest script the build emitted. */
function mainScript(): string {
  const scripts = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'))
  const largest = scripts.sort(
    (a, b) => statSync(join(DIST, 'assets', b)).size - statSync(join(DIST, 'assets', a)).size,
  )[0]
  if (!largest) throw new Error('dist/assets/ has no script: run `npm run build` first')
  return `/assets/${largest}`
}

type Case = { name: string; path: string; headers: OutgoingHttpHeaders }

/** One request on the agent's connections; resolves with the status and the body's coding once the body is read. */
function fetchOnce(
  url: string,
  headers: OutgoingHttpHeaders,
  agent: Agent,
): Promise<{ status: number; coding: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, headers }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, coding: String(response.headers['content-encoding'] ?? 'none') }),
      )
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** Requests answered with 200 per second over `seconds`, on CONNECTIONS connections kept alive. */
async function requestsPerSecond(url: string, headers: OutgoingHttpHeaders, seconds: number): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const start = performance.now()
  const deadline = start + seconds * 1000
  let answered = 0
  let failed = 0
  const connection = async () => {
    while (performance.now() < deadline) {
      const { status } = await fetchOnce(url, headers, agent).catch(() => ({ status: 0 }))
      if (status === 200) answered++
      else failed++
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, connection))
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  if (failed > 0) throw new Error(`${failed} requests to ${url} failed or did not answer 200`)
  return answered / elapsed
}

const script = mainScript()
const cases: Case[] = [
  { name: 'page /, gzip or br', path: '/', headers: COMPRESSED },
  { name: `main script ${script}, gzip or br`, path: script, headers: COMPRESSED },
  { name: 'page /, uncompressed', path: '/', headers: UNCOMPRESSED },
  { name: `main script ${script}, uncompressed`, path: script, headers: UNCOMPRESSED },
]

const server = await startProductionServer(Number(process.env.BENCH_PORT ?? PORT))
const rates = new Map<Case, number[]>(cases.map((each) => [each, []]))
try {
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per case, ${ROUNDS} round(s), ${server.url}\n`)
  const probe = new Agent()
  for (const each of cases) {
    const { coding } = await fetchOnce(server.url + each.path, each.headers, probe)
    console.log(`${each.name}: sent with content coding ${coding}`)
    await requestsPerSecond(server.url + each.path, each.headers, WARM_UP_SECONDS)
  }
  probe.destroy()
  for (let round = 1; round <= ROUNDS; round++) {
    for (const each of cases) {
      rates.get(each)?.push(await requestsPerSecond(server.url + each.path, each.headers, SECONDS))
    }
  }
} finally {
  server.stop()
}

console.log('')
for (const [each, values] of rates) {
  const rounds = ROUNDS > 1 ? ` (rounds: ${values.map((value) => value.toFixed(0)).join(', ')})` : ''
  console.log(`${each.name}: ${median(values).toFixed(0)} requests/s${rounds}`)
}
const compressedPage = median(rates.get(cases[0] as Case) ?? [])
const uncompressedPage = median(rates.get(cases[2] as Case) ?? [])
const ratio = compressedPage / uncompressedPage
const missed = [
  ...(compressedPage >= FLOOR_REQUESTS_PER_SECOND
    ? []
    : [`compressed page at ${compressedPage.toFixed(0)} requests/s, below ${FLOOR_REQUESTS_PER_SECOND}`]),
  ...(ratio >= FLOOR_RATIO_TO_UNCOMPRESSED
    ? []
    : [`compressed page at ${ratio.toFixed(2)} of the uncompressed rate, below ${FLOOR_RATIO_TO_UNCOMPRESSED}`]),
]
console.log(
  `\nCompressed page: ${compressedPage.toFixed(0)} requests/s (floor ${FLOOR_REQUESTS_PER_SECOND}), ` +
    `${ratio.toFixed(2)} of uncompressed (floor ${FLOOR_RATIO_TO_UNCOMPRESSED}): ${verdict(missed.length === 0)}`,
)
finish(missed)
