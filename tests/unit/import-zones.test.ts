import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The import zones are the linter's (biome.json's `noRestrictedImports` overrides; see
 * docs/decisions/2026-11-27-import-zones.md): shared folders import neither the app shell nor a
 * feature, a feature imports no other feature, i18n does not import the catalogue, and the
 * vocabulary imports neither the catalogue nor i18n. This runs the project's Biome, with the
 * project's configuration, on a scratch tree of files that breach each rule or keep to it, and
 * expects it to fail on each breach, with that rule's message, and on nothing else: `npm run lint`
 * fails the same way. Each breach is reported with the words of its rule's message, so an override
 * that replaced another's patterns for the same files (Biome does not merge them) shows here.
 */
const ROOT = join(import.meta.dirname, '../..')
const BIOME = join(ROOT, 'node_modules/.bin/biome')
const run = promisify(execFile)

/** The words of each zone's message in biome.json. */
const APP = 'Shared code does not import the app shell'
const FEATURE = 'Shared code does not import a feature'
const OTHER_FEATURE = 'A feature does not import another feature'
const CATALOGUE = 'i18n does not import the catalogue'
const VOCABULARY = 'The vocabulary imports neither the catalogue nor i18n'

/** A file, what it imports, and the message of the zone it breaches (null: it keeps to them). */
const CASES: [file: string, source: string, breach: string | null][] = [
  ['src/catalogue/a.ts', "import { VIEW } from '../app/boot'", APP],
  ['src/components/layout/b.tsx', "import { FILTERS } from '../../features/finder/filters'", FEATURE],
  ['src/seo/c.ts', "export { markTakenOver } from '../app/boot'", APP],
  ['src/i18n/d.ts', "import type { Filters } from '../features/finder/filter-rules'", FEATURE],
  ['src/boot/e.ts', "import { router } from '../app/router'", APP],
  ['src/components/map/f.tsx', "import { HomePage } from '../../features/finder/home-page'", FEATURE],
  ['src/constants.ts', "import { FILTERS } from './features/finder/filters'", FEATURE],
  ['src/features/finder/g.ts', "import { Breadcrumb } from '../waterfall/breadcrumb'", OTHER_FEATURE],
  ['src/features/waterfall/h.ts', "import { FILTERS } from '../finder/filters'", OTHER_FEATURE],
  ['src/i18n/n.ts', "import { DATA_FORMAT } from '../catalogue/data-files'", CATALOGUE],
  ['src/i18n/o.ts', "import type { Waterfall } from '../catalogue/schema'", CATALOGUE],
  ['src/i18n/p.ts', "export { durationBandOf } from '../catalogue/duration'", CATALOGUE],
  ['src/i18n/q.ts', "import { VIEW } from '../app/boot'", APP],
  ['src/vocabulary/r.ts', "import type { Waterfall } from '../catalogue/schema'", VOCABULARY],
  ['src/vocabulary/s.ts', "export { MESSAGES } from '../i18n/messages'", VOCABULARY],
  ['src/vocabulary/t.ts', "import { FILTERS } from '../features/finder/filters'", FEATURE],
  ['src/catalogue/i.ts', "import { VIEW } from '../boot/boot-protocol'", null],
  ['src/features/finder/j.ts', "import { OverviewMap } from '../../components/map/overview-map'", null],
  ['src/features/waterfall/k.ts', "import { LocatorMap } from '../../components/map/locator-map'", null],
  ['src/app/l.ts', "import { FILTERS } from '../features/finder/filters'", null],
  ['src/features/finder/m.ts', "import { FILTERS } from './filters'", null],
  ['src/i18n/u.ts', "import type { Locale } from '../vocabulary/values'", null],
  ['src/catalogue/v.ts', "import { MESSAGES } from '../i18n/messages'", null],
  ['src/catalogue/w.ts', "import { LOCALES } from '../vocabulary/values'", null],
  ['src/vocabulary/x.ts', "import { isEnglishPath } from '../url/site-paths.js'", null],
]

let scratch: string
let lint: { code: number; output: string }

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'import-zones-'))
  // The project's configuration, minus what needs the repository (the schema's path, git's ignore file).
  const { $schema: _, ...config } = JSON.parse(await readFile(join(ROOT, 'biome.json'), 'utf8'))
  await writeFile(join(scratch, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }))
  for (const [file, source] of CASES) {
    await mkdir(join(scratch, dirname(file)), { recursive: true })
    await writeFile(join(scratch, file), `${source}\n`)
  }
  try {
    const { stdout } = await run(BIOME, ['lint', '--reporter=github', '--only=style/noRestrictedImports', 'src'], {
      cwd: scratch,
    })
    lint = { code: 0, output: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string }
    lint = { code: failed.code, output: failed.stdout }
  }
}, 60_000)

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

it('fails the lint when a file breaches a zone', () => {
  expect(lint.code).not.toBe(0)
})

describe.each(CASES)('%s: %s', (file, _source, breach) => {
  it(breach === null ? 'is allowed' : `is reported: ${breach}`, () => {
    const reports = lint.output.split('\n').filter((line) => line.includes(`/${file},`))
    expect(reports.map((line) => line.slice(line.lastIndexOf('::') + 2))).toEqual(
      breach === null ? [] : [expect.stringContaining(breach)],
    )
  })
})
