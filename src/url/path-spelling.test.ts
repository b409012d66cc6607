import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { WATERFALL_SOURCES } from '../catalogue/waterfalls'
import { pageInOtherCase, readPath } from './path-spelling'

/** Every page of the site, in both languages. */
const PAGES = ['/', '/en', ...WATERFALL_SOURCES.flatMap(({ id }) => [`/waterfall/${id}`, `/en/waterfall/${id}`])]

const hex = (character: string, upper: boolean) => {
  const code = character.charCodeAt(0).toString(16).padStart(2, '0')
  return `%${upper ? code.toUpperCase() : code.toLowerCase()}`
}

/** A page's path with some of its characters percent-encoded, in upper- or lower-case hex. */
const spelling = fc
  .tuple(fc.constantFrom(...PAGES), fc.infiniteStream(fc.tuple(fc.boolean(), fc.boolean())))
  .map(([page, choices]) => {
    const spelled = page
      .split('/')
      .map((segment) =>
        [...segment]
          .map((character) => {
            const [encode, upper] = choices.next().value
            return encode ? hex(character, upper) : character
          })
          .join(''),
      )
      .join('/')
    return { page, spelled }
  })

describe('one spelling per path', () => {
  it.each(PAGES)('%s is clean', (page) => {
    expect(readPath(page)).toEqual({ kind: 'clean', decoded: page })
  })

  it('every spelling of a page with encoded letters or digits redirects to the page', () => {
    fc.assert(
      fc.property(spelling, ({ page, spelled }) => {
        const reading = readPath(spelled)
        if (spelled === page) expect(reading).toEqual({ kind: 'clean', decoded: page })
        else expect(reading).toEqual({ kind: 'respelled', clean: page, decoded: page })
      }),
      { numRuns: 2000 },
    )
  })

  it('a trailing slash, alone or with encodings, is one redirect to the page', () => {
    fc.assert(
      fc.property(spelling, fc.integer({ min: 1, max: 3 }), ({ page, spelled }, slashes) => {
        fc.pre(page !== '/')
        expect(readPath(spelled + '/'.repeat(slashes))).toEqual({ kind: 'respelled', clean: page, decoded: page })
      }),
    )
  })

  it('an encoded slash or backslash is never a separator: no page, in any case of hex', () => {
    fc.assert(
      fc.property(spelling, fc.constantFrom('%2F', '%2f', '%5C', '%5c'), fc.nat(), ({ page }, separator, pick) => {
        const slashes = [...page.matchAll(/\//g)].map((match) => match.index).filter((index) => index > 0)
        fc.pre(slashes.length > 0)
        const at = slashes[pick % slashes.length] ?? 0
        expect(readPath(`${page.slice(0, at)}${separator}${page.slice(at + 1)}`)).toEqual({ kind: 'no-page' })
      }),
    )
  })

  it('a double encoding is decoded once: never the page itself', () => {
    fc.assert(
      fc.property(spelling, ({ page, spelled }) => {
        const twice = spelled.replace(/%/g, '%25')
        fc.pre(twice !== spelled)
        const reading = readPath(twice)
        expect(reading.kind === 'clean' || reading.kind === 'respelled').toBe(true)
        if (reading.kind === 'clean' || reading.kind === 'respelled') expect(reading.decoded).not.toBe(page)
      }),
    )
  })

  it.each([
    ['/waterfall%2F1', { kind: 'no-page' }],
    ['/waterfall%2f1', { kind: 'no-page' }],
    ['/waterfall/%31', { kind: 'respelled', clean: '/waterfall/1', decoded: '/waterfall/1' }],
    ['/%77aterfall/1', { kind: 'respelled', clean: '/waterfall/1', decoded: '/waterfall/1' }],
    ['/waterfall/%2531', { kind: 'clean', decoded: '/waterfall/%31' }],
    ['/en%2Ehtml', { kind: 'respelled', clean: '/en.html', decoded: '/en.html' }],
    ['/caf%c3%a9', { kind: 'respelled', clean: '/caf%C3%A9', decoded: '/café' }],
    ['/a%20b', { kind: 'clean', decoded: '/a b' }],
    ['/en/', { kind: 'respelled', clean: '/en', decoded: '/en' }],
    ['//example.com/', { kind: 'no-page' }],
    ['/waterfall//1', { kind: 'no-page' }],
    ['/%2e%2e/package.json', { kind: 'no-page' }],
    ['/.%2e/etc/passwd', { kind: 'no-page' }],
    ['/assets/..%5c..%5cpackage.json', { kind: 'no-page' }],
    ['/a/./b', { kind: 'no-page' }],
    ['/%', { kind: 'malformed' }],
    ['/%zz', { kind: 'malformed' }],
    ['/en/%E0%A4%A', { kind: 'malformed' }],
    ['/%c0%ae%c0%ae', { kind: 'malformed' }],
    ['*', { kind: 'malformed' }],
  ] as const)('%s', (path, reading) => {
    expect(readPath(path)).toEqual(reading)
  })
})

describe('capitals in a page path', () => {
  const isPage = (path: string) => PAGES.includes(path)
  /** A page's path with some of its letters in capitals. */
  const inCapitals = fc.tuple(fc.constantFrom(...PAGES), fc.infiniteStream(fc.boolean())).map(([page, choices]) => ({
    page,
    spelled: [...page].map((character) => (choices.next().value ? character.toUpperCase() : character)).join(''),
  }))

  it('any capitals in a page path stand for the page', () => {
    fc.assert(
      fc.property(inCapitals, ({ page, spelled }) => {
        expect(pageInOtherCase(spelled, isPage)).toBe(spelled === page ? undefined : page)
      }),
    )
  })

  it.each([
    ['/WATERFALL/3', '/waterfall/3'],
    ['/EN/waterfall/3', '/en/waterfall/3'],
    ['/En', '/en'],
    ['/en', undefined],
    ['/WATERFALL/99', undefined],
    ['/assets/Index-AbC.js', undefined],
  ])('%s stands for %s', (path, page) => {
    expect(pageInOtherCase(path, isPage)).toBe(page)
  })

  it('a path that is itself a page keeps its case', () => {
    expect(pageInOtherCase('/Both', (path) => path === '/Both' || path === '/both')).toBeUndefined()
  })
})
