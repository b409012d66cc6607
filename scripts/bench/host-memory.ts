import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { median } from './statistics.ts'

/**
 * Whether this host can be trusted with a timed browser measurement such as Lighthouse's
 * performance score.
 *
 * Lighthouse's mobile preset multiplies the main-thread time it observes by four, on the
 * assumption that the host runs a browser as fast as a desktop does; its benchmark index checks
 * only a JavaScript loop. A browser also starts processes and fills fresh memory, and some
 * virtual machines pay dearly for every fresh page of memory (their host hands it back and takes
 * it again at each use). On such a host the same build's blocking time grows several times over,
 * and the score measures the host, not the site. The cost of one fresh page is measured here, in
 * a new process each time, and the verdict says whether a timed score means anything.
 */

/** Above this many microseconds for one fresh 4 KiB page, a timed browser score is the host's. */
export const FRESH_PAGE_LIMIT_MICROSECONDS = 4

export type HostVerdict =
  | { kind: 'fit'; microsecondsPerPage: number }
  | { kind: 'unfit'; microsecondsPerPage: number; reason: string }

/** The verdict for a measured cost of one fresh page, in microseconds (NaN: not measured). */
export function hostVerdict(microsecondsPerPage: number): HostVerdict {
  if (!Number.isFinite(microsecondsPerPage) || microsecondsPerPage <= 0) {
    return { kind: 'unfit', microsecondsPerPage, reason: 'the cost of fresh memory could not be measured' }
  }
  if (microsecondsPerPage > FRESH_PAGE_LIMIT_MICROSECONDS) {
    return {
      kind: 'unfit',
      microsecondsPerPage,
      reason: `a fresh 4 KiB page of memory costs ${microsecondsPerPage.toFixed(1)} µs here, over the ${FRESH_PAGE_LIMIT_MICROSECONDS} µs up to which a timed browser score measures the site`,
    }
  }
  return { kind: 'fit', microsecondsPerPage }
}

const MEBIBYTES = 256
const PAGE = 4096
const SAMPLES = 3

/** One sample, in a process of its own: fault in 256 MiB of fresh memory, page by page. */
const SAMPLE = `
const bytes = ${MEBIBYTES} * 1024 * 1024
const buffer = Buffer.alloc(bytes)
const started = process.hrtime.bigint()
for (let offset = 0; offset < bytes; offset += ${PAGE}) buffer[offset] = 1
const elapsed = Number(process.hrtime.bigint() - started) / 1000
console.log(elapsed / (bytes / ${PAGE}))
`

/** The median cost of one fresh 4 KiB page over three new processes, in microseconds. */
export async function freshPageMicroseconds(): Promise<number> {
  const execute = promisify(execFile)
  const samples: number[] = []
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const { stdout } = await execute(process.execPath, ['--eval', SAMPLE])
    samples.push(Number(stdout.trim()))
  }
  return median(samples)
}

/**
 * Measures the host once and says whether its timed goals are enforced: on a fit host, or
 * everywhere with TIMED_GOALS_REQUIRED=1. The line says what was measured, for the log.
 */
export async function timedGoalsOnThisHost(): Promise<{ enforced: boolean; line: string }> {
  const host = hostVerdict(await freshPageMicroseconds())
  const required = process.env.TIMED_GOALS_REQUIRED === '1'
  const measured = `Host: a fresh 4 KiB page of memory costs ${host.microsecondsPerPage.toFixed(1)} µs (median of ${SAMPLES} processes)`
  if (host.kind === 'fit') return { enforced: true, line: `${measured}: timed goals enforced` }
  if (required) return { enforced: true, line: `${measured}: timed goals enforced (TIMED_GOALS_REQUIRED=1)` }
  return { enforced: false, line: `${measured}: timed goals printed, NOT ENFORCED on this host (${host.reason})` }
}
