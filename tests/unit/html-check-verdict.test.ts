import { describe, expect, it } from 'vitest'
import { type CheckerMessage, describeMessage, htmlCheckVerdict } from '../../scripts/ci/html-check-verdict'

const report = (...messages: CheckerMessage[]) => JSON.stringify({ version: '26.9.27', messages })
const STYLESHEET = 'file:/site/dist/assets/index-abc.css'
const atProperty: CheckerMessage = {
  type: 'error',
  url: STYLESHEET,
  message: 'CSS: Unrecognized at-rule “@property”',
  extract: 'li{padding-block:0!important}}@property --tw-',
}
const marginTrim: CheckerMessage = {
  type: 'error',
  url: STYLESHEET,
  message: "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
  extract: ':none)) and (not (margin-trim:inline))) or',
}

const anchorPositioning = (property: string): CheckerMessage => ({
  type: 'error',
  url: STYLESHEET,
  message: `CSS: “${property}”: Property “${property}” doesn't exist.`,
  extract: `{${property}:top;margin:0}`,
})

const BLOCKING_MESSAGE =
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.'
const renderBlockingExpect = (extract: string): CheckerMessage => ({
  type: 'error',
  url: 'file:/site/dist/index.html',
  message: BLOCKING_MESSAGE,
  extract,
})

describe('htmlCheckVerdict', () => {
  it('fails on an error in a page or an SVG, prints warnings and only counts the other notes', () => {
    const verdict = htmlCheckVerdict(
      report(
        { type: 'error', url: 'file:/site/dist/illustrations/veil.svg', message: 'Bad value for attribute “d”' },
        { type: 'error', url: 'file:/site/dist/index.html', message: 'Element “figure” not allowed here' },
        { type: 'non-document-error', url: 'file:/site/dist/en.html', message: 'IO error' },
        { type: 'info', subType: 'warning', url: 'file:/site/dist/index.html', message: 'Consider a heading' },
        { type: 'info', url: 'file:/site/dist/index.html', message: 'Trailing slash on void elements' },
      ),
    )
    expect(verdict.version).toBe('26.9.27')
    expect(verdict.errors.map((message) => message.message)).toEqual([
      'Bad value for attribute “d”',
      'Element “figure” not allowed here',
      'IO error',
    ])
    expect(verdict.warnings.map((message) => message.message)).toEqual(['Consider a heading'])
    expect(verdict.notes).toBe(1)
  })

  it("leaves out Tailwind 4's @property and its feature query in a stylesheet, and says how many", () => {
    const verdict = htmlCheckVerdict(report(atProperty, atProperty, marginTrim))
    expect(verdict.errors).toEqual([])
    expect(verdict.leftOut.map((known) => known.count)).toEqual([2, 1, 0, 0, 0])
  })

  it('leaves out anchor positioning in a stylesheet, and says how many', () => {
    const verdict = htmlCheckVerdict(report(anchorPositioning('position-area'), anchorPositioning('position-area')))
    expect(verdict.errors).toEqual([])
    expect(verdict.leftOut.map((known) => known.count)).toEqual([0, 0, 2, 0, 0])
  })

  it('leaves out container queries in a stylesheet, and says how many', () => {
    const verdict = htmlCheckVerdict(
      report(
        { ...anchorPositioning('container-type'), extract: '.card{container-type:inline-size}' },
        { type: 'error', url: STYLESHEET, message: 'CSS: Unrecognized at-rule “@container”', extract: '}@container (' },
      ),
    )
    expect(verdict.errors).toEqual([])
    expect(verdict.leftOut.map((known) => known.count)).toEqual([0, 0, 0, 2, 0])
  })

  it('leaves out blocking="render" on the page\'s own <link rel="expect">, and says how many', () => {
    const verdict = htmlCheckVerdict(
      report(renderBlockingExpect('<title>x</title><link rel="expect" href="#main" blocking="render"><link rel=')),
    )
    expect(verdict.errors).toEqual([])
    expect(verdict.leftOut.map((known) => known.count)).toEqual([0, 0, 0, 0, 1])
  })

  it.each([
    ['blocking on another link', renderBlockingExpect('<link rel="preload" href="/a.js" blocking="render">')],
    ['an expect link to another element', renderBlockingExpect('<link rel="expect" href="#footer" blocking="render">')],
    ['in a page', { ...atProperty, url: 'file:/site/dist/index.html' }],
    ['a rule of our own', { ...atProperty, extract: '}@property --brand-angle' }],
    ['margin-trim in a declaration', { ...marginTrim, extract: '.card{margin-trim:block}' }],
    ['another CSS error', { ...atProperty, message: "CSS: “colr”: Property “colr” doesn't exist." }],
    ['another position- property', anchorPositioning('position-try-fallbacks')],
    ['container-type in a page', { ...anchorPositioning('container-type'), url: 'file:/site/dist/index.html' }],
    ['anchor positioning in a page', { ...anchorPositioning('position-area'), url: 'file:/site/dist/index.html' }],
  ])('still fails outside the known cases: %s', (_, message) => {
    expect(htmlCheckVerdict(report(message)).errors).toHaveLength(1)
  })

  it('names a message by its file in the build, its line and column', () => {
    const message = { ...atProperty, url: 'file:/site/dist/en/waterfall/3.html', lastLine: 4, firstColumn: 12 }
    expect(describeMessage(message, '/site/dist')).toBe(`en/waterfall/3.html:4:12: ${atProperty.message}`)
  })
})
