import { VISITOR_MONTH_ATTRIBUTE } from '../../boot/boot-protocol'
import type { Month } from '../../catalogue/schema'
import type { Messages } from '../../i18n/messages-it'
import { monthName, monthStateText } from '../../i18n/month-wording'
import { MONTH_STATES } from '../../vocabulary/values'
import { type CardMonthTexts, PLACEHOLDER, SECOND_PLACEHOLDER } from './list-view-paint'

/**
 * A card's month line, "This month (March): at its best", as one element whose text is the
 * visitor's month (docs/decisions/2026-11-27-compact-card.md). The build renders it empty, since
 * it cannot know the month; the list's script (list-view-paint.ts) writes its text before the
 * list first paints, from a compact source in the list's plan: per card, one digit per month (its
 * state and basis, `monthCodes`), and per page, the month's sentence and each digit's words
 * (`cardMonthTexts`: the sentence once, the months' names, each digit's words). The app renders the same text from the same month (`visitorMonth`), so it
 * hydrates what the script wrote.
 */

/**
 * Twelve digits, January first. A month's digit is its state's place in MONTH_STATES, twice, plus
 * one for an estimate; for a closed waterfall, the digit after all of those.
 */
export function monthCodes(months: readonly Month[], closed: boolean): string {
  // Worked out here, not in a constant of the module: the app imports this module but never this
  // function, and a bundler keeps a module-level read of `length`, which it cannot prove harmless.
  const closedDigit = MONTH_STATES.length * 2
  return months
    .map((month) =>
      closed ? closedDigit : MONTH_STATES.indexOf(month.state) * 2 + (month.basis === 'estimate' ? 1 : 0),
    )
    .join('')
}

type Wording = Pick<Messages, 'thisMonth' | 'monthNames' | 'monthStates' | 'monthEstimate' | 'closedMonth'>

export function cardMonthTexts(messages: Wording): CardMonthTexts {
  return {
    sentence: messages.thisMonth(SECOND_PLACEHOLDER, PLACEHOLDER),
    names: messages.monthNames.map((_, index) => monthName(index, messages)),
    states: [
      ...MONTH_STATES.flatMap((state) => [
        monthStateText({ state, basis: 'sourced' }, messages),
        monthStateText({ state, basis: 'estimate' }, messages),
      ]),
      messages.closedMonth,
    ],
  }
}

/** The line for the month numbered `month` (1 to 12), as the app renders it; '' for no month. */
export function monthLine(months: readonly Month[], closed: boolean, month: number | undefined, messages: Wording) {
  const shown = month === undefined ? undefined : months[month - 1]
  if (month === undefined || shown === undefined) return ''
  return messages.thisMonth(
    monthName(month - 1, messages),
    closed ? messages.closedMonth : monthStateText(shown, messages),
  )
}

/**
 * The visitor's month as index.html's first script wrote it on <html>, 1 to 12; none at build (no
 * document) or without that script.
 */
export function visitorMonth(): number | undefined {
  if (typeof document === 'undefined') return undefined
  const month = Number(document.documentElement.getAttribute(VISITOR_MONTH_ATTRIBUTE))
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined
}
