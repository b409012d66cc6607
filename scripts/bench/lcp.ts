import { setTimeout as sleep } from 'node:timers/promises'
import { brotliCompressSync, constants } from 'node:zlib'
import type { Browser } from 'playwright'
import { median, ratioOfMediansInterval } from './statistics.ts'
import { finish, formatMs, stripScripts, verdict, withProductionSite } from './support.ts'

/**
 * Largest Contentful Paint of prerendered pages with their scripts and with every script
 * stripped, on an emulated mid-range phone over a slow mobile network. The prerendered HTML
 * should paint its largest element by itself, so the scripts ought to cost LCP little.
 */
const PORT = 4322
const PAGES = ['/', '/waterfall/1']
/**
 * Cold loads per variant and page. Five keep the benchmark (and CI) within its time; a page whose
 * five put the ratio over the goal beyond the noise is measured five more times and judged on all
 * ten, so that a failure stands on twice the loads.
 */
const RUNS = 5
/**
 * The goal is on the ratio of the medians, and reported as such. On this shared 2-core machine
 * one load's LCP moves by ±100 ms (about ±12%) from its neighbours, so two runs of the same build
 * have read 0.96 and 1.12: a verdict on the median alone would fail CI on noise. What is enforced
 * is that the ratio is over the goal beyond that noise: the one-sided 95% bound of a bootstrap
 * interval (the low end of the 90% interval) lies over the goal. With ten loads a variant, a
 * page whose scripts delay its LCP by 30% is caught (its bound reads about 1.17).
 */
const GOAL_RATIO = 1.1
const INTERVAL_CONFIDENCE = 0.9
const CPU_SLOWDOWN = 4
const LATENCY_MS = 150
const DOWNLOAD_BYTES_PER_S = 200_000 // 1.6 Mbps
const UPLOAD_BYTES_PER_S = 93_750 // 750 kbps
const DEVICE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true }
/** LCP stops changing once the page is idle; it is read this long after the network settles. */
const SETTLE_MS = 500
const LCP_READ_TIMEOUT_MS = 2000

const VARIANTS = ['with scripts', 'scripts stripped'] as const
type Variant = (typeof VARIANTS)[number]
type Lcp = { ms: number; element: string }

/**
 * How long the emulated network would take to deliver the document: one latency plus its
 * transfer, compressed as the server compresses it (brotli, quality 4). A document fulfilled
 * by a route bypasses Chromium's network throttling, so the route waits this long instead.
 */
function emulatedDeliveryMs(html: string): number {
  const bytes = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length
  return LATENCY_MS + (bytes / DOWNLOAD_BYTES_PER_S) * 1000
}

/**
 * Both variants of a page's HTML, fetched once up front. Both are then served by the same
 * route with the same emulated delay, so the only difference between them is the scripts
 * (and a per-load fetch would add this machine's scheduling noise to the figures).
 */
async function documentVariants(url: string): Promise<Record<Variant, string>> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const html = await response.text()
  return { 'with scripts': html, 'scripts stripped': stripScripts(html) }
}

