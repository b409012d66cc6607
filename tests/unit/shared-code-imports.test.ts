import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Dependencies point one way: shared code never imports a feature. The folders below serve every
 * feature (and the build, the server and the offline worker); a feature may import them, never the
 * reverse, so that a feature can change, or go, without touching them. What shared code needs of
 * a feature moves to a shared place, or the feature hands it over (as finder/filter-events.ts
 * registers the filter reports' payloads with analytics/events.ts). Their tests are held to it too.
 */
const ROOT = join(import.meta.dirname, '../..')
const SHARED = ['src/analytics', 'src/catalogue', 'src/components', 'src/i18n', 'src/offline', 'src/seo', 'src/url']
const SHARED_FILES = ['src/constants.ts']
const FEATURES = 'src/features'
const CODE = /\.(?:[cm]?[jt]sx?)$/
/** Every module specifier: `import … from`, `export … from`, a bare `import '…'` and `import('…')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g

function codeFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
}

/** The modules a file imports, as paths from the repository's root (relative specifiers only). */
function importedPaths(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(ROOT, join(ROOT, dirname(file), specifier)))
}

const isFeature = (path: string) => path === FEATURES || path.startsWith(`${FEATURES}/`)

describe('shared code', () => {
  const files = [...SHARED.flatMap(codeFiles), ...SHARED_FILES]

  it('is found in every shared folder', () => {
    for (const folder of SHARED) expect(codeFiles(folder).length, folder).toBeGreaterThan(0)
  })

  it(`imports nothing from ${FEATURES}`, () => {
    const offending = files.flatMap((file) =>
      importedPaths(file, readFileSync(join(ROOT, file), 'utf8'))
        .filter(isFeature)
        .map((path) => `${file} imports ${path}`),
    )
    expect(offending).toEqual([])
  })
})

describe('importedPaths', () => {
  it('reads every form of import and export, static and dynamic, type-only or not', () => {
    const source = [
      "import { a } from '../features/finder/filters'",
      "import type { B } from '../../features/waterfall/breadcrumb'",
      "export { c } from './local'",
      "import './side-effect.css'",
      "const lazy = await import('../features/map/overview-map')",
      'import {\n  d,\n  e,\n} from "../features/finder/sort-rules"',
      "import { useState } from 'react'",
    ].join('\n')
    expect(importedPaths('src/catalogue/x.ts', source)).toEqual([
      'src/features/finder/filters',
      'features/waterfall/breadcrumb',
      'src/catalogue/local',
      'src/catalogue/side-effect.css',
      'src/features/map/overview-map',
      'src/features/finder/sort-rules',
    ])
    expect(importedPaths('src/catalogue/x.ts', source).filter(isFeature)).toEqual([
      'src/features/finder/filters',
      'src/features/map/overview-map',
      'src/features/finder/sort-rules',
    ])
  })
})
