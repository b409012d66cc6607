/**
 * A rule of thumb, not a measurement of the stream: how the rain of the last seven days at the
 * waterfall reads beside the month's usual water. More than about a month's share of a wet
 * Lombard valley's rain in one week makes a wet week; next to none, a dry one.
 */
export const WET_WEEK_MM = 40
export const DRY_WEEK_MM = 5
/** With fewer days than this known, the week is not read at all. */
export const KNOWN_DAYS_NEEDED = 5

export type WeekReading = 'wet' | 'dry' | 'ordinary' | 'unknown'

/** The week's total rain (of the days known) and how it reads. */
export function readPastWeek(rain: readonly (number | null)[]): { total: number; reading: WeekReading } {
  const known = rain.filter((value): value is number => value !== null)
  const total = Math.round(known.reduce((sum, value) => sum + value, 0) * 10) / 10
  if (known.length < KNOWN_DAYS_NEEDED) return { total, reading: 'unknown' }
  if (total >= WET_WEEK_MM) return { total, reading: 'wet' }
  if (total < DRY_WEEK_MM) return { total, reading: 'dry' }
  return { total, reading: 'ordinary' }
}
