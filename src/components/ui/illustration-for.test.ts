// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { WATERFALL_TYPES } from '../../catalogue/vocabulary'
import { illustrationFor } from './illustration-for'

const PUBLIC = join(import.meta.dirname, '../../../public')

describe('illustrationFor', () => {
  it.each([
    ['A cascata', '/illustrations/single-drop.svg'],
    ['A velo', '/illustrations/veil.svg'],
    ['Naturale', '/illustrations/falls-and-pools.svg'],
    ['Gola rocciosa', '/illustrations/gorge.svg'],
    ['Multi-livello', '/illustrations/multi-level.svg'],
  ] as const)('draws %s as %s', (type, url) => {
    expect(illustrationFor(type)).toBe(url)
  })

  it('gives every type a drawing of its own, and every drawing in the folder belongs to a type', () => {
    const used = WATERFALL_TYPES.map(illustrationFor)
    expect(new Set(used).size).toBe(WATERFALL_TYPES.length)
    const files = readdirSync(join(PUBLIC, 'illustrations')).map((name) => `/illustrations/${name}`)
    expect(files.sort()).toEqual([...used].sort())
  })
})

// A card's drawing must cost little and fill the same 8:5 box as a photo, so nothing shifts.
describe.each(WATERFALL_TYPES.map(illustrationFor))('%s', (url) => {
  const text = readFileSync(join(PUBLIC, url))
  const svg = new DOMParser().parseFromString(text.toString('utf8'), 'image/svg+xml')

  it('is well-formed SVG in the 640 × 400 box', () => {
    expect(svg.querySelector('parsererror')).toBeNull()
    expect(svg.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg')
    expect(svg.documentElement.getAttribute('viewBox')).toBe('0 0 640 400')
  })

  it('weighs at most 4 KB', () => {
    expect(text.byteLength).toBeLessThanOrEqual(4096)
  })

  it('has no text, script or outside reference', () => {
    expect(svg.querySelectorAll('text, script, image, foreignObject, a, style')).toHaveLength(0)
    expect(text.toString('utf8')).not.toMatch(/href|url\((?!#)/)
  })
})
