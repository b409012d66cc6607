import { describe, expect, it } from 'vitest'
import { type DurationBand, durationBandOf, parseDurationMinutes } from '../features/finder/duration'
import { provinceOptions } from '../features/finder/filter-rules'
import { buildCatalogueDocument, CatalogueError, validateCatalogue } from './localize'
import { catalogueDocumentSchema } from './schema'
import { LOCALES, PROVINCES } from './vocabulary'
import { WATERFALL_SOURCES } from './waterfalls'

const catalogue = validateCatalogue(WATERFALL_SOURCES)
const byId = (id: string) => catalogue.find((entry) => entry.id === id)

describe('the catalogue', () => {
  it('has 14 entries with ids 1 to 14', () => {
    expect(catalogue.map((entry) => entry.id)).toEqual(Array.from({ length: 14 }, (_, index) => String(index + 1)))
  })

  it('covers every province of the spec at least once', () => {
    expect(provinceOptions(catalogue)).toEqual([...PROVINCES])
  })

  it('is stroller-friendly for exactly ids 1, 9 and 12', () => {
    expect(catalogue.filter((entry) => entry.strollerFriendly).map((entry) => entry.id)).toEqual(['1', '9', '12'])
  })

  it('is unsuitable for families only at the Val Codera waterfall', () => {
    const notForFamilies = catalogue.filter((entry) => !entry.familyFriendly)
    expect(notForFamilies.map((entry) => entry.name.it)).toEqual([expect.stringContaining('Val Codera')])
  })

  it.each(LOCALES)('builds a %s document that the app’s own schema accepts', (locale) => {
    const document = buildCatalogueDocument(catalogue, locale)
    expect(catalogueDocumentSchema.safeParse(document).success).toBe(true)
    expect(document.waterfalls).toHaveLength(14)
  })

  it('has no photo without a verified licence, so every card shows the illustration today', () => {
    expect(catalogue.filter((entry) => entry.photo !== undefined)).toEqual([])
  })

  // What the authors meant each walk to take; both languages must land in the same band.
  const INTENDED_BANDS: Record<string, DurationBand> = {
    '1': 'up-to-30',
    '2': '30-60',
    '3': '60-120',
    '4': 'up-to-30',
    '5': 'up-to-30',
    '6': '30-60',
    '7': 'up-to-30',
    '8': 'up-to-30',
    '9': 'up-to-30',
    '10': '60-120',
    '11': 'over-240',
    '12': 'up-to-30',
    '13': '120-240',
    '14': 'up-to-30',
  }
  it.each(Object.entries(INTENDED_BANDS))('entry %s falls in the %s band in both languages', (id, band) => {
    const entry = byId(id)
    expect(entry).toBeDefined()
    for (const locale of LOCALES) {
      expect(durationBandOf(parseDurationMinutes(entry?.duration[locale] ?? ''))).toBe(band)
    }
  })
})

describe('validateCatalogue', () => {
  const valid = WATERFALL_SOURCES[2]
  it.each([
    [{ ...valid, height: 'fifty metres' }, 'entry 3 (Cascata del Cenghen), field "height"'],
    [{ ...valid, province: 'Milano' }, 'entry 3 (Cascata del Cenghen), field "province"'],
    [{ ...valid, description: { it: 'Testo', en: '' } }, 'entry 3 (Cascata del Cenghen), field "description.en"'],
    [{ ...valid, duration: { it: '2 ore', en: '2 minutes' } }, 'entry 3 (Cascata del Cenghen), field "duration"'],
    [{ ...valid, coordinates: { lat: 9.3, lon: 45.9, verified: false } }, 'field "coordinates.lat"'],
    [{ ...valid, id: undefined }, 'entry #1 (Cascata del Cenghen), field "id"'],
  ])('names the entry and the field of a bad value (%#)', (entry, message) => {
    expect(() => validateCatalogue([entry])).toThrow(CatalogueError)
    expect(() => validateCatalogue([entry])).toThrow(message)
  })

  it('rejects a duplicate id', () => {
    expect(() => validateCatalogue([valid, valid])).toThrow('field "id": duplicate id "3"')
  })
})
