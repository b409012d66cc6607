import type { DurationBand } from '../vocabulary/duration-bands'

/**
 * Duration rules (docs/product-rules.md#walking-time-bands). The duration is free text such as '15 minuti', '1-2 ore' or
 * '2.5 hours'; its first number counts, in hours when the text speaks of hours.
 */

// A decimal comma or point belongs to the number: '2,5 ore' is two and a half hours.
const FIRST_NUMBER = /\d+(?:[.,]\d+)?/
const HOURS = /ore|hour/i

export function parseDurationMinutes(duration: string): number {
  const match = FIRST_NUMBER.exec(duration)
  if (!match) return 0
  const value = Number(match[0].replace(',', '.'))
  return HOURS.test(duration) ? value * 60 : value
}

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
