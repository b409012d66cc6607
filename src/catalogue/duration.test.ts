import { describe, expect, it } from 'vitest'
import { durationBandOf } from './duration'

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
})
