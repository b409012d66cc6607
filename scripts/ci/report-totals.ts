/**
 * Adds up the JSON reports of Vitest, Playwright and the cross-engine suite (tests/engines, run by
 * Playwright's runner, so its report has Playwright's form) and prints one line, `N passed, M failed`, on
 * stdout (per-runner details go to stderr). Skipped tests count as failed: nothing here is meant to
 * be skipped. Exits 1 when anything failed, a report is missing or no test ran at all.
 * Run with `node scripts/ci/report-totals.ts` after the test runners.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

interface Totals {
  passed: number
  failed: number
  skipped: number
}

/** The part of Vitest's JSON reporter output read here. */
interface VitestReport {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  success: boolean
  testResults: { status: string; assertionResults: { status: string }[] }[]
}

/** The part of Playwright's JSON reporter output read here. */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  errors: unknown[]
}

function readReport<T>(runner: string, name: string): T | undefined {
  const file = fileURLToPath(new URL(`../../reports/${name}`, import.meta.url))
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : 'cannot be read'
    console.error(`${runner}: reports/${name} ${reason}, so ${runner} counts as failed`)
    return undefined
  }
}

function vitestTotals(report: VitestReport): Totals {
  const passed = report.numPassedTests
  let failed = report.numFailedTests
  // A test file that fails to load, or an error outside any test, fails the run without failing a test.
  failed += report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length
  if (!report.success && failed === 0) failed = 1
  return { passed, failed, skipped: report.numTotalTests - report.numPassedTests - report.numFailedTests }
}

function playwrightTotals(report: PlaywrightReport): Totals {
  const { expected, unexpected, flaky, skipped } = report.stats
  // Errors outside tests (global setup, a file that does not load) are listed apart from the stats.
  return { passed: expected, failed: unexpected + flaky + report.errors.length, skipped }
}

const vitest = readReport<VitestReport>('vitest', 'vitest.json')
const playwright = readReport<PlaywrightReport>('playwright', 'playwright.json')
const engines = readReport<PlaywrightReport>('engines', 'engines.json')
const runs: [string, Totals | undefined][] = [
  ['vitest', vitest && vitestTotals(vitest)],
  ['playwright', playwright && playwrightTotals(playwright)],
  ['engines', engines && playwrightTotals(engines)],
]

let passed = 0
let failed = 0
let missing = false
for (const [runner, totals] of runs) {
  if (totals === undefined) {
    missing = true
    failed += 1
    continue
  }
  const runnerFailed = totals.failed + totals.skipped
  if (totals.skipped > 0) {
    const tests = totals.skipped === 1 ? 'test is' : 'tests are'
    console.error(`${runner}: ${totals.skipped} skipped ${tests} counted as failed`)
  }
  console.error(`${runner}: ${totals.passed} passed, ${runnerFailed} failed`)
  passed += totals.passed
  failed += runnerFailed
}

if (passed + failed === 0) console.error('No test ran.')
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 || missing || passed + failed === 0 ? 1 : 0
