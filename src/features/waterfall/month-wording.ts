import type { Month, MonthState } from '../../catalogue/schema'
import type { Messages } from '../../i18n/messages'

/**
 * One symbol per state, so that the months read without colour, in print and for a visitor who
 * does not tell the tints apart: full, half, empty, crossed out.
 */
export const MONTH_SYMBOLS: Record<MonthState, string> = { best: '●', variable: '◐', low: '○', closed: '✕' }

/** Beside the symbol of a month that is our estimate rather than a source's. */
export const ESTIMATE_MARK = '*'

type Wording = Pick<Messages, 'monthStates' | 'monthEstimate' | 'monthNames'>

/** 'marzo: il momento migliore (stima della redazione)': what a screen reader says for one month. */
export function monthText(index: number, month: Month, messages: Wording): string {
  const name = messages.monthNames[index]
  if (name === undefined) throw new RangeError(`no month ${index}`)
  const estimate = month.basis === 'estimate' ? ` (${messages.monthEstimate})` : ''
  return `${name}: ${messages.monthStates[month.state]}${estimate}`
}
