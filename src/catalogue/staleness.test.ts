import { describe, expect, it } from 'vitest'
import { isStale, latestDay, newestDate, STALE_AFTER_MONTHS, staleBefore } from './staleness'

describe('the staleness rule (docs/content-currency.md)', () => {
  it(`calls a fact old when its newest source is more than ${STALE_AFTER_MONTHS} months before the day`, () => {
    expect(STALE_AFTER_MONTHS).toBe(18)
  })

  it.each([
    ['2024', '2024-12-31'],
    ['2024-02', '2024-02-29'],
    ['2025-02', '2025-02-28'],
    ['2025-07-11', '2025-07-11'],
  ])('reads %s as late as %s', (date, day) => {
    expect(latestDay(date)).toBe(day)
  })

  it.each([
    // newest source, the day (or month) it is read on, old?
    ['2025-08-31', '2026-11', false],
    ['2025-05', '2026-11', false],
    ['2025-04', '2026-11', true],
    ['2025-06', '2026-11', false],
    ['2025-04-30', '2026-11-01', true],
    ['2025-05-01', '2026-11-01', false],
    ['2024', '2026-11', true],
    ['2025', '2026-11', false],
    ['2021', '2026-11-27', true],
    [undefined, '2026-11', true],
  ] as const)('a newest source of %s, read on %s: old %s', (newest, today, old) => {
    expect(isStale(newest, today)).toBe(old)
  })

  it('finds the newest of dates given as precisely as their sources give them', () => {
    expect(newestDate(['2025-07-11', '2025', '2024-12'])).toBe('2025')
    expect(newestDate(['2025-07-11', '2025-07'])).toBe('2025-07')
    expect(newestDate([])).toBeUndefined()
    expect(staleBefore('2026-11-27')).toBe('2025-05-27')
  })
})
