import type { Month } from '../../catalogue/schema'
import { useMessages } from '../../i18n/locale'
import { monthName, monthStateText } from '../../i18n/month-wording'

/**
 * What the visitor's month is like at the waterfall, in one line. The markup holds a line for each
 * of the twelve months and the stylesheet shows the visitor's, whose month index.html's first
 * script reads from the browser's clock: right before the app starts, the same markup for every
 * visitor, nothing moves once the app is in. A closed waterfall is closed in every month.
 */
export function MonthLine({ months, closed }: { months: readonly Month[]; closed: boolean }) {
  const messages = useMessages()
  return (
    <p data-month-line className="text-sm text-slate-800">
      {months.map((month, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the position is the month
        <span key={index} data-for-month={index + 1}>
          {messages.thisMonth(
            monthName(index, messages),
            closed ? messages.closedMonth : monthStateText(month, messages),
          )}
        </span>
      ))}
    </p>
  )
}
