import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateCatalogue } from '../../catalogue/build-catalogue'
import { durationBandOf } from '../../catalogue/duration'
import type { Waterfall } from '../../catalogue/schema'
import { WATERFALL_SOURCES } from '../../catalogue/waterfalls'
import { monthsWorthGoing } from '../../catalogue/worth-going'
import { PROVINCES } from '../../vocabulary/values'
import { DEFAULT_FILTERS, type Filters, filterWaterfalls, matchesFilters, optionCounts } from './filter-rules'
import { filterOptions } from './filter-selects'
import { FILTERS, type FilterDescriptor, provinceOptions } from './filters'
import { foldForSearch } from './search-folding'

/** What the build makes from the minutes, so a fixture never states it: the walking time's words and band. */
type BuiltFields = 'duration' | 'durationBand'

/** An entry as the build writes it: the walking time's words and band follow its minutes, the months worth going its months. */
const waterfall = (overrides: Partial<Omit<Waterfall, BuiltFields>>): Waterfall =>
  withDuration({
    id: '1',
    name: 'Cascata Alta',
    location: 'Val Bassa',
    province: 'Sondrio',
    difficulty: 'Facile',
    walkMeasure: 'oneWay',
    status: { state: 'open', checked: '2026-11' },
    months: Array.from({ length: 12 }, () => ({ state: 'variable', basis: 'estimate' }) as const),
    aliases: [],
    height: '30 m',
    flow: 'Costante',
    type: 'A cascata',
    familyFriendly: true,
    strollerFriendly: false,
    strollerInferred: false,
    description: 'Un salto nel bosco.',
    lat: 46,
    lon: 9,
    coordinatesVerified: true,
    carFree: false,
    transitLine: 'In auto',
    arrival: [],
    outing: '30 minuti',
    outingMinutes: 30,
    durationMinutes: 15,
    worthGoing: 'y'.repeat(12),
    ...overrides,
  })

function withDuration(entry: Omit<Waterfall, BuiltFields>): Waterfall {
  return {
    ...entry,
    duration: `${entry.durationMinutes} minuti`,
    durationBand: durationBandOf(entry.durationMinutes),
    worthGoing: monthsWorthGoing(entry),
  }
}

const filters = (overrides: Partial<Filters>): Filters => ({ ...DEFAULT_FILTERS, ...overrides })

describe('matchesFilters', () => {
  const subject = waterfall({})
  it.each<[string, Partial<Filters>, boolean]>([
    ['no filters', {}, true],
    ['search on the name, any case', { q: 'cAsCaTa' }, true],
    ['search on the location', { q: 'val bassa' }, true],
    ['search on the province', { q: 'sondr' }, true],
    ['search on the description', { q: 'BOSCO' }, true],
    ['search surrounded by blanks', { q: '  alta  ' }, true],
    ['blank search is no search', { q: '   ' }, true],
    ['search not in any searched field', { q: 'Costante' }, false],
    ['search on the height is not searched', { q: '30 m' }, false],
    ['province, case-insensitive substring', { province: 'SON' }, true],
    ['other province', { province: 'Como' }, false],
    ['difficulty exact', { difficulty: 'Facile' }, true],
    ['other difficulty', { difficulty: 'Medio' }, false],
    ['duration band of 15 minutes', { duration: 'up-to-30' }, true],
    ['other duration band', { duration: '30-60' }, false],
    ['family true', { family: 'true' }, true],
    ['family false', { family: 'false' }, false],
    ['stroller false', { stroller: 'false' }, true],
    ['stroller true', { stroller: 'true' }, false],
    [
      'all filters together, all matching',
      { q: 'alta', difficulty: 'Facile', province: 'Sondrio', duration: 'up-to-30', family: 'true', stroller: 'false' },
      true,
    ],
    [
      'all filters together, one failing',
      { q: 'alta', difficulty: 'Facile', province: 'Sondrio', duration: 'up-to-30', family: 'true', stroller: 'true' },
      false,
    ],
  ])('%s', (_, overrides, expected) => {
    expect(matchesFilters(subject, filters(overrides))).toBe(expected)
  })
})

describe('the search, folded', () => {
  const subject = waterfall({
    name: "Cascate dell'Acquafraggia",
    aliases: ['Acquafraggia Waterfalls'],
    description: 'Il salto più alto della Valchiavenna.',
  })
  it.each<[string, string, boolean]>([
    ['an accent left out', 'piu alto', true],
    ['an accent added', 'Cascàte', true],
    ['a typographic apostrophe', 'dell’Acquafraggia', true],
    ['a prime for an apostrophe', 'dell′acquafraggia', true],
    ['a no-break space', 'più\u00a0alto', true],
    ['full-width letters', 'ＶＡＬＣＨＩＡＶＥＮＮＡ', true],
    ['the name in the other language', 'acquafraggia waterfalls', true],
    ['an apostrophe where there is none', "cascate'dell", false],
  ])('%s: %j', (_, q, expected) => {
    expect(matchesFilters(subject, filters({ q }))).toBe(expected)
  })
})

