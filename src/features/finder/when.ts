import type { Waterfall } from '../../catalogue/schema'
import type { MonthState } from '../../catalogue/vocabulary'

/** The "When" filter's values: the months, '1' (January) to '12', as the URL writes them. */
export const MONTH_VALUES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const
export type MonthValue = (typeof MONTH_VALUES)[number]

/** The states of a month worth the trip: at its best, or worth it though the water varies. */
const WORTH_GOING: readonly MonthState[] = ['best', 'variable']

/**
 * The months worth going to a waterfall, as twelve letters, January first: y where its month is
 * at its best or worth it, n where there is little water, it is frozen or out of reach, and in
 * every month while it is closed. A closed waterfall matches no month.
 */
export function monthsWorthGoing(waterfall: Pick<Waterfall, 'months' | 'status'>): string {
  const closed = waterfall.status.state === 'closed'
  return waterfall.months.map(({ state }) => (!closed && WORTH_GOING.includes(state) ? 'y' : 'n')).join('')
}

/** Whether the months worth going (monthsWorthGoing) include a chosen month. */
export function worthGoingIn(month: MonthValue): (worthGoing: string) => boolean {
  const index = Number(month) - 1
  return (worthGoing) => worthGoing[index] === 'y'
}

/** The visitor's month, from a date in the visitor's own time zone. */
export function monthValueOf(date: Date): MonthValue {
  return MONTH_VALUES[date.getMonth()] as MonthValue
}
