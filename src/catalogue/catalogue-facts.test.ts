import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../i18n/messages'
import { buildCatalogueDocument, validateCatalogue } from './localize'
import type { Figure } from './schema'
import { LOCALES } from './vocabulary'
import { WATERFALL_SOURCES } from './waterfalls'

/** What each fact says about itself on the page: its basis, its qualifier, the name it is reported under. */
const catalogue = validateCatalogue(WATERFALL_SOURCES)
const documents = Object.fromEntries(LOCALES.map((locale) => [locale, buildCatalogueDocument(catalogue, locale)]))
const pageEntry = (locale: 'it' | 'en', id: string) => documents[locale]?.waterfalls.find((entry) => entry.id === id)

/** Every figure a page shows for an entry, by name. */
function figuresOf(locale: 'it' | 'en', id: string): [string, Figure][] {
  const details = pageEntry(locale, id)?.details
  if (!details) throw new Error(`no entry ${id}`)
  const { oneWay, whole, climb, startAltitude, height, position } = details
  const named: [string, Figure | undefined][] = [
    ['oneWay', oneWay],
    ['whole', whole],
    ['climb', climb],
    ['startAltitude', startAltitude],
    ['height', height],
    ['position', position],
  ]
  return named.filter((pair): pair is [string, Figure] => pair[1] !== undefined)
}

describe('figures and their basis', () => {
  const ids = catalogue.map((entry) => entry.id)

  it.each(LOCALES.flatMap((locale) => ids.map((id) => [locale, id] as const)))(
    '%s entry %s: an estimate always reads as one, a sourced figure names its source',
    (locale, id) => {
      const { about, estimate } = MESSAGES[locale].figureWords
      for (const [name, figure] of figuresOf(locale, id)) {
        if (figure.basis === 'estimate') {
          expect(figure.text, name).toMatch(new RegExp(`^${about} .*\\b${estimate}\\)$`))
          expect(figure.note, name).toBeDefined()
        } else {
          expect(figure.text, name).not.toMatch(new RegExp(`^${about} |\\b${estimate}\\)$`))
          expect(figure.sources.length, name).toBeGreaterThan(0)
        }
      }
    },
  )

  it('the card texts are the detail page’s figures, so a card cannot drop the estimate mark either', () => {
    for (const locale of LOCALES) {
      for (const entry of documents[locale]?.waterfalls ?? []) {
        expect(entry.duration).toBe(entry.details.oneWay.text)
        expect(entry.height).toBe(entry.details.height.text)
      }
    }
  })

  it.each([
    ['6', 'circa 5 m (ogni salto; stima)', 'about 5 m (each drop; estimate)'],
    ['10', 'circa 50 m (stima)', 'about 50 m (estimate)'],
    ['13', 'circa 10 m (stima)', 'about 10 m (estimate)'],
    ['8', '200 m (dislivello totale fino al lago)', '200 m (total drop to the lake)'],
  ])('entry %s shows its height as %s / %s', (id, italian, english) => {
    expect(pageEntry('it', id)?.height).toBe(italian)
    expect(pageEntry('en', id)?.height).toBe(english)
  })

  it('gives a position as exact only where a source gives it (ids 1, 2, 4 and 8)', () => {
    const sourced = catalogue.filter((entry) => entry.coordinates.basis === 'sourced').map((entry) => entry.id)
    expect(sourced).toEqual(['1', '2', '4', '8'])
    expect(pageEntry('en', '3')?.details.position.text).toBe('about 45.9105° N, 9.3445° E (estimate)')
    expect(pageEntry('it', '4')?.details.position.text).toBe('46.0425° N, 9.3051° E')
  })
})

describe('names, family notes and analytics names', () => {
  it('each family-friendly entry has its own family note; Val Codera has none', () => {
    const notes = catalogue.filter((entry) => entry.familyNote).map((entry) => entry.familyNote?.it)
    expect(notes).toHaveLength(13)
    expect(new Set(notes).size).toBe(13)
    expect(catalogue.find((entry) => entry.id === '11')?.familyNote).toBeUndefined()
  })

  it('other names people search for are part of the description, so the search finds them', () => {
    expect(pageEntry('it', '11')?.description).toMatch(/Altri nomi: Cascate dell'Arnasca\.$/)
    expect(pageEntry('en', '11')?.description).toMatch(/Also known as: Cascate dell'Arnasca\.$/)
  })

  it('the analytics name and location are the Italian ones on both pages', () => {
    for (const entry of catalogue) {
      for (const locale of LOCALES) {
        expect(pageEntry(locale, entry.id)?.details.canonicalName).toBe(entry.name.it)
        expect(pageEntry(locale, entry.id)?.details.canonicalLocation).toBe(entry.location.it)
      }
    }
  })

  it('says "stroller" and never "pushchair" in English', () => {
    expect(JSON.stringify(documents.en)).not.toMatch(/pushchair/i)
    expect(JSON.stringify(MESSAGES.en)).not.toMatch(/pushchair/i)
  })
})