/** The page's last LCP candidate: the final LCP, since nothing interacts with the page. */
function readLcp(timeoutMs: number): Promise<Lcp | null> {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as LargestContentfulPaint | undefined
      const element = last?.element
      resolve(
        last
          ? {
              ms: last.startTime,
              element: element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` : '(removed)',
            }
          : null,
      )
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    setTimeout(() => resolve(null), timeoutMs)
  })
}

/** One cold load in a fresh context (empty cache) under the mobile emulation. */
async function measureLcp(browser: Browser, url: string, html: string): Promise<Lcp> {
  const context = await browser.newContext(DEVICE)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: DOWNLOAD_BYTES_PER_S,
      uploadThroughput: UPLOAD_BYTES_PER_S,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const delayMs = emulatedDeliveryMs(html)
    await page.route(url, async (route) => {
      await sleep(delayMs)
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
    })
    // A load that lost one of the site's files (say, dist/ rebuilt mid-run) paints something else:
    // refuse it. Another origin's request (a waterfall's forecast, asked for once the page is in and
    // unreachable here) is not part of what paints.
    const failures: string[] = []
    const ours = (address: string) => new URL(address).origin === new URL(url).origin
    page.on('requestfailed', (request) => {
      if (ours(request.url())) failures.push(`${request.url()} failed`)
    })
    page.on('response', (response) => {
      if (ours(response.url()) && response.status() >= 400)
        failures.push(`${response.url()} answered ${response.status()}`)
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(SETTLE_MS)
    if (failures.length > 0) throw new Error(`${url}: incomplete load:\n- ${failures.join('\n- ')}`)
    const lcp = await page.evaluate(readLcp, LCP_READ_TIMEOUT_MS)
    if (!lcp) throw new Error(`${url}: no largest-contentful-paint entry`)
    return lcp
  } finally {
    await context.close()
  }
}

/** The most frequent LCP element of a series, to show what the figure is about. */
function usualElement(samples: readonly Lcp[]): string {
  const counts = new Map<string, number>()
  for (const { element } of samples) counts.set(element, (counts.get(element) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?'
}

type PageSeries = {
  path: string
  html: Record<Variant, string>
  samples: Record<Variant, Lcp[]>
  /** The ratio of the first RUNS loads, when it missed the goal and the page was measured again. */
  firstRatio?: number
}

/** Each variant's median LCP, and their ratio: the figure the goal is about. */
function mediansOf(samples: PageSeries['samples']) {
  const withScripts = median(samples['with scripts'].map((sample) => sample.ms))
  const stripped = median(samples['scripts stripped'].map((sample) => sample.ms))
  return { withScripts, stripped, ratio: withScripts / stripped }
}

/** How far the ratio could be from the one measured, given the spread of the loads. */
function intervalOf(samples: PageSeries['samples']) {
  return ratioOfMediansInterval(
    samples['with scripts'].map((sample) => sample.ms),
    samples['scripts stripped'].map((sample) => sample.ms),
    { confidence: INTERVAL_CONFIDENCE },
  )
}

const pages = await withProductionSite(PORT, async ({ url, browser }) => {
  const series: PageSeries[] = await Promise.all(
    PAGES.map(async (path) => ({
      path,
      html: await documentVariants(`${url}${path}`),
      samples: { 'with scripts': [], 'scripts stripped': [] },
    })),
  )
  const measureRounds = async (pagesToMeasure: readonly PageSeries[]) => {
    for (let run = 0; run < RUNS; run++) {
      // The variants alternate, and swap places every run, so a drift in machine load hits both alike.
      const order = run % 2 === 0 ? VARIANTS : [...VARIANTS].reverse()
      for (const { path, html, samples } of pagesToMeasure) {
        for (const variant of order) samples[variant].push(await measureLcp(browser, `${url}${path}`, html[variant]))
      }
    }
  }
  await measureRounds(series)
  // A page about to fail is measured once more and judged on all the loads: on this shared machine
  // a single load can take 100 ms longer than its neighbours, and a verdict from twice the loads is
  // less at the mercy of a few of them. A real regression fails both times.
  const missedFirst = series.filter(({ samples }) => intervalOf(samples).low > GOAL_RATIO)
  for (const page of missedFirst) page.firstRatio = mediansOf(page.samples).ratio
  await measureRounds(missedFirst)
  return series
})

console.log(
  `LCP, median of ${RUNS} cold loads (of twice as many for a page measured again): ${DEVICE.viewport.width}×${DEVICE.viewport.height} @${DEVICE.deviceScaleFactor}x, ` +
    `CPU ${CPU_SLOWDOWN}× slower, ${LATENCY_MS} ms latency, 1.6 Mbps down, 750 kbps up`,
)
console.log(
  `${'page'.padEnd(14)} ${'with scripts'.padStart(22)} ${'scripts stripped'.padStart(22)}  ratio  ${INTERVAL_CONFIDENCE * 100}% interval  goal`,
)
const missed: string[] = []
const reportedOnly: string[] = []
for (const { path, samples, firstRatio } of pages) {
  const { withScripts, stripped, ratio } = mediansOf(samples)
  const interval = intervalOf(samples)
  const met = ratio <= GOAL_RATIO
  const clearlyOver = interval.low > GOAL_RATIO
  const figure = `${path}: LCP ratio ${ratio.toFixed(3)} > ${GOAL_RATIO.toFixed(2)} (${INTERVAL_CONFIDENCE * 100}% interval ${interval.low.toFixed(3)}–${interval.high.toFixed(3)})`
  if (clearlyOver) missed.push(`${figure}: over the goal beyond the noise`)
  else if (!met) reportedOnly.push(`${figure}: within the noise of the goal`)
  const cell = (variant: Variant, ms: number) => `${formatMs(ms)} (${usualElement(samples[variant])})`.padStart(22)
  const range = `${interval.low.toFixed(3)}–${interval.high.toFixed(3)}`.padStart(13)
  console.log(
    `${path.padEnd(14)} ${cell('with scripts', withScripts)} ${cell('scripts stripped', stripped)}  ${ratio.toFixed(3).padStart(5)}  ${range}  ≤ ${GOAL_RATIO.toFixed(2)} ${verdict(met)}`,
  )
  if (firstRatio !== undefined) {
    console.log(
      `  measured again: the first ${RUNS} loads of each read ${firstRatio.toFixed(3)}; the figure is the median of all ${samples['with scripts'].length}`,
    )
  }
  for (const variant of VARIANTS) {
    console.log(
      `  ${variant.padEnd(17)} runs: ${samples[variant].map((sample) => Math.round(sample.ms)).join(', ')} ms`,
    )
  }
}
console.log(
  `Enforced: no page's ratio over ${GOAL_RATIO.toFixed(2)} with its whole ${INTERVAL_CONFIDENCE * 100}% interval (the noise of a single run is about ±0.1).`,
)
finish(missed, reportedOnly)
