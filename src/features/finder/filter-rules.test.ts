import { describe, expect, it } from 'vitest'
import type { Waterfall } from '../../catalogue/schema'
import { DEFAULT_FILTERS, type Filters, filterWaterfalls, matchesFilters } from './filter-rules'
import { provinceOptions } from './filters'

const waterfall = (overrides: Partial<Waterfall>): Waterfall => ({
  id: '1',
  name: 'Cascata Alta',
  location: 'Val Bassa',
  province: 'Sondrio',
  difficulty: 'Facile',
  duration: '15 minuti',
  height: '30 m',
  flow: 'Costante',
  type: 'A cascata',
  familyFriendly: true,
  strollerFriendly: false,
  description: 'Un salto nel bosco.',
  howToGetThere: 'A piedi.',
  season: 'Primavera.',
  accessNotes: 'Libero.',
  lat: 46,
  lon: 9,
  coordinatesVerified: true,
  ...overrides,
})

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

describe('filterWaterfalls', () => {
  it('keeps the catalogue order and only the entries meeting every filter', () => {
    const list = [
      waterfall({ id: '1', difficulty: 'Facile', duration: '10 minuti' }),
      waterfall({ id: '2', difficulty: 'Medio', duration: '10 minuti' }),
      waterfall({ id: '3', difficulty: 'Facile', duration: '2 ore' }),
      waterfall({ id: '4', difficulty: 'Facile', duration: '5 minuti' }),
    ]
    const ids = filterWaterfalls(list, filters({ difficulty: 'Facile', duration: 'up-to-30' })).map((w) => w.id)
    expect(ids).toEqual(['1', '4'])
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
    {
      name: 'accents sort as their letter',
      given: ['Forlì-Cesena', 'Forli Alto', 'Foggia', 'Frosinone'],
      expected: ['Foggia', 'Forli Alto', 'Forlì-Cesena', 'Frosinone'],
    },
    {
      name: 'case set aside',
      given: ['monza e Brianza', 'Milano', 'Mantova'],
      expected: ['Mantova', 'Milano', 'monza e Brianza'],
    },
    { name: 'names equal but for an accent keep one order', given: ['Forlì', 'Forli'], expected: ['Forli', 'Forlì'] },
    {
      name: 'hyphens and spaces stay where code points put them',
      given: ['Verbano-Cusio-Ossola', 'Varese', 'Verbania'],
      expected: ['Varese', 'Verbania', 'Verbano-Cusio-Ossola'],
    },
  ])('$name', ({ given, expected }) => {
    expect(provinceOptions(given.map((province) => ({ province })))).toEqual(expected)
  })

  it('agrees with the Italian collation on the catalogue provinces', () => {
    const provinces = [
      'Sondrio',
      'Bergamo',
      'Brescia',
      'Lecco',
      'Como',
      'Varese',
      'Verbano-Cusio-Ossola',
      'Trento',
      'Pavia',
      'Canton Ticino',
      'Bolzano',
      'Novara',
    ]
    const collated = [...provinces].sort(new Intl.Collator('it').compare)
    expect(provinceOptions(provinces.map((province) => ({ province })))).toEqual(collated)
  })
})
