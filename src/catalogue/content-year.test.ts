import { describe, expect, it } from 'vitest'
import { contentYear } from './content-year'

describe('contentYear', () => {
  it.each([
    ['one entry', [{ written: '2026-05-01' }], 2026],
    ['the latest of written dates', [{ written: '2025-12-31' }, { written: '2026-01-01' }], 2026],
    ['an update counts', [{ written: '2025-03-01', updated: '2027-02-02' }, { written: '2026-01-01' }], 2027],
  ])('%s', (_case, entries, year) => {
    expect(contentYear(entries)).toBe(year)
  })

  it('refuses a catalogue without dates', () => {
    expect(() => contentYear([])).toThrow()
  })
})
