// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { WATERFALL_TYPES } from '../../vocabulary/values'
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

  it('has path data a browser draws to the end (one malformed command stops the drawing there)', () => {
    const paths = [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d') ?? '')
    expect(paths.length).toBeGreaterThan(0)
    for (const data of paths) expect(pathDataError(data), data).toBeUndefined()
  })

  it('has no text, script or outside reference', () => {
    expect(svg.querySelectorAll('text, script, image, foreignObject, a, style')).toHaveLength(0)
    expect(text.toString('utf8')).not.toMatch(/href|url\((?!#)/)
  })
})

/** How many numbers each path command takes per repetition (SVG 2, "The grammar for path data"). */
const ARGUMENTS: Record<string, number> = { m: 2, l: 2, t: 2, h: 1, v: 1, c: 6, s: 4, q: 4, a: 7, z: 0 }
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/

/**
 * What is wrong with a path's `d`, or undefined: it must start with a moveto, and each command must
 * be followed by whole groups of its numbers. (Arc flags written without a separator, `a1 1 0 01 2 2`,
 * are not read here; the drawings do not use them.)
 */
function pathDataError(data: string): string | undefined {
  let rest = data.trim()
  let first = true
  while (rest.length > 0) {
    const command = rest[0] ?? ''
    const count = ARGUMENTS[command.toLowerCase()]
    if (count === undefined) return `expected a command at "${rest.slice(0, 12)}"`
    if (first && command.toLowerCase() !== 'm') return 'does not start with a moveto'
    first = false
    rest = rest.slice(1).trimStart()
    let numbers = 0
    for (let match = NUMBER.exec(rest); match; match = NUMBER.exec(rest)) {
      numbers += 1
      rest = rest.slice(match[0].length).replace(/^[\s,]+/, '')
    }
    const whole = count === 0 ? numbers === 0 : numbers > 0 && numbers % count === 0
    if (!whole) return `${command} takes groups of ${count} numbers, got ${numbers} before "${rest.slice(0, 12)}"`
  }
  return undefined
}
