import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../i18n/messages'
import { LOCALES } from '../vocabulary/values'
import { buildCatalogueDocument, validateCatalogue } from './build-catalogue'
import { type Figure, MONTH_STATES, NOTICE_KINDS, type NoticeKind, TRANSPORT_MODES } from './schema'
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

describe('planning facts: access, months, transport, what fixed values rest on', () => {
  const ids = catalogue.map((entry) => entry.id)
  const pages = LOCALES.flatMap((locale) =>
    (documents[locale]?.waterfalls ?? []).map((entry) => [locale, entry] as const),
  )

  // The page shows a transport option's line as it is, so the line itself names how one travels.
  const MODE_WORDS = {
    train: /\b(treno|train|trenord)\b/i,
    bus: /\b(autobus|bus|autopostale|postbus|navette|shuttle buses|tram)\b/i,
    boat: /\b(battell\w*|boats?)\b/i,
  } satisfies Record<(typeof TRANSPORT_MODES)[number], RegExp>
  it.each(
    pages.flatMap(([locale, entry]) =>
      entry.details.transport.map((option) => [locale, entry.id, option.line, option.mode] as const),
    ),
  )('%s entry %s: the transport line "%s" names its mode (%s)', (_locale, _id, line, mode) => {
    expect(line).toMatch(MODE_WORDS[mode])
  })

  it.each(pages.map(([locale, entry]) => [locale, entry.id, entry] as const))(
    '%s entry %s: twelve months, January first, and a note that says which are ours',
    (locale, _, entry) => {
      const { monthsNote, monthsSources } = entry.details
      const { months } = entry
      expect(months).toHaveLength(12)
      for (const month of months) expect(MONTH_STATES).toContain(month.state)
      if (months.some((month) => month.basis === 'estimate')) {
        expect(monthsNote).toMatch(locale === 'it' ? /nostra stima/ : /our estimate/)
      }
      if (months.some((month) => month.basis === 'sourced')) expect(monthsSources.length).toBeGreaterThan(0)
    },
  )

  it.each(pages.map(([locale, entry]) => [locale, entry.id, entry] as const))(
    '%s entry %s: a card access line is one of its notices, with a source and the year it was reported',
    (_, __, entry) => {
      for (const notice of entry.details.notices) {
        expect(NOTICE_KINDS).toContain(notice.kind)
        expect(notice.sources.length).toBeGreaterThan(0)
        expect(notice.year).toBe(Math.max(...notice.sources.flatMap((source) => source.year ?? [])))
      }
      if (entry.accessLine) {
        const { year } = entry.accessLine
        expect(entry.details.notices.some((notice) => notice.year === year && notice.sources.length > 0)).toBe(true)
        expect(entry.accessLine.text.length).toBeLessThanOrEqual(110)
      }
    },
  )

  // Each restriction a visitor must know before leaving, and the kind of notice it comes from.
  const ACCESS_LINES: Record<string, [NoticeKind, number]> = {
    '1': ['fee', 2025],
    '2': ['release-days', 2025],
    '4': ['hours', 2022],
    '5': ['closure', 2020],
    '6': ['rule', 2025],
    '7': ['closure', 2025],
    '8': ['rule', 2025],
    '12': ['fee', 2023],
  }
  it('shows an access line exactly where a visitor must know a restriction before leaving', () => {
    for (const locale of LOCALES) {
      const withLine = (documents[locale]?.waterfalls ?? [])
        .filter((entry) => entry.accessLine)
        .map((entry) => entry.id)
      expect(withLine).toEqual(Object.keys(ACCESS_LINES).sort((a, b) => Number(a) - Number(b)))
    }
    for (const entry of catalogue) {
      const expected = ACCESS_LINES[entry.id]
      const marked = entry.notices.find((notice) => notice.card)
      expect(marked && [marked.kind, marked.year]).toEqual(expected)
    }
  })

  it('names the Serio release days of 2025 on the card, in both languages', () => {
    expect(pageEntry('it', '2')?.accessLine).toEqual({
      kind: 'release-days',
      text: "Acqua solo nei giorni di apertura: 5 nel 2025, mezz'ora ciascuno",
      year: 2025,
    })
    expect(pageEntry('en', '2')?.accessLine?.text).toBe('Water only on release days: 5 in 2025, half an hour each')
  })

  it('warns about Val Vertova’s weather-alert ban on the card and in its notice, in both languages', () => {
    expect(pageEntry('it', '6')?.accessLine).toEqual({
      kind: 'rule',
      text: 'Oltre Cà Roset vietato con allerta meteo arancione o rossa; biglietto nei giorni fissati ogni anno',
      year: 2025,
    })
    expect(pageEntry('en', '6')?.accessLine?.text).toBe(
      'No entry beyond Cà Roset in orange or red weather alerts; ticket needed on the days set each year',
    )
    const rule = (locale: 'it' | 'en') =>
      pageEntry(locale, '6')?.details.notices.find((notice) => notice.kind === 'rule')
    expect(rule('it')?.text).toMatch(/allerta meteo arancione o rossa/)
    expect(rule('it')?.text).toMatch(/semaforo/)
    expect(rule('en')?.text).toMatch(/orange or red weather alert/)
    expect(rule('en')?.text).toMatch(/traffic light/)
  })

  it('gives Val Vertova’s 2025 prices and its 2023–2025 closure, in both languages', () => {
    const notices = (locale: 'it' | 'en') => pageEntry(locale, '6')?.details.notices ?? []
    const prices = (locale: 'it' | 'en') => notices(locale).find((notice) => notice.kind === 'booking')
    expect(prices('it')).toMatchObject({ year: 2025 })
    expect(prices('it')?.text).toMatch(
      /^Prezzi 2025: 4 euro a persona, 1,50 euro sotto i 18 anni, gratis sotto gli 8 anni/,
    )
    expect(prices('en')?.text).toMatch(/^2025 prices: €4 per person, €1.50 under 18, free under 8/)
    for (const locale of LOCALES) {
      expect(prices(locale)?.text).not.toMatch(/70 anni|over-?70|over 70/)
      expect(prices(locale)?.text).not.toMatch(/1° aprile|1 April/)
    }
    const closure = (locale: 'it' | 'en') => notices(locale).find((notice) => notice.kind === 'closure')
    expect(closure('it')?.text).toMatch(/dal settembre 2023 al 3 maggio 2025/)
    expect(closure('en')?.text).toMatch(/from September 2023 to 3 May 2025/)
  })

  it('gives public transport for the twelve entries whose sources name a line, and says so for the other two', () => {
    for (const locale of LOCALES) {
      const entries = documents[locale]?.waterfalls ?? []
      const without = entries.filter((entry) => entry.details.transport.length === 0)
      expect(without.map((entry) => entry.id)).toEqual(['7', '13'])
      for (const entry of without) expect(entry.details.transportNote).toBeDefined()
      for (const entry of entries) {
        for (const option of entry.details.transport) {
          expect(TRANSPORT_MODES).toContain(option.mode)
          expect(option.sources.length).toBeGreaterThan(0)
        }
      }
    }
  })

  it('names the comune to look up in the regional forecast for every entry', () => {
    expect(catalogue.map((entry) => entry.weatherArea)).toEqual([
      'Piuro',
      'Valbondione',
      'Abbadia Lariana',
      'Bellano',
      'Introbio',
      'Vertova',
      'Ferrera di Varese',
      'Nesso',
      'Asso',
      'Ponte di Legno',
      'Novate Mezzola',
      'Carisolo',
      'Monticelli Brusati',
      'Cittiglio',
    ])
  })

  it('says what each walking time measures: Gaina is its family loop from Gaina, every other one way', () => {
    for (const id of ids) {
      for (const locale of LOCALES) expect(pageEntry(locale, id)?.walkMeasure).toBe(id === '13' ? 'loop' : 'oneWay')
    }
    expect(pageEntry('it', '13')?.duration).toBe('2 ore (anello per famiglie da Gaina)')
    expect(pageEntry('it', '13')?.details.oneWay.basis).toBe('sourced')
  })

  it.each(['1', '9', '12'])('stroller-friendly entry %s says the evidence is indirect, and what it is', (id) => {
    for (const locale of LOCALES) {
      const note = pageEntry(locale, id)?.details.restsOn.find((item) => item.field === 'strollerFriendly')
      expect(note?.text).toMatch(locale === 'it' ? /^Nessuna fonte dice/ : /^No source says/)
    }
  })

  it.each(['6', '10', '13'])('entry %s marks its height as our estimate and says what it rests on', (id) => {
    const entry = catalogue.find((candidate) => candidate.id === id)
    expect(entry?.height.basis).toBe('estimate')
    expect(entry?.restsOn?.map((item) => item.field)).toContain('height')
  })

  it('keeps Val Vertova’s fixed constant flow, and says the pools have run dry', () => {
    const entry = catalogue.find((candidate) => candidate.id === '6')
    expect(entry?.flow).toBe('Costante')
    expect(entry?.restsOn?.find((item) => item.field === 'flow')?.text.it).toMatch(/a secco/)
  })

  it('says the Serio also runs after heavy rain, outside the release days', () => {
    expect(pageEntry('it', '2')?.details.season).toMatch(/fuori calendario/)
    expect(pageEntry('en', '2')?.details.season).toMatch(/outside the calendar/)
  })

  it('lets a visitor type a waterfall’s name in either language on either page', () => {
    expect(pageEntry('en', '2')?.aliases).toContain('Cascate del Serio')
    expect(pageEntry('en', '4')?.aliases).toContain('Orrido di Bellano')
    expect(pageEntry('it', '4')?.aliases).toContain('Bellano Gorge')
    expect(pageEntry('it', '11')?.aliases).toEqual(['Val Codera Twin Falls', "Cascate dell'Arnasca"])
    for (const [locale, entry] of pages) expect(entry.aliases, `${locale} ${entry.id}`).not.toContain(entry.name)
  })
})

