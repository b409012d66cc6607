/** Pure statistics shared by the benchmarks (no browser, no files: unit-tested on their own). */

/** The middle value; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? Number.NaN
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2
}

/** Nearest-rank percentile (p from 0 to 100): a value that was actually measured. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1] ?? Number.NaN
}

/** A small seeded generator (mulberry32): the same samples always give the same interval. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function resample(values: readonly number[], random: () => number): number[] {
  return values.map(() => values[Math.floor(random() * values.length)] ?? Number.NaN)
}

export type Interval = { low: number; high: number }

/**
 * A bootstrap confidence interval for median(numerator) / median(denominator): both series are
 * resampled with replacement, independently, `resamples` times, and the interval is the middle
 * `confidence` share of the ratios so obtained (percentile method). It says how far the ratio of
 * two noisy series could be from the one measured: a ratio whose whole interval lies over a goal
 * is over it beyond the measurement's noise.
 */
export function ratioOfMediansInterval(
  numerator: readonly number[],
  denominator: readonly number[],
  { confidence = 0.95, resamples = 4000, seed = 1 }: { confidence?: number; resamples?: number; seed?: number } = {},
): Interval {
  if (numerator.length === 0 || denominator.length === 0) throw new Error('Both series need at least one value')
  const random = seededRandom(seed)
  const ratios = Array.from(
    { length: resamples },
    () => median(resample(numerator, random)) / median(resample(denominator, random)),
  ).sort((a, b) => a - b)
  const tail = (1 - confidence) / 2
  const at = (share: number) =>
    ratios[Math.min(resamples - 1, Math.max(0, Math.floor(share * resamples)))] ?? Number.NaN
  return { low: at(tail), high: at(1 - tail) }
}
