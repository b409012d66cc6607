import fc from 'fast-check'
// @ts-expect-error: jsdom ships no types; this test needs only its constructor and `window.document`.
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { withViewDecisionScript } from '../../../scripts/build/boot-protocol-plugin'
import { bundleListScript } from '../../../scripts/build/list-script'
import { prerenderPage } from '../../app/entry-server'
import { buildCatalogueDocument, validateCatalogue } from '../../catalogue/build-catalogue'
import { cardsFileBody } from '../../catalogue/data-files'
import { WATERFALL_SOURCES } from '../../catalogue/waterfalls'
import { MESSAGES } from '../../i18n/messages'
import { SORT_ORDERS } from '../../vocabulary/sort-orders'
import { LOCALES, type Locale } from '../../vocabulary/values'
import { ALL, DEFAULT_FILTERS, type Filters, filterValuesOf } from './filter-rules'
import { FILTER_NAMES, FILTERS } from './filters'
import { COUNT, countedText, PLACEHOLDER, SECOND_PLACEHOLDER } from './list-view-paint'
import { countedTexts, listViewPlan } from './list-view-plan'
import { sortWaterfalls } from './sort-rules'
import { cleanSearchString } from './url-contract'
import { writeQuery } from './url-filters'

/**
 * The list's script before the app paints a URL's view as the app renders it. The script is the
 * one the build writes into the page (scripts/build/list-script.ts), run in a DOM (jsdom) on the
 * prerendered unfiltered list at that URL, after the page's first script, as a browser runs them;
 * the app's render of the URL is the server render of that URL (entry-server.tsx, through the
 * router, as the build renders a page). What a visitor sees of each must be the same.
 */
const DOCUMENTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), locale)]),
) as Record<Locale, ReturnType<typeof buildCatalogueDocument>>

const TEMPLATE = withViewDecisionScript(
  '<!doctype html><html><head><!-- view-decision-script --></head><body><div id="app"></div></body></html>',
)

let listScript = ''
beforeAll(async () => {
  // The route loaders fetch the data files by their paths, as the build answers them (prerender.ts).
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : new URL(input.url).pathname
    const locale = /^\/data\/cards\.(it|en)\.json$/.exec(path)?.[1] as Locale | undefined
    return locale ? Response.json(cardsFileBody(DOCUMENTS[locale])) : new Response('Not found', { status: 404 })
  })
  listScript = await bundleListScript()
}, 60_000)
afterAll(() => vi.unstubAllGlobals())

const listPath = (locale: Locale) => (locale === 'en' ? '/en' : '/')

/** The prerendered page of each list, unfiltered, with its plan and script: rendered once. */
const prerendered = new Map<Locale, Promise<string>>()
const unfilteredPage = (locale: Locale) => {
  let page = prerendered.get(locale)
  if (!page) {
    page = prerenderPage(listPath(locale), TEMPLATE, listScript).then(({ html }) => html)
    prerendered.set(locale, page)
  }
  return page
}

/** The page a visitor sees at `query` before the app: the unfiltered page, its scripts run at that URL. */
async function beforeApp(locale: Locale, query: string): Promise<Document> {
  const url = `http://localhost${listPath(locale)}${query}`
  return new JSDOM(await unfilteredPage(locale), { url, runScripts: 'dangerously' }).window.document
}

/** The app's own render of the URL: of its clean form, to which the router sends any other. */
async function appRender(locale: Locale, query: string): Promise<Document> {
  const clean = `${listPath(locale)}${cleanSearchString(query)}`
  const { status, html } = await prerenderPage(clean, TEMPLATE)
  expect(status).toBe(200)
  return new JSDOM(html, { url: `http://localhost${clean}` }).window.document
}

/**
 * What a visitor sees of the list, the filters and the map. Left out, as they legitimately differ:
 * what is hidden (the script hides what the app leaves out), the markers' order in the markup (a
 * map shows no order), and each card's month line (the script writes the visitor's month, which
 * the server cannot know and leaves empty).
 */
function seen(document: Document) {
  const app = document.getElementById('app') as HTMLElement
  const shown = (element: Element | null | undefined): element is Element =>
    element != null && element.closest('[hidden]') === null
  const all = (selector: string) => [...app.querySelectorAll(selector)].filter(shown)
  const text = (selector: string) => {
    const element = app.querySelector(selector)
    return shown(element) ? (element.textContent ?? '').trim() : null
  }
  const empty = app.querySelector('[data-empty]')
  return {
    cards: all('[data-results] ul > li').map((card) => card.getAttribute('data-id')),
    count: text('[data-results] [role="status"]'),
    search: app.querySelector<HTMLInputElement>('[name="q"]')?.value,
    selects: [...app.querySelectorAll('select')].map((select) => ({
      name: select.name,
      value: select.value,
      options: [...select.options].map((option) => option.text),
    })),
    chips: all('[data-chip] a').map((link) => ({
      text: link.textContent?.trim(),
      name: link.getAttribute('aria-label'),
      href: link.getAttribute('href'),
    })),
    resets: all('[data-reset]').map((link) => link.getAttribute('href')),
    badge: text('[data-active-count]'),
    empty: shown(empty) ? { text: text('[data-empty] p'), clear: shown(empty.querySelector('button')) } : null,
    markers: all('[data-map-markers] [data-id]')
      .map((marker) => marker.getAttribute('data-id'))
      .sort(),
    mapNote: text('[data-map-view-note]') || null,
    nearMe: text('[data-near-me-status]') || null,
  }
}