describe('the search, by words', () => {
  const subject = waterfall({
    name: 'Cascata di Nardis',
    aliases: ['Nardis Falls'],
    location: 'Val Genova',
    province: 'Trento',
    description: 'Un salto nel bosco.',
  })
  it.each<[string, string, boolean]>([
    ['two words of the name, another word between them', 'cascata nardis', true],
    ['the words in another order', 'nardis cascata', true],
    ['each word in another field', 'nardis genova trento bosco', true],
    ['words split by any blank', ' cascata\u00a0\u00a0 NARDIS\t', true],
    ['parts of words', 'casc nard', true],
    ['one word found nowhere', 'cascata niagara', false],
    ['the whole text as one part, as before', 'cascata di nardis', true],
  ])('%s: %j', (_, q, expected) => {
    expect(matchesFilters(subject, filters({ q }))).toBe(expected)
  })

  /** The first search rule, as it was: the whole search, folded and trimmed, is a part of one field. */
  const wholeTextRule = (entry: Waterfall, q: string) => {
    const query = foldForSearch(q).trim()
    const fields = [entry.name, ...entry.aliases, entry.location, entry.province, entry.description]
    return query === '' || fields.some((field) => foldForSearch(field).includes(query))
  }
  // Letters with and without accents, look-alike punctuation and blanks of every kind.
  const character = fc.constantFrom(..."aàbcEÉio’'-–  \u00a0\u3000\tＡ".split(''))
  const text = fc.string({ unit: fc.oneof(character, fc.string({ minLength: 1, maxLength: 1 })), maxLength: 24 })
  const entry = fc.record({
    name: text,
    aliases: fc.array(text, { maxLength: 2 }),
    location: text,
    province: fc.constantFrom(...PROVINCES),
    description: text,
  })

  it('finds whatever the whole-text rule found: any part of any field finds its entry', () => {
    fc.assert(
      fc.property(entry, fc.nat(), fc.nat(), fc.nat(), (fields, pick, from, length) => {
        const subjectEntry = waterfall(fields)
        const all = [fields.name, ...fields.aliases, fields.location, fields.province, fields.description]
        const field = all[pick % all.length] ?? ''
        const start = from % (field.length + 1)
        const q = field.slice(start, start + (length % (field.length - start + 1)))
        expect(wholeTextRule(subjectEntry, q)).toBe(true)
        expect(matchesFilters(subjectEntry, filters({ q }))).toBe(true)
      }),
    )
  })

  it('never finds less than the whole-text rule, for any search', () => {
    fc.assert(
      fc.property(entry, text, (fields, q) => {
        const subjectEntry = waterfall(fields)
        if (wholeTextRule(subjectEntry, q)) expect(matchesFilters(subjectEntry, filters({ q }))).toBe(true)
      }),
    )
  })
})

describe('filterWaterfalls', () => {
  it('keeps the catalogue order and only the entries meeting every filter', () => {
    const list = [
      waterfall({ id: '1', difficulty: 'Facile', durationMinutes: 10 }),
      waterfall({ id: '2', difficulty: 'Medio', durationMinutes: 10 }),
      waterfall({ id: '3', difficulty: 'Facile', durationMinutes: 120 }),
      waterfall({ id: '4', difficulty: 'Facile', durationMinutes: 5 }),
    ]
    const ids = filterWaterfalls(list, filters({ difficulty: 'Facile', duration: 'up-to-30' })).map((w) => w.id)
    expect(ids).toEqual(['1', '4'])
  })
})

