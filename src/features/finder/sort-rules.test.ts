import { describe, expect, it } from 'vitest'
import type { Waterfall } from '../../catalogue/schema'
import { CATALOGUE_ORDER, type Sort } from '../../vocabulary/sort-orders'
import { distanceKm, roundedKm, sortWaterfalls } from './sort-rules'

const entry = (
  id: string,
  name: string,
  difficulty: Waterfall['difficulty'],
  durationMinutes: number,
  lat: number,
  lon: number,
  outingMinutes = 0,
) =>
  ({
    id,
    name,
    difficulty,
    durationMinutes,
    lat,
    lon,
    outingMinutes,
  }) as Waterfall

// Positions near real places: Milan's cathedral, Bergamo's upper town, Sondrio, Lecco.
const MILAN = { lat: 45.4642, lon: 9.19 }
const CATALOGUE = [
  entry('1', 'Serio', 'Difficile', 60, 46.03, 10.04, 120),
  entry('2', 'Ácqua Fraggia', 'Medio', 45, 46.33, 9.41, 150),
  entry('3', 'cenghen', 'Medio', 15, 45.91, 9.33, 30),
  entry('4', 'Bellano', 'Facile', 150, 46.04, 9.31, 300),
  entry('5', 'Zerbo', 'Facile', 30, 45.7, 9.67, 30),
]
const ids = (sort: Sort, position = MILAN, locale: 'it' | 'en' = 'it') =>
  sortWaterfalls(CATALOGUE, sort, { locale, position }).map((waterfall) => waterfall.id)

describe('sortWaterfalls', () => {
  it.each([
    // The guide's own order is the default and changes nothing.
    [CATALOGUE_ORDER, ['1', '2', '3', '4', '5']],
    // Alphabetical in the page's language: accents and case set aside.
    ['name', ['2', '4', '3', '1', '5']],
    // Shortest first: 15, 30, 45, 60 and 150 minutes.
    ['duration', ['3', '5', '2', '1', '4']],
    // Easiest first; ties keep the guide's order.
    ['difficulty', ['4', '5', '2', '3', '1']],
    // The whole outing (a loop, there and back): longest first, shortest first; ties keep the guide's order.
    ['longest', ['4', '2', '1', '3', '5']],
    ['shortest', ['3', '5', '1', '2', '4']],
    // Nearest to Milan first: about 45, 51, 64, 91 and 98 km.
    ['distance', ['5', '3', '4', '1', '2']],
  ] as const)('%s → %j', (sort, expected) => {
    expect(ids(sort)).toEqual(expected)
  })

  it('keeps the guide order for distance while the position is unknown', () => {
    expect(sortWaterfalls(CATALOGUE, 'distance', { locale: 'it', position: undefined })).toBe(CATALOGUE)
  })

  it('never changes the catalogue it is given', () => {
    const before = [...CATALOGUE]
    ids('name')
    ids('distance')
    expect(CATALOGUE).toEqual(before)
  })
})

describe('distanceKm', () => {
  it.each([
    // Milan to Bergamo is about 46 km as the crow flies; Milan to Sondrio about 95 km.
    [MILAN, { lat: 45.6983, lon: 9.6773 }, 44, 48],
    [MILAN, { lat: 46.1699, lon: 9.8715 }, 93, 97],
    [MILAN, MILAN, 0, 0],
  ])('%j to %j is between %d and %d km', (from, to, low, high) => {
    const km = distanceKm(from, to)
    expect(km).toBeGreaterThanOrEqual(low)
    expect(km).toBeLessThanOrEqual(high)
  })

  it('is the same both ways', () => {
    expect(distanceKm(MILAN, { lat: 46, lon: 10 })).toBeCloseTo(distanceKm({ lat: 46, lon: 10 }, MILAN), 9)
  })
})

describe('roundedKm', () => {
  it.each([
    [0, 1],
    [0.4, 1],
    [1.49, 1],
    [22.6, 23],
    [123.5, 124],
  ])('%d km reads as %d km', (km, expected) => {
    expect(roundedKm(km)).toBe(expected)
  })
})
