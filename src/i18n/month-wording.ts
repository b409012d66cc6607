import type { Basis, MonthState } from '../vocabulary/values'
import type { Messages } from './messages'

/** What the wording reads of a month: its state, and whose word it is (the catalogue's months are these). */
type MonthFact = { state: MonthState; basis: Basis }

/**
 * One symbol per state, so that the months read without colour, in print and for a visitor who
 * does not tell the tints apart: full, half, empty, crossed out.
 */
export const MONTH_SYMBOLS: Record<MonthState, string> = { best: '●', variable: '◐', low: '○', closed: '✕' }

/** Beside the symbol of a month that is our estimate rather than a source's. */
export const ESTIMATE_MARK = '*'

type Wording = Pick<Messages, 'monthStates' | 'monthEstimate' | 'monthNames'>

/** 'il momento migliore (stima della redazione)': a month's state, and whose word it is. */
export function monthStateText(month: MonthFact, messages: Omit<Wording, 'monthNames'>): string {
  const estimate = month.basis === 'estimate' ? ` (${messages.monthEstimate})` : ''
  return `${messages.monthStates[month.state]}${estimate}`
}

/** 'marzo: il momento migliore (stima della redazione)': what a screen reader says for one month. */
export function monthText(index: number, month: MonthFact, messages: Wording): string {
  return `${monthName(index, messages)}: ${monthStateText(month, messages)}`
}

/** January is 0. */
export function monthName(index: number, messages: Pick<Wording, 'monthNames'>): string {
  const name = messages.monthNames[index]
  if (name === undefined) throw new RangeError(`no month ${index}`)
  return name
}
