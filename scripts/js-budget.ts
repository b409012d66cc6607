import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a page needs before it can run: its module script plus every module it
 * preloads, as listed in the prerendered HTML, measured gzip-compressed (level 9, as served).
 * Fails when a page is over the budget.
 */
const BUDGET_KB = 110
const DIST = join(import.meta.dirname, '../dist')
const PAGES: Record<string, string> = {
  '/': 'index.html',
  '/en': 'en.html',
  '/waterfall/1': 'waterfall/1.html',
  '/en/waterfall/1': 'en/waterfall/1.html',
}

let overBudget = false
for (const [path, file] of Object.entries(PAGES)) {
  const html = await readFile(join(DIST, file), 'utf8')
  const scripts = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1] ?? '')
  let raw = 0
  let gzip = 0
  for (const script of new Set(scripts)) {
    const source = await readFile(join(DIST, script))
    raw += source.length
    gzip += gzipSync(source, { level: 9 }).length
  }
  const kb = gzip / 1024
  if (kb > BUDGET_KB) overBudget = true
  console.log(
    `${path.padEnd(16)} ${String(new Set(scripts).size).padStart(2)} files  ${(raw / 1024).toFixed(1).padStart(6)} KB raw  ${kb.toFixed(1).padStart(6)} KB gzip  (budget ${BUDGET_KB} KB)${kb > BUDGET_KB ? '  OVER BUDGET' : ''}`,
  )
}
if (overBudget) process.exit(1)
