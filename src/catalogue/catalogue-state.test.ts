// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { cardsQueryOptions, waterfallQueryOptions } from './catalogue-query'
import {
  adoptCatalogueState,
  CATALOGUE_STATE_ID,
  catalogueStateElement,
  catalogueStateOf,
  readCatalogueState,
  restoreCatalogueState,
} from './catalogue-state'
import { cardsFileBody, entryFileBody } from './data-files'
import { buildCatalogueDocument, validateCatalogue } from './localize'
import { WATERFALL_SOURCES } from './waterfalls'

const italian = buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), 'it')
const cards = cardsFileBody(italian)
const [firstEntry] = italian.waterfalls
const first = firstEntry && entryFileBody(firstEntry)

/** The server's cache after a page's loaders ran: here, a home page's cards and one failed request. */
function renderedCache() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(cardsQueryOptions('it').queryKey, cards)
  queryClient
    .getQueryCache()
    .build(queryClient, { queryKey: ['waterfall', 'it', '99'] })
    .setState({ status: 'error' })
  return queryClient
}

describe('the data a page carries', () => {
  it('is every query the loaders fetched, and only the successful ones', () => {
    expect(catalogueStateOf(renderedCache())).toEqual({ queries: [{ queryKey: ['cards', 'it'], data: cards }] })
  })

  it('goes from the build into the browser cache unchanged, under the same query keys', () => {
    const server = new QueryClient()
    server.setQueryData(waterfallQueryOptions('it', first?.id ?? '').queryKey, first)
    const element = catalogueStateElement(catalogueStateOf(server))
    const text = new RegExp(`<script type="application/json" id="${CATALOGUE_STATE_ID}">(.*)</script>`).exec(element)
    const browser = new QueryClient()
    const state = readCatalogueState(text?.[1])
    expect(state).toBeDefined()
    if (state) restoreCatalogueState(browser, state)
    expect(browser.getQueryData(waterfallQueryOptions('it', first?.id ?? '').queryKey)).toEqual(first)
  })

  it('keeps markup out of the element: a text with </script> in it cannot end it early', () => {
    const server = new QueryClient()
    server.setQueryData(['cards', 'it'], { ...cards, locale: '</script><script>alert(1)</script>' })
    expect(catalogueStateElement(catalogueStateOf(server)).match(/<\/script>/g)).toHaveLength(1)
  })

  it('is no element at all for a page that needed no data (the 404 pages)', () => {
    expect(catalogueStateElement(catalogueStateOf(new QueryClient()))).toBe('')
  })
})

describe('readCatalogueState', () => {
  const valid = JSON.stringify(catalogueStateOf(renderedCache()))

  it('reads what the build writes', () => {
    expect(readCatalogueState(valid)).toEqual(JSON.parse(valid))
  })

  it.each([
    ['no element', undefined],
    ['an empty element', ''],
    ['a cut-off text', valid.slice(0, 500)],
    ['not an object', '"catalogue"'],
    ['null', 'null'],
    ['no queries', JSON.stringify({ queries: [] })],
    ['queries that are not a list', JSON.stringify({ queries: {} })],
    ['a query without a key', JSON.stringify({ queries: [{ data: cards }] })],
    ['a query with an empty key', JSON.stringify({ queries: [{ queryKey: [], data: cards }] })],
    ['a query without data', JSON.stringify({ queries: [{ queryKey: ['cards', 'it'] }] })],
    ['a query whose data are not an object', JSON.stringify({ queries: [{ queryKey: ['cards', 'it'], data: 3 }] })],
  ])('gives nothing for %s, so the page asks the network instead', (_case, text) => {
    expect(readCatalogueState(text)).toBeUndefined()
  })
})

describe('adoptCatalogueState', () => {
  it("moves the page's data into the cache and removes the element, which is read once", () => {
    document.body.innerHTML = `<div id="app"></div>${catalogueStateElement(catalogueStateOf(renderedCache()))}`
    const browser = new QueryClient()
    adoptCatalogueState(browser, document)
    expect(browser.getQueryData(cardsQueryOptions('it').queryKey)).toEqual(cards)
    expect(document.getElementById(CATALOGUE_STATE_ID)).toBeNull()
  })

  it('leaves the cache empty on a page that carries nothing, so its loaders ask the network', () => {
    document.body.innerHTML = '<div id="app"></div>'
    const browser = new QueryClient()
    adoptCatalogueState(browser, document)
    expect(browser.getQueryCache().getAll()).toEqual([])
  })
})
