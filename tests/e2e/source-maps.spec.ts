import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * The client build writes a source map for each of its scripts, for measuring what each library
 * weighs in them (scripts/bench/js-composition.ts). They are kept beside the site, not in it: a
 * visitor never downloads them, the offline worker never keeps them, and no script names one.
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
