import { describe, expect, it } from 'vitest'
import type { NoticeKind } from '../vocabulary/values'
import { type CalendarAge, calendarAge } from './calendar-age'

describe('calendarAge', () => {
  it.each<[NoticeKind, number, number, CalendarAge]>([
    ['release-days', 2025, 2026, 'past'],
    ['fee', 2021, 2026, 'past'],
    ['hours', 2021, 2026, 'past'],
    ['booking', 2025, 2026, 'past'],
    ['fee', 2026, 2026, 'past-in-a-later-year'],
    ['release-days', 2026, 2026, 'past-in-a-later-year'],
    ['closure', 2020, 2026, 'standing'],
    ['rule', 2021, 2026, 'standing'],
    ['closure', 2026, 2026, 'standing'],
  ])('a %s notice of %i, with content of %i, is %s', (kind, year, contentYear, age) => {
    expect(calendarAge(kind, year, contentYear)).toBe(age)
  })
})
