import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { LOCALES } from '../vocabulary/values'
import { buildCatalogueDocument, validateCatalogue } from './build-catalogue'
import { cardsFileBody, DATA_FORMAT, dataFormatOf, entryFileBody, sourcesFileBody } from './data-files'
import { waterfallEntrySchema } from './schema'
import { WATERFALL_SOURCES } from './waterfalls'

const entries = validateCatalogue(WATERFALL_SOURCES)

describe("a data file's format", () => {
  const base = { id: z.string(), name: z.string(), count: z.optional(z.int()) }

  it.each([
    ['a new field', { ...base, extra: z.string() }],
    ['a field gone', { id: base.id, name: base.name }],
    ['a field of another type', { ...base, name: z.number() }],
    ['a field no longer optional', { ...base, count: z.int() }],
    ['an enum with another value', { ...base, name: z.enum(['a', 'b']) }],
  ])('changes with %s', (_, changed) => {
    expect(dataFormatOf({ entry: z.object(changed) })).not.toBe(dataFormatOf({ entry: z.object(base) }))
  })

  it('is the same for the same shape, however the schema is written', () => {
    const { id, ...rest } = base
    expect(dataFormatOf({ entry: z.object({ ...rest, id }) })).toBe(dataFormatOf({ entry: z.object(base) }))
    expect(dataFormatOf({ entry: z.object(base) })).toMatch(/^[0-9a-f]{8}$/)
  })

  it('is what the browser checks the files against', () => {
    expect(__DATA_FORMAT__).toBe(DATA_FORMAT)
  })
})

describe.each(LOCALES)('the %s data files', (locale) => {
  const document = buildCatalogueDocument(entries, locale)

  it('carry the cards only, checked and stamped', () => {
    const body = cardsFileBody(document)
    expect(body.format).toBe(DATA_FORMAT)
    expect(body.waterfalls).toHaveLength(document.waterfalls.length)
    for (const card of body.waterfalls) expect(card).not.toHaveProperty('details')
  })

  it('carry each entry whole, checked and stamped, its sources in a file of their own', () => {
    for (const entry of document.waterfalls) {
      const { sources, ...details } = entry.details
      expect(entryFileBody(entry)).toEqual({ format: DATA_FORMAT, ...entry, details })
      expect(sourcesFileBody(entry)).toEqual({ format: DATA_FORMAT, id: entry.id, sources })
    }
  })

  it('write sources that are the same in both languages', () => {
    const other = buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), locale === 'it' ? 'en' : 'it')
    for (const entry of document.waterfalls) {
      const twin = other.waterfalls.find((candidate) => candidate.id === entry.id)
      expect(twin && sourcesFileBody(twin)).toEqual(sourcesFileBody(entry))
    }
  })

  it('refuse an entry the page schema refuses', () => {
    const [entry] = document.waterfalls
    if (!entry) throw new Error('no entries')
    const broken = { ...entry, months: entry.months.slice(1) }
    expect(() => entryFileBody(broken)).toThrow()
    expect(waterfallEntrySchema.safeParse(broken).success).toBe(false)
  })
})
