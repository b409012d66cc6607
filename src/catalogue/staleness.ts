/*
 * When what we know may be out of date: the one rule `npm run content:currency` applies to every
 * time-sensitive fact, and the waterfall's page to the newest source behind its conditions.
 * Plain code with no data of its own, so the browser may read it too.
 */

/** How long a time-sensitive fact may go without a newer source before it is called old. */
export const STALE_AFTER_MONTHS = 18

/** The latest day a partial date can mean: '2024' is 2024-12-31, '2024-05' is 2024-05-31. */
export function latestDay(date: string): string {
  const [year, month, day] = date.split('-')
  if (day) return date
  if (month) {
    const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate()
    return `${year}-${month}-${String(last).padStart(2, '0')}`
  }
  return `${year}-12-31`
}

/** The day STALE_AFTER_MONTHS before `today` (YYYY-MM-DD): a fact whose newest source is older is old. */
export function staleBefore(today: string): string {
  const [year, month, day] = today.split('-').map(Number)
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 - STALE_AFTER_MONTHS, day ?? 1))
  return date.toISOString().slice(0, 10)
}

/**
 * Whether a fact whose newest source is dated `newest` (as precisely as the source says) is old
 * on `today`: even the latest day `newest` can mean is more than STALE_AFTER_MONTHS before it.
 * A fact no source dates is old.
 */
export function isStale(newest: string | undefined, today: string): boolean {
  return newest === undefined || latestDay(newest) < staleBefore(latestDay(today))
}

/** The newest of these dates, compared by the latest day each can mean. */
export function newestDate(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>(
    (newest, date) => (newest === undefined || latestDay(date) > latestDay(newest) ? date : newest),
    undefined,
  )
}
