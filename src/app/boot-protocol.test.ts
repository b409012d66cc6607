import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  FIRST_SCRIPT,
  VIEW_DECISION_PLACEHOLDER,
  withViewDecisionScript,
} from '../../scripts/build/boot-protocol-plugin'
import {
  APP_READY_ATTRIBUTE,
  appHasTakenOver,
  currentView,
  firstScript,
  LATER_YEAR_ATTRIBUTE,
  markTakenOver,
  PRERENDERED_PATH_ATTRIBUTE,
  VIEW,
  VIEW_ATTRIBUTE,
  VIEW_PARAMETERS_ATTRIBUTE,
  VISITOR_MONTH_ATTRIBUTE,
  viewDecisionScript,
} from '../boot/boot-protocol'
import { isListPath, SEARCH_PARAM_ORDER } from '../features/finder/url-contract'

/** Just what the protocol touches of <html>: its attributes. */
function fakeRoot(attributes: Record<string, string> = {}) {
  const values = new Map(Object.entries(attributes))
  return {
    getAttribute: (name: string) => values.get(name) ?? null,
    setAttribute: (name: string, value: string) => void values.set(name, value),
    hasAttribute: (name: string) => values.has(name),
    values,
  }
}

/** The attributes the server entry writes on a page's <html> (entry-server.tsx). */
const prerenderedAttributes = (path: string) => ({
  [PRERENDERED_PATH_ATTRIBUTE]: path,
  ...(isListPath(path) && { [VIEW_PARAMETERS_ATTRIBUTE]: SEARCH_PARAM_ORDER.join(' ') }),
})

/** Runs the generated inline script as the browser would, against this root and location. */
function decideView(prerendered: string | undefined, location: { pathname: string; search: string }) {
  const root = fakeRoot(prerendered === undefined ? {} : prerenderedAttributes(prerendered))
  new Function('document', 'location', viewDecisionScript())({ documentElement: root }, location)
  return root.values.get(VIEW_ATTRIBUTE)
}

const SOURCE = (path: string) => readFileSync(join(import.meta.dirname, '../..', path), 'utf8')

describe('the boot protocol', () => {
  it.each([
    ['/', '/', '', VIEW.prerenderedForThisUrl],
    ['/en/waterfall/3', '/en/waterfall/3', '', VIEW.prerenderedForThisUrl],
    ['/', '/', '?difficulty=Facile', VIEW.prerenderedForAnotherUrl],
    ['/en', '/en', '?utm_source=whatsapp&sort=name', VIEW.prerenderedForAnotherUrl],
    ['/en', '/en', '?%71=lago', VIEW.prerenderedForAnotherUrl],
    ['/', '/', '?utm_source=whatsapp&utm_medium=social', VIEW.prerenderedForThisUrl],
    ['/en', '/en', '?fbclid=x&gclid=y&mc_cid=z', VIEW.prerenderedForThisUrl],
    ['/', '/', '?Q=lago&=x&sorting=name', VIEW.prerenderedForThisUrl],
    ['/en/waterfall/9', '/en/waterfall/9', '?utm_source=whatsapp', VIEW.prerenderedForThisUrl],
    ['/waterfall/9', '/waterfall/9', '?q=lago&difficulty=Facile', VIEW.prerenderedForThisUrl],
    ['/404', '/nope', '', VIEW.prerenderedForAnotherUrl],
    ['/en', '/', '', VIEW.prerenderedForAnotherUrl],
    [undefined, '/', '', VIEW.prerenderedForAnotherUrl],
    // Only the parameters the contract reads change a list's view: a tracking key is no filter.
  ])('markup prerendered for %s at %s%s is %s', (prerendered, pathname, search, view) => {
    expect(decideView(prerendered, { pathname, search })).toBe(view)
  })

  // The browser's clock, as a visitor's may be anywhere: local month, local year.
  it.each([
    ['2026-11-26T10:00:00', 2026, '11', false],
    ['2027-03-01T10:00:00', 2026, '3', true],
    ['2026-01-01T00:30:00', 2025, '1', true],
    ['2025-12-31T23:30:00', 2026, '12', false],
  ])('at %s with content of %i, the month is %s and a later year is %s', (now, year, month, later) => {
    const root = fakeRoot({ [PRERENDERED_PATH_ATTRIBUTE]: '/' })
    const clock = class extends Date {
      constructor() {
        super(now)
      }
    }
    new Function('document', 'location', 'Date', firstScript(year))(
      { documentElement: root },
      { pathname: '/', search: '' },
      clock,
    )
    expect(root.values.get(VISITOR_MONTH_ATTRIBUTE)).toBe(month)
    expect(root.values.has(LATER_YEAR_ATTRIBUTE)).toBe(later)
    expect(root.values.get(VIEW_ATTRIBUTE)).toBe(VIEW.prerenderedForThisUrl)
  })

  it('reads back what the inline script and the app write, under the declared names', () => {
    const root = fakeRoot({ [VIEW_ATTRIBUTE]: VIEW.prerenderedForThisUrl })
    const element = root as unknown as Element
    expect(currentView(element)).toBe(VIEW.prerenderedForThisUrl)
    expect(appHasTakenOver(element)).toBe(false)
    markTakenOver(element)
    expect(currentView(element)).toBe(VIEW.app)
    expect(appHasTakenOver(element)).toBe(true)
    expect(Object.fromEntries(root.values)).toEqual({ [VIEW_ATTRIBUTE]: VIEW.app, [APP_READY_ATTRIBUTE]: 'true' })
    expect(currentView(fakeRoot({ [VIEW_ATTRIBUTE]: 'final' }) as unknown as Element)).toBeUndefined()
  })

  it("index.html's only inline script is the generated one, a bare classic script the CSP can hash", () => {
    const template = SOURCE('index.html')
    expect(template).toContain(VIEW_DECISION_PLACEHOLDER)
    expect(template).not.toMatch(/<script>/)
    const built = withViewDecisionScript(template)
    expect([...built.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text)).toEqual([FIRST_SCRIPT])
    expect(() => withViewDecisionScript('<head></head>')).toThrow()
  })

  it("the stylesheet names the protocol's attributes only with declared values", () => {
    const css = SOURCE('src/app/styles.css')
    const views: readonly string[] = Object.values(VIEW)
    const selectors = [...css.matchAll(/\[(data-[a-z-]+)(?:="([^"]*)")?\]/g)].map(([, name, value]) => ({
      name,
      value,
    }))
    const viewValues = selectors.filter(({ name }) => name === VIEW_ATTRIBUTE).map(({ value }) => value)
    for (const value of viewValues) if (value !== undefined) expect(views).toContain(value)
    // The rule that hides results prerendered for another URL is there, under its declared name.
    expect(css).toContain(`[${VIEW_ATTRIBUTE}="${VIEW.prerenderedForAnotherUrl}"]`)
  })
})
