import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * The scripts a visitor downloads, read through the source maps the client build writes for
 * measuring what each library weighs in them (scripts/bench/js-composition.ts). The maps are kept
 * beside the site, not in it: a visitor never downloads them, the offline worker never keeps them,
 * and no script names one. Through them, the scripts are shown to carry no development-only code
 * and one copy of each package.
 */
const ROOT = join(import.meta.dirname, '../..')
const DIST = join(ROOT, 'dist')
const MAPS = join(ROOT, 'dist-maps')

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
const scripts = filesUnder(DIST).filter((file) => file.startsWith('assets/') && file.endsWith('.js'))

test('the site has no source map, and no script names one', () => {
  expect(scripts.length).toBeGreaterThan(0)
  expect(filesUnder(DIST).filter((file) => /\.map(\.br|\.gz)?$/.test(file))).toEqual([])
  for (const script of scripts)
    expect(readFileSync(join(DIST, script), 'utf8'), script).not.toContain('sourceMappingURL')
})

test('the offline worker keeps no source map', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text()
  expect(worker).toContain('/assets/')
  expect(worker).not.toContain('.map"')
  expect((await request.get(`/${scripts[0]}.map`)).status()).toBe(404)
})

test("every script of ours has its map beside the site, naming the script's sources", () => {
  const mapped = scripts.filter((script) => existsSync(join(MAPS, `${script}.map`)))
  // The bundler's own runtime helpers come from no source file of ours or of a package.
  expect(scripts.filter((script) => !mapped.includes(script))).toEqual(
    scripts.filter((script) => /^assets\/rolldown-runtime-/.test(script)),
  )
  for (const script of mapped) {
    const map = JSON.parse(readFileSync(join(MAPS, `${script}.map`), 'utf8')) as { sources: string[] }
    expect(map.sources.length, script).toBeGreaterThan(0)
  }
})

const sourcesOfEveryScript = () =>
  scripts
    .filter((script) => existsSync(join(MAPS, `${script}.map`)))
    .flatMap(
      (script) => (JSON.parse(readFileSync(join(MAPS, `${script}.map`), 'utf8')) as { sources: string[] }).sources,
    )

test('no script carries development-only code: the state machine inspector, devtools, development builds', () => {
  const sources = sourcesOfEveryScript()
  expect(sources.some((source) => source.includes('/node_modules/react-dom/'))).toBe(true)
  expect(
    sources.filter((source) => /@statelyai|devtools|\.development\.js$|features\/finder\/inspector\.ts$/.test(source)),
  ).toEqual([])
})

test('each package is bundled once', () => {
  const installedAt = new Map<string, Set<string>>()
  for (const source of sourcesOfEveryScript()) {
    const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(source)
    if (!match?.[1] || !match[2]) continue
    installedAt.set(match[2], (installedAt.get(match[2]) ?? new Set()).add(match[1]))
  }
  expect(installedAt.size).toBeGreaterThan(5)
  expect([...installedAt].filter(([, roots]) => roots.size > 1)).toEqual([])
})
