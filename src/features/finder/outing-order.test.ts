import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minutesOnCard } from '../../../tests/support/outing-words'
import { buildCatalogueDocument } from '../../catalogue/build-catalogue'
import { wordMinutes } from '../../catalogue/outing'
import { WATERFALL_SOURCES } from '../../catalogue/waterfalls'
import { LOCALES } from '../../vocabulary/values'
import { sortWaterfalls } from './sort-rules'

/*
 * The outing orders follow the outing each card states (docs/product-rules.md): a figure is a
 * number in the data, its words are made from it, and the order key is that number.
 */

describe('the words of a walking time say its figures', () => {
  it('for any time or range, in both languages', () => {
    const minutes = fc.integer({ min: 1, max: 900 })
    const times = fc.oneof(
      minutes.map((value) => [value]),
      fc.tuple(minutes, minutes).filter(([a, b]) => a < b),
    )
    fc.assert(
      fc.property(times, fc.constantFrom(...LOCALES), (figures, locale) => {
        expect(minutesOnCard(wordMinutes(figures, locale))).toEqual(figures)
      }),
    )
  })
})

describe.each(LOCALES)('%s: the outing orders', (locale) => {
  const cards = buildCatalogueDocument(WATERFALL_SOURCES, locale).waterfalls

  it.each(cards.map((card) => [card.id, card] as const))(
    'entry %s sorts by the first figure its card states',
    (_, card) => {
      expect(card.outingMinutes).toBe(minutesOnCard(card.outing)[0])
    },
  )

  it('longest first and shortest first follow the figures on the cards', () => {
    const stated = (order: readonly { outing: string }[]) => order.map((card) => minutesOnCard(card.outing)[0] ?? 0)
    const longest = stated(sortWaterfalls(cards, 'longest', { locale, position: undefined }))
    const shortest = stated(sortWaterfalls(cards, 'shortest', { locale, position: undefined }))
    expect(longest).toEqual([...longest].sort((a, b) => b - a))
    expect(shortest).toEqual([...shortest].sort((a, b) => a - b))
  })

  it('Val Vertova (about 1 h 40 min) sorts by 100 minutes, among the longer outings', () => {
    const vertova = cards.find((card) => card.id === '6')
    expect(vertova?.outing).toMatch(/1 h 40 min/)
    expect(vertova?.outingMinutes).toBe(100)
  })
})
