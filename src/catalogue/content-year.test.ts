import { describe, expect, it } from 'vitest'
import { contentDate, contentYear } from './content-year'

describe('contentDate and contentYear', () => {
  it.each([
    ['one entry', [{ written: '2026-05-01' }], '2026-05-01', 2026],
    ['the latest of written dates', [{ written: '2025-12-31' }, { written: '2026-01-01' }], '2026-01-01', 2026],
    [
      'an update counts',
      [{ written: '2025-03-01', updated: '2027-02-02' }, { written: '2026-01-01' }],
      '2027-02-02',
      2027,
    ],
  ])('%s', (_case, entries, date, year) => {
    expect(contentDate(entries)).toBe(date)
    expect(contentYear(entries)).toBe(year)
  })

  it('refuses a catalogue without dates', () => {
    expect(() => contentDate([])).toThrow()
    expect(() => contentYear([])).toThrow()
  })
})
