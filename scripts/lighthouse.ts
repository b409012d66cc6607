import { execFile } from 'node:child_process'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { startProductionServer } from './production-server.ts'

/**
 * Lighthouse (mobile preset) against the production server: prints the four category scores
 * for each page and fails below the budgets (performance timing is noisy on shared machines,
 * so its floor is lower; the real figures are printed either way).
 */
const PAGES = ['/', '/en', '/waterfall/1', '/en/waterfall/1']
const BUDGETS: Record<string, number> = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 }
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const REPORTS = join(import.meta.dirname, '../reports/lighthouse')
const run = promisify(execFile)

await mkdir(REPORTS, { recursive: true })
const server = await startProductionServer(Number(process.env.LIGHTHOUSE_PORT ?? 4319))
const failures: string[] = []
try {
  for (const page of PAGES) {
    const output = join(REPORTS, `${page.replace(/\W+/g, '_') || 'home'}.json`)
    await run(
      join(import.meta.dirname, '../node_modules/.bin/lighthouse'),
      [
        `${server.url}${page}`,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
      ],
      { env: { ...process.env, CHROME_PATH: CHROME } },
    )
    const report = JSON.parse(await readFile(output, 'utf8')) as { categories: Record<string, { score: number }> }
    const scores = Object.fromEntries(
      Object.entries(report.categories).map(([name, category]) => [name, Math.round(category.score * 100)]),
    )
    console.log(
      `${page.padEnd(16)} ${Object.entries(scores)
        .map(([name, score]) => `${name} ${score}`)
        .join(', ')}`,
    )
    for (const [name, floor] of Object.entries(BUDGETS)) {
      if ((scores[name] ?? 0) < floor) failures.push(`${page}: ${name} ${scores[name]} is below ${floor}`)
    }
  }
} finally {
  server.stop()
}
if (failures.length > 0) {
  console.error(`Lighthouse budgets missed:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
