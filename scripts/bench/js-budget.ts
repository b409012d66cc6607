import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { scriptsUntilInteractive } from './scripts-until-interactive.ts'
import { withProductionSite } from './support.ts'

/**
 * JavaScript per page, gzip-compressed (level 9, as served), in two figures:
 * - initial: the page's module script plus every module its HTML preloads, which is what
 *   competes with the first paint. Budget: INITIAL_BUDGET_KB.
 * - to interactive: every script the page loads until the app has taken it over (React, the
 *   router, the page's route chunks…), read from a real load in Chromium. The app is fetched
 *   after the first paint (src/app/boot.ts), so this is the cost of the page becoming interactive;
 *   its budget, APP_BUDGET_KB, keeps it from growing unnoticed. The goal is 135 KB; the stack's
 *   libraries take most of that on their own (`npm run budget:js:libraries` prints what each
 *   weighs), so the budget is the home page's figure rounded up, plus a kilobyte, until a
 *   library or our own code gets lighter (docs/decisions/2026-11-25-javascript-weight.md).
 * Exits non-zero when a page is over either budget. BENCH_PORT overrides the server's port.
 */
const INITIAL_BUDGET_KB = 110
const APP_BUDGET_KB = 150
const PORT = 4323
const DIST = join(import.meta.dirname, '../../dist')
const PAGES: Record<string, string> = {
  '/': 'index.html',
  '/en': 'en.html',
  '/waterfall/1': 'waterfall/1.html',
  '/en/waterfall/1': 'en/waterfall/1.html',
}

type Figure = { files: number; raw: number; gzip: number }

async function measureFiles(paths: Iterable<string>): Promise<Figure> {
  const figure: Figure = { files: 0, raw: 0, gzip: 0 }
  for (const path of new Set(paths)) {
    const source = await readFile(join(DIST, path))
    figure.files += 1
    figure.raw += source.length
    figure.gzip += gzipSync(source, { level: 9 }).length
  }
  return figure
}

function initialScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1] ?? '')
}

const loaded = await withProductionSite(PORT, async ({ url, browser }) => {
  const scriptsByPage: Record<string, string[]> = {}
  for (const path of Object.keys(PAGES)) scriptsByPage[path] = await scriptsUntilInteractive(browser, `${url}${path}`)
  return scriptsByPage
})

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6)
const over: string[] = []
console.log(`${'page'.padEnd(16)} ${'initial (entry + preloads)'.padEnd(36)} to interactive (all scripts until ready)`)
for (const [path, file] of Object.entries(PAGES)) {
  const initial = await measureFiles(initialScripts(await readFile(join(DIST, file), 'utf8')))
  const app = await measureFiles(loaded[path] ?? [])
  if (initial.gzip / 1024 > INITIAL_BUDGET_KB)
    over.push(`${path}: initial ${kb(initial.gzip)} KB > ${INITIAL_BUDGET_KB} KB`)
  if (app.gzip / 1024 > APP_BUDGET_KB) over.push(`${path}: to interactive ${kb(app.gzip)} KB > ${APP_BUDGET_KB} KB`)
  console.log(
    `${path.padEnd(16)} ${`${kb(initial.gzip)} KB gzip, ${initial.files} files`.padEnd(36)} ${kb(app.gzip)} KB gzip, ${app.files} files (${kb(app.raw).trim()} KB raw)`,
  )
}
console.log(`Budgets: initial ≤ ${INITIAL_BUDGET_KB} KB, to interactive ≤ ${APP_BUDGET_KB} KB (gzip -9)`)
if (over.length > 0) {
  console.error(`Over budget:\n- ${over.join('\n- ')}`)
  process.exit(1)
}
