import { describe, expect, it } from 'vitest'
import { validateCatalogue } from './build-catalogue'
import { currencyReport, formatCurrencyReport } from './currency'
import { staleBefore } from './staleness'
import { WATERFALL_SOURCES } from './waterfalls'

const CATALOGUE = validateCatalogue(WATERFALL_SOURCES)

describe('the currency check', () => {
  it.each([
    ['2026-11-26', '2025-05-26'],
    ['2027-03-01', '2025-09-01'],
    ['2026-06-30', '2024-12-30'],
  ])('on %s flags what has no source since %s', (today, limit) => {
    expect(staleBefore(today)).toBe(limit)
  })

  it('lists every entry, its status first, then each notice and each public transport line', () => {
    const report = currencyReport(CATALOGUE, '2026-11-26')
    expect(report.map((entry) => entry.id)).toEqual(CATALOGUE.map((entry) => entry.id))
    for (const [index, entry] of report.entries()) {
      const source = CATALOGUE[index]
      if (!source) throw new Error('no entry')
      expect(entry.facts[0]?.fact).toMatch(/^status: /)
      expect(entry.facts).toHaveLength(1 + source.notices.length + source.transport.options.length)
    }
  })

  it('dates a closure by its newest source, and a status that rests on no report by our search', () => {
    const report = currencyReport(CATALOGUE, '2026-11-26')
    const cittiglio = report.find((entry) => entry.id === '14')
    expect(cittiglio?.facts[0]).toMatchObject({
      fact: 'status: closed since 2020-06',
      newest: '2026-01-20',
      old: false,
    })
    // Eighteen months after its newest source, the same closure is flagged.
    const later = currencyReport(CATALOGUE, '2027-07-21').find((entry) => entry.id === '14')
    expect(later?.facts[0]?.old).toBe(true)
    const open = report.find((entry) => entry.facts[0]?.fact === 'status: open')
    expect(open?.facts[0]).toMatchObject({ newest: '2026-11', old: false })
  })

  it('reads a year alone as its last day, so a source of 2025 is not old in November 2026', () => {
    const facts = currencyReport(CATALOGUE, '2026-11-26').flatMap((entry) => entry.facts)
    for (const fact of facts) {
      if (fact.newest === undefined) expect(fact.old).toBe(true)
      else if (/^\d{4}$/.test(fact.newest)) expect(fact.old).toBe(Number(fact.newest) < 2025)
    }
  })

  it('prints one block per entry and says it does not enforce', () => {
    const text = formatCurrencyReport(currencyReport(CATALOGUE, '2026-11-26'), '2026-11-26')
    expect(text).toContain('14. Cascate di Cittiglio')
    expect(text).toMatch(/facts in 14 entries; \d+ flagged OLD \(printed, not enforced\)\.$/)
  })
})
