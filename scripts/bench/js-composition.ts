import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SOURCE_MAPS_DIR } from '../build/source-maps-plugin.ts'
import { scriptsUntilInteractive } from './scripts-until-interactive.ts'
import { packageOf, textBySource, UNMAPPED } from './source-map-text.ts'
import { withProductionSite } from './support.ts'

/**
 * What each library weighs in the scripts a page loads until it is interactive (the files
 * js-budget.ts counts), read from the build's source maps (dist-maps/, see
 * scripts/build/source-maps-plugin.ts). Prints, for each file and then for the page as a whole,
 * the bytes of every npm package, of our own code (src/) and of the bundler's glue.
 *
 * - raw: the minified bytes each source map segment attributes to a package's files.
 * - gzip: an estimate. Gzip compresses the file as one stream, so a package has no gzip size of
 *   its own; each package's bytes are gzipped alone, and the file's real gzip size is shared out
 *   in proportion to those figures. A package's figure is close to what leaving it out would save.
 *
 * It also names any package bundled from two folders (two copies of it in the scripts).
 *
 * Pages: `/` by default, or the paths given as arguments. BENCH_PORT overrides the server's port.
 * Prints only: the budgets are js-budget.ts's.
 */
const PORT = 4325
const DIST = join(import.meta.dirname, '../../dist')
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/']

/** The groups that are not an npm package. */
const OUR_CODE = 'our code (src/)'
const GENERATED = 'our code (generated at build)'
const GLUE = '(bundler glue, unmapped)'

/** The stack's libraries, each with the packages that come with it (its own dependencies). */
const LIBRARIES: Record<string, readonly string[]> = {
  React: ['react', 'react-dom', 'scheduler'],
  'TanStack Router': [
    '@tanstack/react-router',
    '@tanstack/router-core',
    '@tanstack/history',
    '@tanstack/store',
    '@tanstack/react-store',
    'use-isomorphic-layout-effect',
  ],
  'TanStack Query': ['@tanstack/react-query', '@tanstack/query-core'],
  XState: ['xstate', '@xstate/react'],
  'zod (zod/mini)': ['zod'],
  unhead: ['unhead', '@unhead/react', 'hookable'],
}
const libraryOf = (group: string) =>
  Object.entries(LIBRARIES).find(([, packages]) => packages.includes(group))?.[0] ?? group

/** Every folder each package was bundled from: more than one means two copies of it. */
const installedAt = new Map<string, Set<string>>()

/** The group a source belongs to: its package (`react-dom`, `@tanstack/react-router`…) or our code. */
function groupOf(source: string, mapDir: string): string {
  const path = posix.normalize(posix.join(mapDir, source))
  const npmPackage = packageOf(path)
  if (npmPackage) {
    installedAt.set(npmPackage.name, (installedAt.get(npmPackage.name) ?? new Set()).add(npmPackage.root))
    return npmPackage.name
  }
  if (path.includes('\0') || !path.includes('/src/')) return GENERATED
  return OUR_CODE
}

type Weight = { raw: number; gzip: number }
type Composition = { file: string; raw: number; gzip: number; groups: Map<string, Weight> }

async function compositionOf(file: string): Promise<Composition> {
  const code = await readFile(join(DIST, file), 'utf8')
  const raw = Buffer.byteLength(code)
  const gzip = gzipSync(code, { level: 9 }).length
  const mapFile = join(SOURCE_MAPS_DIR, `${file}.map`)
  if (!existsSync(mapFile)) {
    return { file, raw, gzip, groups: new Map([[GLUE, { raw, gzip }]]) }
  }
  const map = JSON.parse(await readFile(mapFile, 'utf8')) as { sources: string[]; mappings: string }
  const mapDir = posix.join('/', dirname(file))
  const texts = new Map<string, string[]>()
  for (const [source, text] of textBySource(code, map.mappings)) {
    const sourcePath = map.sources[source]
    const group = source === UNMAPPED || sourcePath === undefined ? GLUE : groupOf(sourcePath, mapDir)
    texts.set(group, [...(texts.get(group) ?? []), text])
  }
  const alone = new Map(
    [...texts].map(([group, pieces]) => {
      const text = pieces.join('')
      return [group, { raw: Buffer.byteLength(text), gzipAlone: gzipSync(text, { level: 9 }).length }]
    }),
  )
  const gzipAloneTotal = [...alone.values()].reduce((sum, weight) => sum + weight.gzipAlone, 0)
  const groups = new Map(
    [...alone].map(([group, weight]) => [group, { raw: weight.raw, gzip: (gzip * weight.gzipAlone) / gzipAloneTotal }]),
  )
  return { file, raw, gzip, groups }
}

