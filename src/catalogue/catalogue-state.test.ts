import { describe, expect, it } from 'vitest'
import { readEmbeddedCatalogue } from './catalogue-state'
import { buildCatalogueDocument, validateCatalogue } from './localize'
import { WATERFALL_SOURCES } from './waterfalls'

const italian = buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), 'it')

describe('readEmbeddedCatalogue', () => {
  it('reads the catalogue the build embeds', () => {
    expect(readEmbeddedCatalogue(JSON.stringify(italian))).toEqual(italian)
  })

  it.each([
    ['no element', undefined],
    ['an empty element', ''],
    ['a cut-off text', JSON.stringify(italian).slice(0, 500)],
    ['not an object', '"catalogue"'],
    ['null', 'null'],
    ['an unknown language', JSON.stringify({ ...italian, locale: 'fr' })],
    ['no waterfalls', JSON.stringify({ ...italian, waterfalls: [] })],
    ['waterfalls that are not a list', JSON.stringify({ ...italian, waterfalls: {} })],
  ])('gives nothing for %s, so the page asks the network instead', (_case, text) => {
    expect(readEmbeddedCatalogue(text)).toBeUndefined()
  })
})
