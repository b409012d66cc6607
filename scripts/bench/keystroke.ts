import type { Page } from 'playwright'
import { timedGoalsOnThisHost } from './host-memory.ts'
import { median, percentile } from './statistics.ts'
import { finish, formatMs, stripScripts, verdict, waitForApp, withProductionSite } from './support.ts'

/**
 * Input latency on the home page: each keystroke typed into the search box, one at a time,
 * with the CPU 4× slower. Three figures per keystroke:
 *
 * - key → results painted (the goal): from the key press to the first frame painted after the
 *   results section's last change caused by that key. The page is watched from outside (a
 *   mutation observer on the results, and a task queued from each frame's animation callback,
 *   which runs once that frame is painted); nothing in the app is instrumented.
 * - key → next paint: the Event Timing API, as INP measures it. An entry's `duration` runs
 *   from the event's hardware timestamp through the handlers to the next frame presented,
 *   rounded to 8 ms. A keystroke is one interaction (keydown, keypress and keyup share an
 *   interactionId); its latency is the longest of its entries. Chromium clamps
 *   `durationThreshold` to at least 16 ms, so a keystroke without any entry was faster than
 *   16 ms: `performance.interactionCount` tells how many there were, and they enter the
 *   percentiles as 16 ms, an upper bound, printed as "≤ 16 ms".
 * - the same, on the same page with every script stripped: the browser's own cost of painting
 *   a keystroke in a text box on this machine, a floor no app can go under.
 */
const PORT = 4321
const CPU_SLOWDOWN = 4
const TEXT = 'cascata del lago di como'
/** The text typed, then erased: narrowing results, an empty list, and the full list back. */
const KEYS = [...TEXT, ...Array.from(TEXT, () => 'Backspace')]
/** A brisk typist's gap between keys, so that each keystroke is measured on its own. */
const PAUSE_MS = 200
const REPORTING_THRESHOLD_MS = 16
const GOAL_MS = 16
/**
 * The goal is below what this machine's browser needs with no script at all (printed as the
 * third row), so it is reported, not enforced. What is enforced is that the app does not get
 * clearly slower: key → results painted, p95, stays under a ceiling of 150 ms, or of three times
 * the bare page's own p95 in the same run when the machine is that slow. Clean-clone CI runs
 * read 50–95 ms; on a day when the bare page's p95 read 48–72 ms, both this build and the one
 * before the restructuring read up to 147 ms, so a fixed ceiling would have failed on the
 * machine's speed rather than the app's. On a host where fresh memory is dear (host-memory.ts),
 * the ceiling is printed and not enforced: the app's work allocates far more than the bare page's.
 */
const CEILING_P95_MS = 150
const CEILING_TIMES_BARE_P95 = 3

type Collector = { durations: { id: number; duration: number }[]; observer: PerformanceObserver }
type CollectingWindow = Window & { keystrokeTimings?: Collector }

/** Starts collecting the keyboard interactions' Event Timing entries inside the page. */
async function startCollecting(page: Page, threshold: number): Promise<number> {
  return page.evaluate((durationThreshold) => {
    const durations: Collector['durations'] = []
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId > 0 && entry.name.startsWith('key')) {
          durations.push({ id: entry.interactionId, duration: entry.duration })
        }
      }
    })
    // TypeScript's DOM types do not know Event Timing's durationThreshold yet.
    observer.observe({ type: 'event', durationThreshold } as PerformanceObserverInit)
    ;(window as CollectingWindow).keystrokeTimings = { durations, observer }
    return (performance as Performance & { interactionCount: number }).interactionCount
  }, threshold)
}

