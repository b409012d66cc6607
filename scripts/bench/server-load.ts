import { readdirSync, statSync } from 'node:fs'
import { Agent, type OutgoingHttpHeaders, request } from 'node:http'
import { join } from 'node:path'
import { startProductionServer } from '../ci/production-server.ts'
import { finish, verdict } from './support.ts'

/**
 * Throughput of the production server on loopback: for each case, 64 keep-alive connections ask
 * for the same URL again and again, and the requests answered per second are printed. The cases are
 * the home page and the app's main script, once as browsers ask (`Accept-Encoding: gzip, br`) and
 * once uncompressed, for comparison. The cases take turns in one-second slices until each has had
 * its time, so that other work on the machine weighs on all of them alike.
 * BENCH_SECONDS sets the time per case, BENCH_PORT the server's port.
 */
const PORT = 4324
const CONNECTIONS = 64
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const SLICE_SECONDS = 1
/**
 * Regression guards for the compressed page, far below what was measured so that a busy machine does
 * not trip them. The ratio to the uncompressed page does not depend on the machine's speed or load and
 * catches compression per request; the absolute floor catches a server slow at everything.
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

/** A case's count of answers and seconds so far. */
type Tally = { answered: number; seconds: number }

/**
 * Keeps CONNECTIONS requests in flight for `seconds` and adds the 200 answers and the time to
 * `tally`. Each slice opens its own connections: one idle through the other cases' slices could
 * reach the server's keep-alive timeout and be closed just as it is reused.
 */
async function runSlice(url: string, headers: OutgoingHttpHeaders, tally: Tally, seconds: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const start = performance.now()
  const deadline = start + seconds * 1000
  const failures: string[] = []
  const connection = async () => {
    while (performance.now() < deadline) {
      const { status } = await fetchOnce(url, headers, agent).catch((error: Error) => ({ status: error.message }))
      if (status === 200) tally.answered++
      else failures.push(String(status))
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, connection))
  tally.seconds += (performance.now() - start) / 1000
  agent.destroy()
  if (failures.length > 0) {
    throw new Error(`${failures.length} requests to ${url} did not answer 200: ${[...new Set(failures)].join(', ')}`)
  }
}

const script = mainScript()
const cases: Case[] = [
  { name: 'page /, gzip or br', path: '/', headers: COMPRESSED },
  { name: `main script ${script}, gzip or br`, path: script, headers: COMPRESSED },
  { name: 'page /, uncompressed', path: '/', headers: UNCOMPRESSED },
  { name: `main script ${script}, uncompressed`, path: script, headers: UNCOMPRESSED },
]
const tallies = new Map<Case, Tally>(cases.map((each) => [each, { answered: 0, seconds: 0 }]))

const server = await startProductionServer(Number(process.env.BENCH_PORT ?? PORT))
try {
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per case in slices of ${SLICE_SECONDS} s, ${server.url}\n`)
  const probe = new Agent()
  for (const each of cases) {
    const { coding } = await fetchOnce(server.url + each.path, each.headers, probe)
    console.log(`${each.name}: sent with content coding ${coding}`)
    // A warm-up slice, not counted: lets the server's code get compiled.
    await runSlice(server.url + each.path, each.headers, { answered: 0, seconds: 0 }, SLICE_SECONDS)
  }
  probe.destroy()
  for (let slice = 0; slice < SECONDS / SLICE_SECONDS; slice++) {
    for (const [each, tally] of tallies) await runSlice(server.url + each.path, each.headers, tally, SLICE_SECONDS)
  }
} finally {
  server.stop()
}

const rate = (each: Case | undefined) => {
  const tally = each && tallies.get(each)
  return tally ? tally.answered / tally.seconds : Number.NaN
}
console.log('')
for (const each of cases) console.log(`${each.name}: ${rate(each).toFixed(0)} requests/s`)
const compressedPage = rate(cases[0])
const ratio = compressedPage / rate(cases[2])
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