function total(compositions: readonly Composition[]): Map<string, Weight> {
  const sum = new Map<string, Weight>()
  for (const { groups } of compositions) {
    for (const [group, weight] of groups) {
      const current = sum.get(group) ?? { raw: 0, gzip: 0 }
      sum.set(group, { raw: current.raw + weight.raw, gzip: current.gzip + weight.gzip })
    }
  }
  return sum
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7)

function printTable(groups: Map<string, Weight>, gzipTotal: number): void {
  console.log(`  ${''.padEnd(34)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)}  share`)
  const rows = [...groups].sort(([, a], [, b]) => b.gzip - a.gzip)
  for (const [group, weight] of rows) {
    const share = `${((100 * weight.gzip) / gzipTotal).toFixed(1).padStart(5)} %`
    console.log(`  ${group.padEnd(34)} ${kb(weight.raw)} ${kb(weight.gzip)}  ${share}`)
  }
}

if (!existsSync(SOURCE_MAPS_DIR)) {
  console.error('dist-maps/ is missing: run `npm run build` first')
  process.exit(1)
}

const loaded = await withProductionSite(PORT, async ({ url, browser }) => {
  const scriptsByPage: Record<string, string[]> = {}
  for (const path of pages) scriptsByPage[path] = await scriptsUntilInteractive(browser, `${url}${path}`)
  return scriptsByPage
})

for (const path of pages) {
  const compositions = await Promise.all((loaded[path] ?? []).map((file) => compositionOf(file.slice(1))))
  compositions.sort((a, b) => b.gzip - a.gzip)
  const gzipTotal = compositions.reduce((sum, composition) => sum + composition.gzip, 0)
  const rawTotal = compositions.reduce((sum, composition) => sum + composition.raw, 0)
  console.log(`\n${path}: scripts until interactive, by file, then by package`)
  for (const composition of compositions) {
    console.log(`\n${composition.file}: ${kb(composition.raw).trim()} KB raw, ${kb(composition.gzip).trim()} KB gzip`)
    printTable(composition.groups, composition.gzip)
  }
  console.log(
    `\n${path}, all ${compositions.length} files: ${kb(rawTotal).trim()} KB raw, ${kb(gzipTotal).trim()} KB gzip`,
  )
  const byPackage = total(compositions)
  printTable(byPackage, gzipTotal)
  const byLibrary = new Map<string, Weight>()
  for (const [group, weight] of byPackage) {
    const library = libraryOf(group)
    const current = byLibrary.get(library) ?? { raw: 0, gzip: 0 }
    byLibrary.set(library, { raw: current.raw + weight.raw, gzip: current.gzip + weight.gzip })
  }
  console.log(`\n${path}, by library (each with the packages it brings):`)
  printTable(byLibrary, gzipTotal)
}
console.log("\ngzip per package: the file's gzip -9 size shared out by each package's bytes gzipped alone.")
const copies = [...installedAt].filter(([, roots]) => roots.size > 1)
for (const [name, roots] of copies) console.log(`Two copies or more of ${name}: ${[...roots].join(', ')}`)
if (copies.length === 0) console.log('Every package is bundled once.')