/** The entries collected so far, including those not yet delivered to the observer. */
async function collected(page: Page): Promise<{ durations: Collector['durations']; interactionCount: number }> {
  return page.evaluate(() => {
    const collector = (window as CollectingWindow).keystrokeTimings
    if (!collector) throw new Error('The Event Timing collector is not running')
    collector.observer.takeRecords().forEach((entry) => {
      const timing = entry as PerformanceEventTiming
      if (timing.interactionId > 0 && timing.name.startsWith('key')) {
        collector.durations.push({ id: timing.interactionId, duration: timing.duration })
      }
    })
    return {
      durations: collector.durations,
      interactionCount: (performance as Performance & { interactionCount: number }).interactionCount,
    }
  })
}

/** Resolves once the page has produced the frame following everything done so far. */
function nextFrame(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

/** One latency per interaction: the longest of its entries, as INP counts it. */
function interactionLatencies(durations: readonly { id: number; duration: number }[]): number[] {
  const longest = new Map<number, number>()
  for (const { id, duration } of durations) longest.set(id, Math.max(duration, longest.get(id) ?? 0))
  return [...longest.values()]
}

const describe = (ms: number) => (ms <= REPORTING_THRESHOLD_MS ? `≤ ${REPORTING_THRESHOLD_MS} ms` : formatMs(ms))

/** Types every key, one at a time, each followed by a painted frame and a pause. */
async function typeAll(page: Page): Promise<void> {
  for (const key of KEYS) {
    await page.keyboard.press(key)
    await nextFrame(page)
    await page.waitForTimeout(PAUSE_MS)
  }
}

/** Event Timing latencies of every keystroke typed so far since `countBefore`. */
async function eventTimingLatencies(page: Page, countBefore: number): Promise<number[]> {
  const { durations, interactionCount } = await collected(page)
  const reported = interactionLatencies(durations)
  const interactions = interactionCount - countBefore
  if (interactions !== KEYS.length) {
    console.warn(`Expected ${KEYS.length} interactions, the page counted ${interactions}`)
  }
  // Interactions without an entry stayed under the reporting threshold: 16 ms is their upper bound.
  return [...reported, ...Array.from({ length: interactions - reported.length }, () => REPORTING_THRESHOLD_MS)]
}

type ResultsTimeline = { keydowns: number[]; mutations: number[]; paints: number[] }
type TimelineWindow = Window & { resultsTimeline?: ResultsTimeline }

/**
 * Records, in the page, when each key went down, when the results section last changed and when
 * frames were painted after each keystroke (a task queued from a frame's animation callback runs
 * once that frame is painted). Nothing in the app is instrumented: the page is only watched.
 */
async function startWatchingResults(page: Page, watchMs: number): Promise<void> {
  await page.evaluate((watchFor) => {
    const timeline: ResultsTimeline = { keydowns: [], mutations: [], paints: [] }
    ;(window as TimelineWindow).resultsTimeline = timeline
    const results = document.querySelector('[data-results]')
    if (!results) throw new Error('The results section is missing')
    new MutationObserver(() => timeline.mutations.push(performance.now())).observe(results, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
    window.addEventListener(
      'keydown',
      (event) => {
        timeline.keydowns.push(event.timeStamp)
        const until = event.timeStamp + watchFor
        const watchFrame = () =>
          requestAnimationFrame(() => {
            setTimeout(() => timeline.paints.push(performance.now()), 0)
            if (performance.now() < until) watchFrame()
          })
        watchFrame()
      },
      true,
    )
  }, watchMs)
}

/**
 * Per keystroke: from the key press to the first frame painted after the results section's
 * last change caused by it (or to the next frame, when the keystroke changed no result).
 */
async function resultsPaintedLatencies(page: Page): Promise<number[]> {
  const timeline = await page.evaluate(() => (window as TimelineWindow).resultsTimeline)
  if (!timeline) throw new Error('The results were not watched')
  return timeline.keydowns.map((pressed, index) => {
    const next = timeline.keydowns[index + 1] ?? Number.POSITIVE_INFINITY
    const changes = timeline.mutations.filter((time) => time >= pressed && time < next)
    const lastChange = changes.at(-1) ?? pressed
    const painted = timeline.paints.find((time) => time > lastChange)
    if (painted === undefined) throw new Error(`No frame was painted after keystroke ${index + 1}`)
    return painted - pressed
  })
}

const figures = await withProductionSite(PORT, async ({ url, browser }) => {
  const page = await browser.newPage()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(`${url}/`)
  await page.locator('[data-testid="results-grid"]').waitFor()
  await waitForApp(page)
  // Focusing with a click would itself be an interaction; focus() is not.
  await page.locator('input[type="search"]').focus()
  const countBefore = await startCollecting(page, REPORTING_THRESHOLD_MS)
  await startWatchingResults(page, PAUSE_MS)
  await typeAll(page)
  const nextPaint = await eventTimingLatencies(page, countBefore)
  const resultsPainted = await resultsPaintedLatencies(page)
  await page.close()

  // The same keystrokes in the same page without any script: what this machine's browser
  // needs by itself to paint a keystroke in a text box, whatever the app does.
  const bare = await browser.newPage()
  const html = stripScripts(await (await fetch(`${url}/`)).text())
  await bare.route(`${url}/`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }))
  const bareCdp = await bare.context().newCDPSession(bare)
  await bareCdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await bare.goto(`${url}/`)
  await bare.locator('input[type="search"]').focus()
  const bareCountBefore = await startCollecting(bare, REPORTING_THRESHOLD_MS)
  await typeAll(bare)
  const browserAlone = await eventTimingLatencies(bare, bareCountBefore)
  await bare.close()
  return { nextPaint, resultsPainted, browserAlone }
})

