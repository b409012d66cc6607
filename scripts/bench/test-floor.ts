import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, devices } from 'playwright'
import { BROWSER_LAUNCH, WORKERS } from '../../playwright.config.ts'
import { startProductionServer } from '../ci/production-server.ts'
import { median } from './statistics.ts'
import { waitForApp } from './support.ts'

/**
 * The least the browser tests can take on this machine, beside what they took. Each of them opens
 * a fresh browser context and page and loads a page of the site, which the app then takes over;
 * here that alone, `/` in Chromium as the tests start it, is timed over FLOOR_RUNS loads in each of
 * as many lanes as the suite has workers, at the same time, as the suite runs them. Printed: each
 * step's median, the floor of the browser tests (their number times one test's least cost, over
 * the workers), and, when `npm test` has just run (its reports in reports/), each runner's real
 * time and `npm test`'s floor with the other runners as they took. Prints only: a floor is not a goal.
 */
const ROOT = join(import.meta.dirname, '../..')
const PORT = Number(process.env.BENCH_PORT ?? 4327)
const RUNS = Number(process.env.FLOOR_RUNS ?? 12)

type Steps = { open: number; load: number; takeOver: number; close: number }

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`

async function lane(url: string): Promise<Steps[]> {
  const browser = await chromium.launch(BROWSER_LAUNCH)
  try {
    const runs: Steps[] = []
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now()
      const context = await browser.newContext({ ...devices['Desktop Chrome'], serviceWorkers: 'block' })
      const page = await context.newPage()
      const opened = performance.now()
      await page.goto(url)
      const loaded = performance.now()
      await waitForApp(page)
      const ready = performance.now()
      await context.close()
      runs.push({
        open: opened - start,
        load: loaded - opened,
        takeOver: ready - loaded,
        close: performance.now() - ready,
      })
    }
    return runs
  } finally {
    await browser.close()
  }
}

/**
 * The number of browser tests, as the runner lists them. With its own reporter only: the config's
 * JSON reporter would write the listing over the last run's report, every test in it skipped.
 */
function browserTestCount(): number {
  const listing = execFileSync(join(ROOT, 'node_modules/.bin/playwright'), ['test', '--list', '--reporter=list'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  const total = /Total: (\d+) tests?/.exec(listing)?.[1]
  if (total === undefined) throw new Error('The test runner listed no total')
  return Number(total)
}

/** What each runner of the last `npm test` took, read from its reports. */
function lastRun(): { vitest: number; build: number; browser: number; engines: number } | undefined {
  const read = (name: string) => {
    const path = join(ROOT, 'reports', name)
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
  }
  const vitest = read('vitest.json')
  const browser = read('playwright.json')
  const engines = read('engines.json')
  if (!vitest || !browser || !engines) return undefined
  const vitestEnd = Math.max(...vitest.testResults.map((result: { endTime: number }) => result.endTime))
  const browserStart = Date.parse(browser.stats.startTime)
  return {
    vitest: vitestEnd - vitest.startTime,
    build: browserStart - vitestEnd,
    browser: browser.stats.duration,
    engines: engines.stats.duration,
  }
}

// The last run's reports are read before anything else runs.
const last = lastRun()
const tests = browserTestCount()
const server = await startProductionServer(PORT)
let runs: Steps[]
try {
  runs = (await Promise.all(Array.from({ length: WORKERS }, () => lane(`${server.url}/`)))).flat()
} finally {
  server.stop()
}
const step = (key: keyof Steps) => median(runs.map((run) => run[key]))
const perTest = median(runs.map((run) => run.open + run.load + run.takeOver + run.close))
const floor = (tests * perTest) / WORKERS
console.log(`One browser test's least cost: ${WORKERS} lanes at once, ${RUNS} loads of / each (medians)`)
console.log(`  a fresh context and page  ${seconds(step('open'))}`)
console.log(`  the page loaded           ${seconds(step('load'))}`)
console.log(`  the app's take-over       ${seconds(step('takeOver'))}`)
console.log(`  the context closed        ${seconds(step('close'))}`)
console.log(`  in all                    ${seconds(perTest)}`)
console.log(`The browser tests' floor: ${tests} tests × ${seconds(perTest)} ÷ ${WORKERS} workers = ${minutes(floor)}`)
if (last === undefined) {
  console.log('No reports of a whole `npm test` in reports/: run it first to compare.')
} else {
  const took = last.vitest + last.build + last.browser + last.engines
  const least = last.vitest + last.build + floor + last.engines
  console.log(
    `The last npm test: Vitest ${minutes(last.vitest)}, build ${minutes(last.build)}, browser tests ${minutes(last.browser)}, cross-engine journeys ${minutes(last.engines)}: ${minutes(took)}`,
  )
  console.log(`Its floor, the browser tests at theirs and the rest as they took: ${minutes(least)}`)
}
