import { describe, expect, it } from 'vitest'
import { durationBandOf, parseDurationMinutes } from './duration'

describe('parseDurationMinutes', () => {
  it.each([
    ['15 minuti', 15],
    ['45-60 minuti', 45],
    ['1-2 ore', 60],
    ['2 ore', 120],
    ['2,5 ore', 150],
    ['2.5 hours', 150],
    ['1.5 hours', 90],
    ['3 Hours', 180],
    ['ORE 2', 120],
    ['about 20 minutes', 20],
    ['mezz’ora', 0],
    ['', 0],
    ['   ', 0],
    ['a short walk', 0],
    ['walk 10 minutes more', 600],
  ])('%j → %d minutes', (text, minutes) => {
    expect(parseDurationMinutes(text)).toBe(minutes)
  })
})

describe('durationBandOf', () => {
  it.each([
    [0, 'up-to-30'],
    [30, 'up-to-30'],
    [30.5, '30-60'],
    [31, '30-60'],
    [60, '30-60'],
    [61, '60-120'],
    [120, '60-120'],
    [121, '120-240'],
    [240, '120-240'],
    [241, 'over-240'],
    [10_000, 'over-240'],
  ] as const)('%d minutes → %s', (minutes, band) => {
    expect(durationBandOf(minutes)).toBe(band)
  })

  it("puts '1-2 ore' in the 30-60 band: only the first number counts", () => {
    expect(durationBandOf(parseDurationMinutes('1-2 ore'))).toBe('30-60')
  })
})
