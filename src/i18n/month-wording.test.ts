import { describe, expect, it } from 'vitest'
import { MONTH_STATES } from '../vocabulary/values'
import { MESSAGES } from './messages'
import { MONTH_SYMBOLS, monthText } from './month-wording'

type Month = Parameters<typeof monthText>[1]

describe('monthText', () => {
  it.each<[string, number, Month, string]>([
    ['it', 0, { state: 'closed', basis: 'sourced' }, 'gennaio: gelo, chiusura o accesso impossibile'],
    ['it', 4, { state: 'best', basis: 'estimate' }, 'maggio: il momento migliore (stima della redazione)'],
    ['it', 7, { state: 'low', basis: 'sourced' }, 'agosto: poca acqua o in secca'],
    [
      'it',
      10,
      { state: 'variable', basis: 'estimate' },
      'novembre: vale la gita, ma l’acqua varia (stima della redazione)',
    ],
    ['en', 0, { state: 'closed', basis: 'estimate' }, 'January: frozen, closed or out of reach (our own estimate)'],
    ['en', 5, { state: 'best', basis: 'sourced' }, 'June: at its best'],
    ['en', 8, { state: 'variable', basis: 'sourced' }, 'September: worth it, but the water varies'],
    ['en', 11, { state: 'low', basis: 'estimate' }, 'December: little water or dry (our own estimate)'],
  ])('%s, month %i, %o → %s', (locale, index, month, expected) => {
    expect(monthText(index, month, MESSAGES[locale as 'it' | 'en'])).toBe(expected)
  })

  it('names twelve months, January first, and no thirteenth', () => {
    const month: Month = { state: 'best', basis: 'sourced' }
    expect(monthText(11, month, MESSAGES.it)).toMatch(/^dicembre:/)
    expect(() => monthText(12, month, MESSAGES.it)).toThrow(RangeError)
  })
})

it('gives every state its own symbol and its own words in both languages', () => {
  expect(new Set(MONTH_STATES.map((state) => MONTH_SYMBOLS[state])).size).toBe(MONTH_STATES.length)
  for (const locale of ['it', 'en'] as const) {
    const words = MONTH_STATES.map((state) => MESSAGES[locale].monthStates[state])
    expect(new Set(words).size).toBe(MONTH_STATES.length)
  }
})
