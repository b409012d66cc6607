import { describe, expect, it } from 'vitest'
import { formatCalendarDate } from './format-date'

describe('formatCalendarDate', () => {
  it.each([
    ['2026-11-21', 'it', '21 novembre 2026'],
    ['2026-11-21', 'en', '21 November 2026'],
    ['2025-01-01', 'en', '1 January 2025'],
  ] as const)('%s in %s → %s', (iso, locale, expected) => {
    expect(formatCalendarDate(iso, locale)).toBe(expected)
  })
})
