import { describe, expect, it } from 'vitest'
import { median, percentile, ratioOfMediansInterval } from '../../scripts/bench/statistics'

/** Ten LCP loads of a detail page with its scripts stripped, as read in a CI run (ms). */
const STRIPPED = [836, 856, 788, 804, 896, 920, 860, 772, 740, 780]
const scaled = (factor: number) => STRIPPED.map((ms, index) => ms * factor + ((index % 3) - 1) * 40)

describe('median and percentile', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('median of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected)
  })

  it.each([
    [50, 5],
    [95, 10],
    [100, 10],
    [1, 1],
  ])('the nearest-rank p%d of 1..10 is %d', (p, expected) => {
    expect(percentile([10, 9, 8, 7, 6, 5, 4, 3, 2, 1], p)).toBe(expected)
  })
})

describe('ratioOfMediansInterval', () => {
  it.each([
    { name: 'the same loads twice', numerator: STRIPPED, overGoal: false },
    {
      name: 'a CI run of one build that read 1.122',
      numerator: [928, 992, 1048, 948, 860, 876, 860, 920, 888, 920],
      overGoal: false,
    },
    { name: 'scripts that delay LCP by 30%', numerator: scaled(1.3), overGoal: true },
    { name: 'scripts that delay LCP by 50%', numerator: scaled(1.5), overGoal: true },
  ])('$name: over 1.10 beyond the noise is $overGoal', ({ numerator, overGoal }) => {
    const { low, high } = ratioOfMediansInterval(numerator, STRIPPED, { confidence: 0.9 })
    const ratio = median(numerator) / median(STRIPPED)
    expect(low).toBeLessThanOrEqual(ratio)
    expect(high).toBeGreaterThanOrEqual(ratio)
    expect(low > 1.1).toBe(overGoal)
  })

  it('is the same for the same loads (seeded), and narrower at a lower confidence', () => {
    const numerator = scaled(1.1)
    const first = ratioOfMediansInterval(numerator, STRIPPED)
    expect(ratioOfMediansInterval(numerator, STRIPPED)).toEqual(first)
    const narrower = ratioOfMediansInterval(numerator, STRIPPED, { confidence: 0.5 })
    expect(narrower.low).toBeGreaterThanOrEqual(first.low)
    expect(narrower.high).toBeLessThanOrEqual(first.high)
    expect(narrower.high - narrower.low).toBeLessThan(first.high - first.low)
  })

  it('is a single point when the loads do not vary', () => {
    expect(ratioOfMediansInterval([1100, 1100], [1000, 1000])).toEqual({ low: 1.1, high: 1.1 })
  })

  it('refuses an empty series', () => {
    expect(() => ratioOfMediansInterval([], STRIPPED)).toThrow()
    expect(() => ratioOfMediansInterval(STRIPPED, [])).toThrow()
  })
})
