import { describe, expect, it } from 'vitest'
import { buildCatalogueDocument, validateCatalogue } from '../../catalogue/build-catalogue'
import { WATERFALL_SOURCES } from '../../catalogue/waterfalls'
import { MESSAGES } from '../../i18n/messages'
import { LOCALES } from '../../vocabulary/values'
import { monthLine } from './card-month'
import { monthLineFrom } from './list-view-paint'
import { listViewPlan } from './list-view-plan'

/**
 * A card's month line is written by the list's script from the plan's compact source before the
 * app, and rendered by the app from the waterfall's months: both must say the same in every month
 * (or the app would not hydrate what the script wrote), and nothing without a month.
 */
const PAGES = LOCALES.map((locale) => {
  const waterfalls = buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), locale).waterfalls
  return { locale, waterfalls, plan: listViewPlan(waterfalls, locale, MESSAGES[locale]) }
})
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1)

describe.each(PAGES)('a card’s month line ($locale)', ({ locale, waterfalls, plan }) => {
  const messages = MESSAGES[locale]

  it.each(MONTHS)('in month %i, the script writes what the app renders, for every card', (month) => {
    for (const [index, waterfall] of waterfalls.entries()) {
      const closed = waterfall.status.state === 'closed'
      const rendered = monthLine(waterfall.months, closed, month, messages)
      expect(rendered).toContain(messages.monthNames[month - 1])
      expect(monthLineFrom(plan.texts.month, plan.cards[index]?.[5] ?? '', month)).toBe(rendered)
    }
  })

  it('a closed waterfall is closed in every month', () => {
    const closed = waterfalls.filter((waterfall) => waterfall.status.state === 'closed')
    expect(closed.length).toBeGreaterThan(0)
    for (const waterfall of closed)
      for (const month of MONTHS) {
        expect(monthLine(waterfall.months, true, month, messages)).toBe(
          messages.thisMonth(messages.monthNames[month - 1] ?? '', messages.closedMonth),
        )
      }
  })

  it.each([
    { month: undefined, why: 'no month (the build, or no first script)' },
    { month: 0, why: 'a month before January' },
    { month: 13, why: 'a month after December' },
  ])('says nothing for $why', ({ month }) => {
    const [waterfall] = waterfalls
    if (!waterfall) throw new Error('no waterfall')
    expect(monthLine(waterfall.months, false, month, messages)).toBe('')
    expect(monthLineFrom(plan.texts.month, plan.cards[0]?.[5] ?? '', month ?? Number.NaN)).toBe('')
  })
})
