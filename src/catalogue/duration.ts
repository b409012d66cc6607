import type { DurationBand } from '../vocabulary/duration-bands'

/**
 * The walking-time bands (docs/product-rules.md#walking-time-bands): each band's upper bound in
 * minutes, and the band a walking time falls in. The minutes are the data's number (the build
 * passes the first, shorter figure of a range); nothing here reads a time out of its words.
 */

export const DURATION_BANDS: readonly { id: DurationBand; maxMinutes: number }[] = [
  { id: 'up-to-30', maxMinutes: 30 },
  { id: '30-60', maxMinutes: 60 },
  { id: '60-120', maxMinutes: 120 },
  { id: '120-240', maxMinutes: 240 },
  { id: 'over-240', maxMinutes: Number.POSITIVE_INFINITY },
]

/** Each band runs from just over the previous band's upper bound up to and including its own. */
export function durationBandOf(minutes: number): DurationBand {
  // Only NaN escapes the last, unbounded band; it counts as the longest.
  return DURATION_BANDS.find((candidate) => minutes <= candidate.maxMinutes)?.id ?? 'over-240'
}
