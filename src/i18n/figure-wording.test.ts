import { describe, expect, it } from 'vitest'
import { formatCoordinates, formatMetres, wordFigure } from './figure-wording'

describe('wordFigure', () => {
  it.each([
    ['50 m', 'sourced', 'it', undefined, '50 m'],
    ['50 m', 'estimate', 'it', undefined, 'circa 50 m (stima)'],
    ['50 m', 'estimate', 'en', undefined, 'about 50 m (estimate)'],
    ['5 m', 'estimate', 'it', 'ogni salto', 'circa 5 m (ogni salto; stima)'],
    ['200 m', 'sourced', 'en', 'total drop to the lake', '200 m (total drop to the lake)'],
    ['15-20 minuti', 'estimate', 'it', undefined, 'circa 15-20 minuti (stima)'],
    ['4 hours', 'estimate', 'en', 'there and back', 'about 4 hours (there and back; estimate)'],
  ] as const)('%s, %s, %s, %s → %s', (value, basis, locale, qualifier, shown) => {
    expect(wordFigure(value, basis, locale, qualifier)).toBe(shown)
  })
})

describe('formatMetres', () => {
  it.each([
    [40, 'it', undefined, '40 m'],
    [1350, 'it', undefined, '1.350 m'],
    [1350, 'en', undefined, '1,350 m'],
    [300, 'en', 400, '300-400 m'],
    [1000, 'it', 1027, '1.000-1.027 m'],
  ] as const)('%i in %s (to %s) → %s', (metres, locale, toMetres, shown) => {
    expect(formatMetres(metres, locale, toMetres)).toBe(shown)
  })
})

describe('formatCoordinates', () => {
  it.each([
    [46.3253, 9.4316, '46.3253° N, 9.4316° E'],
    [45.9, 8.661, '45.9000° N, 8.6610° E'],
  ])('%f, %f → %s', (lat, lon, shown) => {
    expect(formatCoordinates(lat, lon)).toBe(shown)
  })
})