const WORDS = ['', 'cascata', 'nardis', 'acqua', 'lago  ', ' Val', 'zzz', 'bergamo sentiero', 'dell’acqua', 'È']
/** A value as a URL may carry it: the filter's own, in another case, a part of it, or anything. */
const urlText = (values: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(...values),
    fc.constantFrom(...values).map((value) => value.toLowerCase()),
    fc.constantFrom(...values).map((value) => value.slice(0, 4)),
    fc.constantFrom('', 'all', 'x'),
  )
const queryArbitrary = fc
  .record(
    {
      q: fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 5 })),
      ...Object.fromEntries(FILTERS.map((filter) => [filter.key, urlText(filter.values)])),
      sort: urlText(SORT_ORDERS),
    },
    { requiredKeys: [] },
  )
  .map((params) => `?${new URLSearchParams(params as Record<string, string>)}`)

describe.each(LOCALES)('the list before the app (%s)', (locale) => {
  it.each([
    '?province=berg',
    '?province=BRESC&sort=name',
    '?q=zzzz&difficulty=Medio',
    '?q=zzzz',
    '?month=1&family=true&sort=duration',
    '?difficulty=facile&stroller=true&carfree=true',
    '?q=%24%26+%241',
    '?sort=distance',
  ])('shows %s as the app renders it', async (query) => {
    expect(seen(await beforeApp(locale, query))).toEqual(seen(await appRender(locale, query)))
  })

  it('shows any URL’s view as the app renders it', async () => {
    await fc.assert(
      fc.asyncProperty(queryArbitrary, async (query) => {
        expect(seen(await beforeApp(locale, query))).toEqual(seen(await appRender(locale, query)))
      }),
      { numRuns: 20 },
    )
  }, 120_000)

  it('says the markup is this URL’s view, so the app hydrates it as it is', async () => {
    const document = await beforeApp(locale, '?province=berg')
    expect(document.documentElement.getAttribute('data-view')).toBe('prerendered-for-this-url')
  })
})

describe.each(LOCALES)('the list’s plan (%s)', (locale) => {
  const { waterfalls } = DOCUMENTS[locale]
  const plan = listViewPlan(waterfalls, locale, MESSAGES[locale])

  it('carries each card’s own value for each filter, and its place in each order', () => {
    plan.cards.forEach(([id, values], index) => {
      const waterfall = waterfalls[index] as (typeof waterfalls)[number]
      expect(id).toBe(waterfall.id)
      expect(values).toEqual(FILTER_NAMES.map((name) => filterValuesOf(waterfall)[name]))
    })
    SORT_ORDERS.forEach((sort, s) => {
      const byRank = [...plan.cards].sort((a, b) => (a[2][s] ?? 0) - (b[2][s] ?? 0)).map(([id]) => id)
      expect(byRank).toEqual(sortWaterfalls(waterfalls, sort, { locale, position: undefined }).map(({ id }) => id))
    })
  })

  it('fills its texts where no text of the catalogue could be mistaken for a placeholder', () => {
    const texts = JSON.stringify(MESSAGES[locale], (_, value) => (typeof value === 'function' ? String(value) : value))
    expect(texts).not.toContain(PLACEHOLDER)
    expect(texts).not.toContain(SECOND_PLACEHOLDER)
    expect(texts).not.toContain(COUNT)
    expect(plan.texts.remove).toContain(PLACEHOLDER)
    expect(plan.texts.remove).toContain(SECOND_PLACEHOLDER)
  })

  it('has the text the app says for every count a page can show, in a few templates', () => {
    const messages = MESSAGES[locale]
    for (let count = 0; count <= waterfalls.length; count += 1) {
      expect(countedText(plan.texts.results, count)).toBe(messages.resultsCount(count))
      expect(countedText(plan.texts.option, count)).toBe(messages.filterOptionCount(PLACEHOLDER, count))
    }
    for (let count = 0; count <= FILTERS.length; count += 1)
      expect(countedText(plan.texts.active, count)).toBe(count === 0 ? '' : messages.activeFilterCount(count))
    // "2 cascate trovate" to "14 cascate trovate" are one template.
    expect(plan.texts.results.length).toBeLessThan(waterfalls.length + 1)
    expect(plan.texts.active.length).toBeLessThan(FILTERS.length + 1)
    expect(writeQuery({ ...DEFAULT_FILTERS, difficulty: ALL } as Filters)).toBe('')
  })
})

describe('countedTexts', () => {
  const italian = (count: number) => (count === 0 ? 'Nessuna cascata' : count === 1 ? '1 cascata' : `${count} cascate`)
  it.each([
    [
      'a figure in each text: one template for the run at the end',
      italian,
      ['Nessuna cascata', '{n} cascata', '{n} cascate'],
    ],
    ['a label placeholder is never taken for the count 1', (count: number) => `{1} (${count})`, ['{1} ({n})']],
    [
      'counts in words cannot be templates: each count keeps its text',
      (count: number) => ['none', 'one', 'two', 'three'][count] ?? '',
      ['none', 'one', 'two', 'three'],
    ],
    ['a text without its count: kept once', () => 'Filters', ['Filters']],
  ])('%s', (_, text, expected) => {
    const templates = countedTexts(3, text)
    expect(templates).toEqual(expected)
    for (let count = 0; count <= 3; count += 1) expect(countedText(templates, count)).toBe(text(count))
  })
})
