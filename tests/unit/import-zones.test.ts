import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The import zones are the linter's (biome.json's `noRestrictedImports` overrides; see
 * docs/decisions/2026-11-27-import-zones.md): shared folders import neither the app shell nor a
 * feature, and a feature imports no other feature. This runs the project's Biome, with the
 * project's configuration, on a scratch tree of files that breach each rule or keep to it, and
 * expects it to fail on each breach and on nothing else: `npm run lint` fails the same way.
 */
const ROOT = join(import.meta.dirname, '../..')
const BIOME = join(ROOT, 'node_modules/.bin/biome')
const run = promisify(execFile)

/** A file, what it imports, and whether that breaches a zone. */
const CASES: [file: string, source: string, breaches: boolean][] = [
  ['src/catalogue/a.ts', "import { VIEW } from '../app/boot'", true],
  ['src/components/layout/b.tsx', "import { FILTERS } from '../../features/finder/filters'", true],
  ['src/seo/c.ts', "export { markTakenOver } from '../app/boot'", true],
  ['src/i18n/d.ts', "import type { Filters } from '../features/finder/filter-rules'", true],
  ['src/boot/e.ts', "import { router } from '../app/router'", true],
  ['src/components/map/f.tsx', "import { HomePage } from '../../features/finder/home-page'", true],
  ['src/constants.ts', "import { FILTERS } from './features/finder/filters'", true],
  ['src/features/finder/g.ts', "import { Breadcrumb } from '../waterfall/breadcrumb'", true],
  ['src/features/waterfall/h.ts', "import { FILTERS } from '../finder/filters'", true],
  ['src/catalogue/i.ts', "import { VIEW } from '../boot/boot-protocol'", false],
  ['src/features/finder/j.ts', "import { OverviewMap } from '../../components/map/overview-map'", false],
  ['src/features/waterfall/k.ts', "import { LocatorMap } from '../../components/map/locator-map'", false],
  ['src/app/l.ts', "import { FILTERS } from '../features/finder/filters'", false],
  ['src/features/finder/m.ts', "import { FILTERS } from './filters'", false],
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

describe.each(CASES)('%s: %s', (file, _source, breaches) => {
  it(breaches ? 'is reported' : 'is allowed', () => {
    const reported = lint.output.split('\n').some((line) => line.includes(`/${file},`))
    expect(reported).toBe(breaches)
  })
})
