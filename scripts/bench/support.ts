import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright'
import { startProductionServer } from '../ci/production-server.ts'

/** Helpers shared by the bench-*.ts measurement scripts. */

const ROOT = join(import.meta.dirname, '../..')
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking']

export const formatMs = (ms: number, digits = 0) => `${ms.toFixed(digits)} ms`

/** The verdict printed after a figure: goals are reported even when they are not enforced. */
export const verdict = (met: boolean) => (met ? 'ok' : 'MISSED')

/**
 * Runs `measure` against a freshly started production server (dist/) and a headless
 * Chromium, and stops both whatever happens. BENCH_PORT overrides the script's port.
 */
export async function withProductionSite<T>(
  defaultPort: number,
  measure: (site: { url: string; browser: Browser }) => Promise<T>,
): Promise<T> {
  if (!existsSync(join(ROOT, 'dist/index.html'))) {
    console.error('dist/ is missing: run `npm run build` first')
    process.exit(1)
  }
  const server = await startProductionServer(Number(process.env.BENCH_PORT ?? defaultPort))
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    try {
      return await measure({ url: server.url, browser })
    } finally {
      await browser.close()
    }
  } finally {
    server.stop()
  }
}

/** JSON data blocks (structured data, the catalogue state): data, not scripts that run. */
const DATA_SCRIPT = /\btype=["']?application\/(ld\+)?json\b/i

/**
 * The HTML of a page as it would be without any script: every script element and module preload
 * removed, the JSON data blocks kept. What a page costs its visitor without the app.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes: string) =>
      DATA_SCRIPT.test(attributes) ? tag : '',
    )
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '')
}

/**
 * Waits until the app has taken over the prerendered markup (the page says so with
 * `data-app-ready` once it is hydrated): before that the page looks finished but ignores typing,
 * so a measurement started earlier would time nothing real.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app-ready="true"]', { state: 'attached' })
}

/**
 * Ends a run: lists what was missed and the run time. `missed` are goals a run must meet: with
 * BENCH_ENFORCE=1 (as CI runs the benchmarks) any of them makes the exit code non-zero.
 * `reportedOnly` are goals this machine cannot meet yet: printed, never failing the run.
 */
export function finish(missed: readonly string[], reportedOnly: readonly string[] = []): void {
  if (missed.length === 0 && reportedOnly.length === 0) console.log('\nAll goals met.')
  if (missed.length > 0) console.log(`\nGoals missed:\n- ${missed.join('\n- ')}`)
  if (reportedOnly.length > 0) console.log(`\nGoals missed (reported, not enforced):\n- ${reportedOnly.join('\n- ')}`)
  console.log(`Run time: ${(performance.now() / 1000).toFixed(1)} s`)
  if (missed.length > 0 && process.env.BENCH_ENFORCE === '1') process.exitCode = 1
}
