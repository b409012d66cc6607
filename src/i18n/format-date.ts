import type { Locale } from '../catalogue/vocabulary'

/** '2026-11-21' → '21 novembre 2026' / '21 November 2026', read as a calendar date (no time zone shift). */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1))
  return new Intl.DateTimeFormat(locale === 'it' ? 'it-IT' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  )
}