const row = (label: string, values: readonly number[], goal?: boolean) => {
  const p50 = median(values)
  const p95 = percentile(values, 95)
  const cells = [p50, p95, Math.max(...values)].map((ms) => describe(ms).padStart(9)).join(' ')
  const verdicts = goal ? `  ≤ ${GOAL_MS} ms: median ${verdict(p50 <= GOAL_MS)}, p95 ${verdict(p95 <= GOAL_MS)}` : ''
  console.log(`${label.padEnd(34)} ${cells}${verdicts}`)
}
console.log(
  `Keystroke latency on / (CPU ${CPU_SLOWDOWN}× slower): "${TEXT}" typed then erased, ${KEYS.length} keystrokes`,
)
console.log(`${''.padEnd(34)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}`)
const host = await timedGoalsOnThisHost()
console.log(host.line)
const ceiling = Math.max(CEILING_P95_MS, CEILING_TIMES_BARE_P95 * percentile(figures.browserAlone, 95))
row('key → results painted', figures.resultsPainted, true)
console.log(
  `${''.padEnd(34)} (${host.enforced ? 'enforced' : 'not enforced here'}: p95 ≤ ${formatMs(ceiling)}, a regression ceiling: ${CEILING_P95_MS} ms or ${CEILING_TIMES_BARE_P95}× the bare page's p95)`,
)
row('key → next paint (Event Timing)', figures.nextPaint)
row('same page, no scripts (next paint)', figures.browserAlone)
console.log(
  `key → next paint against the bare page, medians: ${(median(figures.nextPaint) / median(figures.browserAlone)).toFixed(2)}×`,
)
const resultsP50 = median(figures.resultsPainted)
const resultsP95 = percentile(figures.resultsPainted, 95)
const overCeiling =
  resultsP95 > ceiling ? [`p95 keystroke → results painted ${formatMs(resultsP95)} > ceiling ${formatMs(ceiling)}`] : []
finish(host.enforced ? overCeiling : [], [
  ...(host.enforced ? [] : overCeiling),
  ...(resultsP50 > GOAL_MS ? [`median keystroke → results painted ${formatMs(resultsP50)} > ${GOAL_MS} ms`] : []),
  ...(resultsP95 > GOAL_MS ? [`p95 keystroke → results painted ${formatMs(resultsP95)} > ${GOAL_MS} ms`] : []),
])
