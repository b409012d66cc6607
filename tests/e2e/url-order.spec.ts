import { expect, type Page, test } from '@playwright/test'
import fc from 'fast-check'
import { MESSAGES } from '../../src/i18n/messages'
import { collectPageErrors, currentPath, homePage, waitForApp } from './support/home'

/**
 * A filtered link is the product's first promise, and people, chat apps and link tools write
 * parameters in any order and add their own. Property: a home URL with any subset of valid
 * filters, in any order, with tracking keys, repeated keys and invalid values mixed in, shows
 * the same view as the same filters in the contract's order, and is rewritten to that URL in
 * place (no new history entry). No case may end on the error screen.
 */
const CONTRACT_ORDER = ['q', 'difficulty', 'province', 'duration', 'stroller', 'family'] as const
type Key = (typeof CONTRACT_ORDER)[number]

/** Valid values, written here from the contract table in docs/url-contract.md (not taken from the app). */
const VALID: Record<Key, readonly string[]> = {
  q: ['lago', 'cascata', 'val', 'serio'],
  difficulty: ['Facile', 'Medio', 'Difficile'],
  province: ['Bergamo', 'Brescia', 'Como', 'Lecco', 'Sondrio', 'Trento', 'Varese'],
  duration: ['up-to-30', '30-60', '60-120', '120-240', 'over-240'],
  stroller: ['true', 'false'],
  family: ['true', 'false'],
}
/** Invalid values of each filter: each must fall back on its own, leaving the others alone. */
const INVALID: Record<Exclude<Key, 'q'>, readonly string[]> = {
  difficulty: ['Estremo', 'facilissimo', ''],
  province: ['Milano', ''],
  duration: ['90', 'lunga'],
  stroller: ['yes', 'all'],
  family: ['si', '1'],
}
const UNKNOWN_KEYS = ['utm_source', 'utm_medium', 'fbclid', 'gclid', 'ref']

type Case = {
  locale: 'it' | 'en'
  valid: [Key, string][]
  /** Extra pairs: unknown keys, and invalid values of filters that have no valid value here. */
  noise: [string, string][]
  order: number[]
}

const caseArbitrary: fc.Arbitrary<Case> = fc
  .record({
    locale: fc.constantFrom('it' as const, 'en' as const),
    valid: fc
      .subarray([...CONTRACT_ORDER], { minLength: 2 })
      .chain((keys) =>
        fc.tuple(...keys.map((key) => fc.constantFrom(...VALID[key]).map((value): [Key, string] => [key, value]))),
      ),
    unknown: fc.array(fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), fc.stringMatching(/^[a-z0-9]{1,8}$/)), {
      maxLength: 3,
    }),
    invalidKeys: fc.subarray(Object.keys(INVALID) as Exclude<Key, 'q'>[]),
    seed: fc.nat(),
  })
  .chain(({ locale, valid, unknown, invalidKeys, seed }) => {
    const taken = new Set(valid.map(([key]) => key))
    const invalid = invalidKeys
      .filter((key) => !taken.has(key))
      .map((key): [string, string] => [key, INVALID[key][seed % INVALID[key].length] as string])
    const noise = [...unknown, ...invalid]
    return fc
      .shuffledSubarray(
        Array.from({ length: valid.length + noise.length }, (_, index) => index),
        { minLength: valid.length + noise.length },
      )
      .map((order) => ({ locale, valid, noise, order }))
  })

const listPath = (locale: 'it' | 'en') => (locale === 'it' ? '/' : '/en')

function shuffledUrl({ locale, valid, noise, order }: Case): string {
  const pairs = [...valid, ...noise]
  const query = new URLSearchParams(order.map((index) => pairs[index] as [string, string]))
  return `${listPath(locale)}?${query.toString()}`
}

function contractUrl({ locale, valid }: Case): string {
  const byKey = new Map(valid)
  const pairs = CONTRACT_ORDER.flatMap((key): [string, string][] => {
    const value = byKey.get(key)
    return value === undefined ? [] : [[key, value]]
  })
  return `${listPath(locale)}?${new URLSearchParams(pairs).toString()}`
}

/** What a visitor sees of the results: the count and the names of the cards shown, in order. */
async function visibleResults(page: Page, locale: 'it' | 'en'): Promise<{ status: string; names: string[] }> {
  const home = homePage(page, locale)
  // The count (or "none found") is there once the results are.
  await expect(home.status).toHaveText(new RegExp(`\\d|^${home.messages.resultsCount(0)}$`))
  return { status: (await home.status.textContent()) ?? '', names: await home.cardNames.allTextContents() }
}

/** History entries added since the document started: a rewrite in place adds none. */
async function trackHistoryLength(page: Page): Promise<void> {
  await page.addInitScript(() => {
    ;(window as unknown as { historyAtStart: number }).historyAtStart = window.history.length
  })
}
const historyEntriesAdded = (page: Page) =>
  page.evaluate(() => window.history.length - (window as unknown as { historyAtStart: number }).historyAtStart)

async function open(page: Page, url: string, locale: 'it' | 'en') {
  await page.goto(url)
  await waitForApp(page)
  await expect(page.getByRole('heading', { name: MESSAGES[locale].errorTitle })).toHaveCount(0)
  return visibleResults(page, locale)
}

test('filters in any order, with tracking keys and invalid values, show the contract-order view', async ({ page }) => {
  test.setTimeout(90_000)
  const errors = collectPageErrors(page)
  await trackHistoryLength(page)
  const expectedViews = new Map<string, Awaited<ReturnType<typeof visibleResults>>>()
  await fc.assert(
    fc.asyncProperty(caseArbitrary, async (testCase) => {
      const canonical = contractUrl(testCase)
      if (!expectedViews.has(canonical)) {
        const view = await open(page, canonical, testCase.locale)
        expect(currentPath(page)).toBe(canonical)
        expectedViews.set(canonical, view)
      }
      const view = await open(page, shuffledUrl(testCase), testCase.locale)
      expect(view).toEqual(expectedViews.get(canonical))
      await expect.poll(() => currentPath(page)).toBe(canonical)
      expect(await historyEntriesAdded(page)).toBe(0)
    }),
    // Each run opens one or two pages: ten runs keep the test within seconds.
    { numRuns: 10 },
  )
  expect(errors).toEqual([])
})

for (const [url, clean] of [
  ['/?family=true&difficulty=Medio', '/?difficulty=Medio&family=true'],
  ['/?difficulty=Facile&q=lago', '/?q=lago&difficulty=Facile'],
  ['/?duration=60-120&q=lago', '/?q=lago&duration=60-120'],
  ['/en?family=true&province=Como', '/en?province=Como&family=true'],
  ['/?q=serio&', '/?q=serio'],
  ['/?&', '/'],
] as const) {
  test(`${url} opens its view and becomes ${clean}`, async ({ page }) => {
    const errors = collectPageErrors(page)
    const locale = url.startsWith('/en') ? 'en' : 'it'
    await trackHistoryLength(page)
    await page.goto(url)
    await waitForApp(page)
    await expect.poll(() => currentPath(page)).toBe(clean)
    await expect(page.getByRole('heading', { name: MESSAGES[locale].errorTitle })).toHaveCount(0)
    await expect(homePage(page, locale).status).not.toBeEmpty()
    expect(await historyEntriesAdded(page)).toBe(0)
    expect(errors).toEqual([])
  })
}
