import { describe, expect, it } from 'vitest'
import { formatCalendarDate } from './format-date'
import { MESSAGES } from './messages'

describe('formatCalendarDate', () => {
  it.each([
    ['2026-11-21', 'it', '21 novembre 2026'],
    ['2026-11-21', 'en', '21 November 2026'],
    ['2025-01-01', 'en', '1 January 2025'],
    ['2025-01-01', 'it', '1 gennaio 2025'],
    ['2024-02-29', 'it', '29 febbraio 2024'],
    ['2030-12-31', 'en', '31 December 2030'],
  ] as const)('%s in %s → %s', (iso, locale, expected) => {
    expect(formatCalendarDate(iso, MESSAGES[locale])).toBe(expected)
  })

  // The browser's own long date for each month and language, as the reference.
  const referenceDate = (iso: string, locale: 'it' | 'en') =>
    new Intl.DateTimeFormat(locale === 'it' ? 'it-IT' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    )
  const everyMonth = Array.from(
    { length: 12 },
    (_, index) => `2026-${String(index + 1).padStart(2, '0')}-0${(index % 9) + 1}`,
  )
  it.each(everyMonth.flatMap((iso) => [[iso, 'it'] as const, [iso, 'en'] as const]))(
    '%s in %s reads as the long date of Intl.DateTimeFormat',
    (iso, locale) => {
      expect(formatCalendarDate(iso, MESSAGES[locale])).toBe(referenceDate(iso, locale))
    },
  )
})
