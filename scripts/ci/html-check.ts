import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { describeMessage, htmlCheckVerdict } from './html-check-verdict.ts'

/**
 * The Nu Html Checker (vnu.jar) over the build in dist/: every page (`--skip-non-html` leaves out
 * everything else), every SVG (`--also-check-svg`: the drawings, the favicon, the overview map)
 * and the stylesheet (`--also-check-css`). Fails on any error, prints the warnings. Run through
 * scripts/ci/html-check.sh, which makes sure Java is there.
 */
const dist = resolve(import.meta.dirname, '../..', 'dist')
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first')
  process.exit(1)
}

// The package's main module is the jar's path.
const jar = String(createRequire(import.meta.url)('vnu-jar'))
const run = spawnSync(
  'java',
  ['-jar', jar, '--format', 'json', '--skip-non-html', '--also-check-svg', '--also-check-css', dist],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
)
if (run.error || (run.status !== 0 && run.status !== 1)) {
  console.error(`The checker did not run: ${run.error?.message ?? run.stderr}`)
  process.exit(1)
}

// The report goes to stderr with --format json.
const verdict = htmlCheckVerdict(run.stderr)
const built = readdirSync(dist, { recursive: true, encoding: 'utf8' })
const count = (extension: string, noun: string) => {
  const files = built.filter((name) => name.endsWith(extension)).length
  return `${files} ${noun}${files === 1 ? '' : 's'}`
}

for (const warning of verdict.warnings) console.log(`warning: ${describeMessage(warning, dist)}`)
for (const error of verdict.errors) console.error(`error: ${describeMessage(error, dist)}`)
for (const { why, count: times } of verdict.leftOut) {
  if (times > 0) console.log(`left out: ${times} × ${why} (a known false positive)`)
}
console.log(
  `Nu Html Checker ${verdict.version} on ${count('.html', 'page')}, ${count('.svg', 'SVG')} and ${count('.css', 'stylesheet')}: ` +
    `${verdict.errors.length} errors, ${verdict.warnings.length} warnings, ${verdict.notes} notes`,
)
if (verdict.errors.length > 0) process.exit(1)
