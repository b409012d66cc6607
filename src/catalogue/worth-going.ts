import type { MonthState } from '../vocabulary/values'

/** The states of a month worth the trip: at its best, or worth it though the water varies. */
const WORTH_GOING: readonly MonthState[] = ['best', 'variable']

/**
 * The months worth going to a waterfall, as twelve letters, January first: y where its month is
 * at its best or worth it, n where there is little water, it is frozen or out of reach, and in
 * every month while it is closed. A closed waterfall matches no month. The build writes it into
 * each card (`worthGoing`), which the "When" filter reads.
 */
export function monthsWorthGoing(waterfall: {
  months: readonly { state: MonthState }[]
  status: { state: string }
}): string {
  const closed = waterfall.status.state === 'closed'
  return waterfall.months.map(({ state }) => (!closed && WORTH_GOING.includes(state) ? 'y' : 'n')).join('')
}