describe('the catalogue’s prose, as a native editor reads it', () => {
  /** Every text we wrote in the page's language (not source titles, addresses or other names). */
  const prose = (locale: 'it' | 'en') =>
    (documents[locale]?.waterfalls ?? [])
      .flatMap((entry) => {
        const { details } = entry
        const figures = [details.oneWay, details.whole, details.climb, details.startAltitude, details.height]
        return [
          entry.description,
          entry.details.howToGetThere,
          entry.details.season,
          entry.details.accessNotes,
          entry.accessLine?.text,
          details.familyNote,
          details.start,
          details.monthsNote,
          details.transportNote,
          ...figures.map((figure) => figure?.note),
          ...details.notices.map((notice) => notice.text),
          ...details.transport.flatMap((option) => [option.line, option.stop, option.walk]),
          ...details.restsOn.map((item) => item.text),
        ]
      })
      .filter((text) => text !== undefined)
      .join('\n')

  it('addresses the Italian reader with the informal singular "tu" only, never "voi" or "Lei"', () => {
    expect(prose('it').length).toBeGreaterThan(10_000)
    expect(prose('it')).toMatch(/\b(tieni|controlla|informati|fermati|resta)\b/)
    expect(prose('it')).not.toMatch(
      /\b(voi|vostr[aoie]|tenete|potete|dovete|volete|andate|informatevi|fermatevi|ricordatevi)\b|\bLei\b/i,
    )
  })

  it('spells English the British way', () => {
    expect(prose('en').length).toBeGreaterThan(10_000)
    expect(prose('en')).not.toMatch(
      /\b(colors?|centers?|meters?|kilometers?|liters?|favorite|traveled|traveling|gray|theater|organiz\w*|realiz\w*)\b/i,
    )
  })

  it('agrees "suitable" with the waterfall’s name: plural falls, a masculine gorge', () => {
    expect(pageEntry('it', '1')?.details.familyNote).toMatch(/^Adatte /)
    expect(pageEntry('it', '2')?.details.familyNote).toMatch(/^Adatte /)
    expect(pageEntry('it', '4')?.details.familyNote).toMatch(/^Adatto anche ai bambini/)
    expect(prose('it')).not.toContain('Adatta anche ai bambini')
  })
})
