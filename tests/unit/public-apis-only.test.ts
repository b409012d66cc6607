import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'

/**
 * The code reads libraries through their public APIs only. Their private fields (the router's
 * `__TSR_…` history keys, React's `__reactProps$…` and `__reactFiber$…` marks on DOM nodes, and
 * the like) change in any release without a type error. Pages are observed through what they
 * show (`data-app-ready`), history through the router's own API and our own history state.
 */
const ROOT = join(import.meta.dirname, '../..')
const FOLDERS = ['src', 'tests', 'scripts', 'server']
const CODE = /\.(?:[cm]?[jt]sx?|html)$/
/** Written by the router's generator, not by us. */
const GENERATED = new Set(['src/app/route-tree.gen.ts'])
const PRIVATE_FIELDS = ['__TSR_', '__react', '_reactRootContainer', '__store']
/** This file names them to look for them. */
const SELF = relative(ROOT, import.meta.filename)

function codeFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => file !== SELF && !GENERATED.has(file))
}

it('finds code to check in every folder', () => {
  for (const folder of FOLDERS) expect(codeFiles(folder).length, folder).toBeGreaterThan(0)
})

it('reads no private field of any library in src/, tests/, scripts/ or server/', () => {
  const uses = FOLDERS.flatMap(codeFiles).flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        PRIVATE_FIELDS.filter((field) => line.includes(field)).map((field) => `${file}:${index + 1} ${field}`),
      ),
  )
  expect(uses).toEqual([])
})