describe('optionCounts', () => {
  // Six entries with every combination the cases need.
  const list = [
    waterfall({ id: '1', name: 'Lago Alto', difficulty: 'Facile', province: 'Como', durationMinutes: 10 }),
    waterfall({ id: '2', name: 'Lago Basso', difficulty: 'Medio', province: 'Como', familyFriendly: false }),
    waterfall({ id: '3', name: 'Orrido', difficulty: 'Facile', province: 'Lecco', durationMinutes: 120 }),
    waterfall({ id: '4', name: 'Salto', difficulty: 'Difficile', province: 'Lecco', durationMinutes: 300 }),
    waterfall({ id: '5', name: 'Velo', difficulty: 'Facile', province: 'Sondrio', strollerFriendly: true }),
    waterfall({ id: '6', name: 'Lago Nero', difficulty: 'Medio', province: 'Sondrio', durationMinutes: 45 }),
  ]
  const options = filterOptions(list)
  const counts = (overrides: Partial<Filters>) => optionCounts(list, filters(overrides), options)

  it.each<[string, Partial<Filters>, string, Record<string, number>]>([
    [
      'no choice: every option counts the whole catalogue',
      {},
      'difficulty',
      { all: 6, Facile: 3, Medio: 2, Difficile: 1 },
    ],
    ['no choice: provinces', {}, 'province', { all: 6, Como: 2, Lecco: 2, Sondrio: 2 }],
    [
      'no choice: duration bands (120 minutes is in the band up to 2 hours), the empty one at 0',
      {},
      'duration',
      { all: 6, 'up-to-30': 3, '30-60': 1, '60-120': 1, '120-240': 0, 'over-240': 1 },
    ],
    [
      'a filter does not narrow its own options',
      { difficulty: 'Medio' },
      'difficulty',
      { all: 6, Facile: 3, Medio: 2, Difficile: 1 },
    ],
    [
      "a filter narrows the others' options",
      { difficulty: 'Medio' },
      'province',
      { all: 2, Como: 1, Lecco: 0, Sondrio: 1 },
    ],
    ['the search narrows every option', { q: 'lago' }, 'difficulty', { all: 3, Facile: 1, Medio: 2, Difficile: 0 }],
    ['the search and a filter together', { q: 'lago', province: 'Como' }, 'family', { all: 2, true: 1, false: 1 }],
    [
      'two filters: each counts with the other',
      { province: 'Lecco', difficulty: 'Facile' },
      'difficulty',
      { all: 2, Facile: 1, Medio: 0, Difficile: 1 },
    ],
    [
      'two filters: the other side',
      { province: 'Lecco', difficulty: 'Facile' },
      'province',
      { all: 3, Como: 1, Lecco: 1, Sondrio: 1 },
    ],
    [
      'two filters: a third filter counts with both',
      { province: 'Lecco', difficulty: 'Facile' },
      'stroller',
      { all: 1, true: 0, false: 1 },
    ],
    ['a province chosen by part of its name', { province: 'lec' }, 'family', { all: 2, true: 2, false: 0 }],
    [
      'a search that finds nothing counts nothing',
      { q: 'Niagara' },
      'province',
      { all: 0, Como: 0, Lecco: 0, Sondrio: 0 },
    ],
    [
      'a combination that leaves nothing still counts the way out',
      { difficulty: 'Difficile', family: 'false' },
      'family',
      { all: 1, true: 1, false: 0 },
    ],
  ])('%s (%j, %s)', (_, overrides, filter, expected) => {
    expect(counts(overrides)[filter as keyof ReturnType<typeof counts>]).toEqual(expected)
  })

  it('counts, for the option chosen, exactly the list shown; for the others, the list they would show', () => {
    const choice = (filter: FilterDescriptor) =>
      fc.constantFrom('all', ...(options[filter.key as keyof typeof options] as readonly string[]))
    const chosen = fc.record(
      Object.fromEntries((FILTERS as readonly FilterDescriptor[]).map((filter) => [filter.key, choice(filter)])),
    )
    fc.assert(
      fc.property(chosen, fc.constantFrom('', 'lago', 'o', 'zzz'), (picked, q) => {
        const current = filters({ ...picked, q } as Partial<Filters>)
        const result = optionCounts(list, current, options)
        for (const filter of FILTERS as readonly FilterDescriptor[]) {
          for (const value of ['all', ...(options[filter.key as keyof typeof options] as readonly string[])]) {
            const would = filterWaterfalls(list, { ...current, [filter.key]: value }).length
            expect(result[filter.key as keyof typeof result][value]).toBe(would)
          }
        }
      }),
    )
  })
})

describe('provinceOptions', () => {
  it.each([
    {
      name: 'each province once, in alphabetical order',
      given: ['Varese', 'Como', 'Varese', 'Bergamo', 'Trento', 'Como'],
      expected: ['Bergamo', 'Como', 'Trento', 'Varese'],
    },
    { name: 'an empty catalogue', given: [], expected: [] },
    { name: 'one province', given: ['Lecco'], expected: ['Lecco'] },
  ])('$name', ({ given, expected }) => {
    expect(provinceOptions(given.map((province) => ({ province })))).toEqual(expected)
  })

  it('takes its order from the list of provinces, which follows the Italian collation', () => {
    expect([...PROVINCES]).toEqual([...PROVINCES].sort(new Intl.Collator('it').compare))
  })

  it("offers every province of the spec for the guide's catalogue, in the spec's order", () => {
    expect(provinceOptions(validateCatalogue(WATERFALL_SOURCES))).toEqual([...PROVINCES])
  })
})
